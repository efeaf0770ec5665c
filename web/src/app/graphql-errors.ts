import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

/**
 * Reads what the api said about a failed operation, whichever way the failure came (Apollo Client 4):
 * - `CombinedGraphQLErrors`: the api refused the operation (api/src/graphql/errors.ts). The first error's
 *   message is written for the visitor, in the request's language; `extensions.code` says why,
 *   `extensions.fields` holds one message per refused form field, `extensions.retryAfter` the seconds a
 *   spent budget needs.
 * - `ServerError` / `ServerParseError`: an HTTP answer that is not GraphQL's (a proxy's 502, a body the
 *   server refused before GraphQL ran). Its code comes from the status; its text is SPEC §8's
 *   `{status}: {body text, or status text when empty}` unless the body carries a message.
 * - anything else (offline, the socket lost, a bug): no answer from the server, so nothing to show but
 *   the caller's own translated text.
 */

/** The codes the api sends (api/src/errors.ts, plus GraphQL's own for a masked failure). */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'BAD_GATEWAY'
  | 'UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

export interface ServerRefusal {
  /** `extensions.code`, or the code of the HTTP status when the answer was not GraphQL's. */
  code?: ErrorCode | (string & {});
  /** The api's words for the visitor. */
  message: string;
  /** BAD_USER_INPUT: one message per field of the form (what `forms.tsx` shows under each field). */
  fields: Record<string, string>;
  /** RATE_LIMITED: seconds until the visitor may try again. */
  retryAfter?: number;
}

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
  502: 'BAD_GATEWAY',
  503: 'UNAVAILABLE',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Only text values: anything else is not a field's message. */
const textFields = (value: unknown): Record<string, string> =>
  isRecord(value)
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : {};

/** One GraphQL error (`{ message, extensions }`) as the app reads it. */
function fromGraphQLError(error: { message?: unknown; extensions?: unknown }): ServerRefusal {
  const extensions = isRecord(error.extensions) ? error.extensions : {};
  const retryAfter = Number(extensions.retryAfter);
  return {
    code: typeof extensions.code === 'string' ? extensions.code : undefined,
    message: typeof error.message === 'string' ? error.message : '',
    fields: textFields(extensions.fields),
    ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfter } : {}),
  };
}

/** A non-GraphQL HTTP answer: its body's GraphQL error or message when it is JSON, else SPEC §8's text. */
function fromHttpAnswer(status: number, bodyText: string, statusText: string): ServerRefusal {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    body = undefined;
  }
  const first = isRecord(body) && Array.isArray(body.errors) && isRecord(body.errors[0]) ? body.errors[0] : undefined;
  const refusal = first ? fromGraphQLError(first) : isRecord(body) ? fromGraphQLError(body) : undefined;
  return {
    ...refusal,
    code: refusal?.code ?? STATUS_CODES[status],
    message: refusal?.message || `${status}: ${bodyText || statusText}`,
    fields: refusal?.fields ?? {},
  };
}

/** What the api answered to a failed operation; undefined when no answer came (offline, socket lost…). */
export function serverRefusal(error: unknown): ServerRefusal | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0] && fromGraphQLError(error.errors[0]);
  if (ServerError.is(error) || ServerParseError.is(error))
    return fromHttpAnswer(error.statusCode, error.bodyText, error.response.statusText);
  return undefined;
}

/** The refusal's code (`extensions.code`), if the api answered. */
export const errorCode = (error: unknown) => serverRefusal(error)?.code;

/** The api's message for each refused form field (BAD_USER_INPUT), in the visitor's language. */
export const fieldErrors = (error: unknown): Record<string, string> => serverRefusal(error)?.fields ?? {};

/** SPEC §6: a staff call refused as FORBIDDEN shows Access Denied (the code decides, never the message). */
export const isForbidden = (error: unknown): boolean => errorCode(error) === 'FORBIDDEN';

/** What a toast says about a failed operation: the api's message, else `fallback` (translated: offline…). */
export const errorText = (error: unknown, fallback: string): string => serverRefusal(error)?.message || fallback;
