import { formatInstant } from '@site/common';
import type { StaffAlert } from '../../alerts/index.js';
import { renderEmail, type MailMessage } from '../../mail/index.js';
import type { CalendarConnection } from './calendar.entity.js';

/** Where staff manage the team calendars. */
export const CALENDAR_SETTINGS_PATH = '/dashboard/settings/calendars';

interface NoticeContext {
  settings: { businessTimeZone: string; staffEmail: string; publicUrl: string };
  now: Date;
}

/** The office's clock. */
const at = (instant: Date, zone: string) => formatInstant(instant, zone, 'en');

/**
 * What staff are told when a team calendar stops answering (once per outage) and when it answers again:
 * in English, the staff's language, with the calendar's name and the error, never its password.
 */
export function calendarOutageAlert(row: CalendarConnection, { now }: NoticeContext): StaffAlert {
  return {
    kind: 'calendar-outage',
    title: `Calendar “${row.name}” does not answer`,
    who: { name: row.name },
    at: now,
    details: [
      ['Error', row.lastError ?? 'no answer'],
      ['Meanwhile', 'its last known busy times still block bookings'],
    ],
    link: CALENDAR_SETTINGS_PATH,
  };
}

export function calendarRecoveredAlert(row: CalendarConnection, { now }: NoticeContext): StaffAlert {
  return {
    kind: 'calendar-recovered',
    title: `Calendar “${row.name}” answers again`,
    who: { name: row.name },
    at: now,
    details: [['Busy times', `${row.busy.length} known`]],
    link: CALENDAR_SETTINGS_PATH,
  };
}

export function calendarOutageMail(row: CalendarConnection, { settings, now }: NoticeContext): MailMessage {
  const subject = `Calendar “${row.name}” does not answer`;
  return {
    kind: 'calendar-outage',
    to: settings.staffEmail,
    language: 'en',
    subject,
    ...renderEmail({
      language: 'en',
      title: subject,
      paragraphs: [
        `Since ${at(now, settings.businessTimeZone)} the calendar “${row.name}” has not answered. Bookings go on: its last known busy times still block the booking page. You will not be told again until it answers.`,
        'If its app password changed, enter the new one in the calendar settings.',
      ],
      details: [
        ['Calendar', row.name],
        ['Address', row.url],
        ['Error', row.lastError ?? 'no answer'],
      ],
      button: { label: 'Open the calendar settings', url: `${settings.publicUrl}${CALENDAR_SETTINGS_PATH}` },
    }),
  };
}

export function calendarRecoveredMail(row: CalendarConnection, { settings, now }: NoticeContext): MailMessage {
  const subject = `Calendar “${row.name}” answers again`;
  return {
    kind: 'calendar-recovered',
    to: settings.staffEmail,
    language: 'en',
    subject,
    ...renderEmail({
      language: 'en',
      title: subject,
      paragraphs: [
        `Since ${at(now, settings.businessTimeZone)} the calendar “${row.name}” answers again: its busy times are up to date.`,
      ],
      details: [['Calendar', row.name]],
      button: { label: 'Open the calendar settings', url: `${settings.publicUrl}${CALENDAR_SETTINGS_PATH}` },
    }),
  };
}
