import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { findPackage, formatUsd, PRICING_PAGE, type KhqrPaymentResponse, type Language } from '@site/common';
import { settingsBaseURL } from '../settings-env';
import { quickIf, text, waitForApp } from './support';

// An admin changes a price in Settings; /pricing shows it within seconds, and a KHQR code asked for at
// checkout charges it. On a server of its own (settings-env.ts): other specs expect the shipped prices.
// Each language changes a package of its own, one test after the other: an admin's form saves every field
// it shows, so two at once on this one server would put back each other's price (the last save wins).
test.describe.configure({ timeout: 120_000, mode: 'serial' });

const at = (language: Language, pathname: string) =>
  `${settingsBaseURL}${language === 'km' ? `/km${pathname === '/' ? '' : pathname}` : pathname}`;

const CASES = [
  { language: 'en', packageId: 'starter', price: 349 },
  { language: 'km', packageId: 'professional', price: 949 },
] as const;

for (const { language, packageId, price } of CASES) {
  test(
    `an admin's new price shows on /pricing and is what a KHQR code charges (${language}) @desktop`,
    { tag: quickIf(language === 'km') },
    async ({ page }) => {
      const pkg = findPackage(packageId)!;
      const shown = formatUsd(price * 100);

      // Settings, as an admin (signing in through the built-in provider).
      await page.goto(at(language, '/dashboard/settings'));
      await expect(page).toHaveURL(/\/dev-oidc\/interaction\//);
      await page.getByRole('button', { name: /admin@example\.com/ }).click();
      await expect(page).toHaveURL(new RegExp(`${at(language, '/dashboard/settings')}$`));
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'pages.settings.title'));
      const priceField = page.getByRole('textbox', { name: `${pkg.name.en}: ${text(language, 'siteSettings.price')}` });
      await expect(priceField).toHaveValue(String(pkg.priceUsd));
      // WCAG 2.2 AA on the settings form.
      const axe = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(axe.violations).toEqual([]);
      // Every field's label is whole at a laptop's width (the prices' were cut to "Starter: Price in U…").
      const labels = page.locator('form label');
      expect(await labels.count()).toBeGreaterThan(20);
      const cutLabels = await labels.evaluateAll((all) =>
        all.filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent),
      );
      expect(cutLabels).toEqual([]);
      await priceField.fill(String(price));
      await page.getByRole('button', { name: text(language, 'siteSettings.save') }).click();
      await expect(page.getByRole('alert')).toContainText(text(language, 'siteSettings.saved'));
      const saved = Date.now();

      // /pricing shows the new price (the server renders it from the stored settings) within 5 s.
      const card = page.locator(`[data-package="${packageId}"]`);
      await expect(async () => {
        await page.goto(at(language, '/pricing'));
        await expect(card).toContainText(shown, { timeout: 500 });
      }).toPass({ timeout: 15_000 });
      expect(Date.now() - saved).toBeLessThan(15_000);
      await expect(card).not.toContainText(formatUsd(pkg.priceCents));

      // Checkout: the summary and the KHQR code are for the new price.
      await waitForApp(page);
      await card.getByRole('button', { name: new RegExp(`^${PRICING_PAGE.selectPlan[language]}`) }).click();
      await expect(page).toHaveURL(at(language, '/checkout'));
      await waitForApp(page);
      await expect(page.getByTestId('checkout-total')).toHaveText(shown);
      const created = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/graphql' &&
          (response.request().postData() ?? '').includes('createKhqrPayment'),
      );
      await page
        .getByRole('textbox', { name: text(language, 'checkout.khqr.email') })
        .fill(`settings.${language}@guesthouse.test`);
      await page.getByRole('button', { name: text(language, 'checkout.khqr.show') }).click();
      const body = (await (await created).json()) as { data?: { createKhqrPayment?: KhqrPaymentResponse } };
      const code = body.data!.createKhqrPayment!;
      expect(code).toMatchObject({ amount: price * 100, currency: 'USD' });
      // EMVCo tag 54, the transaction amount: "349" is 03 characters long.
      expect(code.qr).toContain(`54${String(String(price).length).padStart(2, '0')}${price}`);
      await expect(page.getByTestId('khqr-card').getByTestId('khqr-amount')).toHaveText(shown);
    },
  );
}
