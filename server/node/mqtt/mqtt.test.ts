// @vitest-environment node
import type { MqttClient } from 'mqtt';
import { connectToBroker, grantedQos } from '../../testing/brokerClient';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../../domain/schema';
import { testDatabases } from '../../testing/databases';
import { startTestServer, type TestServer } from '../../testing/testServer';

/** The spec's client id: user-{id}- plus 6 random letters and digits (admin §9). */
const clientIdFor = (userId: number) =>
  `user-${userId}-${Math.random().toString(36).slice(2, 8).padEnd(6, '0')}`;

/** The QoS 0x80 a broker grants to a refused subscription. */
const refused = 128;

describe.each(testDatabases())('MQTT broker on $name', (database) => {
  let server: TestServer;
  let url: string;
  let adminToken: string;
  let adminId: number;
  let otherToken: string;
  let otherId: number;
  const clients: MqttClient[] = [];

  const connect = async (password: string, clientId: string) => {
    const client = await connectToBroker(url, { username: 'anything', password, clientId });
    clients.push(client);
    return client;
  };

  /** Resolves with the next message of a client, or undefined after `ms`. */
  const nextMessage = (client: MqttClient, ms = 1500) =>
    new Promise<{ topic: string; payload: unknown } | undefined>((resolve) => {
      const timer = setTimeout(() => {
        client.off('message', onMessage);
        resolve(undefined);
      }, ms);
      const onMessage = (topic: string, payload: Buffer) => {
        clearTimeout(timer);
        client.off('message', onMessage);
        resolve({ topic, payload: JSON.parse(payload.toString('utf8')) as unknown });
      };
      client.on('message', onMessage);
    });

  const notify = (token: string, userId: number, title: string) =>
    server.api.request<Schema<'NotificationResponse'>>({
      method: 'POST',
      url: '/api/auth/notifications',
      token,
      body: { user_id: userId, title, description: `${title}.`, link: null },
    });

  beforeAll(async () => {
    server = await startTestServer(database);
    url = await server.listenForBroker();
    adminToken = await server.login();
    adminId = await server.userIdOf(adminToken);
    otherId = await server.createAdmin('care.agent', 'care-password');
    otherToken = await server.login('care.agent', 'care-password');
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.endAsync(true)));
  });
  // Closing with a client still connected must not hang (preClose terminates them).
  afterAll(() => server.close());

  it('pushes a created notification to the subscribed user, as AdminNotificationMessage', async () => {
    const client = await connect(adminToken, clientIdFor(adminId));
    expect(await grantedQos(client, `user-${adminId}`)).toBe(0);
    const received = nextMessage(client);
    const created = await notify(adminToken, adminId, 'Payment gateway callback failed');
    expect(created.status).toBe(201);
    const message = await received;
    expect(message?.topic).toBe(`user-${adminId}`);
    expect(message?.payload).toEqual(created.body.data);
    expect(server.api.schemaErrors('AdminNotificationMessage', message?.payload)).toEqual([]);
  });

  it("refuses another user's topic, wildcards and $SYS", async () => {
    const client = await connect(adminToken, clientIdFor(adminId));
    for (const topic of [
      `user-${otherId}`,
      '#',
      '+',
      `user-${adminId}/#`,
      '$SYS/#',
      '$SYS/broker/clients',
    ]) {
      expect(await grantedQos(client, topic), topic).toBe(refused);
    }
    const received = nextMessage(client, 500);
    await notify(adminToken, otherId, 'Not for the admin');
    expect(await received).toBeUndefined();
    // A malformed filter is refused too (aedes drops the connection instead of a SUBACK).
    const malformed = await connect(adminToken, clientIdFor(adminId));
    expect(await grantedQos(malformed, 'user-+')).not.toBe(0);
  });

  it('takes identity from the token, not the client id', async () => {
    // The care agent claims to be the admin through its client id.
    const forged = await connect(otherToken, clientIdFor(adminId));
    expect(await grantedQos(forged, `user-${adminId}`)).toBe(refused);
    expect(await grantedQos(forged, `user-${otherId}`)).toBe(0);
    const received = nextMessage(forged, 500);
    await notify(adminToken, adminId, 'For the admin only');
    expect(await received).toBeUndefined();
  });

  it('refuses client publishes to user topics', async () => {
    const listener = await connect(adminToken, clientIdFor(adminId));
    expect(await grantedQos(listener, `user-${adminId}`)).toBe(0);
    const publisher = await connect(otherToken, clientIdFor(otherId));
    const closed = new Promise<void>((resolve) => publisher.once('close', () => resolve()));
    const received = nextMessage(listener, 700);
    await publisher.publishAsync(`user-${adminId}`, JSON.stringify({ title: 'Spoofed' }));
    expect(await received).toBeUndefined();
    // The broker drops a client whose publish it refuses.
    await closed;
  });

  it('refuses connections without a valid token', async () => {
    await expect(connect('not-a-token', 'user-1-abcdef')).rejects.toThrow();
    await expect(connect('', 'user-1-abcdef')).rejects.toThrow();
  });

  it('lets no IVR publisher in while IVR_MQTT_PASSWORD is unset', async () => {
    for (const password of ['', 'ivr', 'undefined', adminToken]) {
      await expect(connectToBroker(url, { username: 'ivr', password })).rejects.toMatchObject({
        code: 5,
      });
    }
  });

  it('grants no subscription once the token is revoked: the connection is closed', async () => {
    const token = await server.login('care.agent', 'care-password');
    const client = await connect(token, clientIdFor(otherId));
    const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
    await server.api.request({ method: 'POST', url: '/api/auth/logout', token });
    await closed;
    expect(client.connected).toBe(false);
  });

  describe('portal guests', () => {
    const issue = () =>
      server.api.request<Schema<'GuestChannel'>>({
        method: 'POST',
        url: '/api/portal/guest-channel',
      });

    it('issues a guest id whose token may read only its own ivr-guest-channel', async () => {
      const issued = await issue();
      expect(issued.status).toBe(201);
      const { subscription_id: id, token, topic } = issued.body;
      expect(topic).toBe(`ivr-guest-channel-${id}`);
      const other = (await issue()).body;
      expect(other.subscription_id).not.toBe(id);

      const guest = await connect(token, `guest-${id}`);
      expect(await grantedQos(guest, topic)).toBe(0);
      for (const refusedTopic of [
        other.topic,
        '#',
        '+',
        `${topic}/#`,
        `user-${adminId}`,
        '$SYS/#',
      ]) {
        expect(await grantedQos(guest, refusedTopic), refusedTopic).toBe(refused);
      }

      const received = nextMessage(guest);
      const audio: Schema<'AudioMessage'> = {
        audio_file: 'https://portal.telco-kit.my/storage/ivr/bn/welcome-topup.mp3',
      };
      await server.app.publisher.publish(topic, audio);
      expect(await received).toEqual({ topic, payload: audio });
      // A malformed filter is refused too (aedes drops the connection instead of a SUBACK).
      const malformed = await connect(token, `guest-${id}`);
      expect(await grantedQos(malformed, 'ivr-guest-channel-+')).not.toBe(0);
    });

    it("refuses made-up guest ids, another guest's token and guest publishing", async () => {
      await expect(connect('gc_made-up-token', 'guest-made-up')).rejects.toThrow();
      const mine = (await issue()).body;
      const theirs = (await issue()).body;
      // The client id claims the other guest; the token decides.
      const forged = await connect(mine.token, `guest-${theirs.subscription_id}`);
      expect(await grantedQos(forged, theirs.topic)).toBe(refused);

      const listener = await connect(theirs.token, `guest-${theirs.subscription_id}`);
      expect(await grantedQos(listener, theirs.topic)).toBe(0);
      const publisher = await connect(mine.token, `guest-${mine.subscription_id}`);
      const closed = new Promise<void>((resolve) => publisher.once('close', () => resolve()));
      const received = nextMessage(listener, 700);
      await publisher.publishAsync(
        theirs.topic,
        JSON.stringify({ audio_file: 'https://x.test/a' }),
      );
      expect(await received).toBeUndefined();
      await closed;
    });

    it('refuses an expired guest token', async () => {
      const issued = (await issue()).body;
      await server.app.db
        .updateTable('guest_channels')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('subscription_id', '=', issued.subscription_id)
        .execute();
      await expect(connect(issued.token, `guest-${issued.subscription_id}`)).rejects.toThrow();
    });
  });
});
