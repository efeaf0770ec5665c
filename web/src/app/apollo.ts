import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';

/**
 * Queries and mutations over HTTP, subscriptions over one lazily opened WebSocket, both on the same
 * origin's /graphql (the Vite dev server proxies it). Browser only.
 */
function createApolloClient(): ApolloClient {
  const http = new HttpLink({ uri: '/graphql', credentials: 'include' });
  const ws = new GraphQLWsLink(
    createClient({
      url: `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`,
      lazy: true,
    }),
  );
  return new ApolloClient({
    link: ApolloLink.split(({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION, ws, http),
    cache: new InMemoryCache(),
  });
}

let client: ApolloClient | undefined;

/** The page's one client, created on first use so pages without GraphQL never pay for it. */
export function getApolloClient(): ApolloClient {
  client ??= createApolloClient();
  return client;
}
