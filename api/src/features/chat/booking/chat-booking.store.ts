import type { MikroORM } from '@mikro-orm/postgresql';
import { ChatBookingDialogue, type BookingDraft } from './chat-booking.entity.js';

/**
 * The booking dialogues' rows, in single statements: no transaction is held while the booking
 * feature works (the embedded database has one connection). The draft is the last answer's; the
 * count of bookings is claimed before booking, so two messages of one session at once cannot both
 * pass the limit.
 */
export class DialogueStore {
  constructor(
    private readonly orm: MikroORM,
    /** Most bookings one session may make. */
    private readonly limit: number,
  ) {}

  private execute<T = unknown>(sql: string, params: unknown[]): Promise<T> {
    return this.orm.em.fork().getConnection().execute(sql, params) as Promise<T>;
  }

  async load(session: string): Promise<{ draft: BookingDraft; bookings: number } | undefined> {
    const row = await this.orm.em.fork().findOne(ChatBookingDialogue, { session });
    return row ? { draft: row.draft, bookings: row.bookings } : undefined;
  }

  /** Stores the draft (a first one creates the row). */
  async save(session: string, draft: BookingDraft): Promise<void> {
    await this.execute(
      `insert into chat_booking_dialogues (session, draft, bookings, updated_at) values (?, ?::jsonb, 0, now())
       on conflict (session) do update set draft = excluded.draft, updated_at = now()`,
      [session, JSON.stringify(draft)],
    );
  }

  /** Takes one of the session's bookings, if it has one left (one statement). */
  async claim(session: string): Promise<boolean> {
    const rows = await this.execute<unknown[]>(
      `update chat_booking_dialogues set bookings = bookings + 1, updated_at = now()
       where session = ? and bookings < ? returning bookings`,
      [session, this.limit],
    );
    return rows.length === 1;
  }

  /** Gives back a claim whose booking was refused. */
  async release(session: string): Promise<void> {
    await this.execute(
      `update chat_booking_dialogues set bookings = greatest(bookings - 1, 0), updated_at = now() where session = ?`,
      [session],
    );
  }
}
