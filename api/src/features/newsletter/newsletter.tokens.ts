import { SignedLinkTokens } from '../../shared/signed-link.js';

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

/** The newsletter's signed links (confirm, unsubscribe); a token of one purpose is refused for the other. */
export class LinkTokens {
  private readonly tokens: SignedLinkTokens;

  constructor(secret: string) {
    this.tokens = new SignedLinkTokens(secret, 'newsletter-links-v1', 1000);
  }

  sign(claims: TokenClaims): string {
    // Short keys in this order: the format of links already sent.
    return this.tokens.sign({ p: claims.purpose, s: claims.subscriptionId, n: claims.nonce, e: claims.expiresAt });
  }

  /** The claims of a genuine token for this purpose, or null (tampered, malformed, other purpose). */
  verify(token: unknown, purpose: TokenPurpose): TokenClaims | null {
    const data = this.tokens.verify(token);
    if (!data || data.p !== purpose || typeof data.s !== 'string') return null;
    return {
      purpose,
      subscriptionId: data.s,
      nonce: data.n as string | undefined,
      expiresAt: data.e as number | undefined,
    };
  }
}
