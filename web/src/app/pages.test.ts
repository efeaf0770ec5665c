import { existsSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { PAGE_ROUTES } from '@site/common';
import { ALL_PAGES, isContentPage, pageFor } from './pages';

describe('page registry', () => {
  it('has a real page (not the 404 page) for every route', () => {
    const notFound = pageFor(undefined);
    expect(PAGE_ROUTES.filter((route) => pageFor(route.id) === notFound).map((route) => route.id)).toEqual([]);
  });

  it('names existing source files (used for modulepreload links)', () => {
    const missing = ALL_PAGES.filter(({ source }) => !existsSync(new URL(`../../${source}`, import.meta.url)));
    expect(missing.map(({ source }) => source)).toEqual([]);
  });

  it('serves the text pages without React until needed, and hydrates the pages that are applications', () => {
    const content = PAGE_ROUTES.filter((route) => isContentPage(route.id)).map((route) => route.id);
    expect(content).toEqual(
      [
        'home',
        'services',
        ...PAGE_ROUTES.filter((route) => route.id.startsWith('service-')).map((route) => route.id),
        'faq',
        'pricing',
        'free-listing',
        'blog',
        // One button; the server checks the session before sending it (api: auth.rest.ts).
        'signin',
        'work',
      ].sort((a, b) => PAGE_ROUTES.findIndex((r) => r.id === a) - PAGE_ROUTES.findIndex((r) => r.id === b)),
    );
    expect(isContentPage(undefined)).toBe(true); // the 404 page
    for (const id of ['booking', 'booking-manage', 'checkout', 'dashboard', 'closures'])
      expect(isContentPage(id)).toBe(false);
  });
});
