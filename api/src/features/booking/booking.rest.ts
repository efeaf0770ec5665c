import express, { Router } from 'express';
import { sameOrigin } from '../../http/same-origin.js';
import { requestLanguage } from '../../language.js';
import { sendCsv } from '../../shared/csv.js';
import { assertRole, requireRole, staffName } from '../auth/index.js';
import { bookingCancelPage } from './booking.pages.js';
import { bookingView, type BookingService, type CancelOutcome } from './booking.service.js';

const PAGE_STATUS: Record<CancelOutcome, number> = {
  ask: 200,
  cancelled: 200,
  'already-cancelled': 200,
  past: 409,
  invalid: 400,
};

/** GET /api/booking/availability and POST /api/booking (SPEC §7), and the page a cancel link opens. */
export function bookingRouter(booking: BookingService, businessTimeZone: string, publicUrl: string): Router {
  const router = Router();
  const fromThisSite = sameOrigin(publicUrl);

  router.get('/booking/availability', async (req, res) => {
    // Never cached: a slot booked a second ago must disappear.
    res.set('Cache-Control', 'no-store').json(await booking.availability(req.query));
  });

  router.post('/booking', async (req, res) => {
    const language = requestLanguage(req.body?.language, req.headers);
    res.status(201).json(await booking.create(req.body, { ip: req.ip ?? '', language }));
  });

  // A link opened in a browser asks first: mail scanners follow GET links and must not cancel anything.
  router.get('/booking/cancel', async (req, res) => {
    const { outcome, booking: found } = await booking.cancelPreview(req.query.token);
    const language = (found?.language as 'en' | 'km' | undefined) ?? requestLanguage(req.query.language, req.headers);
    res
      .status(PAGE_STATUS[outcome])
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(bookingCancelPage(outcome, language, { booking: found, formAction: req.originalUrl, businessTimeZone }));
  });

  // The button of the page above; a form on another origin (even another port of this host) cannot cancel.
  const form = express.urlencoded({ extended: false, limit: '1kb' });
  router.post('/booking/cancel', fromThisSite, form, async (req, res) => {
    const { outcome, booking: found } = await booking.cancel(req.query.token);
    const language = (found?.language as 'en' | 'km' | undefined) ?? requestLanguage(req.query.language, req.headers);
    res
      .status(PAGE_STATUS[outcome])
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(bookingCancelPage(outcome, language, { booking: found, businessTimeZone }));
  });

  return router;
}

/**
 * Staff (admins): GET /api/admin/bookings (upcoming confirmed bookings, soonest first; `?format=csv`)
 * and POST /api/admin/bookings/:id/cancel. 401 for anonymous callers, 403 for staff; a cancel sent
 * by a page of another origin 403.
 */
export function bookingAdminRouter(booking: BookingService, publicUrl: string): Router {
  const router = Router();
  router.use('/admin/bookings', sameOrigin(publicUrl), requireRole('admin'), (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get('/admin/bookings', async (req, res) => {
    if (req.query.format === 'csv') return sendCsv(res, 'bookings', await booking.upcomingCsv());
    res.json((await booking.upcoming()).map(bookingView));
  });

  router.post('/admin/bookings/:id/cancel', async (req, res) => {
    const staff = assertRole(req.user, 'admin');
    res.json(bookingView(await booking.cancelByStaff(req.params.id, staffName(staff))));
  });

  return router;
}
