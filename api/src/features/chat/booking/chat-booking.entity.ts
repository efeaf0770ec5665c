import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { MeetingMode } from '@site/common';
import type { PartOfDay } from './booking-words.js';

/** What the chat's booking dialogue has gathered so far (issue 34), in the server's record. */
export interface BookingDraft {
  /** The question the dialogue waits on; none: no booking in progress. */
  step: 'slot' | 'service' | 'name' | 'email' | 'meeting' | 'phone' | null;
  /** The visitor's IANA zone (validated) the offers were made in. */
  timezone?: string;
  /** The day and part of the day asked for (visitor's zone), kept for new offers. */
  date?: string;
  part?: PartOfDay;
  /** The starts offered (ISO instants), in the order shown. */
  offers?: string[];
  /** The start picked (ISO instant). */
  slot?: string;
  service?: string;
  name?: string;
  email?: string;
  meeting?: MeetingMode;
  phone?: string;
}

/**
 * The booking dialogue of one chat session, beside the session's record (chat_sessions): its draft
 * and how many bookings the session made (at most CHAT_SESSION_BOOKINGS). The row is locked while a
 * turn runs, so two messages of one session at once cannot both book.
 */
export const ChatBookingDialogue = defineEntity({
  name: 'ChatBookingDialogue',
  tableName: 'chat_booking_dialogues',
  properties: {
    /** The chat session (chat_sessions.id). */
    session: p.uuid().primary(),
    draft: p.json<BookingDraft>(),
    bookings: p.smallint().default(0),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type ChatBookingDialogue = InferEntity<typeof ChatBookingDialogue>;
