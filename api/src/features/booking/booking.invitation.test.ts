import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import nodeIcal, { type VEvent } from 'node-ical';
import { simpleParser, type ParsedMail } from 'mailparser';
import { bookingApi, zonedTimeToUtc, type InputOf } from '@site/common';
import { callRest } from '../../test/rest.js';
import { clientIp, startTestApp, type TestApp } from '../../test/test-app.js';
import { workday } from '../../test/dates.js';
import { waitUntil } from '../../test/wait.js';

// The invitations as calendar apps receive them: the local default writes each e-mail as an .eml file
// (no SMTP_URL), read back with a MIME parser (mailparser) and the calendar parts with two independent
// parsers (ical.js and node-ical).
let t: TestApp;
const FROM = 'no-reply@angkordigital.com.kh';

beforeAll(async () => {
  t = await startTestApp({ MAIL_POLL_SECONDS: '0.5', STAFF_EMAIL: 'team@agency.test' });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const PP = 'Asia/Phnom_Penh';
const mailDir = () => path.join(t.config.dataDir, 'mail');

/** The .eml files of one kind sent to one address, waiting for `count` of them. */
async function emails(kind: string, to: string, count = 1): Promise<{ raw: Buffer; mail: ParsedMail }[]> {
  let found: { raw: Buffer; mail: ParsedMail }[] = [];
  await waitUntil(`${count} ${kind} e-mail(s) to ${to}`, async () => {
    const files = (() => {
      try {
        return readdirSync(mailDir()).filter((file) => file.endsWith(`-${kind}.eml`));
      } catch {
        return [];
      }
    })();
    const all = await Promise.all(
      files.map(async (file) => {
        const raw = readFileSync(path.join(mailDir(), file));
        return { raw, mail: await simpleParser(raw) };
      }),
    );
    found = all.filter(({ mail }) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === to);
    return found.length >= count;
  });
  return found;
}

async function book(start: Date, email: string) {
  const input = {
    name: 'Dara Kim',
    email,
    service: 'seo',
    datetime: start.toISOString(),
    duration: 60,
    timezone: PP,
    language: 'km',
  } as InputOf<typeof bookingApi.create>;
  const response = await callRest(t.url, bookingApi.create, input, { headers: clientIp() });
  expect(response.status).toBe(201);
  return { token: new URLSearchParams(response.body.manageUrl!.split('?')[1]).get('token')!, body: response.body };
}

function calendarOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, event };
}

/** The body of the multipart/alternative part of a raw message (between its first and closing boundary). */
function alternativePart(raw: string): string {
  const boundary = /Content-Type: multipart\/alternative;\s+boundary="([^"]+)"/i.exec(raw)?.[1];
  if (!boundary) throw new Error('no multipart/alternative part');
  const start = raw.indexOf(`--${boundary}\r\n`);
  const end = raw.indexOf(`--${boundary}--`);
  return raw.slice(start, end);
}

