import { createClient, type Client } from 'graphql-ws';
import { parseLocalizedPath } from '@site/common';

/**
 * The page's one GraphQL WebSocket (graphql-ws), shared by Apollo's subscriptions (app/apollo.ts) and
 * by plain DOM code that runs without React or Apollo (the footer's office line on content pages).
 * Kept apart from apollo.ts so that such code loads graphql-ws alone (a few KiB), not Apollo.
 *
 * `lazy`: the socket opens with the first subscription and closes when the last one ends. A lost socket
 * is retried (graphql-ws: up to 5 times, waiting 1, 2, 4… seconds plus up to 3 more) and the running
 * subscriptions are sent again; they fail only once it gives up.
 */
let client: Client | undefined;

/** The language of the page, from its URL (English at the spec paths, Khmer under /km). */
const pageLanguage = () => parseLocalizedPath(window.location.pathname).language;

export function getGraphQLWsClient(): Client {
  client ??= createClient({
    url: () => {
      const url = new URL('/graphql', window.location.href);
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
      return url.href;
    },
    lazy: true,
    // The server answers messages in this language where the operation's variables name none (read
    // at each connection: the app may have switched language since the last one).
    connectionParams: () => ({ language: pageLanguage() }),
  });
  return client;
}
