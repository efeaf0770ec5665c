import { createHmac, timingSafeEqual } from 'node:crypto';

export interface CancelClaims {
  bookingId: string;
  /** The booking's cancelNonce: a link cancels only the booking it was made for. */
  nonce: string;
}

/**
 * The signed token of a booking's cancel link: base64url(JSON) + '.' + HMAC-SHA256 under a key
 * derived from SESSION_SECRET for this one use (not interchangeable with the newsletter's links).
 * It does not expire: a meeting can be cancelled until it starts.
 */
export class BookingTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('booking-cancel-links-v1').digest();
  }

  sign(claims: CancelClaims): string {
    const payload = Buffer.from(JSON.stringify({ b: claims.bookingId, n: claims.nonce })).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  /** The claims of a genuine token, or null (tampered, malformed, truncated). */
  verify(token: unknown): CancelClaims | null {
    if (typeof token !== 'string' || token.length > 500) return null;
    const [payload, mac, extra] = token.split('.');
    if (!payload || !mac || extra !== undefined) return null;
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      if (typeof data.b !== 'string' || typeof data.n !== 'string') return null;
      return { bookingId: data.b, nonce: data.n };
    } catch {
      return null;
    }
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