/** Checks one invitation e-mail: inline text/calendar with its method, the attached .ics, the organizer. */
function checkInvitation(raw: Buffer, mail: ParsedMail, method: 'REQUEST' | 'CANCEL') {
  const text = raw.toString('utf8');
  // Stored with CRLF line endings only: no bare LF anywhere.
  expect(text.includes('\r\n')).toBe(true);
  expect(/(?<!\r)\n/.test(text)).toBe(false);
  // Inline: a text/calendar part with the method beside the text and the HTML of the alternative.
  const alternative = alternativePart(text);
  expect(alternative).toMatch(/Content-Type: text\/plain; charset=utf-8/);
  expect(alternative).toMatch(/Content-Type: text\/html; charset=utf-8/);
  expect(alternative).toContain(`Content-Type: text/calendar; charset=utf-8; method=${method}`);
  const inline = mail.attachments.find((file) => file.contentType === 'text/calendar');
  expect(inline).toBeDefined();
  expect(inline!.contentDisposition).toBeUndefined();
  expect((inline!.headers.get('content-type') as { params: Record<string, string> }).params.method).toBe(method);
  // Attached as well: the same calendar as a file.
  const attached = mail.attachments.find((file) => file.contentDisposition === 'attachment');
  expect(attached?.filename).toBe(method === 'CANCEL' ? 'cancelled.ics' : 'invite.ics');
  const ics = inline!.content.toString('utf8');
  expect(attached!.content.toString('utf8')).toBe(ics);
  const { calendar, event } = calendarOf(ics);
  expect(calendar.getFirstPropertyValue('method')).toBe(method);
  // The organizer is the agency; SENT-BY names the address the calendar app sees as the sender.
  const from = (mail.from?.value[0]?.address ?? '').toLowerCase();
  expect(from).toBe(FROM);
  const organizer = event.getFirstProperty('organizer')!;
  expect(String(organizer.getFirstValue()).toLowerCase()).toBe('mailto:hello@angkordigital.com.kh');
  expect(String(organizer.getParameter('sent-by')).toLowerCase()).toBe(`mailto:${from}`);
  // The second, independent parser reads the same event: UID, start, end and organizer.
  const other = Object.values(nodeIcal.sync.parseICS(ics)).find((component) => component?.type === 'VEVENT') as
    VEvent | undefined;
  expect(other).toBeDefined();
  expect(other!.uid).toBe(event.getFirstPropertyValue('uid'));
  expect(new Date(other!.start).getTime()).toBe(
    (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().getTime(),
  );
  expect(new Date(other!.end!).getTime()).toBe(
    (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().getTime(),
  );
  const otherOrganizer = other!.organizer as unknown as { val: string; params: Record<string, string> };
  expect(otherOrganizer.val.toLowerCase()).toBe('mailto:hello@angkordigital.com.kh');
  expect(String(otherOrganizer.params['SENT-BY']).toLowerCase()).toBe(`mailto:${from}`);
  return { ics, calendar, event };
}

describe('booking invitations every calendar accepts', () => {
  it('confirmation, move and cancellation: inline text/calendar and .ics attachment, one UID, rising SEQUENCE, CRLF files', async () => {
    const email = 'dara@invite.test';
    const { token } = await book(zonedTimeToUtc(workday(0), '10:00', PP), email);
    const [confirmation] = await emails('booking-confirmation', email);
    const first = checkInvitation(confirmation.raw, confirmation.mail, 'REQUEST');
    const uid = first.event.getFirstPropertyValue('uid');
    expect(first.event.getFirstPropertyValue('sequence')).toBe(0);
    expect(first.event.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(first.event.getAllProperties('attendee').map((a) => String(a.getFirstValue()).toLowerCase())).toEqual([
      `mailto:${email}`,
    ]);
    const [staff] = await emails('booking-staff', 'team@agency.test');
    expect(checkInvitation(staff.raw, staff.mail, 'REQUEST').event.getFirstPropertyValue('uid')).toBe(uid);

    const moved = await callRest(
      t.url,
      bookingApi.reschedule,
      { token, datetime: zonedTimeToUtc(workday(0), '14:00', PP).toISOString(), timezone: PP } as InputOf<
        typeof bookingApi.reschedule
      >,
      { headers: clientIp() },
    );
    expect(moved.status).toBe(200);
    const [update] = await emails('booking-rescheduled', email);
    const second = checkInvitation(update.raw, update.mail, 'REQUEST');
    expect(second.event.getFirstPropertyValue('uid')).toBe(uid);
    expect(second.event.getFirstPropertyValue('sequence')).toBe(1);
    expect((second.event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate()).toEqual(
      zonedTimeToUtc(workday(0), '14:00', PP),
    );

    const cancelled = await callRest(t.url, bookingApi.cancelByLink, { token } as InputOf<
      typeof bookingApi.cancelByLink
    >);
    expect(cancelled.status).toBe(200);
    const [notice] = await emails('booking-cancelled', email);
    const third = checkInvitation(notice.raw, notice.mail, 'CANCEL');
    expect(third.event.getFirstPropertyValue('uid')).toBe(uid);
    expect(third.event.getFirstPropertyValue('sequence')).toBe(2);
    expect(third.event.getFirstPropertyValue('status')).toBe('CANCELLED');
  }, 60_000);

  it('the downloadable consultation.ics is METHOD:PUBLISH without ATTENDEE', async () => {
    const { body } = await book(zonedTimeToUtc(workday(1), '11:00', PP), 'sophea@invite.test');
    const response = await fetch(`${t.url}${body.calendarUrl}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(response.headers.get('content-disposition')).toContain('consultation.ics');
    const ics = await response.text();
    const { calendar, event } = calendarOf(ics);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(event.getAllProperties('attendee')).toEqual([]);
    expect(ics).not.toMatch(/^ATTENDEE/m);
    expect(event.getFirstProperty('organizer')!.getParameter('sent-by')).toBeUndefined();
  });

  it('a cancelled booking’s calendar link says it was cancelled (410), not that the link is broken', async () => {
    const { token, body } = await book(zonedTimeToUtc(workday(1), '15:00', PP), 'cancelled-ics@invite.test');
    const cancelled = await callRest(t.url, bookingApi.cancelByLink, { token } as InputOf<
      typeof bookingApi.cancelByLink
    >);
    expect(cancelled.status).toBe(200);
    const response = await fetch(`${t.url}${body.calendarUrl}`);
    expect(response.status).toBe(410);
    // In the booking's language (this file books in Khmer).
    expect(await response.text()).toBe(
      'ការកក់នេះត្រូវបានបោះបង់ហើយ ដូច្នេះគ្មានការជួបដែលត្រូវបញ្ចូលទៅក្នុងប្រតិទិនរបស់អ្នកទេ។ ដើម្បីជួបយើង សូមកក់ពេលវេលាថ្មី។',
    );
    // A link that is not genuine is still a 404.
    expect((await fetch(`${t.url}${body.calendarUrl!.slice(0, -4)}`)).status).toBe(404);
  });
});
