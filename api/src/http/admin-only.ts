import type { RequestHandler } from 'express';
import { requireRole } from '../features/auth/user.js';
import { sameOrigin } from './same-origin.js';

/**
 * The gate in front of every `/api/admin/*` route, whichever feature owns it: 401 for anonymous
 * callers, 403 for staff without the admin role, 403 for a browser page of another origin; never cached.
 */
export function adminOnly(publicUrl: string): RequestHandler[] {
  return [
    sameOrigin(publicUrl),
    requireRole('admin'),
    (_req, res, next) => {
      res.set('Cache-Control', 'no-store');
      next();
    },
  ];
}
