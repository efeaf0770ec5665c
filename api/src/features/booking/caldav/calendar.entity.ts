import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A busy interval as stored: ISO instants (UTC), start before end. */
export type StoredBusy = [start: string, end: string];

/**
 * A team calendar connected over CalDAV (README "Team calendars"). The app password is stored only
 * encrypted (AES-256-GCM, caldav/calendar.secret.ts) and never leaves the api. `busy` is what the
 * calendar said at its last successful sync: every instance reads it, and it stays in force while the
 * calendar does not answer.
 * At most one calendar has `writeBookings` (the service sets it under a lock).
 */
export const CalendarConnection = defineEntity({
  name: 'CalendarConnection',
  tableName: 'calendar_connections',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    name: p.string().length(100),
    url: p.string().length(500),
    username: p.string().length(200),
    /** `v1.<iv>.<tag>.<ciphertext>` (base64url), AES-256-GCM under a key derived from CALENDAR_KEY or SESSION_SECRET. */
    passwordEncrypted: p.text(),
    /** Confirmed bookings are written into this calendar as events (one calendar at most). */
    writeBookings: p.boolean().default(false),
    /** The last sync that read the calendar. */
    lastSyncAt: p.datetime().nullable(),
    /** The last time an instance began reading it (the sync's claim: one instance per interval). */
    lastAttemptAt: p.datetime().nullable(),
    /** Why the last sync failed (no secret in it); null while the calendar answers. */
    lastError: p.string().length(500).nullable(),
    /** Since when it has not answered (staff were told once, when this was set). */
    failingSince: p.datetime().nullable(),
    busy: p.json<StoredBusy[]>().default('[]'),
    createdBy: p.string().length(254).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type CalendarConnection = InferEntity<typeof CalendarConnection>;
