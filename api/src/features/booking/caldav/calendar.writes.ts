import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type PgBoss from 'pg-boss';
import type { Logger } from '../../../logger.js';
import { STOP_GRACE_MS, transactionDb } from '../../../shared/job-queue.js';
import { JobWorker } from '../../../shared/job-worker.js';
import { Booking } from '../booking.entity.js';
import { bookingInvite, bookingUid } from '../booking.ics.js';
import { deleteEvent, putEvent } from './caldav.client.js';
import type { CalendarService } from './calendar.service.js';

export const CALENDAR_WRITES_QUEUE = 'calendar-writes';

interface WriteJob {
  bookingId: string;
}

/** The event's resource name in the calendar: stable for the booking's whole life, like its UID. */
export const eventName = (booking: Pick<Booking, 'id'>) => `booking-${booking.id}`;

/**
 * Bookings written into the team calendar chosen for them (README "Team calendars"). The booking's
 * transaction queues a job (`written(tx, booking)`); a worker then makes the calendar match the
 * booking as it is by then: a confirmed booking is PUT as one VEVENT (its UID the invitations' UID,
 * so the busy-time reading recognises it as ours), a cancelled one is DELETEd. The booking records
 * which calendar holds its event (`calendarEventIn`): when admins send bookings to another calendar,
 * the next write of each booking moves its event there instead of leaving a copy behind. A calendar that does
 * not answer is retried with backoff for about a day; the booking itself never waits for it.
 */
export class CalendarWrites {
  private constructor(
    private readonly boss: PgBoss,
    private readonly worker: JobWorker<WriteJob> | undefined,
  ) {}

  static async start(
    boss: PgBoss,
    orm: MikroORM,
    calendars: CalendarService,
    settings: { publicUrl: string },
    log: Logger,
    options: { worker?: boolean; pollingIntervalMs?: number } = {},
  ): Promise<CalendarWrites> {
    const queue = { retryLimit: 12, retryDelay: 5, retryBackoff: true, expireInSeconds: 120, retentionDays: 7 };
    await boss.createQueue(CALENDAR_WRITES_QUEUE, { name: CALENDAR_WRITES_QUEUE, ...queue });
    await boss.updateQueue(CALENDAR_WRITES_QUEUE, { name: CALENDAR_WRITES_QUEUE, ...queue });
    const write = async (job: PgBoss.Job<WriteJob>) => {
      const em = orm.em.fork();
      const booking = await em.findOne(Booking, { id: job.data.bookingId });
      if (!booking) return;
      const calendar = await calendars.writer();
      // Where its event is now: a calendar that no longer receives bookings (admins chose another, or
      // removed it: then there is nothing to reach) gives it up.
      const previous =
        booking.calendarEventIn && booking.calendarEventIn !== calendar?.id
          ? await calendars.calendar(booking.calendarEventIn)
          : undefined;
      const wanted = booking.status === 'confirmed' ? calendar : undefined;
      const target = wanted ?? previous ?? calendar;
      if (!target) return;
      try {
        if (previous) await deleteEvent(previous, eventName(booking));
        if (wanted) {
          // A calendar object resource carries no METHOD (RFC 4791 §4.1).
          const ics = bookingInvite(booking, 'PUBLISH', { publicUrl: settings.publicUrl, audience: 'staff' }).replace(
            /^METHOD:[^\r\n]*\r\n/m,
            '',
          );
          await putEvent(wanted, eventName(booking), ics);
        } else if (calendar && (booking.calendarEventIn ?? calendar.id) === calendar.id) {
          // Cancelled (or written before the booking recorded where: the calendar receiving bookings).
          await deleteEvent(calendar, eventName(booking));
        }
        // Only this field: the booking itself may have changed since it was read.
        await em.nativeUpdate(Booking, { id: booking.id }, { calendarEventIn: wanted?.id ?? null });
        log.info(
          { booking: booking.id, calendar: target?.id, uid: bookingUid(booking), status: booking.status },
          'booking written to the team calendar',
        );
      } catch (error) {
        // Rethrown: pg-boss retries with backoff. The message names a status, never the password.
        log.warn(
          { booking: booking.id, calendar: target?.id, err: { message: (error as Error).message } },
          'booking not written to the team calendar yet, will retry',
        );
        throw error;
      }
    };
    const worker =
      options.worker === false
        ? undefined
        : new JobWorker(
            boss,
            CALENDAR_WRITES_QUEUE,
            write,
            // One at a time per instance: the writes of one booking stay in order here.
            { concurrency: 1, pollingIntervalMs: options.pollingIntervalMs ?? 1000 },
            log,
          );
    worker?.start();
    return new CalendarWrites(boss, worker);
  }

  /** In the transaction that books, moves or cancels: the calendar follows once it commits. */
  async written(tx: EntityManager, booking: Pick<Booking, 'id'>): Promise<void> {
    await this.boss.send(CALENDAR_WRITES_QUEUE, { bookingId: booking.id } satisfies WriteJob, {
      db: transactionDb(tx, 'CalendarWrites.written'),
    });
  }

  async stop(): Promise<void> {
    await this.worker?.stop(STOP_GRACE_MS);
  }
}
