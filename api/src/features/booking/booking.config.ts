import {
  BOOKING_BUFFER_MINUTES_DEFAULT,
  BOOKING_CHANGE_NOTICE_HOURS_DEFAULT,
  BOOKING_MIN_NOTICE_MINUTES_DEFAULT,
} from '@site/common';
import type { EnvReader } from '../../env.js';

export interface BookingConfig {
  /** Minutes kept free before and after every confirmed booking. */
  bookingBufferMinutes: number;
  /** How far ahead of now the earliest bookable start is, in minutes. */
  bookingMinNoticeMinutes: number;
  /** Visitors may move or cancel online until this many hours before the meeting. */
  bookingChangeNoticeHours: number;
  /** Where video calls happen: each booking gets its own room under this address (Jitsi Meet by default). */
  meetingBaseUrl: string;
  /** How often the team calendars are read, in minutes (fractions allowed: tests use a few seconds). */
  calendarSyncMinutes: number;
  /** CALENDAR_KEY: the secret the calendar passwords' key is derived from (SESSION_SECRET when unset). */
  calendarKey?: string;
}

export const CALENDAR_SYNC_MINUTES_DEFAULT = 5;

export const MEETING_BASE_URL_DEFAULT = 'https://meet.jit.si';

/** BOOKING_BUFFER_MINUTES, BOOKING_MIN_NOTICE_MINUTES, BOOKING_CHANGE_NOTICE_HOURS, MEETING_BASE_URL, CALENDAR_SYNC_MINUTES, CALENDAR_KEY. */
export function readBookingSettings(env: EnvReader): BookingConfig {
  const bookingBufferMinutes = env.integer('BOOKING_BUFFER_MINUTES', BOOKING_BUFFER_MINUTES_DEFAULT, 0, 240);
  const bookingMinNoticeMinutes = env.integer(
    'BOOKING_MIN_NOTICE_MINUTES',
    BOOKING_MIN_NOTICE_MINUTES_DEFAULT,
    0,
    7 * 24 * 60,
  );
  const bookingChangeNoticeHours = env.integer(
    'BOOKING_CHANGE_NOTICE_HOURS',
    BOOKING_CHANGE_NOTICE_HOURS_DEFAULT,
    0,
    7 * 24,
  );
  if (env.value('BOOKING_CHANGE_NOTICE_HOURS') === undefined)
    env.usingDefault(
      `visitors may move or cancel a booking online until ${BOOKING_CHANGE_NOTICE_HOURS_DEFAULT} hours before it`,
    );
  const meetingBaseUrl = (env.value('MEETING_BASE_URL') ?? MEETING_BASE_URL_DEFAULT).replace(/\/+$/, '');
  if (!isMeetingBase(meetingBaseUrl))
    env.problem(
      'MEETING_BASE_URL must be an https:// address (http:// only on a loopback address), e.g. https://meet.jit.si',
    );
  if (env.value('MEETING_BASE_URL') === undefined)
    env.usingDefault(`video calls get their own room on ${MEETING_BASE_URL_DEFAULT}`);
  const calendarSyncMinutes = env.number('CALENDAR_SYNC_MINUTES', CALENDAR_SYNC_MINUTES_DEFAULT, 0.01, 24 * 60);
  const calendarKey = env.value('CALENDAR_KEY') || undefined;
  if (calendarKey !== undefined && calendarKey.length < 32) env.problem('CALENDAR_KEY must be at least 32 characters');
  return {
    bookingBufferMinutes,
    bookingMinNoticeMinutes,
    bookingChangeNoticeHours,
    meetingBaseUrl,
    calendarSyncMinutes,
    calendarKey,
  };
}

/** An https:// address without query or fragment (plain http:// only on a loopback address, for tests). */
function isMeetingBase(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.search || url.hash || url.username || url.password) return false;
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}
