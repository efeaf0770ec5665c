import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a signed e-mail link: base64url(JSON claims) + '.' + HMAC-SHA256 of that payload under
 * a key derived from SESSION_SECRET and the link kind's label, so a token can't be forged, altered or
 * used as a link of another kind. What a claim means (nonce, expiry, purpose) is the feature's business.
 * The format is fixed: links in e-mails already sent must keep working (a new label retires them all).
 */
export class SignedLinkTokens {
  private readonly key: Buffer;

  /** label: one per kind of link, e.g. 'booking-cancel-links-v1'; maxLength: longer tokens are refused unread. */
  constructor(
    secret: string,
    label: string,
    private readonly maxLength: number,
  ) {
    this.key = createHmac('sha256', secret).update(label).digest();
  }

  sign(claims: Record<string, unknown>): string {
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  /** The claims of a genuine token, or null (not a string, too long, malformed, tampered, truncated). */
  verify(token: unknown): Record<string, unknown> | null {
    if (typeof token !== 'string' || token.length > this.maxLength) return null;
    const [payload, mac, extra] = token.split('.');
    if (!payload || !mac || extra !== undefined) return null;
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
        ? (claims as Record<string, unknown>)
        : null;
    } catch {
      return null;
    }
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
