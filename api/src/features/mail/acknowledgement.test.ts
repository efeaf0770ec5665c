import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ParsedMail } from 'mailparser';
import { escapeHtml } from '@site/common';
import { firstFreeSlot } from '../../reliability/slots.js';
import { recipientOf, startTestMailbox, type TestMailbox } from '../../test/smtp.js';
import { clientIp, postJson, startTestApp, type TestApp } from '../../test/test-app.js';

// Anyone can type anyone's address into a form. The acknowledgement that goes there says what was
// received (service, date, language) and nothing the sender wrote, so the site cannot relay spam or
// phishing; the staff notification keeps everything.

const STAFF = 'team@agency.test';
const NAME = 'Win a prize at https://evil.example/win';
const MESSAGE = 'Claim it now: http://phish.example/login or www.spam.example';
const PAYLOAD = /evil\.example|phish\.example|spam\.example|Claim it|Win a prize/i;

let t: TestApp;
let mailbox: TestMailbox;
beforeAll(async () => {
  mailbox = await startTestMailbox();
  t = await startTestApp({ SMTP_URL: mailbox.url, MAIL_POLL_SECONDS: '0.5', STAFF_EMAIL: STAFF });
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

/** Every part a mail program shows: subject, both bodies and attachments (calendar lines unfolded). */
const everything = (mail: ParsedMail) =>
  [
    mail.subject,
    mail.text,
    mail.html,
    ...mail.attachments.map((file) => file.content.toString('utf8').replace(/\r?\n[ \t]/g, '')),
  ].join('\n');

describe.each([
  ['en', 'SEO & AI Search (GEO)', 'Language: English'],
  ['km', 'SEO និងការស្វែងរកដោយ AI (GEO)', 'ភាសា: ខ្មែរ'],
] as const)('acknowledgements in %s', (language, service, languageLine) => {
  it('the inquiry’s receipt names the service, the date and the language, without the name, message or links', async () => {
    const email = `inquiry-${language}@visitor.test`;
    const sent = await postJson(
      `${t.url}/api/contact`,
      { name: NAME, email, service: 'seo', message: MESSAGE, language },
      clientIp(),
    );
    expect(sent.status).toBe(201);

    const receipt = await mailbox.waitFor((mail) => recipientOf(mail) === email);
    expect(receipt.html).toContain(`lang="${language}"`);
    expect(everything(receipt)).not.toMatch(PAYLOAD);
    for (const part of [receipt.text!, receipt.html as string]) {
      expect(part).toContain(part === receipt.html ? escapeHtml(service) : service);
      expect(part).toContain(new Date().getUTCFullYear().toString());
    }
    expect(receipt.text).toContain(languageLine);
    // Our own links stay.
    expect(receipt.text).toContain(`${t.config.publicUrl}${language === 'km' ? '/km' : ''}/booking`);

    const staff = await mailbox.waitFor((mail) => recipientOf(mail) === STAFF && mail.text!.includes(email));
    for (const part of [staff.text!, staff.html as string]) {
      expect(part).toContain('https://evil.example/win');
      expect(part).toContain('http://phish.example/login');
    }
  });

  it('the booking confirmation keeps its invite and manage link, without the name, message or links', async () => {
    const email = `booking-${language}@visitor.test`;
    const slots = await firstFreeSlot(t.url, 'Asia/Phnom_Penh', 1);
    const sent = await postJson(
      `${t.url}/api/booking`,
      {
        name: NAME,
        email,
        phone: '+855 12 345 678',
        service: 'seo',
        datetime: slots[language === 'en' ? 0 : 1],
        duration: 60,
        message: MESSAGE,
        timezone: 'Asia/Phnom_Penh',
        language,
      },
      clientIp(),
    );
    expect(sent.status).toBe(201);

    const confirmation = await mailbox.waitFor((mail) => recipientOf(mail) === email);
    expect(everything(confirmation)).not.toMatch(PAYLOAD);
    expect(confirmation.text).toContain(service);
    expect(confirmation.text).toContain(languageLine);
    expect(confirmation.text).toMatch(
      language === 'km' ? /\/km\/booking\/manage\?token=/ : /[^m]\/booking\/manage\?token=/,
    );
    const invite = confirmation.attachments.find((file) => file.contentType === 'text/calendar');
    const ics = invite!.content.toString('utf8').replace(/\r?\n[ \t]/g, '');
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics.toLowerCase()).toContain(`mailto:${email}`);

    const staff = await mailbox.waitFor(
      (mail) =>
        recipientOf(mail) === STAFF &&
        mail.replyTo?.value[0].address === email &&
        (mail.subject ?? '').startsWith('New booking'),
    );
    expect(staff.text).toContain(MESSAGE);
    expect(everything(staff)).toContain('http://phish.example/login');
  });
});
