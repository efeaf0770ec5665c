import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Response } from 'express';
import type { LevelWithSilent } from 'pino';
import { pinoHttp } from 'pino-http';
import type { AppError } from '../errors.js';
import { refusalLevel, serializeError, type Logger } from '../logger.js';

type Refusal = AppError['code'];

/** Marks a response as an expected refusal (an AppError), which the request line logs without alarm. */
export function markRefusal(res: Response, code: Refusal): void {
  res.locals.refusal = code;
}

const refusalOf = (res: ServerResponse): Refusal | undefined =>
  (res as Partial<Response>).locals?.refusal as Refusal | undefined;

/**
 * The URL as the log writes it: the value of every `token` in the query is left out. The links of
 * e-mails (manage, cancel, newsletter confirm and unsubscribe) carry a signed token that works like a
 * key to the visitor's booking or subscription; a log line must never hand it to whoever reads logs.
 */
export function loggedUrl(url: string | undefined): string | undefined {
  if (!url || !url.includes('?')) return url;
  const [path, query] = [url.slice(0, url.indexOf('?')), url.slice(url.indexOf('?') + 1)];
  const redacted = query
    .split('&')
    .map((pair) => (/^token(=|$)/i.test(pair) ? 'token=[redacted]' : pair))
    .join('&');
  return `${path}?${redacted}`;
}

/**
 * One line per request (pino-http) with a request id (X-Request-Id, taken from the request when sane).
 * `error` with the error and its stack only for what an operator must look at: a response with an
 * error attached (`res.err`, set by the REST error mapping for unexpected errors and an unreachable
 * database) or any other 5xx that no one marked as an expected refusal. pino-http would attach a
 * stack of its own ("failed with status code …", pointing into pino-http) to every 5xx: left out.
 */
export function requestLog(log: Logger) {
  return pinoHttp({
    logger: log,
    genReqId: (req, res) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    autoLogging: { ignore: (req) => /^\/(healthz|readyz|assets\/)/.test(req.url ?? '') },
    serializers: {
      req: (req) => ({ id: req.id, method: req.method, url: loggedUrl(req.url) }),
      res: (res) => ({ statusCode: res.statusCode }),
      err: serializeError,
    },
    customLogLevel: (_req, res, error): LevelWithSilent => {
      if (error || res.err) return 'error';
      if (res.statusCode >= 500) return refusalOf(res) ? refusalLevel(res.statusCode) : 'error';
      return res.statusCode >= 400 ? refusalLevel(res.statusCode) : 'info';
    },
    customSuccessObject: (_req, res, value) => withRefusal(res, value),
    customErrorObject: (_req, res, error, value) => {
      const { err, ...rest } = value as { err?: unknown };
      return withRefusal(res, error === res.err ? { ...rest, err } : rest);
    },
    customErrorMessage: (_req, res, error) =>
      error === res.err || !refusalOf(res) ? 'request errored' : 'request completed',
  });
}

function withRefusal(res: ServerResponse, value: object): object {
  const refusal = refusalOf(res);
  return refusal ? { ...value, refusal } : value;
}
