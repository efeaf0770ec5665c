import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import {
  BOOKING_BUFFER_MINUTES_DEFAULT,
  BOOKING_CHANGE_NOTICE_HOURS_DEFAULT,
  BOOKING_MIN_NOTICE_MINUTES_DEFAULT,
  BUSINESS_TIMEZONE_DEFAULT,
  SITE,
} from '@site/common';

/**
 * Every environment variable the server reads, validated once at boot. A wrong or missing value
 * stops start-up with the list of every problem (not just the first one).
 */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  publicUrl: string;
  dataDir: string;
  /** Unset: the embedded PostgreSQL (PGlite) under dataDir/pg is used. */
  databaseUrl?: string;
  businessTimezone: string;
  /** Minutes kept free before and after every confirmed booking. */
  bookingBufferMinutes: number;
  /** How far ahead of now the earliest bookable start is, in minutes. */
  bookingMinNoticeMinutes: number;
  /** Visitors may move or cancel online until this many hours before the meeting. */
  bookingChangeNoticeHours: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  sessionSecret: string;
  /** Where the built web app lives (web/dist/client). */
  webDistDir: string;
  /** Express's "trust proxy": all (true), none (false), a hop count, or names/addresses/CIDR ranges. */
  trustProxy: TrustProxy;
  partnerOrigins: string[];
  /** Production answers GraphQL introspection only when PARTNER_INTROSPECTION=true. */
  partnerIntrospection: boolean;
  /** Unset: the built-in OpenID provider at /dev-oidc (only outside production, on a loopback PUBLIC_URL). */
  oidc?: { issuerUrl: string; clientId: string; clientSecret?: string };
  oidcProviderName: string;
  /** Lower-cased; with the built-in provider and no ADMIN_EMAILS, its test admin admin@example.com. */
  adminEmails: string[];
  openai?: { apiKey: string; model: string; baseUrl?: string };
  /** The chat assistant's limits (either provider). */
  chat: {
    /** Longest a whole answer may take before the visitor gets the apology. */
    timeoutMs: number;
    /** Most tokens (the built-in assistant: pieces) one answer may have. */
    maxOutputTokens: number;
    /** Pause between the built-in assistant's pieces, so answers read as they are typed; 0 sends at once. */
    streamPaceMs: number;
  };
  stripe?: {
    secretKey: string;
    publishableKey: string;
    webhookSecret: string;
    apiUrl?: string;
    /** How long one call to Stripe may take before it counts as failed (STRIPE_TIMEOUT_SECONDS). */
    timeoutMs: number;
  };
  /** KHQR (Bakong) payments: set when KHQR_ACCOUNT_ID and BAKONG_API_TOKEN are. */
  khqr?: KhqrConfig;
  /** Staff alerts to a Telegram chat (TELEGRAM_*); unset: staff are told by e-mail only. */
  telegram?: {
    botToken: string;
    /** A chat id (a group's is negative) or a channel's @username. */
    chatId: string;
    /** The Bot API's root (tests point it at a double on 127.0.0.1). */
    apiUrl: string;
  };
  smtpUrl?: string;
  mailFrom: string;
  staffEmail?: string;
  redisUrl?: string;
  /** How often an idle mail worker looks for new mail (seconds). */
  mailPollSeconds: number;
  /** GraphQL over WebSocket (/graphql): how many sockets, and how long a silent one may stay. */
  ws: {
    /** Open sockets one client address may hold (WS_MAX_CONNECTIONS_PER_CLIENT). */
    maxPerClient: number;
    /** Open sockets in all, kept well under the process's open-file limit (WS_MAX_CONNECTIONS). */
    maxTotal: number;
    /** Ping every this often; a socket that has not answered by the next ping is cut (WS_PING_SECONDS). */
    pingMs: number;
    /** An initialised socket with no subscription and no message for this long is closed (WS_IDLE_MINUTES). */
    idleMs: number;
  };
  /** Most messages one instance sends at once (SMTP connections it keeps open). */
  mailConcurrency: number;
  /** Seconds before a failed e-mail's first retry, doubled for each further one. */
  mailRetrySeconds: number;
  /** Which local defaults are in use, for the start-up log. */
  defaults: string[];
}

export type TrustProxy = boolean | number | string[];

