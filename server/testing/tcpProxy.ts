import net from 'node:net';
import { freePort } from './childServer';

/** A loopback TCP relay a test can cut, to make a shared service unreachable for one server. */
export interface TcpProxy {
  /** The loopback port to connect to instead of the service's. */
  port: number;
  /** Drops every relayed connection and refuses new ones. */
  cut: () => Promise<void>;
  /** Relays again on the same port after `cut` (nothing to do while relaying). */
  restore: () => Promise<void>;
}

/** Relays a free loopback port to `target` (e.g. the shared PostgreSQL) until cut. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      if (server !== undefined) {
        resolve();
        return;
      }
      const relay = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      relay.once('error', reject);
      relay.listen(port, '127.0.0.1', () => {
        server = relay;
        resolve();
      });
    });

  await listen();
  return {
    port,
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (server === undefined) resolve();
        else server.close(() => resolve());
        server = undefined;
      }),
    restore: listen,
  };
}
