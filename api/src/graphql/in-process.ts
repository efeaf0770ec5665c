import { execute, parse, validate, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { Language } from '@site/common';
import type { Logger } from '../logger.js';
import type { GraphQLContext, ResolverInstances } from './context.js';

/** One operation the server runs for itself: the pages it renders from stored content. */
export interface InProcessRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
  language: string;
}
export type InProcessExecute = (request: InProcessRequest) => Promise<ExecutionResult>;

/**
 * Runs GraphQL operations in this process against the app's schema, as an anonymous visitor: what a
 * page rendered by the server shows is exactly what any visitor may read (drafts never). No HTTP, no
 * Apollo Server, no budgets: the documents are the web app's own (its codegen documents).
 */
export function inProcessExecutor(schema: GraphQLSchema, resolvers: ResolverInstances, log: Logger): InProcessExecute {
  return async ({ query, variables, operationName, language }) => {
    const document = parse(query);
    const errors = validate(schema, document);
    if (errors.length > 0) return { errors };
    const contextValue: GraphQLContext = {
      language: (language === 'km' ? 'km' : 'en') as Language,
      ip: '127.0.0.1',
      log,
      resolvers,
    };
    return execute({ schema, document, variableValues: variables, operationName, contextValue });
  };
}
