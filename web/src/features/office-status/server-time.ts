import { getGraphQLWsClient } from '../../app/graphql-ws';
import type { ServerTimeSubscription } from '../../gql/graphql';
// The operation as written (codegen types its result from the same file): graphql-ws sends text, and
// printing the generated document would bring GraphQL's printer (~3.5 KiB) to every content page.
import serverTimeQuery from './graphql/ServerTime.graphql?raw';

export type ServerTime = ServerTimeSubscription['serverTime'];

/**
 * The server's clock (the ServerTime subscription) over the page's one graphql-ws socket, without
 * Apollo: office-status.ts loads this module (graphql-ws, ~3 KiB compressed) only when the line
 * starts, also on content pages, where React and Apollo have not loaded. `next` gets one time at once
 * and one at every minute; `lost` is called whenever the socket closes (graphql-ws then
 * reconnects and subscribes again, and `next` follows) and when it gives up. Returns a stop function.
 */
export function watchServerTime(next: (time: ServerTime) => void, lost: () => void): () => void {
  const client = getGraphQLWsClient();
  const unlisten = client.on('closed', lost);
  const dispose = client.subscribe<ServerTimeSubscription>(
    { operationName: 'ServerTime', query: serverTimeQuery },
    {
      next: (result) => {
        if (result.data) next(result.data.serverTime);
      },
      error: lost,
      complete: lost,
    },
  );
  return () => {
    unlisten();
    dispose();
  };
}
