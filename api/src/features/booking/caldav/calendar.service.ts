import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  BOOKING_HORIZON_DAYS,
  calendarSchema,
  calendarUpdateSchema,
  type BusyInterval,
  type MessageResponse,
  type Language,
} from '@site/common';
import { AppError } from '../../../errors.js';
import type { Logger } from '../../../logger.js';
import { isUuid, validateInput } from '../../../validation.js';
import type { StaffAlerts } from '../../alerts/index.js';
import type { MailQueue } from '../../mail/index.js';
import { CalDavError, readBusyTimes, type CalDavCalendar } from './caldav.client.js';
import { CalendarConnection, type StoredBusy } from './calendar.entity.js';
import * as M from './calendar.messages.js';
import {
  calendarOutageAlert,
  calendarOutageMail,
  calendarRecoveredAlert,
  calendarRecoveredMail,
} from './calendar.notices.js';
import type { CalendarSecrets } from './calendar.secret.js';

/** What staff see of a connected calendar: never its password, not even sealed. */
export interface CalendarView {
  id: string;
  name: string;
  url: string;
  username: string;
  writeBookings: boolean;
  lastSyncAt: Date | null;
  lastError: string | null;
  failingSince: Date | null;
  /** Busy intervals known from it (from its last answer). */
  busyCount: number;
}

export interface CalendarSettings {
  businessTimeZone: string;
  /** UIDs `booking-…@<this>` are the product's own events (SITE.email's domain). */
  ownUidDomain: string;
  syncMinutes: number;
  staffEmail: string;
  publicUrl: string;
}

/** Most calendars one site connects. */
export const MAX_CALENDARS = 20;
/** How long a read before a booking may take: a slow calendar never holds a visitor up longer. */
export const BEFORE_BOOKING_TIMEOUT_MS = 3000;
/** How long a scheduled read may take. */
const SYNC_TIMEOUT_MS = 20_000;
const DAY_MS = 24 * 60 * 60_000;

const view = (row: CalendarConnection): CalendarView => ({
  id: row.id,
  name: row.name,
  url: row.url,
  username: row.username,
  writeBookings: row.writeBookings,
  lastSyncAt: row.lastSyncAt ?? null,
  lastError: row.lastError ?? null,
  failingSince: row.failingSince ?? null,
  busyCount: row.busy.length,
});

/** What went wrong, in words that hold no secret (the server's status or the network's complaint). */
function describe(error: unknown): string {
  const text =
    error instanceof CalDavError
      ? error.message
      : 'the stored app password cannot be read (was CALENDAR_KEY changed?): please enter it again';
  return text.slice(0, 500);
}

/**
 * The team's calendars (README "Team calendars"): admins connect them; every CALENDAR_SYNC_MINUTES
 * one instance reads each (the claim on `last_attempt_at`), and every booking reads them all just
 * before it is confirmed (bounded by BEFORE_BOOKING_TIMEOUT_MS). What a calendar said is stored on
 * its row, so every instance's availability uses it and it stays in force while the calendar does not
 * answer; staff are told once when it stops answering, and once when it answers again.
 */
