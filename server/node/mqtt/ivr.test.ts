// @vitest-environment node
import { randomBytes } from 'node:crypto';
import type { IClientPublishOptions, MqttClient } from 'mqtt';
import { connectToBroker, grantedQos } from '../../testing/brokerClient';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ivrPublishOf } from './ivr';
import type { Schema } from '../../../domain/schema';
import { testDatabases } from '../../testing/databases';
import { startTestServer, type TestServer } from '../../testing/testServer';

/** The QoS 0x80 a broker grants to a refused subscription. */
const refused = 128;

/** CONNACK return code 5: not authorized. */
const notAuthorized = 5;

const prompt = (file: string): Schema<'AudioMessage'> => ({ audio_file: file });

describe.each(testDatabases())('IVR publisher on $name', (database) => {
  const ivrPassword = randomBytes(24).toString('base64url');
  let server: TestServer;
  let url: string;
  let adminToken: string;
  let adminId: number;
  const clients: MqttClient[] = [];

  const connect = async (username: string, password: string | undefined) => {
    const client = await connectToBroker(url, {
      username,
      ...(password === undefined ? {} : { password }),
      clientId: `${username}-${randomBytes(4).toString('hex')}`,
    });
    clients.push(client);
    return client;
  };

  const connectIvr = () => connect('ivr', ivrPassword);

  /** The CONNACK return code of a refused connection (undefined if it was accepted). */
  const refusalCode = async (username: string, password: string | undefined) => {
    try {
      await connect(username, password);
      return undefined;
    } catch (error) {
      return (error as { code?: unknown }).code;
    }
  };

  /** Every message a client receives from now on, as topic and parsed payload. */
  const collect = (client: MqttClient) => {
    const received: { topic: string; payload: unknown }[] = [];
    client.on('message', (topic, payload) => {
      received.push({ topic, payload: JSON.parse(payload.toString('utf8')) as unknown });
    });
    return received;
  };

  /** Waits until a guest has what it must receive (at most 10 s, for a busy machine). */
  const until = async (check: () => boolean, ms = 10_000) => {
    const deadline = Date.now() + ms;
    while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  };

  const issueGuest = async () =>
    (
      await server.api.request<Schema<'GuestChannel'>>({
        method: 'POST',
        url: '/api/portal/guest-channel',
      })
    ).body;

  /** A guest connected and subscribed to its own topic. */
  const subscribedGuest = async () => {
    const channel = await issueGuest();
    const client = await connect(channel.topic, channel.token);
    expect(await grantedQos(client, channel.topic)).toBe(0);
    return { channel, client };
  };

  /** Publishes from a fresh IVR connection and resolves once the broker has dropped it. */
  const refusedPublish = async (
    topic: string,
    payload: string | Buffer,
    options: IClientPublishOptions = {},
  ) => {
    const ivr = await connectIvr();
    const closed = new Promise<void>((resolve) => ivr.once('close', () => resolve()));
    ivr.publish(topic, payload, { qos: 0, ...options });
    await closed;
  };

  beforeAll(async () => {
    // Its tests try wrong passwords on purpose: the login limits have their own suite below.
    server = await startTestServer(database, {
      ivrMqttPassword: ivrPassword,
      ivrLoginFailures: 1000,
      ivrFailuresTotal: 1000,
    });
    url = await server.listenForBroker();
    adminToken = await server.login();
    adminId = await server.userIdOf(adminToken);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.endAsync(true)));
  });
  afterAll(() => server.close());

  it('refuses the ivr username without the IVR password: CONNACK not authorized', async () => {
    expect(await refusalCode('ivr', `${ivrPassword}x`)).toBe(notAuthorized);
    expect(await refusalCode('ivr', ivrPassword.slice(0, -1))).toBe(notAuthorized);
    expect(await refusalCode('ivr', '')).toBe(notAuthorized);
    expect(await refusalCode('ivr', undefined)).toBe(notAuthorized);
    // The username decides: a valid admin or guest token is no IVR password.
    expect(await refusalCode('ivr', adminToken)).toBe(notAuthorized);
    expect(await refusalCode('ivr', (await issueGuest()).token)).toBe(notAuthorized);
    // And the IVR password opens nothing under another username.
    expect(await refusalCode('anything', ivrPassword)).toBe(notAuthorized);
    expect(await refusalCode('ivr', ivrPassword)).toBeUndefined();
  });

  it('delivers a prompt the IVR publishes on a guest topic to that guest, once, as an AudioMessage', async () => {
    const { channel, client: guest } = await subscribedGuest();
    const other = await subscribedGuest();
    const received = collect(guest);
    const elsewhere = collect(other.client);
    const ivr = await connectIvr();

    const file = 'https://portal.telco-kit.my/storage/ivr/bn/welcome-topup.mp3';
    await ivr.publishAsync(channel.topic, JSON.stringify(prompt(file)), { qos: 0 });
    await until(() => received.length > 0);
    // Only the prompt's own field goes on, trimmed: the guest gets a well-formed AudioMessage.
    await ivr.publishAsync(
      channel.topic,
      JSON.stringify({ audio_file: ' https://cdn.example/second.mp3 ', extra: 'dropped' }),
      { qos: 1 },
    );
    await until(() => received.length > 1);
    // Long enough for a second copy of either to arrive, had one been routed twice.
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(received).toEqual([
      { topic: channel.topic, payload: prompt(file) },
      { topic: channel.topic, payload: prompt('https://cdn.example/second.mp3') },
    ]);
    for (const { payload } of received) {
      expect(server.api.schemaErrors('AudioMessage', payload)).toEqual([]);
    }
    expect(elsewhere).toEqual([]);
    // The IVR stays connected to publish the next prompt.
    expect(ivr.connected).toBe(true);
  });

  it('refuses IVR publishes to other topics and malformed prompts; nobody receives them', async () => {
    const { channel, client: guest } = await subscribedGuest();
    const bell = await connect(`user-${adminId}`, adminToken);
    expect(await grantedQos(bell, `user-${adminId}`)).toBe(0);
    const guestHeard = collect(guest);
    const bellHeard = collect(bell);
    const good = JSON.stringify(prompt('https://cdn.example/welcome.mp3'));

    // Topics: an admin's, wildcards, $SYS, a level under the guest topic, a made-up shape.
    for (const topic of [
      `user-${adminId}`,
      'ivr-guest-channel-#',
      'ivr-guest-channel-+',
      '$SYS/x',
      `${channel.topic}/x`,
      'ivr-guest-channel-anyone',
    ]) {
      await refusedPublish(topic, good);
    }
    // Payloads: not JSON, not an object, no or a non-string audio_file, a script or another
    // host's path, a path (the contract's AudioMessage holds an absolute URI), an address past
    // the size bound, bytes that are not UTF-8.
    for (const payload of [
      'not json',
      '[]',
      '{}',
      '{"audio_file":3}',
      '{"audio_file":"javascript:alert(1)"}',
      '{"audio_file":"//evil.example/a.mp3"}',
      '{"audio_file":"/audio/welcome.mp3"}',
      JSON.stringify(prompt(`https://cdn.example/${'a'.repeat(2100)}.mp3`)),
      Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    ]) {
      await refusedPublish(channel.topic, payload);
    }
    // A retained prompt: the broker keeps none, so it is refused rather than half-honoured.
    await refusedPublish(channel.topic, good, { retain: true });

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(guestHeard).toEqual([]);
    expect(bellHeard).toEqual([]);
  });

  it('accepts prompts on the media origin only, when one is configured', () => {
    const topic = 'ivr-guest-channel-guest-Zk4yT1qP0aXwAbCd';
    const prompt = (audio_file: string) => ({
      topic,
      payload: JSON.stringify({ audio_file }),
      retain: false,
    });
    const media = 'https://media.portal.example';
    expect(ivrPublishOf(prompt(`${media}/ivr/en/welcome.mp3`), media)).toEqual({
      topic,
      message: { audio_file: `${media}/ivr/en/welcome.mp3` },
    });
    // The page's policy would never play these.
    for (const elsewhere of [
      'https://cdn.elsewhere.example/ivr/en/welcome.mp3',
      'https://media.portal.example.evil.example/welcome.mp3',
    ]) {
      expect(ivrPublishOf(prompt(elsewhere), media).refused).toMatch(/media origin/);
    }
  });

  it('grants the IVR no subscription', async () => {
    const channel = await issueGuest();
    const ivr = await connectIvr();
    for (const topic of [channel.topic, `user-${adminId}`, '#', '+', '$SYS/#']) {
      expect(await grantedQos(ivr, topic), topic).toBe(refused);
    }
    // A malformed filter is refused too (aedes drops the connection instead of a SUBACK).
    expect(await grantedQos(await connectIvr(), 'ivr-guest-channel-#')).not.toBe(0);
  });

  it('still refuses a guest publishing a well-formed prompt, even on its own topic', async () => {
    const { channel, client: guest } = await subscribedGuest();
    const heard = collect(guest);
    const publisher = await connect(channel.topic, channel.token);
    const closed = new Promise<void>((resolve) => publisher.once('close', () => resolve()));
    publisher.publish(channel.topic, JSON.stringify(prompt('https://cdn.example/a.mp3')), {
      qos: 0,
    });
    await closed;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toEqual([]);
  });
});

