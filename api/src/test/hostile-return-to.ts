/**
 * `returnTo` values that must never send a signed-in browser anywhere but this site's default page:
 * each reaches another host once a browser (or a server decoding the path again) reads it, or names
 * a sign-in endpoint. Shared by the unit table (return-to.test.ts) and the sign-in flow (auth.test.ts).
 */
export const HOSTILE_RETURN_TO: readonly string[] = [
  // Another host outright.
  '//evil.example',
  '///evil.example',
  'https://evil.example/',
  'http:evil.example',
  'javascript:alert(1)',
  'dashboard',
  // Dot segments that normalise to //host.
  '/.//evil.example',
  '/a/..//evil.example',
  '/./.././/evil.example',
  '/dashboard/../..//evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '/.%2e//evil.example',
  '/a/%2e%2e//evil.example',
  '/%2e%2e/%2e%2e//evil.example',
  // Backslashes, which a browser reads as slashes.
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '/.\\/evil.example',
  '/a\\..\\\\evil.example',
  // Percent-encoded slashes and backslashes, once or twice.
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/%252F%252Fevil.example',
  '/..%2f..%2f/evil.example',
  '/%2e%2e%5c%2e%2e%5cevil.example',
  // Tabs, newlines and spaces browsers strip, and encoded controls.
  '/\t/evil.example',
  '/\n/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/\r\n/evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%00//evil.example',
  // Broken encoding.
  '/%E0%A4%A',
  // The sign-in endpoints themselves, however written.
  '/api/logout',
  '/API/logout',
  '/%61pi/logout',
  '/a/../api/login',
  '/dev-oidc/session/end',
  `/${'x'.repeat(1025)}`,
];
