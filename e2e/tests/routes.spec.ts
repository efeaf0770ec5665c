import { expect, test } from '@playwright/test';
import { escapeHtml, LANGUAGES, PAGE_ROUTES, localizedPath } from '@site/common';
import { pageHeading } from './page-support';
import { quickIf, text } from './support';

// Every route of SPEC §2 in English and under /km in Khmer, from the production build.
for (const language of LANGUAGES) {
  // A parameter route (/work/:slug) has a page per stored item: tests/work.spec.ts visits them.
  for (const route of PAGE_ROUTES.filter(({ access, path }) => access === 'public' && !path.includes(':'))) {
    const url = localizedPath(route.path, language);
    test(`${url} renders its heading in ${language}`, async ({ page }) => {
      // The text is in the first byte: the prerendered HTML already holds the heading.
      const document = await page.request.get(url);
      expect(document.status()).toBe(200);
      const html = await document.text();
      expect(html).toContain(`<html lang="${language}"`);
      expect(html).toContain(escapeHtml(pageHeading(route.id, language)));
      const scripts: string[] = [];
      page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      await page.goto(url);
      if (route.id === 'checkout') {
        // SPEC §4: with no plan chosen, checkout sends the visitor to the pricing page, before it paints
        // (the page's inline guard): none of the checkout's JavaScript is fetched.
        await expect(page).toHaveURL(new RegExp(`${localizedPath('/pricing', language)}$`));
        expect(scripts.filter((src) => /CheckoutPage|\/index-/.test(src))).toEqual([]);
        return;
      }
      if (route.id === 'payment-success') {
        // It says "Payment Successful!" only for a paid order: without an order in its address there is
        // none, and the document says so before any script runs. With an order, the document is "checking".
        const heading = page.getByRole('heading', { level: 1 });
        expect(html).toContain(escapeHtml(text(language, 'paymentSuccess.noneTitle')));
        await expect(page.locator('[data-status="none"]')).toBeVisible();
        await expect(heading).toHaveText(text(language, 'paymentSuccess.noneTitle'));
        const withOrder = await page.request.get(`${url}?order=00000000-0000-4000-8000-000000000000`);
        expect(await withOrder.text()).toContain(escapeHtml(text(language, 'paymentSuccess.checkingTitle')));
        await page.goto(`${url}?order=00000000-0000-4000-8000-000000000000`);
        await expect(heading).toHaveText(text(language, 'paymentSuccess.notFoundTitle'));
        // Both documents match what React renders for their address (an unknown order answers 404: not counted).
        expect(errors.filter((message) => /hydrat|Minified React error #4(18|19|23|25)/i.test(message))).toEqual([]);
        return;
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeading(route.id, language));
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    });
  }
}

test(
  'a public page carries its own title, description, canonical and hreflang links',
  { tag: '@quick' },
  async ({ page, baseURL }) => {
    const response = await page.goto('/km/faq');
    const html = await response!.text();
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/km/faq"`);
    for (const [lang, href] of [
      ['en', '/faq'],
      ['km', '/km/faq'],
      ['x-default', '/faq'],
    ]) {
      expect(html).toMatch(new RegExp(`<link[^>]+rel="alternate"[^>]+hreflang="${lang}"[^>]+href="${baseURL}${href}"`));
    }
    await expect(page).toHaveTitle(new RegExp(text('km', 'pages.faq.title')));
    const description = page.locator('meta[name="description"]');
    await expect(description).toHaveAttribute('content', text('km', 'pages.faq.description'));
  },
);

// Pages for signed-in staff (auth.spec.ts signs in): prerendered as 'Loading...', then to sign-in.
for (const route of PAGE_ROUTES.filter(({ access }) => access === 'login')) {
  test(`${route.path} is behind sign-in`, { tag: quickIf(route.path === '/dashboard') }, async ({ page }) => {
    // The prerendered document (read on its own: the browser leaves it for sign-in at once).
    const html = await page.request.get(route.path);
    expect(html.status()).toBe(200);
    expect(await html.text()).toContain(text('en', 'common.loading'));
    await page.goto(route.path);
    await expect(page).toHaveURL(/\/dev-oidc\/interaction\//);
  });
}
