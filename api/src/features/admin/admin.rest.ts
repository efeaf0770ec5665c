import { Router } from 'express';
import { sameOrigin } from '../../http/same-origin.js';
import { sendCsv } from '../../shared/csv.js';
import { requireRole } from '../auth/index.js';
import type { AdminService } from './admin.service.js';

/**
 * The admin calls of SPEC §7 (arrays, newest first; `?format=csv` for a spreadsheet) and the contact
 * status change. 401 for anonymous callers, 403 for staff; changes sent by a page of another origin 403.
 */
export function adminRouter(admin: AdminService, publicUrl: string): Router {
  const router = Router();
  router.use('/admin', sameOrigin(publicUrl), requireRole('admin'), (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get('/admin/contact-submissions', async (req, res) => {
    if (req.query.format === 'csv') return sendCsv(res, 'contact-submissions', await admin.contactCsv());
    res.json(await admin.contactSubmissions());
  });

  router.patch('/admin/contact-submissions/:id', async (req, res) => {
    res.json(await admin.setContactStatus(req.params.id, req.body?.status));
  });

  router.get('/admin/newsletter-subscriptions', async (req, res) => {
    if (req.query.format === 'csv') return sendCsv(res, 'newsletter-subscriptions', await admin.newsletterCsv());
    res.json(await admin.newsletterSubscriptions());
  });

  return router;
}
