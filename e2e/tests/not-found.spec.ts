import { expect, test } from '@playwright/test';
import { text } from './support';

test('an unknown path gets the 404 page with status 404 in English', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('an unknown path under /km gets the Khmer 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/km/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('km', 'pages.notFound.title'));
  await expect(page.getByText(text('km', 'pages.notFound.hint'))).toBeVisible();
});

test('a link to an unknown page inside the app shows the 404 page too', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/missing-from-router');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
});
