import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../test/test-app.js';

/** A small stand-in for web/dist/client, so these tests don't depend on a web build. */
function fixtureDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  const page = (file: string, lang: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(
      path.join(dir, file),
      `<!doctype html><html lang="${lang}"><head><meta name="business-time-zone" content="__BUSINESS_TIMEZONE__"><link rel="canonical" href="__PUBLIC_URL__/x"></head><body>${text} <p>Hours (__BUSINESS_ZONE_NAME__)</p>${' '.repeat(600)}</body></html>`,
    );
  };
  page('index.html', 'en', 'Home page');
  page('faq/index.html', 'en', 'Frequently asked questions');
  page('km/faq/index.html', 'km', 'សំណួរ​ដែល​សួរ​ញឹកញាប់');
  page('payment-success/index.html', 'en', 'No order was named');
  page('payment-success/with-order.html', 'en', 'Checking your payment');
  page('km/payment-success/index.html', 'km', 'គ្មានការបញ្ជាទិញ');
  page('km/payment-success/with-order.html', 'km', 'កំពុងពិនិត្យការទូទាត់');
  page('404.html', 'en', '404 Page Not Found');
  page('km/404.html', 'km', '៤០៤ រកមិនឃើញទំព័រ');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
  writeFileSync(path.join(dir, 'favicon.ico'), Buffer.from([0, 0, 1, 0, 0, 0]));
  mkdirSync(path.join(dir, 'og', 'km'), { recursive: true });
  writeFileSync(path.join(dir, 'og', 'km', 'faq.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  return dir;
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    WEB_DIST_DIR: fixtureDist(),
    PUBLIC_URL: 'https://angkordigital.example',
    // Another office zone than the default: pages say which zone the office hours are in.
    BUSINESS_TIMEZONE: 'Asia/Tokyo',
    // Any address but loopback needs a real issuer (this one does not answer: pages never wait for it).
    OIDC_ISSUER_URL: 'https://id.example',
    OIDC_CLIENT_ID: 'site',
  });
});
afterAll(async () => {
  await t?.close();
});

describe('serving the built web app', () => {
  it('serves prerendered pages in both languages with the public URL filled in', async () => {
    const en = await fetch(`${t.url}/faq`);
    expect(en.status).toBe(200);
    expect(en.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await en.text();
    expect(html).toContain('Frequently asked questions');
    expect(html).toContain('href="https://angkordigital.example/x"');
    expect(html).not.toContain('__PUBLIC_URL__');
    const km = await fetch(`${t.url}/km/faq`);
    expect(km.status).toBe(200);
    expect(await km.text()).toContain('lang="km"');
  });

  it("fills in BUSINESS_TIMEZONE and its name in the page's language, not the build's default", async () => {
    const en = await (await fetch(`${t.url}/faq`)).text();
    expect(en).toContain('<meta name="business-time-zone" content="Asia/Tokyo">');
    expect(en).toContain('Hours (Tokyo time)');
    const km = await (await fetch(`${t.url}/km/faq`)).text();
    expect(km).toContain('content="Asia/Tokyo"');
    expect(km).toContain('Hours (ម៉ោងនៅ Tokyo)');
    for (const html of [en, km]) expect(html).not.toMatch(/__BUSINESS_|Cambodia|កម្ពុជា/);
  });

  it("sends a page in the state its address asks for: /payment-success with an order is 'checking'", async () => {
    const body = async (url: string) => (await fetch(`${t.url}${url}`)).text();
    expect(await body('/payment-success')).toContain('No order was named');
    expect(await body('/payment-success?utm_source=mail')).toContain('No order was named');
    expect(await body('/payment-success?order=3f2a9c1b-0000-4000-8000-000000000001')).toContain(
      'Checking your payment',
    );
    expect(await body('/payment-success?payment_intent=pi_1&redirect_status=succeeded')).toContain(
      'Checking your payment',
    );
    expect(await body('/payment-success?order=')).toContain('No order was named');
    expect(await body('/km/payment-success?order=abc')).toContain('កំពុងពិនិត្យការទូទាត់');
    expect(await body('/km/payment-success')).toContain('គ្មានការបញ្ជាទិញ');
    // Another page's address with the same query is that page.
    expect(await body('/faq?order=abc')).toContain('Frequently asked questions');
    // The variant's file is not a page of its own.
    expect((await fetch(`${t.url}/payment-success/with-order`)).status).toBe(404);
  });

  it('answers unknown paths with the 404 page of their language and status 404', async () => {
    const en = await fetch(`${t.url}/no-such-page`);
    expect(en.status).toBe(404);
    expect(await en.text()).toContain('404 Page Not Found');
    const km = await fetch(`${t.url}/km/no-such-page`);
    expect(km.status).toBe(404);
    expect(await km.text()).toContain('lang="km"');
    const asset = await fetch(`${t.url}/assets/missing.js`);
    expect(asset.status).toBe(404);
  });

  it('redirects a trailing slash to the one canonical URL, never off-site', async () => {
    const response = await fetch(`${t.url}/faq/?a=1`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/faq?a=1');
    const sneaky = await fetch(`${t.url}//evil.example/`, { redirect: 'manual' });
    expect(sneaky.headers.get('location')).toBe('/evil.example');
  });

  it('keeps requests inside the build directory', async () => {
    const response = await fetch(`${t.url}/assets/..%2f..%2f..%2fetc%2fpasswd`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('root:');
  });

  it('compresses text with brotli, caches hashed assets for a year and revalidates pages', async () => {
    const asset = await fetch(`${t.url}/assets/app-abc123.js`, {
      headers: { 'accept-encoding': 'br' },
      decompress: false,
    } as RequestInit);
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await asset.arrayBuffer());
    // fetch may or may not decode; either way the text must be the file's.
    const text =
      asset.headers.get('content-length') === String(body.length)
        ? brotliDecompressSync(body).toString()
        : body.toString();
    expect(text).toContain('console.log');

    const page = await fetch(`${t.url}/faq`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const etag = page.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${t.url}/faq`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('serves /favicon.ico as an icon with a long cache, and preview images for a day', async () => {
    const icon = await fetch(`${t.url}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/x-icon');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=31536000');
    const image = await fetch(`${t.url}/og/km/faq.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=86400');
    expect((await fetch(`${t.url}/og/km/nothing.png`)).status).toBe(404);
  });
});
