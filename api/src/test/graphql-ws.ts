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
export function wsClient(
  url: string,
  headers: Record<string, string> = {},
  connectionParams?: Record<string, unknown>,
): Client {
  return createClient({
    url: `${url.replace(/^http/, 'ws')}/graphql`,
    connectionParams,
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

export type SocketAttempt =
  { socket: WebSocket; status?: undefined; body?: undefined } | { socket?: undefined; status: number; body: string };

/**
 * Opens a raw graphql-transport-ws socket on the app's /graphql: the open socket, or the HTTP status
 * and body of a refused upgrade. `autoPong: false` makes a client that never answers pings.
 */
export function openSocket(
  url: string,
  headers: Record<string, string> = {},
  options: { autoPong?: boolean } = {},
): Promise<SocketAttempt> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
      headers,
      autoPong: options.autoPong ?? true,
    });
    socket.once('open', () => resolve({ socket }));
    socket.once('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', reject);
    });
    socket.once('error', reject);
  });
}

/** Sends connection_init and waits for the server's connection_ack. */
export function initialise(socket: WebSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.on('message', function onAck(data) {
      if (JSON.parse(String(data)).type !== 'connection_ack') return;
      socket.off('message', onAck);
      resolve();
    });
    socket.once('close', (code) => reject(new Error(`closed with ${code} before connection_ack`)));
    socket.send(JSON.stringify({ type: 'connection_init' }));
  });
}

/** Resolves with the close code once the socket is closed, whoever closed it. */
export function closed(socket: WebSocket): Promise<number> {
  if (socket.readyState === WebSocket.CLOSED) return Promise.resolve(1006);
  return new Promise((resolve) => socket.once('close', (code) => resolve(code)));
}

/** One operation over `wsClient` to its end: the single result, or the errors it ended with. */
export function runOnce(
  client: Client,
  query: string,
  variables?: Record<string, unknown>,
): Promise<{
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}> {
  return new Promise((resolve, reject) => {
    let result: { data?: Record<string, unknown> | null; errors?: { message: string }[] } = {};
    client.subscribe(
      { query, variables },
      {
        next: (value) => (result = value as typeof result),
        error: (error) => (Array.isArray(error) ? resolve({ errors: error }) : reject(error as Error)),
        complete: () => resolve(result),
      },
    );
  });
}
