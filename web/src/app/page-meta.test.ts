import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { createI18n } from './i18n';
import { pageMeta } from './page-meta';

const read = (language: string) =>
  JSON.parse(readFileSync(new URL(`../locales/${language}.json`, import.meta.url), 'utf8'));
const i18n = createI18n('en', { en: read('en'), km: read('km') });
const t = i18n.t.bind(i18n);

describe('pageMeta', () => {
  it('gives a Khmer page its own title, canonical URL and reciprocal hreflang links', () => {
    const meta = pageMeta('/km/faq', t);
    expect(meta.language).toBe('km');
    expect(meta.title).toBe('សំណួរដែលសួរញឹកញាប់ | Angkor Digital');
    expect(meta.canonicalPath).toBe('/km/faq');
    expect(meta.alternates).toEqual([
      { hreflang: 'en', path: '/faq' },
      { hreflang: 'km', path: '/km/faq' },
      { hreflang: 'x-default', path: '/faq' },
    ]);
    expect(meta.robots).toBe('index,follow');
  });

  it('keeps staff and transactional pages out of search results', () => {
    expect(pageMeta('/dashboard', t).robots).toBe('noindex');
    expect(pageMeta('/km/checkout', t).robots).toBe('noindex');
  });

  it('describes unknown paths as the 404 page without a canonical URL', () => {
    const meta = pageMeta('/km/nope', t);
    expect(meta.route).toBeUndefined();
    expect(meta.title).toBe('404 រកមិនឃើញទំព័រ | Angkor Digital');
    expect(meta.canonicalPath).toBeUndefined();
    expect(meta.robots).toBe('noindex');
  });
});
