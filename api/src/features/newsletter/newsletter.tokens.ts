import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a link in a newsletter e-mail may do. */
export type TokenPurpose = 'confirm' | 'unsubscribe';

export interface TokenClaims {
  purpose: TokenPurpose;
  subscriptionId: string;
  /** confirm: the one-time nonce stored on the row. */
  nonce?: string;
  /** confirm: expiry, seconds since the epoch. Unsubscribe links never expire. */
  expiresAt?: number;
}

/**
 * Signed tokens for e-mail links: base64url(JSON) + '.' + HMAC-SHA256 under a key derived from
 * SESSION_SECRET for this one use, so they can't be forged or reused for another purpose.
 */
export class LinkTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('newsletter-links-v1').digest();
  }

  sign(claims: TokenClaims): string {
    const payload = Buffer.from(
      JSON.stringify({ p: claims.purpose, s: claims.subscriptionId, n: claims.nonce, e: claims.expiresAt }),
    ).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  /** The claims of a genuine token for this purpose, or null (tampered, malformed, other purpose). */
  verify(token: unknown, purpose: TokenPurpose): TokenClaims | null {
    if (typeof token !== 'string' || token.length > 1000) return null;
    const [payload, mac, extra] = token.split('.');
    if (!payload || !mac || extra !== undefined) return null;
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      if (data.p !== purpose || typeof data.s !== 'string') return null;
      return { purpose, subscriptionId: data.s, nonce: data.n, expiresAt: data.e };
    } catch {
      return null;
    }
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
