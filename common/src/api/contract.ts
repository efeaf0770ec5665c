import type { PageQuery } from './page.js';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * One documented REST path of the facade (api/src/http/rest.ts registers it, bound to the operation its
 * GraphQL twin performs; the api's tests address it by it). Validation is the operation's, not the
 * path's: both doors share it. `Input` is what the caller sends (`:name` segments of the path, then the
 * query of a GET or the JSON body), `Response` what the route returns before JSON (a Date becomes an ISO
 * string on the wire: see `Json`).
 */
export interface ApiContract<Input = unknown, Response = unknown> {
  method: HttpMethod;
  /** The full path, e.g. `/api/admin/bookings/:id/cancel`. */
  path: string;
  /** The status of a success. */
  status: 200 | 201;
  /** A staff list bounded by `?limit=&offset=`, answering `X-Total-Count` and a `Link` to the next page. */
  paged?: true;
  /** Types only, never set: what goes in and what comes back. */
  readonly types?: { input: Input; response: Response };
}

// `any` here only to match any contract: the types of a real one come from its own declaration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyContract = ApiContract<any, any>;
export type InputOf<C> = C extends ApiContract<infer I, unknown> ? I : never;
export type ResponseOf<C> = C extends ApiContract<unknown, infer R> ? R : never;

/**
 * Declares a contract with its input and response types: `contract<In, Out>({ method, path, status })`.
 * Marked free of side effects, so a bundle keeps only the contracts (and their schemas) it uses.
 */
/*#__NO_SIDE_EFFECTS__*/
export function contract<Input, Response>(
  spec: Omit<ApiContract<Input, Response>, 'types'>,
): ApiContract<Input, Response> {
  return spec;
}

/** A call that sends nothing. */
export type NoInput = Record<string, never>;
/** Fields the schema fills in with a default: the caller may leave them out. */
export type Optional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/** What JSON makes of a value: a Date becomes its ISO string, everything else keeps its shape. */
export type Json<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Json<U>[]
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T;

type QueryValue = string | number | boolean | null | undefined;

/**
 * The URL (path and, for a GET, query) and the body of a call: `:name` segments take the input's
 * `name`, the rest is the query of a GET or the JSON body otherwise. Undefined values are left out.
 */
export function requestOf<C extends AnyContract>(
  apiContract: C,
  input: InputOf<C>,
): { url: string; body?: Record<string, unknown> } {
  const rest: Record<string, unknown> = { ...(input as Record<string, unknown> | undefined) };
  const path = apiContract.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  if (apiContract.method !== 'GET') return { url: path, body: rest };
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(rest as Record<string, QueryValue>))
    if (value !== undefined && value !== null) query.set(key, String(value));
  const search = query.toString();
  return { url: search ? `${path}?${search}` : path };
}

/** One page of a staff list, where it starts and the number of rows in the whole list. */
export interface Page<T> extends PageQuery {
  rows: T[];
  total: number;
}

/** The headers carrying a page's metadata (the body stays the array of SPEC §7). */
export const PAGE_HEADERS = { total: 'X-Total-Count', link: 'Link' } as const;
