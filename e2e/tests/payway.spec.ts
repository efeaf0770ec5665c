import { expect, test, type Page } from '@playwright/test';
import { findPackage, PRICING_PAGE, type Language } from '@site/common';
import { paywayBaseURL, paywayDoubleUrl, paywayMailDir } from '../payments-env';
import { mailsTo } from './mail';
import { quickIf, text, waitForApp } from './support';

// The PayWay server (paywayBaseURL) offers ABA PayWay only (no KHQR, no Stripe). The browser posts the
// signed form to the PayWay double's hosted checkout page, the payer approves there, PayWay pushes the
// result back and sends the browser to /payment-success; the server confirms with Check Transaction.
// An admin then refunds the order from /payments, and the buyer's open page (live) and e-mail say refunded.
test.describe.configure({ timeout: 150_000 });

const at = (pathname: string, language: Language) =>
  `${paywayBaseURL}${language === 'km' ? `/km${pathname}` : pathname}`;

/** The buyer's e-mails of one kind, from the PayWay server's mail folder. */
const mailsOf = (kind: string, address: string) => mailsTo(kind, address, paywayMailDir());

async function signInAsAdmin(page: Page, pathname: string) {
  await page.goto(pathname);
  await expect(page).toHaveURL(/\/dev-oidc\/interaction\//);
  await page.getByRole('button', { name: /admin@example\.com/ }).click();
  await expect(page).toHaveURL(new RegExp(`${pathname.replace(/[?]/g, '\\?')}$`));
  await waitForApp(page);
}

for (const language of ['en', 'km'] as const) {
  test(
    `pricing → PayWay's hosted checkout → paid; an admin refunds it (${language}) @desktop`,
    { tag: quickIf(language === 'en') },
    async ({ page, browser }) => {
      const plan = findPackage('professional')!;
      await page.goto(at('/pricing', language));
      await waitForApp(page);
      await page.getByRole('button', { name: PRICING_PAGE.selectPlan[language] }).nth(1).click();
      await expect(page).toHaveURL(at('/checkout', language));

      // PayWay is the one method on offer: its panel shows at once.
      const email = `sokha.payway.${language}@guesthouse.test`;
      await page.getByRole('textbox', { name: text(language, 'checkout.payway.email') }).fill(email);
      await page.getByRole('button', { name: text(language, 'checkout.payway.continue') }).click();

      // PayWay's hosted checkout (the double), reached by the browser's own form post.
      await expect(page).toHaveTitle('PayWay - Checkout');
      await expect(page.locator('[data-amount]')).toHaveText('799.00 USD');
      await page.getByRole('button', { name: 'Approve payment' }).click();

      // Back on the site, paid on Check Transaction's word.
      await expect(page).toHaveURL(new RegExp(`${at('/payment-success', language)}\\?order=[0-9a-f-]{36}$`));
      const orderId = new URL(page.url()).searchParams.get('order')!;
      await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'paid');
      await expect(page.getByTestId('order-status')).toContainText('$799');
      await expect.poll(async () => (await mailsOf('order-receipt', email)).length, { timeout: 20_000 }).toBe(1);

      // An admin refunds it in full from the orders view.
      const staffContext = await browser.newContext();
      const staff = await staffContext.newPage();
      await signInAsAdmin(staff, `${at('/payments', language)}?order=${orderId}`);
      const dialog = staff.getByRole('dialog');
      await expect(dialog.getByRole('textbox', { name: text(language, 'payments.refund.amount') })).toHaveValue(
        (plan.priceCents / 100).toFixed(2),
      );
      await dialog
        .getByRole('textbox', { name: text(language, 'payments.refund.reason') })
        .fill('The customer cancelled');
      await dialog.getByRole('button', { name: text(language, 'payments.refund.submit') }).click();
      await expect(dialog.getByTestId('refund-history')).toContainText('The customer cancelled');
      await expect(dialog.getByTestId('refund-history').locator('[data-status="succeeded"]')).toHaveCount(1);
      await staffContext.close();

      // The buyer's page (still open: no reload, the status is live) and e-mail say refunded, in their language.
      await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'refunded');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'paymentSuccess.refundedTitle'));
      await expect.poll(async () => (await mailsOf('order-refund', email)).length, { timeout: 20_000 }).toBe(1);
      const [notice] = await mailsOf('order-refund', email);
      expect(notice!.subject).toContain(language === 'km' ? 'បានសងប្រាក់វិញ' : 'Refund sent');
      expect(notice!.text).toContain(language === 'km' ? 'ត្រូវបានសងវិញទាំងស្រុងហើយ' : 'refunded in full');
    },
  );
}

// On a phone, ABA Mobile comes first: the server asks PayWay for ABA PAY's deep link, the browser
// follows it (abamobilebank://, which opens the app), and the page waits live for Check Transaction.
for (const language of ['en', 'km'] as const) {
  test(
    `phone: "Pay with ABA Mobile" opens the app on the payment, and the page moves on once paid (${language}) @phone`,
    { tag: quickIf(language === 'km') },
    async ({ page }) => {
      await page.goto(at('/pricing', language));
      await waitForApp(page);
      await page.getByRole('button', { name: PRICING_PAGE.selectPlan[language] }).first().click();
      await expect(page).toHaveURL(at('/checkout', language));
      const created = page.waitForResponse(
        (response) =>
          response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('CreatePaywayPayment'),
      );
      await page.getByRole('button', { name: text(language, 'checkout.payway.app') }).click();
      const payment = (
        (await (await created).json()) as {
          data: { createPaywayPayment: { orderId: string; tranId: string; abapayDeeplink: string } };
        }
      ).data.createPaywayPayment;
      expect(payment.abapayDeeplink).toMatch(/^abamobilebank:\/\/ababank\.com\?type=payway&qrcode=/);

      const waiting = page.getByTestId('payway-app');
      await expect(waiting).toContainText(text(language, 'checkout.payway.appWaitingTitle'));
      await expect(page.getByRole('link', { name: text(language, 'checkout.payway.openAppAgain') })).toHaveAttribute(
        'href',
        payment.abapayDeeplink,
      );
      await expect(page).toHaveURL(at('/checkout', language));

      // Paid in ABA Mobile: PayWay pushes back to the server, which asks Check Transaction.
      const paid = await fetch(`${paywayDoubleUrl()}/_double/checkout/${payment.tranId}/approve`, {
        method: 'POST',
        redirect: 'manual',
      });
      expect(paid.status).toBe(303);
      await expect(page).toHaveURL(at(`/payment-success?order=${payment.orderId}`, language));
      await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'paid');
    },
  );
}
