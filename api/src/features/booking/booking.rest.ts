import express, { type Router } from 'express';
import { bookingApi } from '@site/common';
import { csvRoute, pagedRoute, route } from '../../http/rest.js';
import { sameOrigin } from '../../http/same-origin.js';
import { requestLanguage } from '../../language.js';
import type { BookingOperations } from './booking.operations.js';
import { bookingInvite } from './booking.ics.js';
import { CALENDAR_OF_CANCELLED, LINK_INVALID } from './booking.messages.js';
import { bookingCancelPage } from './booking.pages.js';
import type { BookingService, CancelOutcome } from './booking.service.js';

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
export function bookingRoutes(
  router: Router,
  operations: BookingOperations,
  booking: BookingService,
  { businessTimeZone, publicUrl }: { businessTimeZone: string; publicUrl: string },
): void {
  const fromThisSite = sameOrigin(publicUrl);
  const body = (req: express.Request) => req.body as Record<string, unknown> | undefined;

  // Never cached: a slot booked a second ago must disappear.
  route(router, bookingApi.availability, operations.availability, (req) => req.query, { noStore: true });
  route(router, bookingApi.days, operations.days, (req) => req.query, { noStore: true });
  route(router, bookingApi.create, operations.create, (req) => req.body);
  route(router, bookingApi.manage, operations.manage, (req) => req.query.token, { noStore: true });
  // A capability link's changes: only from this site's own pages (site-only operations, refused to others' pages).
  route(router, bookingApi.reschedule, operations.reschedule, (req) => req.body);
  route(router, bookingApi.cancelByLink, operations.cancelByLink, (req) => body(req)?.token);

  // The booked meeting as a file to add to any calendar (PUBLISH: no one is asked to reply).
  router.get('/booking/calendar.ics', async (req, res) => {
    const found = await booking.calendarFile(req.query.token);
    res.set('Cache-Control', 'no-store');
    if (!found) {
      res.status(404).type('text/plain').send(LINK_INVALID[requestLanguage(req.query.language, req.headers)]);
      return;
    }
    if (found.status !== 'confirmed') {
      res
        .status(410)
        .type('text/plain')
        .send(CALENDAR_OF_CANCELLED[found.language as 'en' | 'km']);
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

  // Staff (admins): upcoming confirmed bookings (paged, searched; `?format=csv`), one booking, cancel or
  // move one, and the closed days.
  csvRoute(router, bookingApi.upcoming, 'bookings', operations.upcomingCsv, (req) => req.query);
  pagedRoute(router, bookingApi.upcoming, operations.upcoming, (req) => req.query);
  route(router, bookingApi.detail, operations.detail, (req) => req.params.id);
  route(router, bookingApi.cancelByStaff, operations.cancelByStaff, (req) => req.params.id);
  route(router, bookingApi.rescheduleByStaff, operations.rescheduleByStaff, (req) => ({
    id: req.params.id,
    datetime: body(req)?.datetime,
  }));
  route(router, bookingApi.closures, operations.closures, () => undefined);
  route(router, bookingApi.addClosure, operations.addClosure, (req) => req.body);
  route(router, bookingApi.removeClosure, operations.removeClosure, (req) => req.params.id);
}
