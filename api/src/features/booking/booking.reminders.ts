import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailQueue } from '../mail/index.js';
import type { Booking } from './booking.entity.js';
import { bookingReminder, type BookingMailSettings, type ReminderKind } from './booking.mail.js';

/** The reminders of a booking: when each goes out, and where its queued job is kept on the booking. */
const REMINDERS: { kind: ReminderKind; beforeMs: number; field: 'reminderJobId' | 'hourReminderJobId' }[] = [
  { kind: 'day', beforeMs: 24 * 3600_000, field: 'reminderJobId' },
  { kind: 'hour', beforeMs: 3600_000, field: 'hourReminderJobId' },
];

/**
 * Queues the reminders of the booking's current time, inside the caller's transaction: each is a mail
 * job held back until its time (pg-boss `startAfter`; the queue is the schedule). A reminder whose time
 * has already passed (a booking made less than a day ahead) is not sent at all.
 */
export async function scheduleReminders(
  mail: MailQueue,
  tx: EntityManager,
  booking: Booking,
  settings: BookingMailSettings,
  manageUrl: string,
  now: Date,
): Promise<void> {
  for (const { kind, beforeMs, field } of REMINDERS) {
    const at = new Date(booking.startsAt.getTime() - beforeMs);
    booking[field] = null;
    if (at <= now) continue;
    const [jobId] = await mail.enqueue(tx, [bookingReminder(booking, settings, manageUrl, kind)], { startAfter: at });
    booking[field] = jobId ?? null;
  }
}

/** Withdraws the booking's queued reminders (cancelled, or moved: new ones are queued for the new time). */
export async function withdrawReminders(mail: MailQueue, tx: EntityManager, booking: Booking): Promise<void> {
  const jobs = REMINDERS.map(({ field }) => booking[field]).filter((id): id is string => Boolean(id));
  if (jobs.length > 0) await mail.cancel(tx, jobs);
}