export interface KhqrConfig {
  /** The agency's Bakong account id, e.g. angkordigital@aclb: where KHQR payments go. */
  accountId: string;
  /** Bearer token of Bakong's Open API (check_transaction_by_md5). */
  apiToken: string;
  /** The payee's name and city in the code (EMVCo tags 59 and 60: at most 25 and 15 characters). */
  merchantName: string;
  merchantCity: string;
  /** Bakong's Open API, without a trailing slash. */
  apiUrl: string;
  /** How long a code can be paid. */
  expiryMs: number;
  /** How often the server asks Bakong about a pending code. */
  checkMs: number;
}

/** Bakong's production Open API (BAKONG_API_URL's default). */
export const BAKONG_PRODUCTION_API_URL = 'https://api-bakong.nbc.gov.kh';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;

/** Production refuses a SESSION_SECRET with fewer different characters (a pattern, not a random secret). */
const SESSION_SECRET_DISTINCT_CHARACTERS = 16;

/** The test admin of the built-in OpenID provider (features/auth/dev-provider.ts). */
export const DEV_ADMIN_EMAIL = 'admin@example.com';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** Reads the environment; throws ConfigError listing every problem. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const defaults: string[] = [];
  const value = (name: string) => {
    const raw = env[name];
    return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
  };

  const nodeEnv = oneOf(value('NODE_ENV') ?? 'development', NODE_ENVS, 'NODE_ENV', problems) ?? 'development';
  const production = nodeEnv === 'production';

  const port = integer(value('PORT') ?? '3000', 'PORT', 0, 65535, problems);
  const publicUrl = httpUrl(value('PUBLIC_URL') ?? `http://localhost:${port ?? 3000}`, 'PUBLIC_URL', problems);
  if (production && !value('PUBLIC_URL'))
    problems.push('PUBLIC_URL is required in production (the address visitors use)');
  // Sessions and sign-in rely on cookies browsers keep only over https (Secure, __Host-): over plain http
  // nobody could sign in, and every form would travel readable. A loopback address is for trying
  // production mode on this machine.
  else if (production && publicUrl && !publicUrl.startsWith('https://') && !isLoopbackUrl(publicUrl))
    problems.push(
      `PUBLIC_URL must be an https:// address in production (got "${publicUrl}"): put a TLS proxy in front ` +
        '(README "Two instances behind a proxy") and give its https address; only localhost, 127.0.0.1 or [::1] may use http',
    );

  const dataDir = path.resolve(value('DATA_DIR') ?? path.join(repoRoot, '.data'));
  const databaseUrl = value('DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\/.+/.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// connection string');
  }
  if (!databaseUrl && production)
    problems.push(
      'DATABASE_URL is required in production (the embedded database is for local use: its socket takes any local process without a password)',
    );
  else if (!databaseUrl) defaults.push(`embedded PostgreSQL (PGlite) in ${path.join(dataDir, 'pg')}`);

  const businessTimezone = value('BUSINESS_TIMEZONE') ?? BUSINESS_TIMEZONE_DEFAULT;
  if (!isTimeZone(businessTimezone)) problems.push(`BUSINESS_TIMEZONE "${businessTimezone}" is not an IANA time zone`);

  const bookingBufferMinutes = integer(
    value('BOOKING_BUFFER_MINUTES') ?? String(BOOKING_BUFFER_MINUTES_DEFAULT),
    'BOOKING_BUFFER_MINUTES',
    0,
    240,
    problems,
  );
  const bookingMinNoticeMinutes = integer(
    value('BOOKING_MIN_NOTICE_MINUTES') ?? String(BOOKING_MIN_NOTICE_MINUTES_DEFAULT),
    'BOOKING_MIN_NOTICE_MINUTES',
    0,
    7 * 24 * 60,
    problems,
  );

  const bookingChangeNoticeHours = integer(
    value('BOOKING_CHANGE_NOTICE_HOURS') ?? String(BOOKING_CHANGE_NOTICE_HOURS_DEFAULT),
    'BOOKING_CHANGE_NOTICE_HOURS',
    0,
    7 * 24,
    problems,
  );
  if (value('BOOKING_CHANGE_NOTICE_HOURS') === undefined)
    defaults.push(
      `visitors may move or cancel a booking online until ${BOOKING_CHANGE_NOTICE_HOURS_DEFAULT} hours before it`,
    );

  const logLevel =
    oneOf(value('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info'), LOG_LEVELS, 'LOG_LEVEL', problems) ?? 'info';

  let sessionSecret = value('SESSION_SECRET');
  if (sessionSecret && sessionSecret.length < 32) problems.push('SESSION_SECRET must be at least 32 characters');
  if (!sessionSecret && production) problems.push('SESSION_SECRET is required in production');
  // Everything signed or sealed derives its key from it: a typed pattern ("aaaa…", "changeme" repeated)
  // is guessable however long. Random base64 of 32 characters holds about 25 different ones.
  const distinct = new Set(sessionSecret ?? '').size;
  if (sessionSecret && production && distinct < SESSION_SECRET_DISTINCT_CHARACTERS)
    problems.push(
      `SESSION_SECRET has only ${distinct} different character${distinct === 1 ? '' : 's'}; production needs at least ` +
        `${SESSION_SECRET_DISTINCT_CHARACTERS}, so a pattern or a hex string is refused (make a random one ` +
        'with openssl rand -base64 48)',
    );

  const partnerOrigins = list(value('PARTNER_ORIGINS'));
  for (const origin of partnerOrigins) {
    if (!isOrigin(origin))
      problems.push(`PARTNER_ORIGINS entry "${origin}" is not an origin like https://partner.example`);
  }

  const oidcIssuer = value('OIDC_ISSUER_URL');
  const oidcClientId = value('OIDC_CLIENT_ID');
  const oidcClientSecret = value('OIDC_CLIENT_SECRET');
  let oidc: Config['oidc'];
  if (oidcIssuer || oidcClientId) {
    const issuerUrl = httpUrl(oidcIssuer, 'OIDC_ISSUER_URL', problems);
    if (!oidcClientId) problems.push('OIDC_CLIENT_ID is required when OIDC_ISSUER_URL is set');
    if (issuerUrl && production && !issuerUrl.startsWith('https://'))
      problems.push('OIDC_ISSUER_URL must be an https:// URL in production');
    if (issuerUrl && oidcClientId) oidc = { issuerUrl, clientId: oidcClientId, clientSecret: oidcClientSecret };
  } else if (production) {
    problems.push(
      'OIDC_ISSUER_URL and OIDC_CLIENT_ID are required in production (the built-in sign-in is for local use only)',
    );
  } else if (publicUrl && !isLoopbackUrl(publicUrl)) {
    // The built-in provider signs anyone in as admin with one click: never on an address others can reach.
    problems.push(
      `OIDC_ISSUER_URL and OIDC_CLIENT_ID are required: PUBLIC_URL ${publicUrl} is not a loopback address, and the ` +
        'built-in sign-in (/dev-oidc), which lets anyone in as admin, is only served on localhost, 127.0.0.1 or [::1]',
    );
  } else {
    defaults.push('built-in OpenID provider at /dev-oidc for staff sign-in');
  }

  let adminEmails = list(value('ADMIN_EMAILS')).map((email) => email.toLowerCase());
  if (adminEmails.length === 0 && !oidcIssuer && !oidcClientId && !production) {
    adminEmails = [DEV_ADMIN_EMAIL];
    defaults.push(`ADMIN_EMAILS=${DEV_ADMIN_EMAIL} (the built-in provider's test admin)`);
  }
  for (const email of adminEmails)
    if (!EMAIL.test(email)) problems.push(`ADMIN_EMAILS entry "${email}" is not an e-mail address`);

  let openai: Config['openai'];
  const openaiKey = value('OPENAI_API_KEY');
  if (openaiKey) {
    const baseUrl = value('OPENAI_BASE_URL')
      ? httpUrl(value('OPENAI_BASE_URL'), 'OPENAI_BASE_URL', problems)
      : undefined;
    openai = { apiKey: openaiKey, model: value('OPENAI_MODEL') ?? 'gpt-4o-mini', baseUrl };
  } else {
    defaults.push('built-in site assistant for the chat (no OPENAI_API_KEY)');
  }

  const chat = {
    timeoutMs: integer(value('CHAT_TIMEOUT_MS') ?? '30000', 'CHAT_TIMEOUT_MS', 1000, 300_000, problems) ?? 30_000,
    maxOutputTokens:
      integer(value('CHAT_MAX_OUTPUT_TOKENS') ?? '600', 'CHAT_MAX_OUTPUT_TOKENS', 16, 4096, problems) ?? 600,
    streamPaceMs: integer(value('CHAT_STREAM_PACE_MS') ?? '20', 'CHAT_STREAM_PACE_MS', 0, 1000, problems) ?? 20,
  };

  let stripe: Config['stripe'];
  const stripeVars = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'].map(value);
  if (stripeVars.some(Boolean)) {
    const [secretKey, publishableKey, webhookSecret] = stripeVars;
    if (!secretKey?.startsWith('sk_'))
      problems.push('STRIPE_SECRET_KEY must be set and start with sk_ when Stripe is configured');
    if (!publishableKey?.startsWith('pk_'))
      problems.push('STRIPE_PUBLISHABLE_KEY must be set and start with pk_ when Stripe is configured');
    if (!webhookSecret?.startsWith('whsec_'))
      problems.push('STRIPE_WEBHOOK_SECRET must be set and start with whsec_ when Stripe is configured');
    const apiUrl = value('STRIPE_API_URL') ? httpUrl(value('STRIPE_API_URL'), 'STRIPE_API_URL', problems) : undefined;
    const timeoutRaw = value('STRIPE_TIMEOUT_SECONDS') ?? '8';
    const timeoutSeconds = Number(timeoutRaw);
    if (!(timeoutSeconds >= 1 && timeoutSeconds <= 60))
      problems.push(`STRIPE_TIMEOUT_SECONDS must be from 1 to 60 (got "${timeoutRaw}")`);
    if (secretKey && publishableKey && webhookSecret)
      stripe = { secretKey, publishableKey, webhookSecret, apiUrl, timeoutMs: Math.round(timeoutSeconds * 1000) };
  } else {
    defaults.push('card payments not configured (no STRIPE_* keys)');
  }
  const khqr = khqrConfig(value, production, problems, defaults);
  if (!stripe && !khqr) defaults.push('no online payment method: checkout explains it and offers other ways to pay');

  const telegram = telegramSettings(value, production, problems, defaults);

  const smtpUrl = value('SMTP_URL');
  if (smtpUrl && !/^smtps?:\/\/.+/.test(smtpUrl))
    problems.push('SMTP_URL must look like smtp://user:pass@host:587 or smtps://…');
  if (!smtpUrl && production)
    problems.push('SMTP_URL is required in production (without it every e-mail would only be written to disk)');
  else if (!smtpUrl) defaults.push(`e-mail written as .eml files to ${path.join(dataDir, 'mail')}`);
  const mailFrom = value('MAIL_FROM') ?? `${SITE.name} <no-reply@${SITE.email.split('@')[1]}>`;
  if (!EMAIL.test(mailFrom.replace(/^.*<([^>]+)>\s*$/, '$1')))
    problems.push('MAIL_FROM must be an address, optionally "Name <address>"');
  const staffEmail = value('STAFF_EMAIL');
  if (staffEmail && !EMAIL.test(staffEmail)) problems.push('STAFF_EMAIL must be an e-mail address');

  const redisUrl = value('REDIS_URL');
  if (redisUrl && !/^rediss?:\/\/.+/.test(redisUrl)) problems.push('REDIS_URL must look like redis://host:6379');

  const mailPollRaw = value('MAIL_POLL_SECONDS') ?? '2';
  const mailPollSeconds = Number(mailPollRaw);
  if (!(mailPollSeconds >= 0.5 && mailPollSeconds <= 60))
    problems.push(`MAIL_POLL_SECONDS must be from 0.5 to 60 (got "${mailPollRaw}")`);
  // Mail providers cap simultaneous connections per account; 8 drains a burst quickly and stays under common caps.
  const mailConcurrency = integer(value('MAIL_CONCURRENCY') ?? '8', 'MAIL_CONCURRENCY', 1, 50, problems);
  const mailRetrySeconds = integer(value('MAIL_RETRY_SECONDS') ?? '30', 'MAIL_RETRY_SECONDS', 1, 3600, problems);

  const ws = wsLimits(value, problems);

  const webDistDir = path.resolve(value('WEB_DIST_DIR') ?? path.join(repoRoot, 'web', 'dist', 'client'));
  const trustProxy = parseTrustProxy(value('TRUST_PROXY') ?? 'loopback', problems);
  const introspectionRaw = value('PARTNER_INTROSPECTION') ?? 'false';
  if (!['true', 'false'].includes(introspectionRaw))
    problems.push(`PARTNER_INTROSPECTION must be true or false (got "${introspectionRaw}")`);

  if (problems.length > 0) throw new ConfigError(problems);

  if (!sessionSecret) {
    sessionSecret = localSessionSecret(dataDir);
    defaults.push(`session secret generated into ${path.join(dataDir, 'session-secret')}`);
  }

  return {
    nodeEnv,
    port: port!,
    publicUrl: publicUrl!,
    dataDir,
    databaseUrl,
    businessTimezone,
    bookingBufferMinutes: bookingBufferMinutes!,
    bookingMinNoticeMinutes: bookingMinNoticeMinutes!,
    bookingChangeNoticeHours: bookingChangeNoticeHours!,
    logLevel,
    sessionSecret,
    webDistDir,
    trustProxy: trustProxy!,
    partnerOrigins,
    partnerIntrospection: introspectionRaw === 'true',
    oidc,
    oidcProviderName: value('OIDC_PROVIDER_NAME') ?? 'Replit',
    adminEmails,
    openai,
    chat,
    stripe,
    khqr,
    telegram,
    smtpUrl,
    mailFrom,
    staffEmail,
    redisUrl,
    mailPollSeconds,
    ws,
    mailConcurrency: mailConcurrency!,
    mailRetrySeconds: mailRetrySeconds!,
    defaults,
  };
}

