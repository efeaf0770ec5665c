import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { inlineScriptHashes, pageCsp } from './security-headers.js';

function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectCommonHeaders(headers: Headers): void {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('permissions-policy')).toContain('camera=()');
  expect(headers.get('x-powered-by')).toBeNull();
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  expect(headers.get('cross-origin-resource-policy')).toBe('same-site');
  expect(headers.get('origin-agent-cluster')).toBe('?1');
  expect(headers.get('x-xss-protection')).toBe('0');
  expect(headers.get('x-permitted-cross-domain-policies')).toBe('none');
  const csp = directives(headers.get('content-security-policy'));
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
}

describe('security headers on every kind of response', () => {
  let site: TestApp;

  beforeAll(async () => {
    site = await startTestApp();
  });
  afterAll(() => site.close());

  it('a prerendered page: its inline scripts by hash, no Stripe, no HSTS outside production', async () => {
    const response = await fetch(`${site.url}/faq`);
    expect(response.status).toBe(200);
    expectCommonHeaders(response.headers);
    const html = await response.text();
    const csp = directives(response.headers.get('content-security-policy'));
    const hashes = inlineScriptHashes(html);
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(csp.get('script-src')).toContain(hash);
    expect(csp.get('script-src')!.join(' ')).not.toContain('stripe');
    expect(csp.get('frame-src')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toContain(`ws://${new URL(site.url).host}`);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('the 404 page carries its own page policy too', async () => {
    const response = await fetch(`${site.url}/km/no-such-page`);
    expect(response.status).toBe(404);
    expectCommonHeaders(response.headers);
    const html = await response.text();
    for (const hash of inlineScriptHashes(html)) {
      expect(directives(response.headers.get('content-security-policy')).get('script-src')).toContain(hash);
    }
  });

  it('the checkout page, and only it, may load Stripe', async () => {
    for (const path of ['/checkout', '/km/checkout']) {
      const response = await fetch(`${site.url}${path}`);
      expectCommonHeaders(response.headers);
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('script-src')).toContain('https://js.stripe.com');
      expect(csp.get('frame-src')).toContain('https://js.stripe.com');
    }
  });

  it('an API answer, a GraphQL answer and a static file', async () => {
    const api = await fetch(`${site.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(api.status).toBe(400);
    expectCommonHeaders(api.headers);

    const graphql = await fetch(`${site.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ categories { id } }' }),
    });
    expect(graphql.status).toBe(200);
    expectCommonHeaders(graphql.headers);

    const page = await (await fetch(`${site.url}/`)).text();
    // The boot script names the entry and the page's chunks (they load after the first paint).
    const asset = /(\/assets\/[^"'\s]+\.js)/.exec(page)![1]!;
    const file = await fetch(`${site.url}${asset}`);
    expect(file.status).toBe(200);
    expectCommonHeaders(file.headers);
    expect(file.headers.get('cache-control')).toContain('immutable');

    const health = await fetch(`${site.url}/healthz`);
    expectCommonHeaders(health.headers);
  });
});

describe('in production', () => {
  let site: TestApp;

  beforeAll(async () => {
    site = await startTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: 'production-test-secret-0123456789-abcdefghijklmnop',
      OIDC_ISSUER_URL: 'https://issuer.example',
      OIDC_CLIENT_ID: 'site',
      LOG_LEVEL: 'silent',
    });
  });
  afterAll(() => site.close());

  it('adds HSTS and upgrade-insecure-requests', async () => {
    const response = await fetch(`${site.url}/`);
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    expect(directives(response.headers.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(true);
  });
});

describe('pageCsp', () => {
  it('skips JSON-LD and external scripts when hashing', () => {
    const html =
      '<script type="application/ld+json">{"@type":"Thing"}</script><script src="/a.js"></script><script>run()</script><script type="module">go()</script>';
    expect(inlineScriptHashes(html)).toHaveLength(2);
    const csp = pageCsp(inlineScriptHashes(html), false, { production: false, publicUrl: 'https://site.example' });
    expect(csp).toContain("connect-src 'self' wss://site.example");
  });
});
