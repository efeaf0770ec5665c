import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SITE } from '@site/common';
import { TestBrowser, finishSignIn, signIn } from '../../test/browser.js';
import { clientIp, graphql, startTestCluster, type TestCluster } from '../../test/test-app.js';
import { waitUntil } from '../../test/wait.js';

// The public pages are rendered by the server from the SSR build (api/src/http/live-pages.ts): these
// tests need `npm run build` (web/dist/server/entry-server.js).
const SSR_BUILD = path.resolve(import.meta.dirname, '../../../../web/dist/server/entry-server.js');
const LIVE_WITHIN_MS = 5000;

let cluster: TestCluster;
const admin = new TestBrowser();

beforeAll(async () => {
  if (!existsSync(SSR_BUILD)) throw new Error(`no SSR build at ${SSR_BUILD}: run npm run build first`);
  cluster = await startTestCluster(2, {
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'settings-pages-secret-0123456789abcdef',
  });
  await finishSignIn(admin, (await signIn(admin, cluster.apps[0]!.url, 'admin@example.com')).callbackUrl);
}, 120_000);
afterAll(async () => {
  await cluster?.close();
});

const page = async (url: string) => (await fetch(url)).text();
const jsonLd = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

describe('saved site settings on the pages', () => {
  it('reach /pricing, every footer, the JSON-LD and llms.txt of every instance within 5 s', async () => {
    const [first, second] = cluster.apps.map((app) => app.url) as [string, string];
    // Rendered (and cached) before the change, on both instances.
    for (const url of [first, second]) {
      const pricing = await page(`${url}/pricing`);
      expect(pricing).toContain('$799');
      expect(pricing).toContain(SITE.phone);
    }
    const saved = await graphql(
      first,
      'mutation($input: SiteSettingsInput!) { saveSiteSettings(input: $input) { revision } }',
      {
        input: {
          phone: '+855 97 555 4444',
          telegram: 'https://t.me/angkor_settings',
          whatsapp: 'https://wa.me/85597555444',
          packages: [
            { id: 'professional', price: 950, name: { en: 'Professional Plus', km: 'កញ្ចប់ Professional Plus' } },
          ],
        },
      },
      { cookie: admin.cookieHeader(), ...clientIp() },
    );
    expect(saved.body.errors).toBeUndefined();

    const started = Date.now();
    await waitUntil(
      'the new price on /pricing of the other instance',
      async () => (await page(`${second}/pricing`)).includes('$950'),
      LIVE_WITHIN_MS,
    );
    expect(Date.now() - started).toBeLessThan(LIVE_WITHIN_MS);
    const pricing = await page(`${second}/pricing`);
    expect(pricing).not.toContain('$799');
    expect(pricing).toContain('Professional Plus');
    expect(pricing).toContain('href="tel:+855975554444"');
    expect(pricing).toContain('href="https://t.me/angkor_settings"');
    expect(pricing).toContain('href="https://wa.me/85597555444"');
    const offers = jsonLd(pricing).filter((item) => item['@type'] === 'Offer');
    expect(offers.find((offer) => offer.name === 'Professional Plus')).toMatchObject({ price: '950.00' });
    const agency = jsonLd(pricing).find((item) => item['@type'] === 'ProfessionalService');
    expect(agency).toMatchObject({ telephone: '+855 97 555 4444', priceRange: '$299–$1,499' });

    // Every public page's footer, in both languages.
    for (const path of ['/', '/km/faq', '/km/pricing', '/blog']) {
      await waitUntil(
        `the new phone on ${path}`,
        async () => (await page(`${first}${path}`)).includes('+855 97 555 4444'),
        LIVE_WITHIN_MS,
      );
    }
    expect(await page(`${first}/km/pricing`)).toContain('កញ្ចប់ Professional Plus');
    // The app's own screens, the sign-in page and the 404 page: their first HTML already shows what was
    // saved (the footer, the JSON-LD), and the embedded answer lets the app start from it.
    for (const [path, status, state] of [
      ['/booking', 200, 'index'],
      ['/km/booking/manage', 200, 'index'],
      ['/signin', 200, 'index'],
      ['/km/payment-success?order=00000000-0000-4000-8000-000000000000', 200, 'checking'],
      ['/payment-success', 200, 'no order'],
      ['/no-such-page', 404, 'not found'],
      ['/km/no-such-page', 404, 'not found'],
    ] as const) {
      const response = await fetch(`${second}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status });
      const html = await response.text();
      expect({ path, state, phone: html.includes('+855 97 555 4444') }).toEqual({ path, state, phone: true });
      expect({ path, oldPhone: html.includes(SITE.phone) }).toEqual({ path, oldPhone: false });
      expect(html).toContain('id="apollo-state"');
    }
    // The FAQ's answers that state prices and the phone, on the page and in its FAQPage JSON-LD.
    const faq = await page(`${second}/faq`);
    expect(faq).toContain('Professional Plus $950 (up to 10 pages, 3 months of support)');
    expect(faq).toContain('call us on +855 97 555 4444');
    expect(faq).not.toContain('Professional $799');
    const questions = jsonLd(faq).find((item) => item['@type'] === 'FAQPage')!.mainEntity as {
      acceptedAnswer: { text: string };
    }[];
    expect(questions.map((question) => question.acceptedAnswer.text).join('\n')).toContain('Professional Plus $950');
    expect(await page(`${second}/km/faq`)).toContain('កញ្ចប់ Professional Plus $950');
    // What language models read of the agency (llms.txt), on the other instance.
    await waitUntil(
      'the new price in llms.txt',
      async () => (await page(`${second}/llms.txt`)).includes('- Professional Plus: $950'),
      LIVE_WITHIN_MS,
    );
    const llms = await page(`${second}/llms.txt`);
    expect(llms).toContain('- Phone: +855 97 555 4444');
    // Its FAQ too: the answer with the prices states the saved ones.
    expect(llms).toMatch(/\/faq#website-cost\): [^\n]*Professional Plus \$950/);
    expect(llms).not.toContain('Professional $799');
  });
});
