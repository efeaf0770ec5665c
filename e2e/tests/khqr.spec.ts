import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Response } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import {
  findPackage,
  formatUsd,
  PAYMENT_SUCCESS,
  PRICING_PAGE,
  type KhqrPaymentResponse,
  type Language,
} from '@site/common';
import { bakongDoubleUrl, KHQR_TEST_ENV, paymentsBaseURL, paymentsMailDir } from '../payments-env';
import { mailsTo } from './mail';
import { quickIf, text, waitForApp } from './support';

// The configured server (paymentsBaseURL) offers KHQR beside cards. Its KHQR codes are real; the
// server confirms them with a Bakong double on 127.0.0.1, which the test tells that a code was paid
// (the double's own control endpoint, as a banking app paying the code would). The browser only asks.
test.describe.configure({ timeout: 120_000 });

const localized = (pathname: string, language: Language) =>
  `${paymentsBaseURL}${language === 'km' ? `/km${pathname}` : pathname}`;

/**
 * What the browser asks over HTTP and which sockets it opens. The page's data goes over /graphql
 * and its WebSocket: never the REST facade's GET /api/orders/status (the status is pushed, not polled).
 */
function watchTraffic(page: Page): { requests: string[]; sockets: string[] } {
  const traffic = { requests: [] as string[], sockets: [] as string[] };
  page.on('request', (request) => traffic.requests.push(new URL(request.url()).pathname));
  page.on('websocket', (socket) => traffic.sockets.push(new URL(socket.url()).pathname));
  return traffic;
}
const restStatusRequests = (requests: string[]) => requests.filter((pathname) => pathname.startsWith('/api/orders/'));

/** The code the createKhqrPayment mutation answers (the next one the page sends to /graphql). */
async function nextKhqrCode(page: Page, send: () => Promise<void>): Promise<KhqrPaymentResponse> {
  const isCreate = (response: Response) =>
    new URL(response.url()).pathname === '/graphql' &&
    response.request().method() === 'POST' &&
    (response.request().postData() ?? '').includes('createKhqrPayment');
  const answer = page.waitForResponse(isCreate);
  await send();
  const body = (await (await answer).json()) as { data?: { createKhqrPayment?: KhqrPaymentResponse } };
  expect(body.data?.createKhqrPayment).toBeDefined();
  return body.data!.createKhqrPayment!;
}

async function selectProfessional(page: Page, language: Language) {
  await page.goto(localized('/pricing', language));
  await waitForApp(page);
  const selectButtons = page.getByRole('button', { name: PRICING_PAGE.selectPlan[language] });
  await expect(selectButtons).toHaveCount(3);
  await selectButtons.nth(1).click();
  await expect(page).toHaveURL(localized('/checkout', language));
}

/** The receipts the configured server sent to `address`. */
const receiptsTo = (address: string) => mailsTo('order-receipt', address, paymentsMailDir());

