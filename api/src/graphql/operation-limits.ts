import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { AppError, DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../errors.js';
import type { Language } from '@site/common';
import type { RateLimits } from '../rate-limits/rate-limits.js';
import type { Logger } from '../logger.js';
import type { GraphQLContext } from './context.js';
import { appGraphQLError } from './errors.js';

/**
 * Counts one GraphQL mutation against the per-IP budget (each form keeps its own budget as well). HTTP
 * and WebSocket share it: the same bucket, keyed by the client's address. An error when it is spent.
 */
export async function mutationBudget(
  rateLimits: RateLimits,
  ip: string,
  language: Language,
  log: Logger,
): Promise<GraphQLError | undefined> {
  try {
    await rateLimits.consume('graphqlMutation', ip);
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return appGraphQLError(error);
    // The database does not answer: every mutation needs it, so say so now rather than wait for it
    // once more (each wait lasts until the query timeout).
    if (isDatabaseUnavailable(error)) {
      return new GraphQLError(DATABASE_UNAVAILABLE[language], {
        originalError: error as Error,
        extensions: { code: 'UNAVAILABLE', http: { status: 503 } },
      });
    }
    // The budget store is unreachable otherwise: the operation itself reports what it can't do.
    log.warn({ err: { message: (error as Error).message } }, 'mutation budget not checked');
    return undefined;
  }
}

/** The mutation budget for operations over HTTP (ws-server.ts spends it for the WebSocket). */
export function mutationLimitPlugin(rateLimits: RateLimits): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, contextValue }) {
          if (operation?.operation !== 'mutation') return;
          const { ip, language, log } = contextValue;
          const refused = await mutationBudget(rateLimits, ip, language, log);
          if (refused) throw refused;
        },
      };
    },
  };
}

/** Per-IP budget for subscriptions started over the WebSocket; undefined lets graphql-ws go on as usual. */
export async function subscriptionLimit(
  rateLimits: RateLimits,
  ip: string,
): Promise<readonly GraphQLError[] | undefined> {
  try {
    await rateLimits.consume('graphqlSubscription', ip);
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return [appGraphQLError(error)];
    return undefined; // the budget store is unreachable: the operation itself reports what it can't do
  }
}
