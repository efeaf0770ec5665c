import { localizedPath, type Language } from '@site/common';
import type { Booking } from './booking.entity.js';
import type { BookingTokens, CancelClaims } from './booking.tokens.js';

type Linked = Pick<Booking, 'id' | 'cancelNonce' | 'language'>;

/**
 * The booking's links, all carrying the same signed token (booking.tokens.ts: its format is fixed, so
 * the cancel links of e-mails already sent keep working): the manage page, the older cancel page and
 * the calendar file.
 */
export class BookingLinks {
  constructor(
    private readonly tokens: BookingTokens,
    private readonly publicUrl: string,
  ) {}

  private token(booking: Linked): string {
    return encodeURIComponent(this.tokens.sign({ bookingId: booking.id, nonce: booking.cancelNonce }));
  }

  /** The claims of a genuine token, or null. */
  verify(token: unknown): CancelClaims | null {
    return this.tokens.verify(token);
  }

  /** The path of the manage page (in the booking's language) with the token. */
  managePath(booking: Linked): string {
    return `${localizedPath('/booking/manage', booking.language as Language)}?token=${this.token(booking)}`;
  }

  /** The manage link of every booking e-mail. */
  manageUrl(booking: Linked): string {
    return `${this.publicUrl}${this.managePath(booking)}`;
  }

  /** The link older e-mails carry; its page still asks and cancels. */
  cancelUrl(booking: Linked): string {
    return `${this.publicUrl}/api/booking/cancel?token=${this.token(booking)}&language=${booking.language}`;
  }

  /** The meeting as an .ics download (a path on this site). */
  calendarPath(booking: Linked): string {
    return `/api/booking/calendar.ics?token=${this.token(booking)}`;
  }
}
