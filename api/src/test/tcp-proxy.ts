import net, { type AddressInfo } from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 in front of a real server, for fault tests: `cut()` drops every
 * connection and refuses new ones (the database "goes away"), `blackHole()` keeps every connection
 * open but silently drops every byte in both directions, and accepts new connections that get the same
 * (a network that loses packets: no refusal, no reset, no answer), `restore()` lets new connections
 * through again. Connections black-holed stay that way, like connections whose path was lost: the client
 * has to notice and replace them.
 */
export interface TcpProxy {
  port: number;
  cut(): void;
  blackHole(): void;
  restore(): void;
  close(): Promise<void>;
}

const discard = (socket: net.Socket) => {
  socket.on('data', () => {});
  socket.on('error', () => {});
};

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let mode: 'open' | 'cut' | 'black-hole' = 'open';
  const sockets = new Set<net.Socket>();
  const pairs = new Set<[net.Socket, net.Socket]>();
  const server = net.createServer((client) => {
    if (mode === 'cut') {
      client.destroy();
      return;
    }
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    if (mode === 'black-hole') {
      discard(client);
      return;
    }
    const upstream = net.connect(targetPort, targetHost);
    sockets.add(upstream);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
      pairs.delete(pair);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const destroyAll = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    pairs.clear();
  };
  return {
    port: (server.address() as AddressInfo).port,
    cut() {
      mode = 'cut';
      destroyAll();
    },
    blackHole() {
      mode = 'black-hole';
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        discard(client);
        discard(upstream);
      }
      pairs.clear();
    },
    restore() {
      mode = 'open';
    },
    close() {
      mode = 'cut';
      destroyAll();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
