import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { RequestHandler } from 'express';
import { Lexer, Source, TokenKind, specifiedRules, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { GraphQLContext } from './context.js';

/**
 * Limits on what one GraphQL document may ask for (OWASP API4): depth, cost, aliases, directives and
 * tokens, plus no batched HTTP requests. Generous for every query the site and partners make (the
 * deepest is three levels), tight enough that a crafted query cannot exhaust the server.
 */
export const GRAPHQL_LIMITS = {
  maxDepth: 8,
  maxCost: 1000,
  maxAliases: 15,
  maxDirectives: 10,
  maxTokens: 1000,
} as const;

export function graphqlProtection(production: boolean) {
  const armor = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: true },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    // Counted by graphqlTokenLimit before Apollo parses (an error thrown while parsing would be a 500 there).
    maxTokens: { enabled: false },
    // "Did you mean …?" hints reveal the schema; keep them where introspection is off.
    blockFieldSuggestion: { enabled: production },
  });
  const protection = armor.protect();
  return {
    // graphql-armor is typed against the CommonJS build of @apollo/server; the plugins are the same objects.
    plugins: protection.plugins as unknown as ApolloServerPlugin<GraphQLContext>[],
    validationRules: protection.validationRules,
    /** The same rules for operations over the WebSocket (graphql-ws validates on its own). */
    validateWs: (schema: GraphQLSchema, document: DocumentNode) =>
      validate(schema, document, [...specifiedRules, ...protection.validationRules]),
  };
}

/** True when the document has at most `max` tokens (a syntax error is left for GraphQL to report). */
export function withinTokenLimit(query: string, max: number = GRAPHQL_LIMITS.maxTokens): boolean {
  const lexer = new Lexer(new Source(query));
  let count = 0;
  try {
    while (lexer.advance().kind !== TokenKind.EOF) if (++count > max) return false;
  } catch {
    return true;
  }
  return true;
}

/** Refuses an over-long GraphQL document (POST body or GET query string) with 400 before parsing. */
export const graphqlTokenLimit: RequestHandler = (req, res, next) => {
  const query: unknown = req.method === 'GET' ? req.query.query : req.body?.query;
  if (typeof query === 'string' && !withinTokenLimit(query)) {
    res.status(400).json({
      errors: [
        {
          message: `Syntax Error: Token limit of ${GRAPHQL_LIMITS.maxTokens} exceeded.`,
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        },
      ],
    });
    return;
  }
  next();
};
