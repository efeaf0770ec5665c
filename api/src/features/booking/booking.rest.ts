import express, { Router } from 'express';
import { bookingApi } from '@site/common';
import { pagedRoute, route } from '../../http/contract-route.js';
import { sameOrigin } from '../../http/same-origin.js';
import { requestLanguage } from '../../language.js';
import { csvExport } from '../../shared/csv.js';
import { assertRole, staffName } from '../auth/index.js';
import { bookingInvite } from './booking.ics.js';
import { LINK_INVALID } from './booking.messages.js';
import { bookingCancelPage } from './booking.pages.js';
import type { BookingService, CancelOutcome } from './booking.service.js';
import { bookingView } from './booking.staff.js';
import type { ClosureService } from './closure.service.js';

const PAGE_STATUS: Record<CancelOutcome, number> = {
  ask: 200,
  cancelled: 200,
  'already-cancelled': 200,
  past: 409,
  'too-late': 409,
  invalid: 400,
};

/**
 * GET /api/booking/availability and POST /api/booking (SPEC §7), the calendar's month, what the manage
 * link's page calls (read, move, cancel, the .ics), and the page the older cancel links open. The
 * token of a link travels in a query only on GETs, which the request log writes without it.
 */
export function bookingRouter(booking: BookingService, businessTimeZone: string, publicUrl: string): Router {
  const router = Router();
  const fromThisSite = sameOrigin(publicUrl);

  route(router, bookingApi.availability, (req, res) => {
    // Never cached: a slot booked a second ago must disappear.
    res.set('Cache-Control', 'no-store');
    return booking.availability(req.query);
  });

  route(router, bookingApi.days, (req, res) => {
    res.set('Cache-Control', 'no-store');
    return booking.days(req.query);
  });

  route(router, bookingApi.create, (req) =>
    booking.create(req.body, { ip: req.ip ?? '', language: requestLanguage(req.body?.language, req.headers) }),
  );

  route(router, bookingApi.manage, (req, res) => {
    res.set('Cache-Control', 'no-store');
    return booking.manage(req.query.token);
  });

  // A capability link's changes: only from this site's own pages (like the cancel page's button).
  route(
    router,
    bookingApi.reschedule,
    (req) =>
      booking.reschedule(req.body, { ip: req.ip ?? '', language: requestLanguage(req.body?.language, req.headers) }),
    [fromThisSite],
  );
  route(
    router,
    bookingApi.cancelByLink,
    (req) =>
      booking.cancelByLink(req.body?.token, {
        ip: req.ip ?? '',
        language: requestLanguage(req.body?.language, req.headers),
      }),
    [fromThisSite],
  );

  // The booked meeting as a file to add to any calendar (PUBLISH: no one is asked to reply).
  router.get('/booking/calendar.ics', async (req, res) => {
    const found = await booking.calendarFile(req.query.token);
    res.set('Cache-Control', 'no-store');
    if (!found || found.status !== 'confirmed') {
      res.status(404).type('text/plain').send(LINK_INVALID[requestLanguage(req.query.language, req.headers)]);
      return;
    }
    res
      .type('text/calendar; charset=utf-8')
      .set('Content-Disposition', 'attachment; filename="consultation.ics"')
      .send(bookingInvite(found, 'PUBLISH', { publicUrl, audience: 'visitor', manageUrl: booking.manageUrl(found) }));
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
 * Staff (admins, behind adminOnly): GET /api/admin/bookings (upcoming confirmed bookings, soonest
 * first, paged and searched; `?format=csv`), GET /api/admin/bookings/:id, POST
 * /api/admin/bookings/:id/cancel and …/reschedule, and the closed days: GET|POST /api/admin/closures,
 * DELETE /api/admin/closures/:id.
 */
export function bookingAdminRouter(booking: BookingService, closures: ClosureService): Router {
  const router = Router();
  csvExport(router, bookingApi.upcoming, 'bookings', (query) => booking.upcomingCsv(query));
  pagedRoute(router, bookingApi.upcoming, (req) => booking.upcoming(req.query));
  route(router, bookingApi.detail, async (req) => booking.detail(req.params.id));
  route(router, bookingApi.cancelByStaff, async (req) =>
    bookingView(await booking.cancelByStaff(req.params.id, staffName(assertRole(req.user, 'admin')))),
  );
  route(router, bookingApi.rescheduleByStaff, async (req) =>
    bookingView(await booking.rescheduleByStaff(req.params.id, req.body, staffName(assertRole(req.user, 'admin')))),
  );
  route(router, bookingApi.closures, () => closures.list());
  route(router, bookingApi.addClosure, (req) => closures.add(req.body, staffName(assertRole(req.user, 'admin'))));
  route(router, bookingApi.removeClosure, (req) =>
    closures.remove(req.params.id, requestLanguage(req.body?.language, req.headers)),
  );
  return router;
}
