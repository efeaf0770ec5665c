import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { BUSINESS_TIMEZONE_DEFAULT } from '@site/common';
import { isLoopbackUrl, isTimeZone, type EnvReader } from './env.js';

/**
 * The settings every part of the site shares: the process, its address, the database, sessions,
 * the doors (proxy, partners, WebSockets). Each feature reads its own variables in its definition
 * (`settings`); config.ts puts the two together.
 */
export interface CoreConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  publicUrl: string;
  dataDir: string;
  /** Unset: the embedded PostgreSQL (PGlite) under dataDir/pg is used. */
  databaseUrl?: string;
  /** The office's IANA zone: business hours, slots, every time staff and visitors read. */
  businessTimezone: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  sessionSecret: string;
  /** Where the built web app lives (web/dist/client). */
  webDistDir: string;
  /** Express's "trust proxy": all (true), none (false), a hop count, or names/addresses/CIDR ranges. */
  trustProxy: TrustProxy;
  partnerOrigins: string[];
  /** Production answers GraphQL introspection only when PARTNER_INTROSPECTION=true. */
  partnerIntrospection: boolean;
  /** Rate-limit counters and live events shared through Redis (optional). */
  redisUrl?: string;
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
}

export type TrustProxy = boolean | number | string[];

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;
const repoRoot = path.resolve(import.meta.dirname, '..', '..');
/** Production refuses a SESSION_SECRET with fewer different characters (a pattern, not a random secret). */
const SESSION_SECRET_DISTINCT_CHARACTERS = 16;

/** NODE_ENV, read first: the rest of the configuration depends on it. */
export function readNodeEnv(env: Record<string, string | undefined>): CoreConfig['nodeEnv'] {
  const raw = env.NODE_ENV?.trim() || 'development';
  return (NODE_ENVS as readonly string[]).includes(raw) ? (raw as CoreConfig['nodeEnv']) : 'development';
}

export function readCoreConfig(env: EnvReader): CoreConfig {
  const nodeEnv = env.oneOf('NODE_ENV', NODE_ENVS, 'development');
  const production = nodeEnv === 'production';

  const port = env.integer('PORT', 3000, 0, 65535);
  const publicUrl = env.httpUrl('PUBLIC_URL', env.value('PUBLIC_URL') ?? `http://localhost:${port}`);
  if (production && !env.value('PUBLIC_URL'))
    env.problem('PUBLIC_URL is required in production (the address visitors use)');
  // Sessions and sign-in rely on cookies browsers keep only over https (Secure, __Host-): over plain http
  // nobody could sign in, and every form would travel readable. A loopback address is for trying
  // production mode on this machine.
  else if (production && publicUrl && !publicUrl.startsWith('https://') && !isLoopbackUrl(publicUrl))
    env.problem(
      `PUBLIC_URL must be an https:// address in production (got "${publicUrl}"): put a TLS proxy in front ` +
        '(README "Two instances behind a proxy") and give its https address; only localhost, 127.0.0.1 or [::1] may use http',
    );

  const dataDir = path.resolve(env.value('DATA_DIR') ?? path.join(repoRoot, '.data'));
  const databaseUrl = env.value('DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\/.+/.test(databaseUrl))
    env.problem('DATABASE_URL must be a postgres:// connection string');
  if (!databaseUrl && production)
    env.problem(
      'DATABASE_URL is required in production (the embedded database is for local use: its socket takes any local process without a password)',
    );
  else if (!databaseUrl) env.usingDefault(`embedded PostgreSQL (PGlite) in ${path.join(dataDir, 'pg')}`);

  const businessTimezone = env.value('BUSINESS_TIMEZONE') ?? BUSINESS_TIMEZONE_DEFAULT;
  if (!isTimeZone(businessTimezone)) env.problem(`BUSINESS_TIMEZONE "${businessTimezone}" is not an IANA time zone`);

  const logLevel = env.oneOf('LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info');

  const sessionSecret = env.value('SESSION_SECRET');
  if (sessionSecret && sessionSecret.length < 32) env.problem('SESSION_SECRET must be at least 32 characters');
  if (!sessionSecret && production) env.problem('SESSION_SECRET is required in production');
  // Everything signed or sealed derives its key from it: a typed pattern ("aaaa…", "changeme" repeated)
  // is guessable however long. Random base64 of 32 characters holds about 25 different ones.
  const distinct = new Set(sessionSecret ?? '').size;
  if (sessionSecret && production && distinct < SESSION_SECRET_DISTINCT_CHARACTERS)
    env.problem(
      `SESSION_SECRET has only ${distinct} different character${distinct === 1 ? '' : 's'}; production needs at least ` +
        `${SESSION_SECRET_DISTINCT_CHARACTERS}, so a pattern or a hex string is refused (make a random one ` +
        'with openssl rand -base64 48)',
    );

  const partnerOrigins = env.list('PARTNER_ORIGINS');
  for (const origin of partnerOrigins)
    if (!isOrigin(origin))
      env.problem(`PARTNER_ORIGINS entry "${origin}" is not an origin like https://partner.example`);

  const redisUrl = env.value('REDIS_URL');
  if (redisUrl && !/^rediss?:\/\/.+/.test(redisUrl)) env.problem('REDIS_URL must look like redis://host:6379');

  const webDistDir = path.resolve(env.value('WEB_DIST_DIR') ?? path.join(repoRoot, 'web', 'dist', 'client'));
  const trustProxy = parseTrustProxy(env.value('TRUST_PROXY') ?? 'loopback', env.problems) ?? false;
  const introspection = env.oneOf('PARTNER_INTROSPECTION', ['true', 'false'], 'false');

  return {
    nodeEnv,
    port,
    publicUrl: publicUrl ?? `http://localhost:${port}`,
    dataDir,
    databaseUrl,
    businessTimezone,
    logLevel,
    // Filled in by config.ts once every section is read (a generated secret is written to disk only then).
    sessionSecret: sessionSecret ?? '',
    webDistDir,
    trustProxy,
    partnerOrigins,
    partnerIntrospection: introspection === 'true',
    redisUrl,
    ws: wsLimits(env),
  };
}

/** Outside production a secret is generated once and kept in DATA_DIR so sessions survive restarts. */
export function localSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
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

function wsLimits(env: EnvReader): CoreConfig['ws'] {
  const files = openFileLimit();
  // By default half the open files may be WebSockets; at most three quarters, so HTTP requests, the
  // database pools and static files always find a descriptor (19,975 idle sockets once starved them all).
  const most = Math.max(1, Math.floor((files * 3) / 4));
  const maxTotal = env.integer(
    'WS_MAX_CONNECTIONS',
    Math.max(1, Math.min(WS_MAX_CONNECTIONS_CEILING, Math.floor(files / 2))),
    1,
    10_000_000,
  );
  if (maxTotal > most)
    env.problem(
      `WS_MAX_CONNECTIONS must leave a quarter of this process's open-file limit (${files}) for HTTP: at most ${most} (got ${maxTotal})`,
    );
  const maxPerClient = env.integer('WS_MAX_CONNECTIONS_PER_CLIENT', 40, 1, 10_000);
  const pingSeconds = env.integer('WS_PING_SECONDS', 15, 1, 300);
  const idleMinutes = env.number('WS_IDLE_MINUTES', 5, 0.05, 1440);
  return { maxPerClient, maxTotal, pingMs: pingSeconds * 1000, idleMs: Math.round(idleMinutes * 60_000) };
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

function isOrigin(raw: string): boolean {
  try {
    const url = new URL(raw);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === raw;
  } catch {
    return false;
  }
}

export { isLoopbackUrl };
