import { expect, test } from '@playwright/test';
import { pageHeading } from './page-support';
import { switchLanguage, text, waitForApp } from './support';

test('an unknown path gets the 404 page with status 404 in English', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  // Help for a visitor instead of the developer's hint, and the way on.
  await expect(page.getByText('Did you forget to add the page to the router?')).toHaveCount(0);
  await expect(page.getByText(text('en', 'pages.notFound.hint'))).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: text('en', 'pages.notFound.homeLink') })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: text('en', 'pages.notFound.servicesLink') })).toHaveAttribute(
    'href',
    '/services',
  );
  await main.getByRole('link', { name: text('en', 'pages.notFound.bookingLink') }).click();
  await expect(page).toHaveURL(/\/booking$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'pages.booking.title'));
});

test("the 404 page's language switch leads to a page that exists: the other language's home page", async ({ page }) => {
  // Before any script: the prerendered switch links the Khmer home page, not /km/404 or /km/no-such-page.
  const html = await (await page.request.get('/no-such-page')).text();
  expect(html).not.toMatch(/href="\/km\/(404|no-such-page)"/);
  expect(html).toMatch(/<a[^>]*href="\/km"[^>]*>/);

  await page.goto('/no-such-page');
  await switchLanguage(page, 'en');
  await expect(page).toHaveURL(/\/km$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeading('home', 'km'));
  expect((await page.request.get('/km')).status()).toBe(200);
});

test('an unknown path under /km gets the Khmer 404 page with status 404', { tag: '@quick' }, async ({ page }) => {
  const response = await page.goto('/km/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('km', 'pages.notFound.title'));
  await expect(page.getByText(text('km', 'pages.notFound.hint'))).toBeVisible();
});

test('a link to an unknown page inside the app shows the 404 page too', async ({ page }) => {
  // An app page (React runs it from the start; content pages load it only when needed).
  await page.goto('/booking');
  await waitForApp(page);
  // The router listens for history changes once hydration has committed (its layout effect), which may
  // come a few tasks after React has rendered the page: the navigation is sent until the router has it.
  await expect(async () => {
    await page.evaluate(() => {
      if (window.location.pathname !== '/missing-from-router') window.history.pushState({}, '', '/missing-from-router');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
});
