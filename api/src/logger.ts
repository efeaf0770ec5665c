import { createRequire } from 'node:module';
import { pino, type Logger } from 'pino';
import type { Config } from './config.js';
import { AppError } from './errors.js';

export type { Logger };

/**
 * pino's error serializer, minus what never belongs in a log line: an expected refusal (AppError) keeps
 * its code and message but no stack (it is no fault to trace), and an error of an idle pg-pool client
 * loses the client it carries (connection settings and internals). Takes a raw error or one pino has
 * serialized already (pino-http wraps serializers that way).
 */
export function serializeError(error: unknown): unknown {
  const serialized = (error as { raw?: unknown } | null)?.raw ? error : pino.stdSerializers.err(error as Error);
  const raw = (serialized as { raw?: unknown } | null)?.raw ?? error;
  if (raw instanceof AppError) return { type: 'AppError', code: raw.code, message: raw.message };
  if (serialized && typeof serialized === 'object') delete (serialized as { client?: unknown }).client;
  return serialized;
}

/**
 * The level of an expected refusal: a visitor's mistake (400, 401, 403, 404, 409, 413) is routine; an
 * exhausted budget (429) or a dependency missing or failing (502, 503: payments not configured, Stripe
 * down) deserves a look, but no stack trace: it is no fault in the code.
 */
export function refusalLevel(status: number): 'info' | 'warn' {
  return status === 429 || status >= 500 ? 'warn' : 'info';
}

/** pino-pretty's settings, here and in scripts/dev.mjs (which pretty-prints the api's lines itself). */
// `defaults` rides on the ready line for log readers; a person sees each in its own line just before.
const PRETTY_OPTIONS = { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,service,defaults' } as const;

/**
 * Whether the log goes to a person: stdout is a terminal and this is no production server (whose logs
 * are collected as JSON even when someone watches them live). Then the lines are pretty-printed and the
 * ready line stands out (main.ts).
 */
export function logsForPeople(config: Pick<Config, 'nodeEnv'>): boolean {
  return config.nodeEnv === 'development' && process.stdout.isTTY === true;
}

/**
 * JSON logs (one line per event) with the request id on every request line; no message bodies or
 * cookies. A developer at a terminal (logsForPeople) reads them as pino-pretty lines, formatted in this
 * process so they stay in order with what main.ts writes itself. `destination` (tests) receives the
 * lines instead of stdout.
 */
export function createLogger(
  config: Pick<Config, 'logLevel' | 'nodeEnv'>,
  destination?: pino.DestinationStream,
): Logger {
  const options = {
    level: config.logLevel,
    base: { service: 'site' },
    serializers: { err: serializeError },
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
  };
  if (destination) return pino(options, destination);
  if (logsForPeople(config)) {
    // Loaded only then: a production server never holds it in memory.
    const pretty = createRequire(import.meta.url)('pino-pretty') as (options: object) => pino.DestinationStream;
    return pino(options, pretty({ ...PRETTY_OPTIONS, colorize: true, sync: true }));
  }
  return pino(options);
}
