import type { Request, RequestHandler, Response, Router } from 'express';
import { PAGE_HEADERS, type AnyContract, type Page, type ResponseOf } from '@site/common';
import { requestLanguage } from '../language.js';
import { perform, type Caller, type Operation } from '../operation.js';
import { jsonBodyOnly } from './rest-errors.js';
import { otherSiteRefusal, requestSource } from './same-origin.js';
import { sendCsv } from '../shared/csv.js';

/**
 * The REST facade: each documented path is a contract of common/src/api (method, path, success
 * status) bound to the same operation its GraphQL twin performs, so both doors share the access rule,
 * the validation and the errors (thrown as AppError, mapped once in rest-errors.ts). A route only says
 * where its input comes from (`input(req)`); anything it must add (a header) goes in `options`.
 */

type Input<I> = (req: Request, res: Response) => I;
type RowOf<C extends AnyContract> = ResponseOf<C> extends readonly (infer Row)[] ? Row : never;

export interface RouteOptions {
  /** Answers that must never be cached (a free slot, an order's status). */
  noStore?: boolean;
}

/** This site's origin (PUBLIC_URL's), which createHttpServer puts in the app's locals. */
const publicOriginOf = (req: Request): string => (req.app.locals as { publicOrigin: string }).publicOrigin;

/**
 * The caller behind a REST request: its address, language (body, query, then Accept-Language), session
 * and whether a page of another origin sent it.
 */
export function callerOf(req: Request, res: Response): Caller {
  const gone = new AbortController();
  res.on('close', () => res.writableFinished || gone.abort());
  const explicit = (req.body as { language?: unknown } | undefined)?.language ?? req.query?.language;
  return {
    ip: req.ip ?? '',
    language: requestLanguage(explicit, req.headers),
    user: req.user,
    log: req.log,
    signal: gone.signal,
    fromOtherSite: requestSource(req.headers, publicOriginOf(req)) === 'other',
  };
}

/** The Express path of a contract on the router mounted at /api. */
export function expressPath(contract: AnyContract): string {
  if (!contract.path.startsWith('/api/')) throw new Error(`a REST contract lives under /api: ${contract.path}`);
  return contract.path.slice('/api'.length);
}

/** The methods each contract path was registered with, per router: the same path with another method is 405. */
const registered = new WeakMap<Router, Map<string, Set<string>>>();

function register(
  router: Router,
  contract: AnyContract,
  operation: Operation<never, unknown>,
  options: RouteOptions,
  handler: RequestHandler,
): void {
  const path = expressPath(contract);
  if (!registered.has(router)) registered.set(router, new Map());
  const methods = registered.get(router)!;
  methods.set(path, (methods.get(path) ?? new Set()).add(contract.method));
  const handlers: RequestHandler[] = [];
  // A site-only operation (operation.ts) refuses other sites' pages before its body is even read, as
  // `perform` would after it.
  if (operation.siteOnly) handlers.push((req, _res, next) => next(otherSiteRefusal(req, publicOriginOf(req))));
  if (contract.method !== 'GET') handlers.push(jsonBodyOnly);
  if (options.noStore)
    handlers.push((_req, res, next) => {
      res.set('Cache-Control', 'no-store');
      next();
    });
  handlers.push(handler);
  if (contract.method === 'GET') router.get(path, ...handlers);
  else if (contract.method === 'POST') router.post(path, ...handlers);
  else if (contract.method === 'DELETE') router.delete(path, ...handlers);
  else router.patch(path, ...handlers);
}

/** A JSON call: the operation's answer, with the contract's success status. */
export function route<C extends AnyContract, I>(
  router: Router,
  contract: C,
  operation: Operation<I, ResponseOf<C>>,
  input: Input<I>,
  options: RouteOptions = {},
): void {
  register(router, contract, operation, options, async (req, res) => {
    const body = await perform(operation, input(req, res), callerOf(req, res));
    res.status(contract.status).json(body);
  });
}

/**
 * A staff list (`paged` contract): the body stays the JSON array of SPEC §7; the whole list's size is
 * in `X-Total-Count` and the next page, while there is one, in `Link: <…?limit=&offset=>; rel="next"`.
 */
export function pagedRoute<C extends AnyContract, I>(
  router: Router,
  contract: C,
  operation: Operation<I, Page<RowOf<C>>>,
  input: Input<I>,
  options: RouteOptions = {},
): void {
  if (!contract.paged) throw new Error(`not a paged contract: ${contract.path}`);
  register(router, contract, operation, options, async (req, res) => {
    const { rows, total, limit, offset } = await perform(operation, input(req, res), callerOf(req, res));
    res.set(PAGE_HEADERS.total, String(total));
    const next = offset + rows.length;
    if (rows.length > 0 && next < total)
      res.set(PAGE_HEADERS.link, `<${contract.path}?limit=${limit}&offset=${next}>; rel="next"`);
    res.status(contract.status).json(rows);
  });
}

/**
 * `?format=csv` on a staff list's path: the list as a spreadsheet named `name` (the rest of the query,
 * such as a search, goes to the operation). Register it before the list's JSON route; any other
 * request goes on to that route.
 */
export function csvRoute<I>(
  router: Router,
  contract: AnyContract,
  name: string,
  operation: Operation<I, string>,
  input: Input<I>,
): void {
  router.get(expressPath(contract), async (req, res, next) => {
    if (req.query.format !== 'csv') return next();
    sendCsv(res, name, await perform(operation, input(req, res), callerOf(req, res)));
  });
}

/**
 * After every route: a documented path asked with a method it does not take (GET /api/contact) is 405
 * with `Allow`, not "there is no such API endpoint". OPTIONS goes on to Express's own answer.
 */
export function methodNotAllowed(router: Router): void {
  for (const [path, methods] of registered.get(router) ?? []) {
    const allow = [...methods, ...(methods.has('GET') ? ['HEAD'] : [])].join(', ');
    router.all(path, (req, res, next) => {
      if (req.method === 'OPTIONS') return next();
      const language = requestLanguage(req.query.language, req.headers);
      res
        .status(405)
        .set('Allow', allow)
        .json({ message: METHOD_NOT_ALLOWED[language].replace('{allow}', allow) });
    });
  }
}

const METHOD_NOT_ALLOWED = {
  en: 'This API endpoint does not take this method. It takes: {allow}.',
  km: 'API នៅអាសយដ្ឋាននេះមិនទទួលវិធីសាស្ត្រនេះទេ។ វាទទួល៖ {allow}។',
};
