import { existsSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { PAGE_ROUTES } from '@site/common';
import { ALL_PAGES, pageFor } from './pages';

describe('page registry', () => {
  it('has a real page (not the 404 page) for every route', () => {
    const notFound = pageFor(undefined);
    expect(PAGE_ROUTES.filter((route) => pageFor(route.id) === notFound).map((route) => route.id)).toEqual([]);
  });

  it('names existing source files (used for modulepreload links)', () => {
    const missing = ALL_PAGES.filter(({ source }) => !existsSync(new URL(`../../${source}`, import.meta.url)));
    expect(missing.map(({ source }) => source)).toEqual([]);
  });
});
