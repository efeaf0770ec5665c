import type { Role, SessionUser } from '@site/common';
import { AppError } from './errors.js';

// The signed-in user (and GET /api/auth/user's answer) is defined once in common/.
export type { Role, SessionUser };

/** Who may run an operation: anyone, any signed-in staff member, or admins only (SPEC §6). */
export type Access = 'public' | 'staff' | 'admin';

export const NOT_SIGNED_IN = {
  en: 'Please sign in to continue.',
  km: 'សូមចូលគណនីដើម្បីបន្ត។',
};

export const ACCESS_DENIED = {
  en: 'Access Denied: this is for administrators only. Please ask an administrator if you need it.',
  km: 'បដិសេធការចូលប្រើ៖ មុខងារនេះសម្រាប់តែអ្នកគ្រប់គ្រងប៉ុណ្ណោះ។ សូមសួរអ្នកគ្រប់គ្រង ប្រសិនបើអ្នកត្រូវការវា។',
};

/** An operation only this site's own pages may run, asked by a page of another origin. */
export const CROSS_ORIGIN_REFUSED = {
  en: 'This request did not come from a page of this site, so it was refused. Please use the site itself and try again.',
  km: 'សំណើនេះមិនបានមកពីទំព័រមួយនៃគេហទំព័រនេះទេ ដូច្នេះវាត្រូវបានបដិសេធ។ សូមប្រើគេហទំព័រនេះផ្ទាល់ ហើយព្យាយាមម្ដងទៀត។',
};

/**
 * The one role check: 401 (UNAUTHENTICATED) for anonymous callers, 403 (FORBIDDEN) when the user
 * lacks the role. `role` undefined means any signed-in user.
 */
export function assertRole(user: SessionUser | undefined, role?: Role): SessionUser {
  if (!user) throw new AppError('UNAUTHENTICATED', NOT_SIGNED_IN);
  if (role === 'admin' && user.role !== 'admin') throw new AppError('FORBIDDEN', ACCESS_DENIED);
  return user;
}

/** Whether `user` may run an operation of `access`; throws the AppError of assertRole if not. */
export function authorize(access: Access, user: SessionUser | undefined): void {
  if (access === 'public') return;
  assertRole(user, access === 'admin' ? 'admin' : undefined);
}

/** How staff are named in e-mails and logs: their e-mail, or their id when the provider gave none. */
export function staffName(user: SessionUser): string {
  return user.email ?? `user ${user.id}`;
}
