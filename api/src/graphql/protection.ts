import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { RequestHandler } from 'express';
import {
  GraphQLError,
  Lexer,
  Source,
  TokenKind,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import type { GraphQLContext } from './context.js';
import { introspectionDepthRule } from './introspection-depth.js';

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

/** The rules every GraphQL operation meets, over HTTP (Apollo) and over the WebSocket (graphql-ws) alike. */
export interface GraphQLProtection {
  /** Whether introspection is answered: outside production, or with PARTNER_INTROSPECTION=true. */
  introspection: boolean;
  /** Depth, cost, alias and directive limits (introspection included): for Apollo's validationRules. */
  validationRules: ValidationRule[];
  /** For Apollo: "Did you mean …?" removed from every error in production. */
  plugins: ApolloServerPlugin<GraphQLContext>[];
  /** For the WebSocket, which has no Apollo: token limit, parse, validate; the document or the errors. */
  prepare(schema: GraphQLSchema, query: unknown): { document: DocumentNode } | { errors: readonly GraphQLError[] };
  /** An error message as a client may see it (no field suggestions in production). */
  clientMessage(message: string): string;
}

/** graphql-js's suggestions: `Did you mean "a" or "b"?`, `Did you mean the enum value "x"?`, … */
const SUGGESTION = / ?Did you mean [^?]*\?/g;

export function graphqlProtection(options: { production: boolean; partnerIntrospection: boolean }): GraphQLProtection {
  const introspection = !options.production || options.partnerIntrospection;
  // "Did you mean …?" hints reveal the schema to whoever guesses at it: none in production.
  const hideSuggestions = options.production;
  const armor = new ApolloArmor({
    // Introspection has its own depth rule below (the standard introspection query is 15 fields deep).
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: true },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    // Counted by withinTokenLimit before parsing (an error thrown while Apollo parses would be a 500 there).
    maxTokens: { enabled: false },
    // Its plugin covers HTTP validation errors only, and misses "Did you mean the enum value …": see below.
    blockFieldSuggestion: { enabled: false },
  });
  const validationRules: ValidationRule[] = [...armor.protect().validationRules, introspectionDepthRule()];
  // Apollo refuses introspection itself when `introspection` is false; the WebSocket gets the same refusal.
  const wsRules = [...specifiedRules, ...validationRules, ...(introspection ? [] : [noIntrospection])];
  const clientMessage = (message: string) => (hideSuggestions ? message.replace(SUGGESTION, '') : message);
  const withoutSuggestions: ApolloServerPlugin<GraphQLContext> = {
    async requestDidStart() {
      return {
        // Runs before formatError, for parse, validation, variable and execution errors alike.
        async didEncounterErrors({ errors }) {
          for (const error of errors) error.message = clientMessage(error.message);
        },
      };
    },
  };

  return {
    introspection,
    validationRules,
    plugins: hideSuggestions ? [withoutSuggestions] : [],
    prepare(schema, query) {
      if (typeof query !== 'string') return { errors: [new GraphQLError('The operation has no query.')] };
      if (!withinTokenLimit(query)) return { errors: [tokenLimitError()] };
      let document: DocumentNode;
      try {
        document = parse(query);
      } catch (error) {
        return { errors: [error as GraphQLError] };
      }
      const errors = validate(schema, document, wsRules, { hideSuggestions });
      return errors.length > 0 ? { errors } : { document };
    },
    clientMessage,
  };
}

/** Refuses `__schema` and `__type`, once each (graphql-js's NoSchemaIntrospectionCustomRule repeats itself per field). */
const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value !== '__schema' && node.name.value !== '__type') return undefined;
    context.reportError(
      new GraphQLError('GraphQL introspection is not allowed here, but the query contained __schema or __type.', {
        nodes: [node],
      }),
    );
    return false;
  },
});

/** True when the document has at most `max` tokens (a syntax error is left for GraphQL to report). */
function withinTokenLimit(query: string, max: number = GRAPHQL_LIMITS.maxTokens): boolean {
  const lexer = new Lexer(new Source(query));
  let count = 0;
  try {
    while (lexer.advance().kind !== TokenKind.EOF) if (++count > max) return false;
  } catch {
    return true;
  }
  return true;
}

const tokenLimitError = () =>
  new GraphQLError(`Syntax Error: Token limit of ${GRAPHQL_LIMITS.maxTokens} exceeded.`, {
    extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
  });

/** Refuses an over-long GraphQL document (POST body or GET query string) with 400 before parsing. */
export const graphqlTokenLimit: RequestHandler = (req, res, next) => {
  const query: unknown = req.method === 'GET' ? req.query.query : req.body?.query;
  if (typeof query === 'string' && !withinTokenLimit(query)) {
    res.status(400).json({ errors: [tokenLimitError().toJSON()] });
    return;
  }
  next();
};
