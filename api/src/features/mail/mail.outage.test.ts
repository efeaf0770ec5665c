import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { recipientOf, startTestMailbox, type TestMailbox } from '../../test/smtp.js';
import { clientIp, freePort, postJson, startTestApp, type TestApp } from '../../test/test-app.js';
import { waitUntil } from '../../test/wait.js';
import { MAIL_QUEUE } from './mail.queue.js';

// The mail server is down when an inquiry arrives: the visitor still gets 201, nothing is lost, and
// the e-mails go out by themselves once the mail server is back (the queue retries with backoff).
describe('SMTP down', () => {
  let site: TestApp;
  let mailbox: TestMailbox | undefined;
  let smtpPort: number;

  beforeAll(async () => {
    smtpPort = await freePort(); // nothing listens here yet
    site = await startTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      STAFF_EMAIL: 'team@agency.test',
      MAIL_POLL_SECONDS: '0.5',
      // Retries after 1, 2, 4 … seconds instead of 30, 60, …: the same path, without the wait.
      MAIL_RETRY_SECONDS: '1',
      LOG_LEVEL: 'silent',
    });
  });
  afterAll(async () => {
    await site?.close();
    await mailbox?.close();
  });

  it('accepts the inquiry, then delivers its e-mails once the mail server is back', async () => {
    const response = await postJson(
      `${site.url}/api/contact`,
      {
        name: 'Chenda Lim',
        email: 'chenda@tours.test',
        service: 'seo',
        message: 'Sent while the mail server was down.',
        language: 'km',
      },
      clientIp(),
    );
    expect(response.status).toBe(201);
    // Both e-mails (staff, visitor) were tried and failed: they wait for a retry (or are being retried).
    const failedOnce = async () => {
      const [row] = await site.app.orm.em
        .fork()
        .getConnection()
        .execute<{ count: number }[]>(
          "select count(*)::int as count from pgboss.job where name = ? and (state = 'retry' or retry_count > 0)",
          [MAIL_QUEUE],
        );
      return row?.count === 2;
    };
    await waitUntil('both e-mails to fail a first time', failedOnce);

    mailbox = await startTestMailbox(smtpPort);
    const staff = await mailbox.waitFor((mail) => recipientOf(mail) === 'team@agency.test', 100_000);
    const receipt = await mailbox.waitFor((mail) => recipientOf(mail) === 'chenda@tours.test', 100_000);
    expect(staff.text).toContain('Chenda Lim');
    expect(receipt.subject).toMatch(/[\u1780-\u17FF]/);
    const rows = await site.app.orm.em
      .fork()
      .getConnection()
      .execute<{ name: string }[]>('select name from contact_submissions');
    expect(rows).toEqual([{ name: 'Chenda Lim' }]);
  }, 150_000);
});
