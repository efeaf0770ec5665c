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
}

/** BOOKING_BUFFER_MINUTES, BOOKING_MIN_NOTICE_MINUTES, BOOKING_CHANGE_NOTICE_HOURS. */
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
  return { bookingBufferMinutes, bookingMinNoticeMinutes, bookingChangeNoticeHours };
}
