import type { MikroORM } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import { SITE } from '@site/common';
import type pg from 'pg';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import { RateLimits } from './features/abuse/rate-limits.js';
import { CatalogService } from './features/catalog/catalog.service.js';
import { BuiltInAssistant } from './features/chat/assistant/built-in.provider.js';
import { ChatService } from './features/chat/chat.service.js';
import { OpenAIProvider } from './features/chat/openai/openai.provider.js';
import { AuthService } from './features/auth/auth.service.js';
import { BookingService } from './features/booking/booking.service.js';
import { BookingLinks } from './features/booking/booking.links.js';
import { BookingTokens } from './features/booking/booking.tokens.js';
import { ClosureService } from './features/booking/closure.service.js';
import { ContactService } from './features/contact/contact.service.js';
import { ContactStaff } from './features/contact/contact.staff.js';
import type { MailQueue } from './features/mail/mail.queue.js';
import type { StaffAlerts } from './features/alerts/index.js';
import { DashboardService } from './features/dashboard/dashboard.service.js';
import { NewsletterService } from './features/newsletter/newsletter.service.js';
import { NewsletterStaff } from './features/newsletter/newsletter.staff.js';
import { BakongClient } from './features/payments/khqr/bakong.client.js';
import type { KhqrChecks } from './features/payments/khqr/khqr.checks.js';
import { KhqrProvider } from './features/payments/khqr/khqr.provider.js';
import { OrderLedger } from './features/payments/payments.ledger.js';
import { ProviderOutages } from './features/payments/payments.outages.js';
import { PaymentsService } from './features/payments/payments.service.js';
import { createStripeClient } from './features/payments/stripe/stripe.client.js';
import { StripeProvider } from './features/payments/stripe/stripe.provider.js';
import { StripeWebhooks } from './features/payments/stripe/stripe.webhook.js';
import { LinkTokens } from './features/newsletter/newsletter.tokens.js';
import { SiteService } from './features/site/site.service.js';

/** The product's services, built once per app; the REST facade and the resolvers share them. */
export interface Services {
  /** The shared per-IP budgets (the GraphQL layer limits mutations and subscriptions with them too). */
  rateLimits: RateLimits;
  site: SiteService;
  catalog: CatalogService;
  contact: ContactService;
  /** The staff views of inquiries (admins). */
  contactStaff: ContactStaff;
  newsletter: NewsletterService;
  newsletterStaff: NewsletterStaff;
  payments: PaymentsService;
  stripeWebhooks: StripeWebhooks;
  /** With KHQR configured: what its checks (a pg-boss job queue, started with the infrastructure) need. */
  khqr?: Omit<Parameters<typeof KhqrChecks.start>[1], 'orm' | 'log'>;
  chat: ChatService;
  auth: AuthService;
  booking: BookingService;
  /** The staff dashboard's figures and Recent Activity. */
  dashboard: DashboardService;
  /** The office's closed days (admins) and the holidays added at start. */
  closures: ClosureService;
}

export interface Infrastructure {
  orm: MikroORM;
  mail: MailQueue;
  /** Staff alerts on Telegram (does nothing when TELEGRAM_* is unset). */
  alerts: StaffAlerts;
  /** A small pg pool for infrastructure tables (rate limits, sessions). */
  pool: pg.Pool;
  /** Set when REDIS_URL is: shared rate-limit counters for several instances. */
  redis?: Redis;
  log: Logger;
}

export async function createServices(
  config: Config,
  { orm, mail, alerts, pool, redis, log }: Infrastructure,
): Promise<Services> {
  const rateLimits = new RateLimits(pool, redis);
  const staffEmail = config.staffEmail ?? SITE.email;
  // Unset STRIPE_* keys: no client; checkout and webhook answer 503 with a clear message.
  const stripe = config.stripe ? await createStripeClient(config.stripe) : undefined;
  const stripeProvider =
    stripe && config.stripe ? new StripeProvider(stripe, config.stripe.publishableKey, log) : undefined;
  const ledger = new OrderLedger(orm, { mail, alerts }, { publicUrl: config.publicUrl, staffEmail }, log);
  const outages = new ProviderOutages(orm, mail, log);
  // Unset KHQR_ACCOUNT_ID / BAKONG_API_TOKEN: no KHQR; its endpoint answers 503, checkout offers cards only.
  const bakong = config.khqr ? new BakongClient(config.khqr) : undefined;
  const khqrProvider = config.khqr && bakong ? new KhqrProvider(config.khqr, bakong, outages) : undefined;
  // Answers the chat without a language model, or once the model's hourly budget is spent.
  const assistant = new BuiltInAssistant({
    paceMs: config.chat.streamPaceMs,
    businessTimeZone: config.businessTimezone,
  });
  return {
    rateLimits,
    site: new SiteService(config.publicUrl, config.businessTimezone),
    catalog: new CatalogService(config.publicUrl),
    contact: new ContactService(
      orm,
      mail,
      alerts,
      rateLimits,
      { publicUrl: config.publicUrl, staffEmail, businessTimeZone: config.businessTimezone },
      log,
    ),
    newsletter: new NewsletterService(
      orm,
      mail,
      rateLimits,
      new LinkTokens(config.sessionSecret),
      { publicUrl: config.publicUrl },
      log,
    ),
    payments: new PaymentsService(orm, { khqr: khqrProvider, stripe: stripeProvider }, rateLimits, log),
    stripeWebhooks: new StripeWebhooks(
      orm,
      stripe,
      stripeProvider,
      ledger,
      { webhookSecret: config.stripe?.webhookSecret },
      log,
    ),
    khqr:
      config.khqr && bakong && khqrProvider
        ? { provider: khqrProvider, bakong, ledger, outages, settings: config.khqr, staffEmail }
        : undefined,
    chat: new ChatService(
      config.openai ? new OpenAIProvider({ ...config.openai, businessTimeZone: config.businessTimezone }) : assistant,
      rateLimits,
      { ...config.chat, businessTimeZone: config.businessTimezone },
      log,
      assistant,
    ),
    auth: new AuthService(orm),
    contactStaff: new ContactStaff(orm),
    newsletterStaff: new NewsletterStaff(orm),
    booking: new BookingService(
      orm,
      mail,
      alerts,
      rateLimits,
      new BookingLinks(new BookingTokens(config.sessionSecret), config.publicUrl),
      {
        publicUrl: config.publicUrl,
        staffEmail,
        businessTimeZone: config.businessTimezone,
        bufferMinutes: config.bookingBufferMinutes,
        minNoticeMinutes: config.bookingMinNoticeMinutes,
        changeNoticeHours: config.bookingChangeNoticeHours,
      },
      log,
    ),
    dashboard: new DashboardService(orm, { businessTimeZone: config.businessTimezone }),
    closures: new ClosureService(orm, { businessTimeZone: config.businessTimezone }, log),
  };
}