for (const language of ['en', 'km'] as const) {
  test(
    `pricing → checkout → KHQR → paid, confirmed by the server (${language})`,
    { tag: quickIf(language === 'en') },
    async ({ page, request }, testInfo) => {
      const plan = findPackage('professional')!;
      const traffic = watchTraffic(page);
      await selectProfessional(page, language);
      await expect(page.getByTestId('checkout-plan')).toHaveText(plan.name[language]);
      await expect(page.getByTestId('checkout-total')).toHaveText('$799');

      // Both methods offered, KHQR first and chosen.
      const khqr = page.getByRole('radio', { name: new RegExp(`^${text(language, 'checkout.method.khqr')}`) });
      await expect(khqr).toBeChecked();
      await expect(
        page.getByRole('radio', { name: new RegExp(`^${text(language, 'checkout.method.card')}`) }),
      ).not.toBeChecked();

      const email = `dara.${language}.${testInfo.project.name}@guesthouse.test`;
      await page.getByRole('textbox', { name: text(language, 'checkout.khqr.email') }).fill(email);
      const code = await nextKhqrCode(page, () =>
        page.getByRole('button', { name: text(language, 'checkout.khqr.show') }).click(),
      );
      expect(code.qr).toContain(`0018${KHQR_TEST_ENV.KHQR_ACCOUNT_ID}`);

      // The code as the KHQR card shows it: the payee, the amount, the QR code, a countdown, a live status.
      const card = page.getByTestId('khqr-card');
      await expect(card.getByTestId('khqr-merchant')).toHaveText('Angkor Digital');
      await expect(card.getByTestId('khqr-amount')).toHaveText(formatUsd(plan.priceCents));
      const qr = card.getByRole('img', {
        name: text(language, 'checkout.khqr.qrAlt')
          .replace('{{amount}}', '$799')
          .replace('{{merchant}}', 'Angkor Digital'),
      });
      await expect(qr).toBeVisible();
      expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 100)).toBe(true);
      // What a banking app scans: the code as the screen shows it, the currency mark over its centre.
      const shot = PNG.sync.read(await qr.screenshot());
      expect(jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height)?.data).toBe(code.qr);
      await expect(page.getByTestId('khqr-countdown')).toContainText(/\d+:\d\d/);
      await expect(page.getByTestId('khqr-status')).toContainText(text(language, 'checkout.khqr.waiting'));
      await expect(page.getByRole('link', { name: text(language, 'checkout.khqr.save') })).toHaveAttribute(
        'download',
        /\.png$/,
      );
      if (testInfo.project.name === 'mobile')
        await expect(page.getByText(text(language, 'checkout.khqr.onThisPhone'))).toBeVisible();
      // WCAG 2.2 AA on the checkout with the code on screen.
      const axe = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .include('main')
        .analyze();
      expect(
        axe.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) })),
      ).toEqual([]);

      // A reload keeps the plan and the same code (nothing new is created).
      await page.reload();
      await expect(page.getByTestId('checkout-total')).toHaveText('$799');
      await expect(page.getByTestId('khqr-card')).toBeVisible();
      expect(await page.getByTestId('khqr-card').getByRole('img').getAttribute('src')).toBe(code.qrImage);

      // The visitor's bank pays the code; Bakong records it; the server's check finds it.
      const paid = await request.post(`${bakongDoubleUrl()}/_double/pay`, { data: { qr: code.qr } });
      expect(paid.status()).toBe(200);
      await page.waitForURL(`${localized('/payment-success', language)}?order=${code.orderId}`, { timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAYMENT_SUCCESS.title[language]);
      await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'paid');
      for (const step of PAYMENT_SUCCESS.nextSteps) await expect(page.getByText(step[language])).toBeVisible();
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem('selectedPlan'))).toBeNull();

      // One receipt, naming the method.
      await expect.poll(async () => (await receiptsTo(email)).length, { timeout: 20_000 }).toBe(1);
      expect((await receiptsTo(email))[0]!.text).toContain('KHQR');

      // The page learnt of the payment over GraphQL's WebSocket: it never polled the REST status.
      expect(restStatusRequests(traffic.requests)).toEqual([]);
      expect(traffic.requests).toContain('/graphql');
      expect(traffic.sockets).toContain('/graphql');
    },
  );
}

test('an expired code offers a fresh one, and the return page tells the truth about it @desktop', async ({
  page,
  request,
}) => {
  const traffic = watchTraffic(page);
  await selectProfessional(page, 'en');
  await page.getByRole('button', { name: text('en', 'checkout.khqr.show') }).click();
  await expect(page.getByTestId('khqr-card')).toBeVisible();
  const orderId = await page.evaluate(() => JSON.parse(sessionStorage.getItem('khqrPayment')!).code.orderId as string);
  // An unknown order and one still waiting never say "Payment Successful!".
  await page.goto(`${paymentsBaseURL}/payment-success?order=00000000-0000-4000-8000-000000000000`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'paymentSuccess.notFoundTitle'));
  await page.goto(`${paymentsBaseURL}/payment-success?order=${orderId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'paymentSuccess.pendingTitle'));
  await page.goto(`${paymentsBaseURL}/payment-success`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'paymentSuccess.noneTitle'));
  await expect(page.getByRole('link', { name: text('en', 'paymentSuccess.tryAgain') })).toHaveAttribute(
    'href',
    '/checkout',
  );

  // Back at checkout with a code whose time ran out (its expiry moved into the past in this tab).
  await page.goto(`${paymentsBaseURL}/checkout`);
  await page.evaluate(() => {
    const stored = JSON.parse(sessionStorage.getItem('khqrPayment')!);
    stored.code.expiresAt = new Date(Date.now() - 1000).toISOString();
    sessionStorage.setItem('khqrPayment', JSON.stringify(stored));
  });
  await page.reload();
  await expect(page.getByText(text('en', 'checkout.khqr.expired'))).toBeVisible();
  const code = await nextKhqrCode(page, () =>
    page.getByRole('button', { name: text('en', 'checkout.khqr.newCode') }).click(),
  );
  expect(code.orderId).not.toBe(orderId);
  await expect(page.getByTestId('khqr-status')).toBeVisible();
  // The REST facade still answers for the order (other clients); the page itself never asked it.
  expect((await request.get(`${paymentsBaseURL}/api/orders/status?order=${code.orderId}`)).status()).toBe(200);
  expect(restStatusRequests(traffic.requests)).toEqual([]);
});
