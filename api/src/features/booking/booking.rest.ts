import express, { Router } from 'express';
import { bookingApi } from '@site/common';
import { pagedRoute, route } from '../../http/contract-route.js';
import { sameOrigin } from '../../http/same-origin.js';
import { requestLanguage } from '../../language.js';
import { csvExport } from '../../shared/csv.js';
import { assertRole, staffName } from '../auth/index.js';
import { bookingCancelPage } from './booking.pages.js';
import type { BookingService, CancelOutcome } from './booking.service.js';
import { bookingView } from './booking.staff.js';

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

  route(router, bookingApi.availability, (req, res) => {
    // Never cached: a slot booked a second ago must disappear.
    res.set('Cache-Control', 'no-store');
    return booking.availability(req.query);
  });

  route(router, bookingApi.create, (req) =>
    booking.create(req.body, { ip: req.ip ?? '', language: requestLanguage(req.body?.language, req.headers) }),
  );

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
 * Staff (admins, behind adminOnly): GET /api/admin/bookings (upcoming confirmed bookings, soonest
 * first, paged and searched; `?format=csv`), GET /api/admin/bookings/:id and POST
 * /api/admin/bookings/:id/cancel.
 */
export function bookingAdminRouter(booking: BookingService): Router {
  const router = Router();
  csvExport(router, bookingApi.upcoming, 'bookings', (query) => booking.upcomingCsv(query));
  pagedRoute(router, bookingApi.upcoming, (req) => booking.upcoming(req.query));
  route(router, bookingApi.detail, async (req) => booking.detail(req.params.id));
  route(router, bookingApi.cancelByStaff, async (req) =>
    bookingView(await booking.cancelByStaff(req.params.id, staffName(assertRole(req.user, 'admin')))),
  );
  return router;
}
