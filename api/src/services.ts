import type { MikroORM } from '@mikro-orm/postgresql';
import { SITE } from '@site/common';
import type pg from 'pg';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import { RateLimits } from './features/abuse/rate-limits.js';
import { BookingService } from './features/booking/booking.service.js';
import { BookingTokens } from './features/booking/booking.tokens.js';
import { ContactService } from './features/contact/contact.service.js';
import type { MailQueue } from './features/mail/mail.queue.js';
import { NewsletterService } from './features/newsletter/newsletter.service.js';
import { LinkTokens } from './features/newsletter/newsletter.tokens.js';
import { SiteService } from './features/site/site.service.js';

/** The product's services, built once per app; the REST facade and the resolvers share them. */
export interface Services {
  site: SiteService;
  contact: ContactService;
  newsletter: NewsletterService;
  booking: BookingService;
}

export interface Infrastructure {
  orm: MikroORM;
  mail: MailQueue;
  /** A small pg pool for infrastructure tables (rate limits, later sessions). */
  pool: pg.Pool;
  log: Logger;
}

export function createServices(config: Config, { orm, mail, pool, log }: Infrastructure): Services {
  const rateLimits = new RateLimits(pool);
  const staffEmail = config.staffEmail ?? SITE.email;
  return {
    site: new SiteService(config.publicUrl, config.businessTimezone),
    contact: new ContactService(orm, mail, rateLimits, { publicUrl: config.publicUrl, staffEmail }, log),
    newsletter: new NewsletterService(
      orm,
      mail,
      rateLimits,
      new LinkTokens(config.sessionSecret),
      { publicUrl: config.publicUrl },
      log,
    ),
    booking: new BookingService(
      orm,
      mail,
      rateLimits,
      new BookingTokens(config.sessionSecret),
      {
        publicUrl: config.publicUrl,
        staffEmail,
        businessTimeZone: config.businessTimezone,
        bufferMinutes: config.bookingBufferMinutes,
        minNoticeMinutes: config.bookingMinNoticeMinutes,
      },
      log,
    ),
  };
}
