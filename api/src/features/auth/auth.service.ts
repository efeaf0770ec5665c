import type { MikroORM } from '@mikro-orm/postgresql';
import type { IdentityClaims } from './oidc.client.js';
import type { StoredUser } from './session.js';
import { User } from './user.entity.js';

const clip = (value: string | null, max: number) => (value === null ? null : value.slice(0, max));

/** The users table: one row per (issuer, subject), refreshed from the claims at every sign-in. */
export class AuthService {
  constructor(private readonly orm: MikroORM) {}

  async upsertUser(claims: IdentityClaims): Promise<StoredUser> {
    const em = this.orm.em.fork();
    const picture =
      claims.profileImageUrl && /^https?:\/\//i.test(claims.profileImageUrl) ? claims.profileImageUrl : null;
    const user = await em.upsert(
      User,
      {
        issuer: clip(claims.issuer, 255)!,
        subject: clip(claims.subject, 255)!,
        email: claims.email && claims.email.length <= 254 ? claims.email : null,
        firstName: clip(claims.firstName, 100),
        lastName: clip(claims.lastName, 100),
        profileImageUrl: picture && picture.length <= 2048 ? picture : null,
        lastSignInAt: new Date(),
      },
      {
        onConflictFields: ['issuer', 'subject'],
        onConflictAction: 'merge',
        onConflictMergeFields: ['email', 'firstName', 'lastName', 'profileImageUrl', 'lastSignInAt'],
      },
    );
    return {
      id: user.id,
      email: user.email ?? null,
      emailVerified: claims.emailVerified,
      firstName: user.firstName ?? null,
      lastName: user.lastName ?? null,
      profileImageUrl: user.profileImageUrl ?? null,
    };
  }
}