export class CalendarService {
  constructor(
    private readonly orm: MikroORM,
    private readonly secrets: CalendarSecrets,
    private readonly mail: MailQueue,
    private readonly alerts: StaffAlerts,
    private readonly settings: CalendarSettings,
    private readonly log: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(): Promise<CalendarView[]> {
    const rows = await this.orm.em.fork().find(CalendarConnection, {}, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return rows.map(view);
  }

  async add(input: unknown, staffEmail: string): Promise<CalendarView> {
    const data = await validateInput(calendarSchema, input);
    const row = await this.orm.em.fork().transactional(async (tx) => {
      await this.lock(tx);
      if ((await tx.count(CalendarConnection, {})) >= MAX_CALENDARS) throw new AppError('CONFLICT', M.CALENDAR_LIMIT);
      if (data.writeBookings)
        await tx.nativeUpdate(CalendarConnection, { writeBookings: true }, { writeBookings: false });
      return tx.create(CalendarConnection, {
        name: data.name,
        url: data.url,
        username: data.username,
        passwordEncrypted: this.secrets.seal(data.password),
        writeBookings: data.writeBookings,
        createdBy: staffEmail,
      });
    });
    this.log.info({ calendar: row.id, writeBookings: row.writeBookings, by: staffEmail }, 'team calendar connected');
    return this.sync(row.id, SYNC_TIMEOUT_MS);
  }

  /** Changes a calendar; an empty password keeps the stored one. Read again at once. */
  async update(id: unknown, input: unknown, staffEmail: string): Promise<CalendarView> {
    if (!isUuid(id)) throw new AppError('NOT_FOUND', M.CALENDAR_NOT_FOUND);
    const data = await validateInput(calendarUpdateSchema, input);
    await this.orm.em.fork().transactional(async (tx) => {
      await this.lock(tx);
      const row = await tx.findOne(CalendarConnection, { id });
      if (!row) throw new AppError('NOT_FOUND', M.CALENDAR_NOT_FOUND);
      if (data.writeBookings && !row.writeBookings)
        await tx.nativeUpdate(CalendarConnection, { writeBookings: true }, { writeBookings: false });
      // Another address or account: what the old one said no longer counts.
      if (row.url !== data.url || row.username !== data.username) row.busy = [];
      row.name = data.name;
      row.url = data.url;
      row.username = data.username;
      row.writeBookings = data.writeBookings;
      if (data.password) row.passwordEncrypted = this.secrets.seal(data.password);
    });
    this.log.info({ calendar: id, by: staffEmail }, 'team calendar changed');
    return this.sync(id, SYNC_TIMEOUT_MS);
  }

  async remove(id: unknown, language: Language, staffEmail: string): Promise<MessageResponse> {
    if (!isUuid(id)) throw new AppError('NOT_FOUND', M.CALENDAR_NOT_FOUND);
    const removed = await this.orm.em.fork().nativeDelete(CalendarConnection, { id });
    if (removed === 0) throw new AppError('NOT_FOUND', M.CALENDAR_NOT_FOUND);
    this.log.info({ calendar: id, by: staffEmail }, 'team calendar disconnected');
    return { message: M.CALENDAR_REMOVED[language] };
  }

  /** "Test connection": reads the calendar now and answers what it said (last sync, or the error). */
  async test(id: unknown): Promise<CalendarView> {
    if (!isUuid(id)) throw new AppError('NOT_FOUND', M.CALENDAR_NOT_FOUND);
    return this.sync(id, SYNC_TIMEOUT_MS);
  }

  /** Reads every calendar not read (by any instance) within the interval: the scheduled sync. */
  async syncDue(): Promise<void> {
    const dueBefore = new Date(this.now().getTime() - this.settings.syncMinutes * 60_000 + 500);
    const claimed = await this.orm.em
      .fork()
      .getConnection()
      .execute<{ id: string }[]>(
        `update calendar_connections set last_attempt_at = ?
          where last_attempt_at is null or last_attempt_at <= ? returning id`,
        [this.now(), dueBefore],
      );
    await Promise.all(claimed.map(({ id }) => this.sync(id, SYNC_TIMEOUT_MS).catch(this.unsynced(id))));
  }

  /**
   * Just before a booking is confirmed: every calendar read again, each given BEFORE_BOOKING_TIMEOUT_MS.
   * Never throws: a calendar that does not answer keeps its last known busy times.
   */
  async refresh(): Promise<void> {
    const ids = await this.orm.em.fork().find(CalendarConnection, {}, { fields: ['id'] });
    await Promise.all(ids.map(({ id }) => this.sync(id, BEFORE_BOOKING_TIMEOUT_MS).catch(this.unsynced(id))));
  }

  /** The password of the calendar bookings are written to, with its address (the write jobs). */
  async writer(): Promise<(CalDavCalendar & { id: string }) | undefined> {
    return this.open(await this.orm.em.fork().findOne(CalendarConnection, { writeBookings: true }));
  }

  /** One connected calendar by its id, with its password (undefined once removed). */
  async calendar(id: string): Promise<(CalDavCalendar & { id: string }) | undefined> {
    return this.open(await this.orm.em.fork().findOne(CalendarConnection, { id }));
  }

  private open(row: CalendarConnection | null): (CalDavCalendar & { id: string }) | undefined {
    return row
      ? { id: row.id, url: row.url, username: row.username, password: this.secrets.open(row.passwordEncrypted) }
      : undefined;
  }

  /** Reads one calendar and stores what it said, or that it did not answer (telling staff once). */
  private async sync(id: string, timeoutMs: number): Promise<CalendarView> {
    const em = this.orm.em.fork();
    const row = await em.findOne(CalendarConnection, { id });
    if (!row) throw new AppError('NOT_FOUND', M.CALENDAR_NOT_FOUND);
    const now = this.now();
    const span = {
      start: new Date(now.getTime() - DAY_MS),
      end: new Date(now.getTime() + (BOOKING_HORIZON_DAYS + 2) * DAY_MS),
    };
    let busy: BusyInterval[];
    try {
      const password = this.secrets.open(row.passwordEncrypted);
      busy = await readBusyTimes({ url: row.url, username: row.username, password }, span, {
        businessTimeZone: this.settings.businessTimeZone,
        ownUidDomain: this.settings.ownUidDomain,
        timeoutMs,
      });
    } catch (error) {
      await this.failed(id, error);
      return view((await this.orm.em.fork().findOne(CalendarConnection, { id })) ?? row);
    }
    await this.answered(id, row.url, busy);
    return view((await this.orm.em.fork().findOne(CalendarConnection, { id })) ?? row);
  }

  private async answered(id: string, url: string, busy: BusyInterval[]): Promise<void> {
    const stored: StoredBusy[] = busy
      .map(({ start, end }): StoredBusy => [start.toISOString(), end.toISOString()])
      .sort((a, b) => a[0].localeCompare(b[0]));
    await this.orm.em.fork().transactional(async (tx) => {
      const now = this.now();
      // Only this call ends the outage (of several reading at once): staff hear of the recovery once.
      const recovered = await tx.nativeUpdate(
        CalendarConnection,
        { id, url, failingSince: { $ne: null } },
        { failingSince: null },
      );
      await tx.nativeUpdate(
        CalendarConnection,
        { id, url },
        { busy: stored, lastSyncAt: now, lastAttemptAt: now, lastError: null },
      );
      if (recovered > 0) {
        const row = await tx.findOneOrFail(CalendarConnection, { id });
        this.log.info({ calendar: id }, 'team calendar answers again');
        await this.tell(tx, row, 'recovered');
      }
    });
  }

  private async failed(id: string, error: unknown): Promise<void> {
    const reason = describe(error);
    await this.orm.em.fork().transactional(async (tx) => {
      const now = this.now();
      await tx.nativeUpdate(CalendarConnection, { id }, { lastError: reason, lastAttemptAt: now });
      // Only the first failure of an outage sets failingSince: staff are told once, not every interval.
      const began = await tx.nativeUpdate(CalendarConnection, { id, failingSince: null }, { failingSince: now });
      if (began > 0) {
        const row = await tx.findOne(CalendarConnection, { id });
        this.log.warn(
          { calendar: id, err: { message: reason } },
          'team calendar does not answer: its last known busy times stay',
        );
        if (row) await this.tell(tx, row, 'outage');
      }
    });
  }

  private async tell(tx: EntityManager, row: CalendarConnection, what: 'outage' | 'recovered'): Promise<void> {
    const notice = { settings: this.settings, now: this.now() };
    if (what === 'outage') {
      await this.mail.enqueue(tx, [calendarOutageMail(row, notice)]);
      await this.alerts.enqueue(tx, calendarOutageAlert(row, notice));
    } else {
      await this.mail.enqueue(tx, [calendarRecoveredMail(row, notice)]);
      await this.alerts.enqueue(tx, calendarRecoveredAlert(row, notice));
    }
  }

  /** A sync that could not even record its outcome (the database away, the calendar just removed). */
  private unsynced(id: string) {
    return (error: unknown) =>
      this.log.warn({ calendar: id, err: { message: (error as Error)?.message } }, 'team calendar sync not recorded');
  }

  /** Changes to the set of calendars one at a time (the one writer, the limit). */
  private async lock(tx: EntityManager): Promise<void> {
    await tx.execute('select pg_advisory_xact_lock(hashtext(?))', ['calendar-connections']);
  }
}
