import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { qrCodeSvg } from './qr-code.rest.js';

const PUBLIC_URL = 'https://angkordigital.example';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    PUBLIC_URL,
    // Any address but loopback needs a real issuer (this one does not answer: pages never wait for it).
    OIDC_ISSUER_URL: 'https://id.example',
    OIDC_CLIENT_ID: 'site',
  });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /qr-code.svg', () => {
  it('answers an SVG image that browsers may cache', async () => {
    const response = await fetch(`${t.url}/qr-code.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('width="200" height="200"');
    expect(svg.trimEnd()).toMatch(/<\/svg>$/);
  });

  it('encodes PUBLIC_URL, not the address the request came in on', async () => {
    const svg = await (await fetch(`${t.url}/qr-code.svg`)).text();
    expect(svg).toBe(await qrCodeSvg(PUBLIC_URL));
    expect(svg).not.toBe(await qrCodeSvg(t.url));
  });

  it('revalidates with its ETag', async () => {
    const first = await fetch(`${t.url}/qr-code.svg`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${t.url}/qr-code.svg`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });
});
