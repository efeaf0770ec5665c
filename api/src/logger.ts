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

/**
 * JSON logs (one line per event) with the request id on every request line; no message bodies or
 * cookies. A developer at a terminal gets them pretty-printed when pino-pretty (a dev dependency) is there.
 * `destination` (tests) receives the lines instead of stdout.
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
  if (config.nodeEnv === 'development' && process.stdout.isTTY && hasPrettyPrinter()) {
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,service' } },
    });
  }
  return pino(options);
}

function hasPrettyPrinter(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}
