import type { IncomingMessage } from 'node:http';
import { Aedes, type Client } from 'aedes';
import type { FastifyInstance } from 'fastify';
import mqtt from 'mqtt';
import { createWebSocketStream, WebSocketServer } from 'ws';
import { loginLimiter } from '../../core/auth/loginLimits';
import type { TokensEnded } from '../../core/auth/opaqueTokens';
import { userForToken } from '../../core/auth/tokens';
import type { Services } from '../../core/services';
import { guestTopic, userTopic } from '../../../domain/live-topics';
import type { LiveBus } from './bus';
import { guestTokens } from '../../core/live/guests';
import type { TokenEndings } from '../live';
import { ivrPasswordCheck, ivrPublishOf, ivrUsername } from './ivr';
import type { Publisher } from './publisher';

/** The WebSocket path of the embedded broker (admin §7.6). */
export const mqttPath = '/mqtt';

/**
 * Who an MQTT connection is, taken from its token at CONNECT, never from its client id: an
 * administrator (its bearer token) or a portal guest (the token issued with its guest id), with
 * the hash of that token and when it ends.
 */
type Identity = (
  | { kind: 'admin'; userId: number; token: string }
  | { kind: 'guest'; guestId: string; token: string }
) & { tokenHash: string; expiresAt: number };

/** Whether the identity still holds (its token may have been revoked or have expired). */
async function stillValid(services: Services, identity: Identity): Promise<boolean> {
  if (identity.expiresAt <= Date.now()) return false;
  if (identity.kind === 'guest')
    return (await guestTokens.lookup(services, identity.token)) !== undefined;
  return (await userForToken(services, identity.token))?.id === identity.userId;
}

/** The one topic an identity may subscribe to. */
const topicOf = (identity: Identity) =>
  identity.kind === 'admin' ? userTopic(identity.userId) : guestTopic(identity.guestId);

async function identify(services: Services, token: string): Promise<Identity | undefined> {
  if (guestTokens.owns(token)) {
    const guest = await guestTokens.lookup(services, token);
    return guest === undefined
      ? undefined
      : {
          kind: 'guest',
          guestId: guest.owner,
          token,
          tokenHash: guest.tokenHash,
          expiresAt: Date.parse(guest.expiresAt),
        };
  }
  const user = await userForToken(services, token);
  return user === undefined
    ? undefined
    : {
        kind: 'admin',
        userId: user.id,
        token,
        tokenHash: user.tokenHash,
        expiresAt: Date.parse(user.expiresAt),
      };
}

/** Whether a revocation may concern an identity (then it is checked against the database). */
function concerns(ended: TokensEnded, identity: Identity): boolean {
  if (ended.table !== (identity.kind === 'admin' ? 'admin_tokens' : 'guest_channels')) return false;
  if ('tokenHash' in ended) return ended.tokenHash === identity.tokenHash;
  const owner = identity.kind === 'admin' ? identity.userId : identity.guestId;
  return String(ended.owner) === String(owner) && ended.except !== identity.tokenHash;
}

/**
 * Where an accepted IVR publish goes in this broker once the bus carries it: a topic no one may
 * subscribe to, so the broker's own routing delivers nothing and every copy a guest gets comes
 * through the bus, whichever process the IVR and the guest are connected to.
 */
const handedToBus = '$ivr/handed-to-bus';

/** Options of the embedded broker. */
export interface EmbeddedBrokerOptions {
  /** Told of each message handed to this broker's subscribers (a metric), by its topic. */
  onDelivered?: (topic: string) => void;
  /** IVR_MQTT_PASSWORD: lets username `ivr` with this password publish prompts; unset, nobody. */
  ivrPassword?: string | undefined;
  /**
   * Failed IVR logins per minute from one address (IVR_LOGIN_FAILURES) that lock it out for
   * `lockMinutes`, and from all addresses (IVR_FAILURES_TOTAL) that refuse every IVR login
   * for a minute.
   */
  ivrLoginLimit: { failures: number; totalFailures: number; lockMinutes: number };
  /** TRUST_PROXY: the client address is the first of X-Forwarded-For, as for HTTP calls. */
  trustProxy?: boolean;
  /** Where the server hears of tokens ended early (their connections are then re-checked). */
  endings: TokenEndings;
  /** AUDIO_MEDIA_ORIGIN: the one origin an IVR prompt's audio_file may be on, when set. */
  audioMediaOrigin?: string | undefined;
}

