import type { Request, RequestHandler, Response, Router } from 'express';
import { PAGE_HEADERS, type AnyContract, type Page, type ResponseOf } from '@site/common';

type Handler<Result> = (req: Request, res: Response) => Promise<Result> | Result;
type RowOf<C extends AnyContract> = ResponseOf<C> extends readonly (infer Row)[] ? Row : never;

/** The Express path of a contract on the router mounted at /api. */
export function expressPath(contract: AnyContract): string {
  if (!contract.path.startsWith('/api/')) throw new Error(`a REST contract lives under /api: ${contract.path}`);
  return contract.path.slice('/api'.length);
}

function register(router: Router, contract: AnyContract, guards: RequestHandler[], handler: RequestHandler): void {
  const path = expressPath(contract);
  if (contract.method === 'GET') router.get(path, ...guards, handler);
  else if (contract.method === 'POST') router.post(path, ...guards, handler);
  else if (contract.method === 'DELETE') router.delete(path, ...guards, handler);
  else router.patch(path, ...guards, handler);
}

/**
 * Registers a JSON endpoint from its contract (common/src/api/<feature>.ts): method, path and success
 * status come from the contract, the handler returns exactly its response type. Errors the handler
 * throws go to the one REST error mapping (rest-errors.ts). `guards` run first (role checks).
 */
export function route<C extends AnyContract>(
  router: Router,
  contract: C,
  handler: Handler<ResponseOf<C>>,
  guards: RequestHandler[] = [],
): void {
  register(router, contract, guards, async (req, res) => {
    const body = await handler(req, res);
    res.status(contract.status).json(body);
  });
}

/**
 * A staff list (`paged` contract): the body stays the JSON array of SPEC §7; the whole list's size is
 * in `X-Total-Count` and the next page, while there is one, in `Link: <…?limit=&offset=>; rel="next"`.
 */
export function pagedRoute<C extends AnyContract>(
  router: Router,
  contract: C,
  handler: Handler<Page<RowOf<C>>>,
  guards: RequestHandler[] = [],
): void {
  if (!contract.paged) throw new Error(`not a paged contract: ${contract.path}`);
  register(router, contract, guards, async (req, res) => {
    const { rows, total, limit, offset } = await handler(req, res);
    res.set(PAGE_HEADERS.total, String(total));
    const next = offset + rows.length;
    if (rows.length > 0 && next < total)
      res.set(PAGE_HEADERS.link, `<${contract.path}?limit=${limit}&offset=${next}>; rel="next"`);
    res.status(contract.status).json(rows);
  });
}