/** EMVCo "ans" text: printable ASCII, which every banking app shows as it is. */
const EMV_TEXT = /^[\x20-\x7E]+$/;
const BAKONG_ACCOUNT = /^[A-Za-z0-9._-]+@[A-Za-z0-9._-]+$/;

/**
 * KHQR_* and BAKONG_*: on when KHQR_ACCOUNT_ID and BAKONG_API_TOKEN are both set (the merchant name
 * has a default, the site's name); either alone is a mistake worth stopping for.
 */
function khqrConfig(
  value: (name: string) => string | undefined,
  production: boolean,
  problems: string[],
  defaults: string[],
): KhqrConfig | undefined {
  const accountId = value('KHQR_ACCOUNT_ID');
  const apiToken = value('BAKONG_API_TOKEN');
  const before = problems.length;
  if (accountId && (!BAKONG_ACCOUNT.test(accountId) || accountId.length > 32))
    problems.push(
      `KHQR_ACCOUNT_ID must be a Bakong account id like angkordigital@aclb, at most 32 characters (got "${accountId}")`,
    );
  if (apiToken && !/^[\x21-\x7E]+$/.test(apiToken))
    problems.push('BAKONG_API_TOKEN must be the token as Bakong issued it (no spaces)');
  if (Boolean(accountId) !== Boolean(apiToken))
    problems.push('KHQR_ACCOUNT_ID and BAKONG_API_TOKEN go together: set both for KHQR payments, or neither');
  const merchantName = value('KHQR_MERCHANT_NAME') ?? SITE.name;
  if (!EMV_TEXT.test(merchantName) || merchantName.length > 25)
    problems.push(
      `KHQR_MERCHANT_NAME must be 1 to 25 Latin letters, digits, spaces or punctuation (got "${merchantName}")`,
    );
  const merchantCity = value('KHQR_MERCHANT_CITY') ?? 'Siem Reap';
  if (!EMV_TEXT.test(merchantCity) || merchantCity.length > 15)
    problems.push(
      `KHQR_MERCHANT_CITY must be 1 to 15 Latin letters, digits, spaces or punctuation (got "${merchantCity}")`,
    );
  const apiUrl = httpUrl(value('BAKONG_API_URL') ?? BAKONG_PRODUCTION_API_URL, 'BAKONG_API_URL', problems);
  if (apiUrl && production && !apiUrl.startsWith('https://'))
    problems.push('BAKONG_API_URL must be an https:// URL in production');
  const expiryRaw = value('KHQR_EXPIRY_MINUTES') ?? '15';
  const expiryMinutes = Number(expiryRaw);
  if (!(expiryMinutes >= 0.1 && expiryMinutes <= 1440))
    problems.push(`KHQR_EXPIRY_MINUTES must be from 0.1 to 1440 (got "${expiryRaw}")`);
  const checkRaw = value('KHQR_CHECK_SECONDS') ?? '5';
  const checkSeconds = Number(checkRaw);
  if (!(checkSeconds >= 1 && checkSeconds <= 300))
    problems.push(`KHQR_CHECK_SECONDS must be from 1 to 300 (got "${checkRaw}")`);

  if (!accountId || !apiToken || !apiUrl || problems.length > before) {
    if (!accountId && !apiToken)
      defaults.push('KHQR payments not configured (no KHQR_ACCOUNT_ID and BAKONG_API_TOKEN)');
    return undefined;
  }
  if (!value('KHQR_MERCHANT_NAME')) defaults.push(`KHQR_MERCHANT_NAME=${merchantName} (the site's name)`);
  if (!value('KHQR_MERCHANT_CITY')) defaults.push(`KHQR_MERCHANT_CITY=${merchantCity}`);
  if (!value('BAKONG_API_URL')) defaults.push(`BAKONG_API_URL=${apiUrl} (Bakong's production API)`);
  if (!value('KHQR_EXPIRY_MINUTES')) defaults.push('KHQR_EXPIRY_MINUTES=15');
  if (!value('KHQR_CHECK_SECONDS')) defaults.push('KHQR_CHECK_SECONDS=5');
  return {
    accountId,
    apiToken,
    merchantName,
    merchantCity,
    apiUrl,
    expiryMs: Math.round(expiryMinutes * 60_000),
    checkMs: Math.round(checkSeconds * 1000),
  };
}

