import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BRAND_COLORS, LOGO_MARK } from '@site/common';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { plainPage } from './plain-page.js';
import { PLAIN_PAGE_STYLESHEET } from './plain-page-style.js';

describe("the server's own pages (plain-page.ts)", () => {
  let site: TestApp;
  beforeAll(async () => {
    site = await startTestApp();
  });
  afterAll(() => site.close());

  it('carry the logo, a link home in their language, the stylesheet and no inline style or script', () => {
    const html = plainPage('km', 'ចាកចេញពីគណនីមែនទេ?', '<p>text</p>');
    expect(html).toContain('<html lang="km">');
    expect(html).toContain(`<link rel="stylesheet" href="${PLAIN_PAGE_STYLESHEET.path}">`);
    expect(html).toContain(`<a class="brand" href="/km">`);
    expect(html).toContain(LOGO_MARK.towers.d);
    expect(html).toContain('<h1>ចាកចេញពីគណនីមែនទេ?</h1>');
    // Khmer pages preload the Khmer subset of the site's font.
    expect(html).toMatch(/<link rel="preload" href="\/plain-page\/kantumruy-pro-khmer-700\.[\w-]+\.woff2" as="font"/);
    expect(html).not.toMatch(/<script|<style|\sstyle=/);
    expect(plainPage('en', 'Sign out?', '')).toContain(`<a class="brand" href="/">`);
  });

  it('serve the stylesheet and the Kantumruy Pro files, cached for a year under hashed names', async () => {
    const css = await fetch(`${site.url}${PLAIN_PAGE_STYLESHEET.path}`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(css.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const text = await css.text();
    expect(text).toContain("font-family:'Kantumruy Pro'");
    for (const color of [BRAND_COLORS.sandstone, BRAND_COLORS.teal, BRAND_COLORS.laterite])
      expect(text).toContain(color);
    const fonts = [...text.matchAll(/url\((\/plain-page\/[^)]+\.woff2)\)/g)].map((match) => match[1]!);
    expect(fonts).toHaveLength(4);
    for (const font of fonts) {
      const response = await fetch(`${site.url}${font}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('font/woff2');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 4)
          .toString('latin1'),
      ).toBe('wOF2');
    }
    expect((await fetch(`${site.url}/plain-page/style.000000000000.css`)).status).toBe(404);
  });

  it('are what a visitor gets from a link: the unsubscribe page in Khmer, under a CSP with no inline script', async () => {
    // A link cut short: the page says it does not work, as the server's own page.
    const response = await fetch(`${site.url}/api/newsletter/unsubscribe?token=abc&language=km`);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="km">');
    expect(html).toContain(PLAIN_PAGE_STYLESHEET.path);
    expect(html).toContain('class="brand"');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toMatch(/style-src 'self'/);
  });
});
