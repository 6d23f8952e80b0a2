import { Aedes, type Client } from 'aedes';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import mqtt from 'mqtt';
import { createWebSocketStream, WebSocketServer } from 'ws';
import { userForToken } from '../auth/tokens';
import type { Database } from '../db/schema';
import { userTopic, type Publisher } from './publisher';

/** The WebSocket path of the embedded broker (admin §7.6). */
export const mqttPath = '/mqtt';

/** Who an MQTT connection is: taken from its token at CONNECT, never from its client id. */
interface Identity {
  userId: number;
  token: string;
}

/**
 * Runs an aedes broker on the HTTP server's port, over WebSocket at /mqtt. An administrator
 * connects with its bearer token as the password (any username) and may subscribe only to its
 * own topic `user-{id}`: no wildcards, no `$SYS`, no other user. Clients may not publish; the
 * server publishes through the returned publisher.
 */
export async function attachEmbeddedBroker(
  app: FastifyInstance,
  db: Kysely<Database>,
): Promise<Publisher> {
  const identities = new WeakMap<Client, Identity>();

  const broker = await Aedes.createBroker({
    authenticate(client, _username, password, done) {
      // Refused connections get CONNACK return code 5 (not authorized).
      const token = password?.toString('utf8') ?? '';
      userForToken(db, token).then(
        (user) => {
          if (user === undefined) {
            done(null, false);
            return;
          }
          identities.set(client, { userId: user.id, token });
          done(null, true);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'mqtt authentication failed');
          done(null, false);
        },
      );
    },
    authorizeSubscribe(client, subscription, done) {
      const identity = identities.get(client);
      // The exact topic only: this also refuses wildcards (`#`, `+`) and `$SYS/...`.
      if (identity === undefined || subscription.topic !== userTopic(identity.userId)) {
        done(null, null);
        return;
      }
      // The token may have been revoked since CONNECT (logout): check it again.
      userForToken(db, identity.token).then(
        (user) => done(null, user?.id === identity.userId ? { ...subscription, qos: 0 } : null),
        () => done(null, null),
      );
    },
    authorizePublish(_client, packet, done) {
      done(new Error(`Clients may not publish (${packet.topic})`));
    },
  });

  const sockets = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  app.server.on('upgrade', (request, socket, head) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname !== mqttPath) {
      socket.destroy();
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => {
      broker.handle(createWebSocketStream(ws), request);
    });
  });

  // Open WebSockets keep the HTTP server from closing: end them before Fastify waits for it.
  app.addHook('preClose', (done) => {
    for (const ws of sockets.clients) ws.terminate();
    done();
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => {
      sockets.close(() => resolve());
    });
    await new Promise<void>((resolve) => {
      broker.close(() => resolve());
    });
  });

  return {
    publish: (topic, payload) =>
      new Promise((resolve, reject) => {
        broker.publish(
          {
            cmd: 'publish',
            topic,
            payload: Buffer.from(JSON.stringify(payload)),
            qos: 0,
            retain: false,
            dup: false,
          },
          // aedes reports success as `null`, not only as undefined.
          (error) => (error instanceof Error ? reject(error) : resolve()),
        );
      }),
    close: () => Promise.resolve(),
  };
}

/** Publishes to an external broker (MQTT_URL) instead of the embedded one. */
export function externalPublisher(url: string): Publisher {
  const client = mqtt.connect(url, { reconnectPeriod: 4000, connectTimeout: 4000 });
  return {
    publish: async (topic, payload) => {
      await client.publishAsync(topic, JSON.stringify(payload), { qos: 0 });
    },
    close: async () => {
      await client.endAsync();
    },
  };
}
