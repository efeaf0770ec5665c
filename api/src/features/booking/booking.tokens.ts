import { SignedLinkTokens } from '../../shared/signed-link.js';

export interface CancelClaims {
  bookingId: string;
  /** The booking's cancelNonce: a link cancels only the booking it was made for. */
  nonce: string;
}

/**
 * The signed token of a booking's cancel link (not interchangeable with the newsletter's links). It
 * does not expire: a meeting can be cancelled until it starts.
 */
export class BookingTokens {
  private readonly tokens: SignedLinkTokens;

  constructor(secret: string) {
    this.tokens = new SignedLinkTokens(secret, 'booking-cancel-links-v1', 500);
  }

  sign(claims: CancelClaims): string {
    // Short keys in this order: the format of links already sent.
    return this.tokens.sign({ b: claims.bookingId, n: claims.nonce });
  }

  /** The claims of a genuine token, or null (tampered, malformed, truncated). */
  verify(token: unknown): CancelClaims | null {
    const data = this.tokens.verify(token);
    if (!data || typeof data.b !== 'string' || typeof data.n !== 'string') return null;
    return { bookingId: data.b, nonce: data.n };
  }
}
