import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode, print } from 'graphql';
import { Observable } from 'rxjs';
import { parseLocalizedPath } from '@site/common';

/**
 * How every query and mutation behaves unless a component says otherwise (SPEC §9: no automatic
 * refetch interval, no refetch on window focus, data never stale, no retries; Apollo does none of
 * these by default). `network-only`: each mount of a query asks the server (every opening of a dialog
 * or page asks afresh, as SPEC §6 wants of the submissions dialog) and then follows the cache, so a
 * mutation's answer updates what is on screen without asking again.
 */
export const APOLLO_DEFAULT_OPTIONS: ApolloClient.DefaultOptions = {
  watchQuery: { fetchPolicy: 'network-only' },
  query: { fetchPolicy: 'network-only' },
};

/**
 * How the cache tells objects apart where `id` alone does not: an activity's `id` is the inquiry,
 * booking or order it is about, so a booking's "booked" and "cancelled" events share it; keyed by id
 * alone they were one cache object, and Recent Activity showed the cancellation twice and no booking.
 */
export const CACHE_CONFIG = {
  typePolicies: {
    ActivityType: { keyFields: ['kind', 'id'] },
    StaffActivityEvent: { keyFields: ['kind', 'id', 'at'] },
  },
} satisfies ConstructorParameters<typeof InMemoryCache>[0];

/** The page's language as Accept-Language on every HTTP operation: the server answers messages in it. */
const languageLink = new ApolloLink((operation, forward) => {
  const { language } = parseLocalizedPath(window.location.pathname);
  operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
    headers: { ...headers, 'accept-language': language },
  }));
  return forward(operation);
});

let wsLink: Promise<ApolloLink> | undefined;

/**
 * Subscriptions over the page's one graphql-ws socket (app/graphql-ws.ts, shared with the footer's
 * office line). graphql-ws's client (~3 KiB compressed) loads with the first subscription, not with
 * every app page: most pages subscribe to nothing until the chat is used.
 */
const subscriptionLink = new ApolloLink(
  (operation) =>
    new Observable<ApolloLink.Result>((observer) => {
      let closed = false;
      let inner: { unsubscribe(): void } | undefined;
      wsLink ??= import('./graphql-ws').then(({ getGraphQLWsClient }) => new GraphQLWsLink(getGraphQLWsClient()));
      wsLink.then(
        (link) => {
          if (closed) return;
          const { query, variables, operationName, extensions } = operation;
          const request = { query, variables, operationName, extensions, context: operation.getContext() };
          inner = ApolloLink.execute(link, request, { client: operation.client }).subscribe(observer);
        },
        (error: unknown) => observer.error(error),
      );
      return () => {
        closed = true;
        inner?.unsubscribe();
      };
    }),
);

/**
 * Queries and mutations over HTTP to /graphql with the cookies (SPEC §7), subscriptions over the page's
 * one WebSocket, both on the same origin (the Vite dev server proxies it).
 */
function createApolloClient(): ApolloClient {
  const state = embeddedState();
  const http = ApolloLink.from([languageLink, new HttpLink({ uri: '/graphql', credentials: 'include' })]);
  return new ApolloClient({
    link: ApolloLink.split(
      ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
      subscriptionLink,
      http,
    ),
    cache: new InMemoryCache(CACHE_CONFIG).restore(state),
    defaultOptions: APOLLO_DEFAULT_OPTIONS,
    // A page the server rendered from stored content carries the answers it rendered with: hydration
    // reads them from the cache instead of asking again (afterwards queries are network-only again).
    // Only such a page: while the delay runs Apollo 4 turns network-only queries into cache-first, and a
    // query made then keeps answering from the cache (a staff list's refetch on live activity did not
    // reach the network: e2e live.spec.ts).
    ...(Object.keys(state).length > 0 ? { ssrForceFetchDelay: 1000 } : {}),
  });
}

/** The id of the JSON the server embeds in a page it rendered with data (entry-server.tsx). */
export const APOLLO_STATE_ID = 'apollo-state';

function embeddedState(): NormalizedCacheObject {
  const text = document.getElementById(APOLLO_STATE_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as NormalizedCacheObject;
  } catch {
    return {};
  }
}

let client: ApolloClient | undefined;

/**
 * The page's one client, created on first use (start-app.tsx, when React starts): content pages load
 * Apollo only once a visitor needs the app. Browser only; the prerender has its own (below).
 */
export function getApolloClient(): ApolloClient {
  client ??= createApolloClient();
  return client;
}

/**
 * The prerender's client: it renders every page once, without a network. Queries render their
 * loading state (the browser asks); nothing is sent.
 */
export function createPrerenderApolloClient(): ApolloClient {
  return new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache(CACHE_CONFIG), ssrMode: true });
}

/** Runs one GraphQL operation in the server's own process (its schema, an anonymous visitor). */
export type ExecuteOperation = (request: {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
  language: string;
}) => Promise<{ data?: Record<string, unknown> | null; errors?: readonly { message: string }[] }>;

/**
 * The client of a page the server renders at request time (api/src/http/live-pages.ts): the page's
 * queries run against the api's schema in the same process, with no HTTP in between.
 */
export function createServerApolloClient(execute: ExecuteOperation, language: string): ApolloClient {
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        execute({
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
          language,
        }).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache(CACHE_CONFIG), ssrMode: true });
}
