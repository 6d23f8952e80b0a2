import { Aedes, type Client } from 'aedes';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import mqtt from 'mqtt';
import { createWebSocketStream, WebSocketServer } from 'ws';
import { userForToken } from '../auth/tokens';
import type { Database } from '../db/schema';
import { guestTokens, guestTopic } from './guests';
import { userTopic, type Publisher } from './publisher';

/** The WebSocket path of the embedded broker (admin §7.6). */
export const mqttPath = '/mqtt';

/**
 * Who an MQTT connection is, taken from its token at CONNECT, never from its client id: an
 * administrator (its bearer token) or a portal guest (the token issued with its guest id).
 */
type Identity =
  | { kind: 'admin'; userId: number; token: string }
  | { kind: 'guest'; topic: string; token: string };

/** Whether the identity still holds (an admin token may have been revoked since CONNECT). */
async function stillValid(db: Kysely<Database>, identity: Identity): Promise<boolean> {
  if (identity.kind === 'guest')
    return (await guestTokens.lookup(db, identity.token)) !== undefined;
  return (await userForToken(db, identity.token))?.id === identity.userId;
}

/** The one topic an identity may subscribe to. */
const topicOf = (identity: Identity) =>
  identity.kind === 'admin' ? userTopic(identity.userId) : identity.topic;

async function identify(db: Kysely<Database>, token: string): Promise<Identity | undefined> {
  if (guestTokens.owns(token)) {
    const guest = await guestTokens.lookup(db, token);
    return guest === undefined
      ? undefined
      : { kind: 'guest', topic: guestTopic(guest.owner), token };
  }
  const user = await userForToken(db, token);
  return user === undefined ? undefined : { kind: 'admin', userId: user.id, token };
}

/**
 * Runs an aedes broker on the HTTP server's port, over WebSocket at /mqtt. An administrator
 * connects with its bearer token as the password (any username) and may subscribe only to its
 * own topic `user-{id}`; a portal guest connects with the token issued with its guest id and may
 * subscribe only to `ivr-guest-channel-{that id}`: no wildcards, no `$SYS`, no other topic.
 * Clients may not publish; the server publishes through the returned publisher.
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
      identify(db, token).then(
        (identity) => {
          if (identity === undefined) {
            done(null, false);
            return;
          }
          identities.set(client, identity);
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
      if (identity === undefined || subscription.topic !== topicOf(identity)) {
        done(null, null);
        return;
      }
      // The token may have been revoked or have expired since CONNECT: check it again.
      stillValid(db, identity).then(
        (valid) => done(null, valid ? { ...subscription, qos: 0 } : null),
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
