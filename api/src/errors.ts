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

/** PostgreSQL SQLSTATEs that mean the database cannot be reached right now (class 08, 57P0x). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: string } | undefined)?.code;
  if (typeof code === 'string' && (code.startsWith('08') || code.startsWith('57P0'))) return true;
  return ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE'].includes(code ?? '');
}
