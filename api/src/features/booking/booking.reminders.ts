import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailQueue } from '../mail/index.js';
import type { Booking } from './booking.entity.js';
import { bookingReminder, REMINDER_KINDS, type BookingMailSettings, type ReminderKind } from './booking.mail.js';

/** Where each reminder's queued job is kept on the booking. */
const JOB_FIELD: Record<ReminderKind, 'reminderJobId' | 'hourReminderJobId'> = {
  day: 'reminderJobId',
  hour: 'hourReminderJobId',
};
const REMINDERS = REMINDER_KINDS.map((reminder) => ({ ...reminder, field: JOB_FIELD[reminder.kind] }));

/**
 * Queues the reminders of the booking's current time, inside the caller's transaction: each is a mail
 * job held back until its time (pg-boss `startAfter`; the queue is the schedule). A reminder whose time
 * has already passed (a booking made less than a day ahead) is not sent at all.
 */
export async function scheduleReminders(
  mail: MailQueue,
  tx: EntityManager,
  booking: Booking,
  settings: BookingMailSettings & { changeNoticeHours: number },
  manageUrl: string,
  now: Date,
): Promise<void> {
  for (const { kind, beforeMs, field } of REMINDERS) {
    const at = new Date(booking.startsAt.getTime() - beforeMs);
    booking[field] = null;
    if (at <= now) continue;
    const reminder = bookingReminder(booking, settings, manageUrl, kind, settings.changeNoticeHours);
    const [jobId] = await mail.enqueue(tx, [reminder], { startAfter: at });
    booking[field] = jobId ?? null;
  }
}

/** Withdraws the booking's queued reminders (cancelled, or moved: new ones are queued for the new time). */
export async function withdrawReminders(mail: MailQueue, tx: EntityManager, booking: Booking): Promise<void> {
  const jobs = REMINDERS.map(({ field }) => booking[field]).filter((id): id is string => Boolean(id));
  if (jobs.length > 0) await mail.cancel(tx, jobs);
}