/** The address a broker connection comes from (its WebSocket upgrade request's). */
function clientAddress(request: IncomingMessage | undefined, trustProxy: boolean): string {
  const forwarded = trustProxy ? request?.headers['x-forwarded-for'] : undefined;
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  const address = first !== undefined && first !== '' ? first : request?.socket.remoteAddress;
  return (address ?? 'unknown').slice(0, 45);
}

/** Longest delay a timer takes (about 24.8 days); a later expiry is re-armed then. */
const maxTimerMs = 2 ** 31 - 1;

/**
 * Runs an aedes broker on the HTTP server's port, over WebSocket at /mqtt. An administrator
 * connects with its bearer token as the password (any username but `ivr`) and may subscribe
 * only to its own topic `user-{id}`; a portal guest connects with the token issued with its
 * guest id and may subscribe only to `ivr-guest-channel-{that id}`: no wildcards, no `$SYS`, no
 * other topic.
 * Only an IVR system may publish: username `ivr` with IVR_MQTT_PASSWORD, one audio prompt at a
 * time to one guest's topic (`ivrPublishOf`), and it may subscribe to nothing; its wrong
 * passwords are logged and limited per address and over all (`ivrLoginLimit`). The server
 * publishes through the returned publisher. Messages, IVR prompts and revocations go through
 * `bus`, so with several server processes a message published by one reaches the connections of
 * every other.
 */
