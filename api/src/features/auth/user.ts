import type { Request } from 'express';
import type { Role, SessionUser } from '@site/common';
import { AppError } from '../../errors.js';

// The signed-in user (and GET /api/auth/user's answer) is defined once in common/.
export type { Role, SessionUser };

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by the session middleware when the request carries a valid staff session. */
    user?: SessionUser;
  }
}

export const NOT_SIGNED_IN = {
  en: 'Please sign in to continue.',
  km: 'សូមចូលគណនីដើម្បីបន្ត។',
};

export const ACCESS_DENIED = {
  en: 'Access Denied: you do not have permission to view this.',
  km: 'បដិសេធការចូលប្រើ៖ អ្នកមិនមានសិទ្ធិមើលព័ត៌មាននេះទេ។',
};

/**
 * The one role check, shared by REST and GraphQL: 401 for anonymous callers, 403 when the user lacks
 * the role. `role` undefined means any signed-in user.
 */
export function assertRole(user: SessionUser | undefined, role?: Role): SessionUser {
  if (!user) throw new AppError('UNAUTHENTICATED', NOT_SIGNED_IN);
  if (role === 'admin' && user.role !== 'admin') throw new AppError('FORBIDDEN', ACCESS_DENIED);
  return user;
}

/** Express guard for REST routes: `router.get('/x', requireRole('admin'), handler)`. */
export function requireRole(role?: Role) {
  return (req: Request, _res: unknown, next: (error?: unknown) => void): void => {
    try {
      assertRole(req.user, role);
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** How staff are named in e-mails and logs: their e-mail, or their id when the provider gave none. */
export function staffName(user: SessionUser): string {
  return user.email ?? `user ${user.id}`;
}
