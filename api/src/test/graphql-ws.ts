import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface SubscriptionRun<T> {
  events: T[];
  /** The operation's errors, when it ended with an `error` message instead of `complete`. */
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  /** When each event arrived (ms after subscribing). */
  times: number[];
}

/** A graphql-ws client on the app's /graphql, as a browser would open it. */
export function wsClient(url: string, headers: Record<string, string> = {}): Client {
  return createClient({
    url: `${url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    },
    retryAttempts: 0,
  });
}

/** Runs one subscription to its end and collects what came: data events, then complete or errors. */
export async function runSubscription<T>(
  client: Client,
  query: string,
  variables: Record<string, unknown>,
): Promise<SubscriptionRun<T>> {
  const run: SubscriptionRun<T> = { events: [], times: [] };
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    client.subscribe<T>(
      { query, variables },
      {
        next: (result) => {
          if (result.errors) run.errors = result.errors as SubscriptionRun<T>['errors'];
          if (result.data) {
            run.events.push(result.data as T);
            run.times.push(performance.now() - started);
          }
        },
        error: (error) => {
          if (Array.isArray(error)) {
            run.errors = error as SubscriptionRun<T>['errors'];
            resolve();
          } else reject(error instanceof Error ? error : new Error(String(error)));
        },
        complete: resolve,
      },
    );
  });
  return run;
}