/**
 * The soft limit on open files of this process (Linux: /proc/self/limits; Node raises it to the hard
 * limit at start), which every socket counts against; 1024 (the usual default) where it cannot be read.
 */
export function openFileLimit(read: () => string = () => readFileSync('/proc/self/limits', 'utf8')): number {
  try {
    const soft = /^Max open files\s+(\S+)/m.exec(read())?.[1];
    if (soft === 'unlimited') return 1_048_576;
    const parsed = Number(soft);
    if (Number.isInteger(parsed) && parsed > 0) return parsed;
  } catch {
    // not Linux: fall through
  }
  return 1024;
}

/** Past this many sockets memory, not file descriptors, is what runs out first on a small instance. */
const WS_MAX_CONNECTIONS_CEILING = 10_000;

function wsLimits(value: (name: string) => string | undefined, problems: string[]): Config['ws'] {
  const files = openFileLimit();
  // By default half the open files may be WebSockets; at most three quarters, so HTTP requests, the
  // database pools and static files always find a descriptor (19,975 idle sockets once starved them all).
  const most = Math.max(1, Math.floor((files * 3) / 4));
  const maxTotal =
    integer(
      value('WS_MAX_CONNECTIONS') ?? String(Math.max(1, Math.min(WS_MAX_CONNECTIONS_CEILING, Math.floor(files / 2)))),
      'WS_MAX_CONNECTIONS',
      1,
      10_000_000,
      problems,
    ) ?? 1;
  if (maxTotal > most)
    problems.push(
      `WS_MAX_CONNECTIONS must leave a quarter of this process's open-file limit (${files}) for HTTP: at most ${most} (got ${maxTotal})`,
    );
  const maxPerClient =
    integer(value('WS_MAX_CONNECTIONS_PER_CLIENT') ?? '40', 'WS_MAX_CONNECTIONS_PER_CLIENT', 1, 10_000, problems) ?? 40;
  const pingSeconds = integer(value('WS_PING_SECONDS') ?? '15', 'WS_PING_SECONDS', 1, 300, problems) ?? 15;
  const idleRaw = value('WS_IDLE_MINUTES') ?? '5';
  const idleMinutes = Number(idleRaw);
  if (!(idleMinutes >= 0.05 && idleMinutes <= 1440))
    problems.push(`WS_IDLE_MINUTES must be from 0.05 to 1440 (got "${idleRaw}")`);
  return { maxPerClient, maxTotal, pingMs: pingSeconds * 1000, idleMs: Math.round(idleMinutes * 60_000) };
}

