import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { paymentsApi, type KhqrPaymentResponse, type PaywayPaymentResponse } from '@site/common';
import { startBakongDouble, type BakongDouble } from '../../test/bakong-double.js';
import { TestBrowser, finishSignIn, signIn } from '../../test/browser.js';
import { startPaywayDouble, type PaywayDouble } from '../../test/payway-double.js';
import { recipientOf, startTestMailbox, type TestMailbox } from '../../test/smtp.js';
import { clientIp, graphql, postJson, startTestApp, type TestApp } from '../../test/test-app.js';
import { waitUntil } from '../../test/wait.js';

// What admins save in Settings is what checkout charges, the receipts name and the partner API lists.
let bakong: BakongDouble;
let payway: PaywayDouble;
let mailbox: TestMailbox;
let t: TestApp;
const admin = new TestBrowser();

beforeAll(async () => {
  bakong = await startBakongDouble();
  payway = await startPaywayDouble();
  mailbox = await startTestMailbox();
  t = await startTestApp({
    KHQR_ACCOUNT_ID: 'angkordigital@aclb',
    BAKONG_API_TOKEN: bakong.token,
    BAKONG_API_URL: bakong.url,
    KHQR_CHECK_SECONDS: '1',
    PAYWAY_MERCHANT_ID: payway.merchantId,
    PAYWAY_API_KEY: payway.apiKey,
    PAYWAY_API_URL: payway.url,
    PAYWAY_RSA_PUBLIC_KEY: payway.rsaPublicKey,
    SMTP_URL: mailbox.url,
    STAFF_EMAIL: 'staff@angkordigital.test',
    MAIL_POLL_SECONDS: '0.5',
  });
  await finishSignIn(admin, (await signIn(admin, t.url, 'admin@example.com')).callbackUrl);
  const saved = await graphql(
    t.url,
    'mutation($input: SiteSettingsInput!) { saveSiteSettings(input: $input) { revision } }',
    {
      input: {
        phone: '+855 99 888 777',
        email: 'team@angkordigital.test',
        packages: [{ id: 'professional', price: 950, name: { en: 'Professional Plus', km: 'កញ្ចប់ Professional Plus' } }],
      },
    },
    { cookie: admin.cookieHeader(), ...clientIp() },
  );
  expect(saved.body.errors).toBeUndefined();
}, 120_000);
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
  await payway?.close();
  await bakong?.close();
});

describe('saved site settings', () => {
  it('are what the partner catalog lists, in both languages', async () => {
    for (const language of ['en', 'km']) {
      const { body } = await graphql<{
        packages: { id: string; name: string; priceUsd: number; priceCents: number; formattedPrice: string }[];
        siteInfo: { phone: string; email: string };
        faq: { items: { id: string; answer: string }[] }[];
      }>(
        t.url,
        'query($language: Language!) { packages(language: $language) { id name priceUsd priceCents formattedPrice } siteInfo(language: $language) { phone email } faq(language: $language) { items { id answer } } }',
        { language },
        clientIp(),
      );
      expect(body.data!.packages.find((pkg) => pkg.id === 'professional')).toEqual({
        id: 'professional',
        name: language === 'en' ? 'Professional Plus' : 'កញ្ចប់ Professional Plus',
        priceUsd: 950,
        priceCents: 95000,
        formattedPrice: '$950',
      });
      expect(body.data!.packages.find((pkg) => pkg.id === 'starter')!.priceUsd).toBe(299);
      expect(body.data!.siteInfo).toEqual({ phone: '+855 99 888 777', email: 'team@angkordigital.test' });
      // The FAQ's answers that state prices and the phone state the saved ones, as /faq does.
      const answers = new Map(body.data!.faq.flatMap((section) => section.items.map((item) => [item.id, item.answer])));
      expect(answers.get('website-cost')).toContain(
        language === 'en' ? 'Professional Plus $950' : 'កញ្ចប់ Professional Plus $950',
      );
      expect(answers.get('website-cost')).not.toContain('$799');
      expect(answers.get('how-to-contact-us')).toContain('+855 99 888 777');
    }
  });

  it('are what a KHQR code charges, and what its receipt names', async () => {
    const email = 'dara@hotel.test';
    const response = await postJson(
      `${t.url}${paymentsApi.createKhqrPayment.path}`,
      { package: 'professional', email, language: 'km' },
      clientIp(),
    );
    expect(response.status).toBe(201);
    const code = response.body as unknown as KhqrPaymentResponse;
    expect(code).toMatchObject({ amount: 95000, currency: 'USD' });
    // EMVCo tag 54 (transaction amount): 3 characters, "950".
    expect(code.qr).toContain('5403950');
    bakong.pay(code.qr);
    const receipt = await mailbox.waitFor((mail) => recipientOf(mail) === email);
    expect(receipt.subject).toContain('កញ្ចប់ Professional Plus');
    expect(receipt.text).toContain('$950');
  });

  it('are what PayWay is asked to charge, signed', async () => {
    const response = await postJson(
      `${t.url}${paymentsApi.createPaywayPayment.path}`,
      { package: 'professional', language: 'en' },
      clientIp(),
    );
    expect(response.status).toBe(201);
    const payment = response.body as unknown as PaywayPaymentResponse;
    expect(payment.fields.amount).toBe('950.00');
    // The item PayWay shows the buyer is the package as Settings name it.
    expect(JSON.parse(Buffer.from(payment.fields.items!, 'base64').toString('utf8'))).toEqual([
      { name: 'Professional Plus package', quantity: 1, price: 950 },
    ]);
    const form = new FormData();
    for (const [name, value] of Object.entries(payment.fields)) form.append(name, value);
    const page = await fetch(payment.checkoutUrl, { method: 'POST', body: form });
    expect(page.status).toBe(200);
    expect(payway.wrongHashes).toEqual([]);
    expect(payway.transactions.get(payment.tranId)).toMatchObject({ amount: '950.00', currency: 'USD' });
  });

  it('reach a later change at once: the next code charges the new price', async () => {
    const saved = await graphql(
      t.url,
      'mutation($input: SiteSettingsInput!) { saveSiteSettings(input: $input) { revision } }',
      { input: { packages: [{ id: 'starter', price: 349 }] } },
      { cookie: admin.cookieHeader(), ...clientIp() },
    );
    expect(saved.body.errors).toBeUndefined();
    await waitUntil(
      'the new starter price is charged',
      async () => {
        const response = await postJson(
          `${t.url}${paymentsApi.createKhqrPayment.path}`,
          { package: 'starter', language: 'en' },
          clientIp(),
        );
        return (response.body as unknown as KhqrPaymentResponse).amount === 34900;
      },
      5000,
    );
  });
});
