import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { zonedTimeToUtc } from '@site/common';
import { recipientOf, startTestMailbox, type TestMailbox } from './test/smtp.js';
import { clientIp, graphql, postJson, startTestApp, type TestApp } from './test/test-app.js';
import { workday } from './test/dates.js';

// BUSINESS_TIMEZONE is honoured everywhere, not only in the slot engine: an office in another zone
// (Tokyo, GMT+9, two hours off Cambodia) gets its hours, its messages and its e-mails in that zone.
const TOKYO = 'Asia/Tokyo';

let t: TestApp;
let mailbox: TestMailbox;
beforeAll(async () => {
  mailbox = await startTestMailbox();
  t = await startTestApp({ BUSINESS_TIMEZONE: TOKYO, SMTP_URL: mailbox.url, MAIL_POLL_SECONDS: '0.5' });
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

/** A weekday a week ahead in Tokyo, so the minimum notice never matters. */
function weekdayInTokyo(): string {
  return workday(0, { zone: TOKYO });
}

describe('an office in another time zone (BUSINESS_TIMEZONE=Asia/Tokyo)', () => {
  it('offers 9:00 to 17:00 on the office clock and names that zone when a time is refused', async () => {
    const date = weekdayInTokyo();
    const query = new URLSearchParams({ date, timezone: TOKYO, duration: '60' });
    const slots = (await (await fetch(`${t.url}/api/booking/availability?${query}`)).json()) as {
      timeSlots: string[];
    };
    expect(slots.timeSlots[0]).toBe('09:00');
    expect(slots.timeSlots.at(-1)).toBe('16:00');

    const request = (language: string) => ({
      name: 'Aiko Tanaka',
      email: 'aiko@ryokan.test',
      service: 'web-design',
      // 08:00 in Tokyo is before the office opens, though it is office time in Cambodia (06:00 there is not).
      datetime: zonedTimeToUtc(date, '08:00', TOKYO).toISOString(),
      duration: 60,
      timezone: TOKYO,
      language,
    });
    const en = await postJson(`${t.url}/api/booking`, request('en'), clientIp());
    expect(en.status).toBe(400);
    expect(en.body.message).toContain('Monday to Friday, 9:00 AM to 5:00 PM, Tokyo time');
    expect(en.body.message).not.toContain('Cambodia');
    const km = await postJson(`${t.url}/api/booking`, request('km'), clientIp());
    expect(km.body.message).toContain('ម៉ោងនៅ Tokyo');
    expect(km.body.message).not.toContain('កម្ពុជា');
  });

  it('states the office hours in that zone in the inquiry receipt, the assistant and siteInfo', async () => {
    const sent = await postJson(
      `${t.url}/api/contact`,
      {
        name: 'Aiko Tanaka',
        email: 'aiko@ryokan.test',
        service: 'seo',
        message: 'Could you help our ryokan rank on Google?',
        language: 'en',
      },
      clientIp(),
    );
    expect(sent.status).toBe(201);
    const receipt = await mailbox.waitFor((mail) => recipientOf(mail) === 'aiko@ryokan.test');
    expect(receipt.text).toContain('9:00 AM to 5:00 PM, Tokyo time');
    expect(receipt.text).not.toContain('Cambodia time');

    const chat = await postJson(
      `${t.url}/api/chat`,
      { messages: [{ role: 'user', content: 'What are your office hours?' }], language: 'en' },
      clientIp(),
    );
    expect(chat.status).toBe(200);
    expect(chat.body.message).toContain('Tokyo time');

    const info = await graphql<{ siteInfo: { openingHours: { timezone: string } } }>(
      t.url,
      '{ siteInfo { openingHours { timezone } } }',
    );
    expect(info.body.data?.siteInfo.openingHours.timezone).toBe(TOKYO);
  });
});