/** Telegram's Bot API, where TELEGRAM_API_URL points by default. */
export const TELEGRAM_API_DEFAULT = 'https://api.telegram.org';

/** TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID both, or neither (then staff alerts go by e-mail only). */
function telegramSettings(
  value: (name: string) => string | undefined,
  production: boolean,
  problems: string[],
  defaults: string[],
): Config['telegram'] {
  const botToken = value('TELEGRAM_BOT_TOKEN');
  const chatId = value('TELEGRAM_CHAT_ID');
  if (!botToken && !chatId) {
    defaults.push(
      'staff alerts on Telegram off (no TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID): staff are told by e-mail',
    );
    return undefined;
  }
  // BotFather's tokens: the bot's numeric id, a colon, then 35 letters, digits, _ or -.
  if (!botToken || !/^\d{3,15}:[\w-]{30,60}$/.test(botToken))
    problems.push(
      'TELEGRAM_BOT_TOKEN must be the token BotFather gave, like 123456789:AAE… (set it with TELEGRAM_CHAT_ID)',
    );
  if (!chatId || !/^(-?\d{1,20}|@[A-Za-z][\w]{4,31})$/.test(chatId))
    problems.push(
      'TELEGRAM_CHAT_ID must be a chat id such as -1001234567890 or a channel @username (set it with TELEGRAM_BOT_TOKEN)',
    );
  const apiUrl = httpUrl(value('TELEGRAM_API_URL') ?? TELEGRAM_API_DEFAULT, 'TELEGRAM_API_URL', problems);
  // The bot token travels in the URL's path: never in clear text in production.
  if (apiUrl && production && !apiUrl.startsWith('https://'))
    problems.push('TELEGRAM_API_URL must be an https:// URL in production (the bot token is part of every request)');
  return botToken && chatId && apiUrl ? { botToken, chatId, apiUrl } : undefined;
}

