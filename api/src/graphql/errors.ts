import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { Language } from '@site/common';
import { AppError, DATABASE_UNAVAILABLE, INTERNAL_ERROR, isDatabaseUnavailable } from '../errors.js';
import { refusalLevel, type Logger } from '../logger.js';

/**
 * An AppError refused before execution (a plugin, graphql-ws's onSubscribe) as the GraphQLError both
 * transports expect; formatGraphQLError below then writes it like one a resolver threw, and Apollo
 * takes the HTTP status and headers from its extensions (AppError.extensions).
 */
export function appGraphQLError(error: AppError): GraphQLError {
  return new GraphQLError(error.message, { originalError: error, extensions: error.extensions });
}

/**
 * The one mapping from thrown errors to GraphQL errors: AppError keeps its code and message in the
 * request's language; GraphQL's own validation errors pass through; anything else is masked.
 */
export function formatGraphQLError(
  formatted: GraphQLFormattedError,
  error: unknown,
  language: Language,
  log: Logger,
): GraphQLFormattedError {
  let original = unwrapResolverError(error);
  // An error thrown by a subscription's stream after it started reaches graphql-ws wrapped in a
  // GraphQLError without a path (which unwrapResolverError skips): unwrap it too, or its raw text leaks.
  if (original instanceof GraphQLError && !original.path && original.originalError) original = original.originalError;
  if (original instanceof AppError) {
    // An expected refusal: noted, without a stack (the logger's serializer leaves AppError's out).
    log[refusalLevel(original.status)]({ refusal: original.code }, 'GraphQL operation refused');
    const body = original.toBody(language);
    return {
      message: body.message,
      path: formatted.path,
      extensions: {
        code: original.code,
        ...(body.errors ? { fields: body.errors } : {}),
        // The Retry-After of REST and of the HTTP answer, for clients that read only the body (WebSocket).
        ...(original.code === 'RATE_LIMITED'
          ? { retryAfter: Number(original.httpHead.headers.get('retry-after')) }
          : {}),
      },
    };
  }
  if (isDatabaseUnavailable(original)) {
    log.error({ err: original }, 'database unavailable to a GraphQL operation');
    return { message: DATABASE_UNAVAILABLE[language], path: formatted.path, extensions: { code: 'UNAVAILABLE' } };
  }
  const code = formatted.extensions?.code;
  // Errors produced by graphql-js and Apollo for a bad document or variables are safe to show.
  if (!(original instanceof GraphQLError)) {
    log.error({ err: original }, 'unexpected error in a resolver');
    return { message: INTERNAL_ERROR[language], path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
  return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
}
