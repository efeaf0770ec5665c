import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import type { Localized } from '@site/common';
import { AppError, DATABASE_UNAVAILABLE, INTERNAL_ERROR, isDatabaseUnavailable } from '../errors.js';
import { requestLanguage } from '../language.js';
import { markRefusal } from './request-log.js';

const NOT_FOUND = {
  en: 'There is no such API endpoint. Check the address and try again.',
  km: 'មិនមាន API នៅអាសយដ្ឋាននេះទេ។ សូមពិនិត្យអាសយដ្ឋានឡើងវិញ ហើយព្យាយាមម្ដងទៀត។',
};
const TOO_LARGE = {
  en: 'The request is too large. Please shorten it and try again.',
  km: 'សំណើនេះធំពេក។ សូមកាត់ឱ្យខ្លីជាងនេះ ហើយព្យាយាមម្ដងទៀត។',
};
const BAD_JSON = {
  en: 'The request body is not valid JSON.',
  km: 'ខ្លឹមសារនៃសំណើមិនមែនជា JSON ត្រឹមត្រូវទេ។',
};
const NOT_UTF8 = {
  en: 'The request body must be JSON in UTF-8 (Content-Type: application/json; charset=utf-8).',
  km: 'ខ្លឹមសារនៃសំណើត្រូវតែជា JSON ដែលអ៊ិនកូដជា UTF-8 (Content-Type: application/json; charset=utf-8)។',
};
const UNKNOWN_ENCODING = {
  en: 'This Content-Encoding is not supported. Send the body uncompressed, or compressed with gzip, deflate, br or zstd.',
  km: 'Content-Encoding នេះមិនត្រូវបានគាំទ្រទេ។ សូមផ្ញើខ្លឹមសារដោយមិនបង្រួម ឬបង្រួមដោយ gzip, deflate, br ឬ zstd។',
};
const NOT_JSON = {
  en: 'The request body must be JSON (Content-Type: application/json).',
  km: 'ខ្លឹមសារនៃសំណើត្រូវតែជា JSON (Content-Type: application/json)។',
};

/**
 * A JSON call sent a body of another type (a form's `application/x-www-form-urlencoded`, `text/plain`,
 * none named): 415 saying so, rather than "these fields are required" about fields the body did hold.
 * A call without a body goes on.
 */
export const jsonBodyOnly: RequestHandler = (req, res, next) => {
  // `is` answers null for no body, but counts an empty one (Content-Length: 0, a fetch without a body).
  if (req.headers['content-length'] === '0' || req.is(['application/json', '+json']) !== false) return next();
  res.status(415).json({ message: NOT_JSON[requestLanguage(req.query.language, req.headers)] });
};
const BROKEN_ENCODING = {
  en: 'The request body could not be decompressed: it does not match its Content-Encoding.',
  km: 'មិនអាចពន្លាខ្លឹមសារនៃសំណើបានទេ៖ វាមិនត្រូវនឹង Content-Encoding របស់វាទេ។',
};
const UNREADABLE = {
  en: 'The request body could not be read. Please send it again.',
  km: 'មិនអាចអានខ្លឹមសារនៃសំណើបានទេ។ សូមផ្ញើវាម្ដងទៀត។',
};

/** raw-body's other refusals: the body ended early, or was longer or shorter than its Content-Length. */
const READ_FAILURES = new Set(['request.aborted', 'request.size.invalid']);

/**
 * What a body parser (express.json, express.raw) refused, as a status and a message for the sender, or
 * undefined for any other error. Its errors are http-errors: `expose` marks the sender's mistakes.
 */
export function requestBodyError(error: unknown, req: Request): { status: number; messages: Localized } | undefined {
  const { type, status, expose } = (error ?? {}) as { type?: unknown; status?: unknown; expose?: unknown };
  if (typeof status !== 'number' || status < 400 || status > 499 || expose !== true) return undefined;
  switch (type) {
    case 'entity.too.large':
      return { status: 413, messages: TOO_LARGE };
    case 'entity.parse.failed':
      return { status: 400, messages: BAD_JSON };
    case 'charset.unsupported':
      return { status: 415, messages: NOT_UTF8 };
    case 'encoding.unsupported':
      return { status: 415, messages: UNKNOWN_ENCODING };
  }
  // zlib's own errors (Z_DATA_ERROR, a truncated stream…) carry no type: the body was not what its header said.
  if (type === undefined && req.headers['content-encoding']) return { status: 400, messages: BROKEN_ENCODING };
  if (typeof type === 'string' && READ_FAILURES.has(type)) return { status, messages: UNREADABLE };
  return undefined;
}

/** Unknown /api/* paths answer JSON, never the HTML 404 page. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: NOT_FOUND[requestLanguage(req.query.language, req.headers)] });
};

/** The one mapping from thrown errors to REST responses `{ message, errors? }` in the request's language. */
export const restErrorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  // A body that was never parsed (a Buffer for the webhook, or nothing) has no language of its own.
  const language = requestLanguage(req.body?.language ?? req.query.language, req.headers);
  if (error instanceof AppError) {
    markRefusal(res, error.code);
    for (const [name, value] of error.httpHead.headers) res.set(name, value);
    res.status(error.status).json(error.toBody(language));
    return;
  }
  const unreadable = requestBodyError(error, req);
  if (unreadable) {
    res.status(unreadable.status).json({ message: unreadable.messages[language] });
    return;
  }
  // What an operator must look at: the request's log line carries the error with its stack.
  res.err = error;
  if (isDatabaseUnavailable(error)) {
    res.status(503).json({ message: DATABASE_UNAVAILABLE[language] });
    return;
  }
  res.status(500).json({ message: INTERNAL_ERROR[language] });
};

/**
 * /graphql's body parser refused the request: the same status and message as REST, in GraphQL's
 * error shape (Apollo answers its own malformed requests with code BAD_REQUEST too).
 */
export const graphqlBodyErrorHandler: ErrorRequestHandler = (error, req, res, next) => {
  const unreadable = res.headersSent ? undefined : requestBodyError(error, req);
  if (!unreadable) return next(error);
  const code = unreadable.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
  res.status(unreadable.status).json({
    errors: [{ message: unreadable.messages[requestLanguage(undefined, req.headers)], extensions: { code } }],
  });
};
