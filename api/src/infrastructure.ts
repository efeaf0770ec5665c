import path from 'node:path';
import type { Redis } from 'ioredis';
import pg from 'pg';
import type { Config } from './config.js';
import { postgresPoolOptions } from './db/connection.js';
import { startEmbeddedDatabase } from './db/embedded.js';
import { initOrm } from './db/orm.js';
import type { Disposers } from './disposers.js';
import { DEV_CLIENT_ID, DEV_OIDC_PATH, devClientSecret } from './features/auth/dev-provider.js';
import { StaffAlerts } from './features/alerts/index.js';
import { OidcClient } from './features/auth/oidc.client.js';
import { Sessions } from './features/auth/session.js';
import { MailQueue } from './features/mail/mail.queue.js';
import { KhqrChecks } from './features/payments/khqr/khqr.checks.js';
import { fileTransport, smtpTransport } from './features/mail/mail.transport.js';
import type { Logger } from './logger.js';
import { startJobQueue, stopJobQueue } from './shared/job-queue.js';
import { createServices, type Infrastructure, type Services } from './services.js';

/** What the GraphQL and HTTP steps build on. */
export interface StartedInfrastructure extends Infrastructure {
  /** True when the database is the embedded PGlite (no DATABASE_URL). */
  embedded: boolean;
  services: Services;
  sessions: Sessions;
  oidc: OidcClient;
}

/**
 * Step 1 of createApp: the database (embedded or DATABASE_URL) with migrations applied, the small
 * infrastructure pool, the mail queue and its transport, Redis when configured, the services and
 * staff sign-in. Each close is added to `disposers` as soon as its resource is open.
 */
export async function startInfrastructure(
  config: Config,
  log: Logger,
  disposers: Disposers,
): Promise<StartedInfrastructure> {
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const embedded = await startEmbeddedDatabase(path.join(config.dataDir, 'pg'));
    disposers.add('embedded database', () => embedded.close());
    log.info({ url: embedded.url }, 'embedded PostgreSQL (PGlite) serving on loopback');
    databaseUrl = embedded.url;
  }
  const embedded = !config.databaseUrl;
  const orm = await initOrm(databaseUrl, log, { embedded });
  disposers.add('ORM', () => orm.close(true));

  const pool = new pg.Pool({
    ...postgresPoolOptions(embedded),
    connectionString: databaseUrl,
    // Rate limits and sessions: one query per request each, so a little headroom under load.
    max: 6,
    application_name: 'site-infra',
  });
  pool.on('error', (error) => log.warn({ err: error }, 'infrastructure pool error'));
  disposers.add('infrastructure pool', () => pool.end());

  const transport = config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.mailFrom, config.mailConcurrency)
    : fileTransport(path.join(config.dataDir, 'mail'), config.mailFrom, log);
  disposers.add('mail transport', () => transport.close());
  // One pg-boss for every queue; stopped after the workers below, which finish what they are sending.
  const jobs = await startJobQueue(databaseUrl, log, embedded);
  disposers.add('job queue', () => stopJobQueue(jobs, log));
  const mail = await MailQueue.start(jobs, transport, log, {
    pollingIntervalSeconds: config.mailPollSeconds,
    concurrency: config.mailConcurrency,
    retryDelaySeconds: config.mailRetrySeconds,
  });
  // Stopped before its transport closes: the worker finishes the messages it is sending.
  disposers.add('mail worker', () => mail.stop());

  const renderSettings = { publicUrl: config.publicUrl, businessTimeZone: config.businessTimezone };
  const alerts = config.telegram
    ? await StaffAlerts.start(jobs, orm, config.telegram, renderSettings, log, {
        pollingIntervalSeconds: config.mailPollSeconds,
      })
    : StaffAlerts.off(renderSettings);
  disposers.add('staff alerts worker', () => alerts.stop());

  const redis = await connectRedis(config, log);
  if (redis) disposers.add('Redis', () => redis.disconnect());

  const services = await createServices(config, { orm, mail, alerts, pool, redis, log });
  if (services.khqr) {
    // Stopped before the job queue and the mail worker: a check in flight may still queue a receipt.
    const checks = await KhqrChecks.start(jobs, { ...services.khqr, orm, log });
    services.khqr.provider.watchWith(checks);
    disposers.add('KHQR checks', () => checks.stop());
    const { accountId, merchantName, merchantCity, expiryMs, checkMs } = services.khqr.settings;
    log.info(
      { accountId, merchantName, merchantCity, expiryMinutes: expiryMs / 60_000, checkSeconds: checkMs / 1000 },
      'KHQR payments on: codes confirmed by the server with Bakong',
    );
  }
  // Cambodia's fixed-date public holidays of this year and the next, once per year (README "Closed days").
  await services.closures.seedHolidays(services.closures.seedYears());
  const sessions = new Sessions(config, pool, log);
  disposers.add('sessions', () => sessions.close());
  const oidc = oidcClient(config, log);
  if (config.oidc) {
    // A configured issuer is asked at once, so one that does not answer shows in the log and in /readyz
    // now rather than at the first sign-in; start-up does not wait for it.
    oidc.watchIssuer();
    disposers.add('OpenID issuer discovery', () => oidc.stop());
  }
  return { orm, mail, alerts, pool, redis, log, embedded, services, sessions, oidc };
}

/**
 * Set when REDIS_URL is: rate-limit counters shared by every instance (PostgreSQL while it is
 * unreachable). The client is loaded only then: a site without Redis never holds it in memory.
 */
async function connectRedis(config: Config, log: Logger): Promise<Redis | undefined> {
  if (!config.redisUrl) return undefined;
  const { Redis: RedisClient } = await import('ioredis');
  const redis = new RedisClient(config.redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 3000,
  });
  redis.on('error', (error: Error) =>
    log.warn({ err: { message: error.message } }, 'Redis unreachable; rate limits fall back to PostgreSQL'),
  );
  log.info('rate limits shared through Redis (REDIS_URL)');
  return redis;
}

/** Staff sign-in: the configured OpenID provider, else the built-in one at /dev-oidc. */
function oidcClient(config: Config, log: Logger): OidcClient {
  const oidc = new OidcClient(
    {
      ...(config.oidc ?? {
        issuerUrl: `${config.publicUrl}${DEV_OIDC_PATH}`,
        clientId: DEV_CLIENT_ID,
        clientSecret: devClientSecret(config.sessionSecret),
      }),
      redirectUri: `${config.publicUrl}/api/callback`,
      postLogoutRedirectUri: `${config.publicUrl}/`,
    },
    log,
  );
  log.info(
    { issuer: oidc.issuerUrl, label: config.oidcProviderName },
    config.oidc
      ? 'staff sign-in through the configured OpenID provider'
      : 'staff sign-in through the built-in OpenID provider at /dev-oidc (admin@example.com, staff@example.com; local use only)',
  );
  return oidc;
}
