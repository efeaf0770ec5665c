import { readFileSync } from 'node:fs';
import { describe, expect, it, jest } from '@jest/globals';
import { LANGUAGE_STORAGE_KEY } from '@site/common';

// The inline <head> script of index.html that sends visitors who chose Khmer to the /km twin.
const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

function run(url: string, stored: string | null) {
  const { pathname, search, hash } = new URL(url, 'https://example.com');
  const replace = jest.fn();
  const storage = { getItem: (key: string) => (key === LANGUAGE_STORAGE_KEY ? stored : null) };
  new Function('location', 'localStorage', script)({ pathname, search, hash, replace }, storage);
  return replace.mock.calls.map(([target]) => target);
}

describe('language redirect script', () => {
  it('reads the shared storage key', () => {
    expect(script).toContain(`'${LANGUAGE_STORAGE_KEY}'`);
  });

  it('sends an unprefixed page to its Khmer twin when Khmer was chosen', () => {
    expect(run('/faq?ref=qr#top', 'km')).toEqual(['/km/faq?ref=qr#top']);
    expect(run('/', 'km')).toEqual(['/km']);
    expect(run('/services/seo', 'km')).toEqual(['/km/services/seo']);
  });

  it('never redirects a Khmer URL, or without a Khmer choice', () => {
    expect(run('/km', 'km')).toEqual([]);
    expect(run('/km/faq', 'km')).toEqual([]);
    expect(run('/km/faq', 'en')).toEqual([]);
    expect(run('/faq', 'en')).toEqual([]);
    expect(run('/faq', null)).toEqual([]);
  });

  it('survives storage that throws (privacy modes)', () => {
    const replace = jest.fn();
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(() =>
      new Function('location', 'localStorage', script)({ pathname: '/faq', replace }, storage),
    ).not.toThrow();
    expect(replace).not.toHaveBeenCalled();
  });
});
