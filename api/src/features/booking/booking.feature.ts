import { SITE } from '@site/common';
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
import { CalendarConnection } from './caldav/calendar.entity.js';
import { CalendarResolver, calendarOperations } from './caldav/calendar.resolver.js';
import { CalendarSecrets } from './caldav/calendar.secret.js';
import { CalendarService } from './caldav/calendar.service.js';
import { CalendarSync } from './caldav/calendar.sync.js';
import { CalendarWrites } from './caldav/calendar.writes.js';
import { Closure, HolidaySeed } from './closure.entity.js';
import { ClosureService } from './closure.service.js';

/**
 * Consultations: availability in the visitor's zone, bookings no two visitors can share, the manage
 * link, reminders, staff moves and cancellations, and the office's closed days.
 */
export const bookingFeature = defineFeature({
  name: 'booking',
  settings: readBookingSettings,
  entities: [Booking, Closure, HolidaySeed, CalendarConnection],
  resolvers: [BookingResolver, CalendarResolver],
  async start({ config, settings, orm, rateLimits, events, log, use, jobs, onStop }) {
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
    // The team's calendars (README "Team calendars"): their busy times block slots, bookings are written into one.
    const calendars = new CalendarService(
      orm,
      new CalendarSecrets(settings.calendarKey ?? config.sessionSecret),
      mail,
      use(alertsFeature).alerts,
      {
        businessTimeZone: config.businessTimezone,
        ownUidDomain: SITE.email.split('@')[1],
        syncMinutes: settings.calendarSyncMinutes,
        staffEmail,
        publicUrl: config.publicUrl,
      },
      log.child({ feature: 'calendars' }),
    );
    const writes = await CalendarWrites.start(jobs, orm, calendars, { publicUrl: config.publicUrl }, log);
    onStop('calendar writes worker', () => writes.stop());
    booking.teamCalendars = { refresh: () => calendars.refresh(), written: (tx, row) => writes.written(tx, row) };
    const sync = new CalendarSync(calendars, settings.calendarSyncMinutes, log);
    onStop('calendar sync', () => sync.stop());
    return {
      exports: { booking, closures, calendars },
      resolvers: [new BookingResolver(operations), new CalendarResolver(calendarOperations(calendars))],
      api: (router) =>
        bookingRoutes(router, operations, booking, {
          businessTimeZone: config.businessTimezone,
          publicUrl: config.publicUrl,
        }),
      // Cambodia's fixed-date public holidays of this year and the next, once per year (README "Closed days").
      afterStart: async () => {
        await closures.seedHolidays(closures.seedYears());
        sync.start();
      },
    };
  },
});