/** Outside production a secret is generated once and kept in DATA_DIR so sessions survive restarts. */
function localSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function oneOf<T extends string>(raw: string, allowed: readonly T[], name: string, problems: string[]): T | undefined {
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
  return undefined;
}

function integer(raw: string, name: string, min: number, max: number, problems: string[]): number | undefined {
  const parsed = Number(raw);
  if (Number.isInteger(parsed) && parsed >= min && parsed <= max) return parsed;
  problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  return undefined;
}

function httpUrl(raw: string | undefined, name: string, problems: string[]): string | undefined {
  try {
    const url = new URL(raw ?? '');
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href.replace(/\/+$/, '');
  } catch {
    // reported below
  }
  problems.push(`${name} must be an http(s) URL (got "${raw ?? ''}")`);
  return undefined;
}

/** The names proxy-addr knows for address ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY in every form Express's "trust proxy" setting takes: `true` (every hop: only when all
 * traffic comes through the proxy), `false` (none), a hop count (`1`), or a comma-separated list of
 * names, addresses and CIDR ranges (`loopback, 10.0.0.0/8, fd00::/8`). Each list entry is checked
 * strictly, because proxy-addr would read `1` as the address 0.0.0.1 and trust nobody.
 */
export function parseTrustProxy(raw: string, problems: string[]): TrustProxy | undefined {
  const text = raw.trim().toLowerCase();
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops <= 32) return hops;
    problems.push(`TRUST_PROXY hop count must be from 0 to 32 (got "${raw}")`);
    return undefined;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !PROXY_RANGE_NAMES.includes(entry) && !isAddressRange(entry));
  if (wrong.length === 0 && entries.length > 0) return entries;
  problems.push(
    `TRUST_PROXY must be true, false, a hop count, or a comma-separated list of ${PROXY_RANGE_NAMES.join('/')}, ` +
      `addresses and CIDR ranges (not ${wrong.map((entry) => `"${entry}"`).join(', ')})`,
  );
  return undefined;
}

/** `10.0.0.1`, `10.0.0.0/8`, `10.0.0.0/255.0.0.0`, `fd00::/8`, `::1`. */
function isAddressRange(entry: string): boolean {
  const [address, range, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(range) === 4 && isContiguousMask(range);
}

function isContiguousMask(mask: string): boolean {
  const bits = mask
    .split('.')
    .map((octet) => Number(octet).toString(2).padStart(8, '0'))
    .join('');
  return /^1*0*$/.test(bits);
}

/** localhost, 127.0.0.0/8 or [::1]: an address only this machine can open. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || (isIP(host) === 4 && host.startsWith('127.'));
}

function isOrigin(raw: string): boolean {
  try {
    const url = new URL(raw);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === raw;
  } catch {
    return false;
  }
}

export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name.includes('/') || name === 'UTC';
  } catch {
    return false;
  }
}

function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
