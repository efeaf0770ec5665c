import { expect, test } from '@playwright/test';
import { pageHeading } from './page-support';
import { switchLanguage, text } from './support';

test('the toggle switches to Khmer and back, and the choice survives a reload', { tag: '@quick' }, async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeading('faq', 'en'));

  await switchLanguage(page, 'en');
  await expect(page).toHaveURL(/\/km\/faq$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeading('faq', 'km'));

  await page.reload();
  await expect(page).toHaveURL(/\/km\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeading('faq', 'km'));

  // The stored choice sends an unprefixed page to its Khmer twin.
  await page.goto('/pricing');
  await expect(page).toHaveURL(/\/km\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('km', 'pages.pricing.title'));

  await switchLanguage(page, 'km');
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'pages.pricing.title'));
  await page.reload();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'pages.pricing.title'));
});

test('the toggle keeps the place on the page: /faq#website-cost goes to /km/faq#website-cost', async ({ page }) => {
  await page.goto('/faq#website-cost');
  await switchLanguage(page, 'en');
  await expect(page).toHaveURL(/\/km\/faq#website-cost$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeading('faq', 'km'));
  await page.evaluate(() => localStorage.removeItem('language'));
});

test('an explicit /km link is never sent back to English', async ({ page }) => {
  await page.goto('/faq');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.goto('/km/services');
  await expect(page).toHaveURL(/\/km\/services$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
});