/** Each test starts its own server and makes a hundred and more broker connections. */
const slow = 30_000;

describe.each(testDatabases())('IVR login limits on $name', (database) => {
  const ivrPassword = randomBytes(24).toString('base64url');

  /** Tries the IVR login; answers the CONNACK code of a refusal, or undefined when accepted. */
  const tryLogin = async (url: string, password: string) => {
    try {
      const client = await connectToBroker(url, { username: 'ivr', password });
      await client.endAsync(true);
      return undefined;
    } catch (error) {
      return (error as { code?: unknown }).code;
    }
  };

  /** `count` wrong passwords, 25 at a time, as a brute-force client would send them. */
  const bruteForce = async (url: string, count: number) => {
    const codes: unknown[] = [];
    for (let sent = 0; sent < count; sent += 25) {
      const batch = Array.from({ length: Math.min(25, count - sent) }, (_, n) =>
        tryLogin(url, `guess-${String(sent + n)}`),
      );
      codes.push(...(await Promise.all(batch)));
    }
    return codes;
  };

  /** The warnings the broker logged, by message. */
  const warnings = (server: TestServer) => {
    const warn = vi.spyOn(server.app.log, 'warn');
    return (message: string) =>
      warn.mock.calls.filter((call) => call.some((part) => part === message)).length;
  };

  it(
    'checks at most 5 wrong passwords a minute per address, logs them and the lock, then refuses even the right one',
    async () => {
      const server = await startTestServer(database, { ivrMqttPassword: ivrPassword });
      try {
        const url = await server.listenForBroker();
        const logged = warnings(server);
        // Guesses one at a time are each checked and logged, below the limit.
        expect(await tryLogin(url, 'guess-a')).toBe(notAuthorized);
        expect(await tryLogin(url, 'guess-b')).toBe(notAuthorized);
        expect(logged('IVR login failed')).toBe(2);
        expect(logged('IVR logins locked')).toBe(0);
        // A burst counts its attempts before checking any, so however they interleave no more
        // than the three tries left are checked (all of them may be refused unchecked).
        const codes = await bruteForce(url, 148);
        expect(codes).toEqual(Array.from({ length: 148 }, () => notAuthorized));
        expect(logged('IVR login failed')).toBeLessThanOrEqual(5);
        expect(logged('IVR logins locked')).toBe(1);

        expect(await tryLogin(url, ivrPassword)).toBe(notAuthorized);

        // Once the lock has ended (its failures and its end in the past), the IVR connects again.
        await server.app.db
          .updateTable('login_failures')
          .set({ created_at: new Date(Date.now() - 16 * 60_000).toISOString() })
          .where('scope', '=', 'ivr')
          .execute();
        await server.app.db
          .updateTable('login_locks')
          .set({ locked_until: new Date(Date.now() - 60_000).toISOString() })
          .where('scope', '=', 'ivr')
          .execute();
        expect(await tryLogin(url, ivrPassword)).toBeUndefined();
      } finally {
        await server.close();
      }
    },
    slow,
  );

  it(
    'refuses every IVR login for a minute past the failures allowed from all addresses',
    async () => {
      const server = await startTestServer(database, {
        ivrMqttPassword: ivrPassword,
        ivrLoginFailures: 100,
        ivrFailuresTotal: 8,
      });
      try {
        const url = await server.listenForBroker();
        const logged = warnings(server);
        await bruteForce(url, 20);
        expect(logged('IVR login failed')).toBeLessThanOrEqual(8);
        expect(logged('IVR logins locked')).toBe(1);
        expect(await tryLogin(url, ivrPassword)).toBe(notAuthorized);
      } finally {
        await server.close();
      }
    },
    slow,
  );
});
