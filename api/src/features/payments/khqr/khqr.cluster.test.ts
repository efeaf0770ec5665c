import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { KhqrPaymentResponse } from '@site/common';
import { startBakongDouble, type BakongDouble } from '../../../test/bakong-double.js';
import { recipientOf, startTestMailbox, type TestMailbox } from '../../../test/smtp.js';
import { clientIp, postJson, startTestCluster, type TestCluster } from '../../../test/test-app.js';
import { waitForKhqrChecksToEnd, waitForQueuedMail, waitUntil } from '../../../test/wait.js';
import { Order } from '../payments.entity.js';
import { paymentsFeature } from '../index.js';

// Two instances share one PostgreSQL server (the embedded PGlite serves one instance by design), each
// running its own KHQR checks on the same queue: every paid code gets exactly one receipt.
const describeWithServer = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describeWithServer('KHQR checks on two instances', () => {
  let bakong: BakongDouble;
  let mailbox: TestMailbox;
  let cluster: TestCluster;

  beforeAll(async () => {
    bakong = await startBakongDouble();
    mailbox = await startTestMailbox();
    cluster = await startTestCluster(2, {
      KHQR_ACCOUNT_ID: 'angkordigital@aclb',
      BAKONG_API_TOKEN: bakong.token,
      BAKONG_API_URL: bakong.url,
      KHQR_CHECK_SECONDS: '1',
      SMTP_URL: mailbox.url,
      STAFF_EMAIL: 'staff@angkordigital.test',
      MAIL_POLL_SECONDS: '0.5',
    });
  });
  afterAll(async () => {
    await cluster?.close();
    await mailbox?.close();
    await bakong?.close();
  });

  it('sends one receipt per paid code, whichever instance created it or checks it', async () => {
    const codes: { code: KhqrPaymentResponse; email: string }[] = [];
    for (let i = 0; i < 6; i += 1) {
      const app = cluster.apps[i % 2];
      const email = `cluster.${i}@hotel.test`;
      const response = await postJson(
        `${app.url}/api/khqr-payments`,
        { package: 'starter', email, language: 'en' },
        clientIp(),
      );
      expect(response.status).toBe(201);
      codes.push({ code: response.body as unknown as KhqrPaymentResponse, email });
    }
    for (const { code } of codes) bakong.pay(code.qr);

    const { orm } = cluster.apps[0].app;
    const em = () => orm.em.fork();
    await waitUntil(
      'every code to be confirmed',
      async () => (await em().count(Order, { provider: 'khqr', status: 'paid' })) >= codes.length,
      30_000,
    );
    for (const { email } of codes) await mailbox.waitFor((mail) => recipientOf(mail) === email);
    // Both instances' checks of every code have ended, and all they queued has been sent: a duplicate
    // receipt would be here now.
    for (const { code } of codes) await waitForKhqrChecksToEnd(orm, code.orderId);
    await waitForQueuedMail(orm);
    for (const { email } of codes)
      expect(mailbox.messages.filter((mail) => recipientOf(mail) === email)).toHaveLength(1);
    const staff = mailbox.messages.filter(
      (mail) => recipientOf(mail) === 'staff@angkordigital.test' && /New order paid/.test(mail.subject ?? ''),
    );
    expect(staff).toHaveLength(codes.length);
    const hashes = (await em().find(Order, { provider: 'khqr' })).map((order) => order.providerTransactionId);
    expect(new Set(hashes).size).toBe(codes.length);
  });

  it('confirms a payment once when both instances see it at the same moment', async () => {
    const email = 'same.moment@hotel.test';
    const response = await postJson(
      `${cluster.apps[1].url}/api/khqr-payments`,
      { package: 'professional', email, language: 'km' },
      clientIp(),
    );
    const code = response.body as unknown as KhqrPaymentResponse;
    const payment = { paidAt: new Date(), transactionId: 'f'.repeat(64), payer: 'sokha_chan@aclb' };
    // What two instances' checks do when Bakong answers both: confirm through the ledger, at once.
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        cluster.apps[i % 2].app.use(paymentsFeature).ledger.confirm(code.orderId, payment),
      ),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    await mailbox.waitFor((mail) => recipientOf(mail) === email);
    // Every confirm has returned, so whatever they queued is queued; now it has all been sent.
    await waitForQueuedMail(cluster.apps[0].app.orm);
    expect(mailbox.messages.filter((mail) => recipientOf(mail) === email)).toHaveLength(1);
  });
});
