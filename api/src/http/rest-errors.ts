import type { ErrorRequestHandler, RequestHandler } from 'express';
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

/** Unknown /api/* paths answer JSON, never the HTML 404 page. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: NOT_FOUND[requestLanguage(req.query.language, req.headers)] });
};

/** The one mapping from thrown errors to REST responses `{ message, errors? }` in the request's language. */
export const restErrorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  const language = requestLanguage(req.body?.language ?? req.query.language, req.headers);
  if (error instanceof AppError) {
    markRefusal(res, error.code);
    if (error.retryAfterSeconds) res.set('Retry-After', String(error.retryAfterSeconds));
    res.status(error.status).json(error.toBody(language));
    return;
  }
  const parserType = (error as { type?: string }).type;
  if (parserType === 'entity.too.large') {
    res.status(413).json({ message: TOO_LARGE[language] });
    return;
  }
  if (parserType === 'entity.parse.failed') {
    res.status(400).json({ message: BAD_JSON[language] });
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
