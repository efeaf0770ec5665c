import {
  PAGE_HEADERS,
  requestOf,
  type AnyContract,
  type InputOf,
  type Json,
  type Language,
  type ResponseOf,
} from '@site/common';

/**
 * A non-OK answer of the REST api. `message` is SPEC §8's `{status}: {body text, or status text when
 * empty}`; the server's own `{ message, errors }` (in the visitor's language) ride beside it.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The body's `message`, when the server sent one. */
    readonly serverMessage?: string,
    /** The body's `errors`: one message per field of a refused form. */
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** SPEC §6: an admin call answered 403 shows Access Denied. */
export const isForbidden = (error: unknown): boolean => error instanceof ApiError && error.status === 403;

/** What a toast says about a failed call: the server's message, else SPEC §8's text, else `fallback` (offline…). */
export const errorText = (error: unknown, fallback: string): string =>
  error instanceof ApiError ? error.serverMessage || error.message : fallback;

export interface CallOptions {
  /** The page's language, sent as Accept-Language (the server answers messages in it). */
  language?: Language;
  signal?: AbortSignal;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const textFields = (value: unknown): Record<string, string> =>
  isRecord(value)
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : {};

async function send(contract: AnyContract, input: unknown, options: CallOptions) {
  const { url, body } = requestOf(contract, input);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.language) headers['Accept-Language'] = options.language;
  // The one fetch of the web app: every REST call goes through here (SPEC §7: with the cookies).
  const response = await fetch(url, {
    method: contract.method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  });
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const serverMessage = isRecord(data) && typeof data.message === 'string' && data.message ? data.message : undefined;
    throw new ApiError(
      response.status,
      `${response.status}: ${text || response.statusText}`,
      serverMessage,
      isRecord(data) ? textFields(data.errors) : {},
    );
  }
  return { data, headers: response.headers };
}

/** Calls a REST contract of common/src/api: its method and path, the input as query or JSON body. */
export async function call<C extends AnyContract>(
  contract: C,
  input: InputOf<C>,
  options: CallOptions = {},
): Promise<Json<ResponseOf<C>>> {
  return (await send(contract, input, options)).data as Json<ResponseOf<C>>;
}

/** One page of a `paged` staff list, and the size of the whole list (X-Total-Count). */
export async function callPage<C extends AnyContract>(
  contract: C,
  input: InputOf<C>,
  options: CallOptions = {},
): Promise<{ rows: Json<ResponseOf<C>>; total: number }> {
  const { data, headers } = await send(contract, input, options);
  const rows = (Array.isArray(data) ? data : []) as Json<ResponseOf<C>> & unknown[];
  const total = Number(headers.get(PAGE_HEADERS.total));
  return { rows, total: Number.isFinite(total) && headers.has(PAGE_HEADERS.total) ? total : rows.length };
}
