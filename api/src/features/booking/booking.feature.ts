import { defineFeature } from '../../feature.js';
import { StaffActivity } from '../../shared/staff-activity.js';
import { alertsFeature } from '../alerts/index.js';
import { mailFeature } from '../mail/index.js';
import { readBookingSettings } from './booking.config.js';
import { Booking } from './booking.entity.js';
import { BookingLinks } from './booking.links.js';
import { bookingOperations } from './booking.operations.js';
import { BookingResolver } from './booking.resolver.js';
import { bookingRoutes } from './booking.rest.js';
import { BookingService } from './booking.service.js';
import { BookingTokens } from './booking.tokens.js';
import { Closure, HolidaySeed } from './closure.entity.js';
import { ClosureService } from './closure.service.js';

/**
 * Consultations: availability in the visitor's zone, bookings no two visitors can share, the manage
 * link, reminders, staff moves and cancellations, and the office's closed days.
 */
export const bookingFeature = defineFeature({
  name: 'booking',
  settings: readBookingSettings,
  entities: [Booking, Closure, HolidaySeed],
  resolvers: [BookingResolver],
  start({ config, settings, orm, rateLimits, events, log, use }) {
    const { mail, staffEmail, senderAddress } = use(mailFeature);
    const booking = new BookingService(
      orm,
      mail,
      use(alertsFeature).alerts,
      rateLimits,
      new BookingLinks(new BookingTokens(config.sessionSecret), config.publicUrl),
      {
        publicUrl: config.publicUrl,
        staffEmail,
        senderAddress,
        businessTimeZone: config.businessTimezone,
        bufferMinutes: settings.bookingBufferMinutes,
        minNoticeMinutes: settings.bookingMinNoticeMinutes,
        changeNoticeHours: settings.bookingChangeNoticeHours,
        meetingBaseUrl: settings.meetingBaseUrl,
      },
      log,
      new StaffActivity(events),
    );
    const closures = new ClosureService(orm, { businessTimeZone: config.businessTimezone }, log);
    const operations = bookingOperations(booking, closures);
    return {
      exports: { booking, closures },
      resolvers: [new BookingResolver(operations)],
      api: (router) =>
        bookingRoutes(router, operations, booking, {
          businessTimeZone: config.businessTimezone,
          publicUrl: config.publicUrl,
        }),
      // Cambodia's fixed-date public holidays of this year and the next, once per year (README "Closed days").
      afterStart: async () => void (await closures.seedHolidays(closures.seedYears())),
    };
  },
});
