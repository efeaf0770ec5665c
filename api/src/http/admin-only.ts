import type { RequestHandler } from 'express';
import { sameOrigin } from './same-origin.js';

/**
 * In front of every `/api/admin/*` route, whichever feature owns it: 403 for a browser page of another
 * origin, and never cached. Who may run each call (admins) is its operation's declaration, checked when
 * it runs (operation.ts): 401 for anonymous callers, 403 for staff without the admin role.
 */
export function adminOnly(publicUrl: string): RequestHandler[] {
  return [
    sameOrigin(publicUrl),
    (_req, res, next) => {
      res.set('Cache-Control', 'no-store');
      next();
    },
  ];
}