export async function attachEmbeddedBroker(
  app: FastifyInstance,
  services: Services,
  bus: LiveBus,
  options: EmbeddedBrokerOptions,
): Promise<Publisher> {
  const { db, ports } = services;
  const identities = new Map<Client, Identity>();
  // IVR connections have no token and no topic: they are kept apart from the identities, so
  // every subscription of theirs is refused and no delivery or revocation concerns them.
  const ivrClients = new WeakSet<Client>();
  const isIvrPassword = ivrPasswordCheck(options.ivrPassword);
  // Counted in the database, so every process behind a balancer counts the same failures.
  const ivrLogins = loginLimiter(
    db,
    'ivr',
    { ...options.ivrLoginLimit, windowMinutes: 1 },
    ports.clock,
  );

  /** Checks an IVR login within its limits, logging each wrong password and each lock. */
  const ivrLogin = async (client: Client, password: Buffer | undefined) => {
    const address = clientAddress(client.req, options.trustProxy === true);
    const attempt = await ivrLogins.attempt(address, address, () =>
      Promise.resolve(isIvrPassword(password)),
    );
    if (attempt.result === 'accepted') return true;
    if (attempt.result === 'refused' || attempt.checked) {
      app.log.warn({ address }, 'IVR login failed');
    }
    if (attempt.result === 'locked') {
      if (attempt.lockedNow === undefined) {
        app.log.debug({ address, until: attempt.until }, 'IVR login refused while locked');
      } else {
        app.log.warn(
          {
            address,
            until: attempt.until,
            locked: attempt.lockedNow === 'all' ? 'every address' : address,
          },
          'IVR logins locked',
        );
      }
    }
    return false;
  };
  const expiryTimers = new Map<Client, NodeJS.Timeout>();

  /** Ends a connection whose session ended: it gets nothing more, and the socket closes. */
  const end = (client: Client) => {
    identities.delete(client);
    clearTimeout(expiryTimers.get(client));
    expiryTimers.delete(client);
    client.close();
  };

  /** Closes the connection when its token's time is up. */
  const armExpiry = (client: Client, identity: Identity) => {
    const left = identity.expiresAt - Date.now();
    const timer = setTimeout(
      () => (left > maxTimerMs ? armExpiry(client, identity) : end(client)),
      Math.min(Math.max(left, 0), maxTimerMs),
    );
    // A connection waiting for its expiry must not keep the process alive.
    timer.unref();
    expiryTimers.set(client, timer);
  };

  /** Checks connections against the database and ends those whose session ended. */
  const recheck = async (clients: Iterable<Client>) => {
    await Promise.all(
      [...clients].map(async (client) => {
        const identity = identities.get(client);
        if (identity === undefined) return;
        const valid = await stillValid(services, identity).catch((error: unknown) => {
          app.log.error({ err: error }, 'mqtt session check failed');
          return false;
        });
        if (!valid) end(client);
      }),
    );
  };

  // A sign-out, password change or reset ends the live connections of the tokens it revoked,
  // in every process.
  const stopListening = options.endings.listen((ended) =>
    bus.send({ kind: 'tokensEnded', ended }).catch((error: unknown) => {
      app.log.error({ err: error }, 'could not announce ended tokens');
    }),
  );

  const broker = await Aedes.createBroker({
    authenticate(client, username, password, done) {
      // Refused connections get CONNACK return code 5 (not authorized).
      if (username === ivrUsername) {
        // The username decides: `ivr` is checked against the IVR password only, never as a token.
        ivrLogin(client, password).then(
          (accepted) => {
            if (accepted) ivrClients.add(client);
            done(null, accepted);
          },
          (error: unknown) => {
            app.log.error({ err: error }, 'IVR login check failed');
            done(null, false);
          },
        );
        return;
      }
      const token = password?.toString('utf8') ?? '';
      identify(services, token).then(
        (identity) => {
          if (identity === undefined) {
            done(null, false);
            return;
          }
          identities.set(client, identity);
          armExpiry(client, identity);
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
      stillValid(services, identity).then(
        (valid) => done(null, valid ? { ...subscription, qos: 0 } : null),
        () => done(null, null),
      );
    },
    authorizePublish(client, packet, done) {
      // A refusal closes the connection (MQTT 3.1.1 has no way to refuse one PUBLISH).
      if (client === null || !ivrClients.has(client)) {
        done(new Error(`Clients may not publish (${packet.topic})`));
        return;
      }
      const accepted = ivrPublishOf(packet, options.audioMediaOrigin);
      if (accepted.refused !== undefined) {
        app.log.warn({ topic: packet.topic, reason: accepted.refused }, 'IVR publish refused');
        done(new Error(`IVR publish refused: ${accepted.refused}`));
        return;
      }
      // Through the bus like the server's own messages, so a guest on another process gets it
      // and every delivery re-checks the guest's session; the PUBACK of QoS 1 follows it.
      bus.send({ kind: 'publish', topic: accepted.topic, payload: accepted.message }).then(
        () => {
          packet.topic = handedToBus;
          packet.payload = Buffer.alloc(0);
          done(null);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'could not hand an IVR prompt to the bus');
          done(error instanceof Error ? error : new Error('IVR prompt not sent'));
        },
      );
    },
    // The last guard of every delivery: a connection whose session ended gets nothing.
    authorizeForward(client, packet) {
      const identity = identities.get(client);
      if (identity !== undefined && identity.expiresAt > Date.now()) return packet;
      end(client);
      return null;
    },
  });
  broker.on('clientDisconnect', (client) => {
    ivrClients.delete(client);
    identities.delete(client);
    clearTimeout(expiryTimers.get(client));
    expiryTimers.delete(client);
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
    stopListening();
    for (const timer of expiryTimers.values()) clearTimeout(timer);
    await new Promise<void>((resolve) => {
      sockets.close(() => resolve());
    });
    await new Promise<void>((resolve) => {
      broker.close(() => resolve());
    });
  });

  /** Hands a message to this broker's subscribers of its topic whose sessions still hold. */
  const deliver = async (topic: string, payload: unknown) => {
    // Re-checked on delivery: a session may have ended without a revocation (its user deleted).
    await recheck(
      [...identities].filter(([, identity]) => topicOf(identity) === topic).map(([c]) => c),
    );
    await new Promise<void>((resolve, reject) => {
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
    });
    options.onDelivered?.(topic);
  };

  bus.listen(async (message) => {
    if (message.kind === 'publish') {
      await deliver(message.topic, message.payload);
      return;
    }
    if (message.kind === 'resync') {
      // Bells may have missed messages while Redis was away: a bell reloads its list when it
      // connects again. Guests have no list to reload.
      for (const [client, identity] of identities) if (identity.kind === 'admin') end(client);
      return;
    }
    const affected = [...identities].filter(([, identity]) => concerns(message.ended, identity));
    if (affected.length > 0) await recheck(affected.map(([client]) => client));
  });

  return {
    publish: (topic, payload) => bus.send({ kind: 'publish', topic, payload }),
    close: () => Promise.resolve(),
    connected: () => !broker.closed,
    clients: () => broker.connectedClients,
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
    connected: () => client.connected,
  };
}
