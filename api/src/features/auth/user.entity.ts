import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A staff member who signed in at least once, keyed by the issuer and its subject (`sub`) and
 * refreshed from the ID token's claims at every sign-in. No credentials are stored.
 */
export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    issuer: p.string().length(255),
    subject: p.string().length(255),
    email: p.string().length(254).nullable(),
    firstName: p.string().length(100).nullable(),
    lastName: p.string().length(100).nullable(),
    profileImageUrl: p.string().length(2048).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastSignInAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['issuer', 'subject'] }],
});
export type User = InferEntity<typeof User>;

/**
 * Server-side sessions (express-session's store, `session.store.ts`). `data` holds the signed-in user
 * or a pending sign-in (state, nonce, PKCE verifier); rows past `expiresAt` are dead and pruned.
 */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    sid: p.string().length(64).primary(),
    data: p.json<Record<string, unknown>>(),
    expiresAt: p.datetime().index(),
  },
});
export type Session = InferEntity<typeof Session>;
