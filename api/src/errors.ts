import type { Language } from '@site/common';

/** The error codes of the API (DESIGN "API conventions"), each with its HTTP status. */
export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  /** An upstream provider (e.g. the card payment provider) failed or did not answer in time. */
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

type Messages = Record<Language, string>;

/**
 * The one error type services throw. It carries a message in both languages (the REST facade and
 * the GraphQL layer pick the request's language) and, for invalid input, a message per field.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly messages: Messages,
    readonly fieldErrors?: Record<string, Messages>,
    /** For RATE_LIMITED: seconds until the visitor may try again (the Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(messages.en);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  /**
   * How this refusal travels over HTTP, the same for REST, GraphQL over HTTP and a refused WebSocket
   * upgrade: its status and headers (Retry-After for a spent budget).
   */
  get httpHead(): { status: number; headers: Map<string, string> } {
    const headers = new Map<string, string>();
    if (this.code === 'RATE_LIMITED') headers.set('retry-after', String(this.retryAfterSeconds ?? 60));
    return { status: this.status, headers };
  }

  /**
   * What graphql-js copies onto the GraphQLError that wraps this error. Apollo Server takes the
   * response's status and headers from `http` (and leaves it out of the answer): a spent budget is
   * HTTP 429 with Retry-After over GraphQL as over REST. Other refusals keep GraphQL's 200 with
   * `errors`, as the GraphQL-over-HTTP convention for an executed operation has it.
   */
  get extensions(): { code: ErrorCode; http?: { status: number; headers: Map<string, string> } } {
    return { code: this.code, ...(this.code === 'RATE_LIMITED' ? { http: this.httpHead } : {}) };
  }

  toBody(language: Language): { message: string; errors?: Record<string, string> } {
    const errors = this.fieldErrors
      ? Object.fromEntries(Object.entries(this.fieldErrors).map(([field, text]) => [field, text[language]]))
      : undefined;
    return { message: this.messages[language], ...(errors ? { errors } : {}) };
  }
}

/** What a visitor sees when something failed on our side: no internals, a next step. */
export const INTERNAL_ERROR: Messages = {
  en: 'Something went wrong on our side. Please try again in a moment.',
  km: 'មានបញ្ហាកើតឡើងនៅខាងយើង។ សូមព្យាយាមម្ដងទៀតក្នុងពេលបន្តិចទៀត។',
};

export const DATABASE_UNAVAILABLE: Messages = {
  en: 'The service is temporarily unavailable. Please try again in a minute.',
  km: 'ប្រព័ន្ធមិនអាចប្រើបានជាបណ្ដោះអាសន្ន។ សូមព្យាយាមម្ដងទៀតក្រោយរយៈពេលមួយនាទី។',
};

/**
 * node-postgres' own messages when a connection drops, cannot be made in time, or a query gets no answer
 * in time (query_timeout; db/connection.ts); they carry no code.
 */
const CONNECTION_LOST =
  /^(Connection terminated unexpectedly|Connection terminated due to connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Query read timeout)/;

/**
 * True when the database cannot be reached or answer right now: SQLSTATE class 08 (but 08P01), 57P0x,
 * 57014 (a statement cancelled by statement_timeout), a refused, reset or timed-out socket, a dropped
 * connection or a query without an answer in time; looks through wrapped errors (`cause`).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, message, cause, name } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    name?: unknown;
  };
  if (typeof code === 'string') {
    // 08P01 (protocol violation) is a request the server could not read, such as text with NUL in it: a bug, not an outage.
    if ((code.startsWith('08') && code !== '08P01') || code.startsWith('57P0') || code === '57014') return true;
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND'].includes(code)) return true;
  }
  if (name === 'ConnectionException') return true;
  if (typeof message === 'string' && CONNECTION_LOST.test(message)) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
