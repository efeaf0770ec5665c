import { describe, expect, it } from '@jest/globals';
import { HOSTILE_RETURN_TO } from '../../test/hostile-return-to.js';
import { safeReturnTo } from './return-to.js';

describe('safeReturnTo', () => {
  it.each([
    '/dashboard?tab=x',
    '/km/blog/add',
    '/payments#top',
    '/dashboard?q=%2F%2Fevil',
    '/km/%E1%9E%80',
    '/dashboard?next=//evil.example#//evil.example',
  ])('keeps %s', (path) => {
    expect(safeReturnTo(path)).toBe(path);
  });

  it.each(HOSTILE_RETURN_TO.map((raw) => [JSON.stringify(raw).slice(0, 60), raw]))('refuses %s', (_label, raw) => {
    expect(safeReturnTo(raw)).toBeUndefined();
  });

  it.each([42, undefined, null, ['/dashboard'], ''])('refuses the non-path %j', (raw) => {
    expect(safeReturnTo(raw)).toBeUndefined();
  });

  it.each([
    ['/a/../dashboard', '/dashboard'],
    ['/../../evil', '/evil'],
    ['/a/./b/%2e%2e/dashboard?x=1#h', '/a/dashboard?x=1#h'],
    ['/dash\tboard', '/dashboard'],
    [' /dashboard ', '/dashboard'],
    ['/km\\blog\\add', '/km/blog/add'],
    ['/dashboard?q=a b', '/dashboard?q=a%20b'],
  ])('answers the normalised path: %j → %s', (raw, normalised) => {
    expect(safeReturnTo(raw)).toBe(normalised);
  });

  it('has a table of at least 25 hostile values', () => {
    expect(HOSTILE_RETURN_TO.length).toBeGreaterThanOrEqual(25);
  });
});
