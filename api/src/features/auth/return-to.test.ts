import { describe, expect, it } from '@jest/globals';
import { safeReturnTo } from './return-to.js';

describe('safeReturnTo', () => {
  it.each(['/dashboard?tab=x', '/km/blog/add', '/payments#top', '/dashboard?q=%2F%2Fevil'])('keeps %s', (path) => {
    expect(safeReturnTo(path)).toBe(path);
  });

  it.each([
    '//evil.test',
    '/\\evil.test',
    'https://evil.test/',
    'javascript:alert(1)',
    'dashboard',
    '/api/logout',
    '/dev-oidc/session/end',
    '/\t/evil.test',
    '',
    42,
    undefined,
    ['/dashboard'],
    `/${'x'.repeat(2001)}`,
  ])('refuses %j', (raw) => {
    expect(safeReturnTo(raw)).toBeUndefined();
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeReturnTo('/a/../dashboard')).toBe('/dashboard');
    expect(safeReturnTo('/../../evil')).toBe('/evil');
  });
});
