// @vitest-environment node
import type { AddressInfo } from 'node:net';
import type { MqttClient } from 'mqtt';
import { connectToBroker } from '../../testing/brokerClient';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../../domain/schema';
import { testDatabases } from '../../testing/databases';
import { startTestServer, type TestServer } from '../../testing/testServer';

describe.each(testDatabases())('a live connection ends with its session on $name', (database) => {
  let server: TestServer;
  let url: string;
  let adminToken: string;
  const clients: MqttClient[] = [];

  /** A signed-in user: its id, mobile number and token. */
  const user = async (name: string) => {
    const id = await server.createAdmin(name, `${name}-password`);
    const mobile = `6011${String(id).padStart(7, '0')}`;
    await server.app.db.updateTable('admin_users').set({ mobile }).where('id', '=', id).execute();
    return { id, mobile, token: await server.login(name, `${name}-password`) };
  };

  /** Connects with a token and subscribes to the user's topic. */
  const listen = async (token: string, userId: number) => {
    const client = await connectToBroker(url, {
      username: 'anything',
      password: token,
      clientId: `user-${userId}-${Math.random().toString(36).slice(2, 8)}`,
    });
    clients.push(client);
    await client.subscribeAsync(`user-${userId}`, { qos: 0 });
    return client;
  };

  /** Resolves true once the broker closed the connection, false if it is still open after `ms`. */
  const closedWithin = (client: MqttClient, ms: number) =>
    new Promise<boolean>((resolve) => {
      if (!client.connected) {
        resolve(true);
        return;
      }
      const timer = setTimeout(() => resolve(false), ms);
      client.once('close', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });

  /** Whether a message reaches the client within `ms`. */
  const receives = (client: MqttClient, ms = 800) =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), ms);
      client.once('message', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });

  const notify = (userId: number, title: string) =>
    server.api.request<Schema<'NotificationResponse'>>({
      method: 'POST',
      url: '/api/auth/notifications',
      token: adminToken,
      body: { user_id: userId, title, description: `${title}.`, link: null },
    });

  beforeAll(async () => {
    server = await startTestServer(database);
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    url = `ws://127.0.0.1:${String((server.app.server.address() as AddressInfo).port)}/mqtt`;
    adminToken = await server.login();
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.endAsync(true)));
  });
  afterAll(() => server.close());

  it('closes the connection when its token is signed out', async () => {
    const agent = await user('signed.out');
    const client = await listen(agent.token, agent.id);
    const logout = await server.api.request({
      method: 'POST',
      url: '/api/auth/logout',
      token: agent.token,
    });
    expect(logout.status).toBe(200);
    expect(await closedWithin(client, 2000)).toBe(true);
  });

  it('closes every connection of a user whose password was reset', async () => {
    const agent = await user('reset.agent');
    const client = await listen(agent.token, agent.id);
    await server.api.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      body: { mobile_or_email: agent.mobile },
    });
    const otp = server.lastOtpFor(agent.mobile);
    const contact = { mobile_or_email: agent.mobile, otp_code: otp };
    await server.api.request({ method: 'POST', url: '/api/auth/verify-otp', body: contact });
    const reset = await server.api.request({
      method: 'POST',
      url: '/api/users/reset-password',
      body: {
        ...contact,
        password: 'brand-new-password',
        password_confirmation: 'brand-new-password',
      },
    });
    expect(reset.status).toBe(200);
    expect(await closedWithin(client, 2000)).toBe(true);
  });

  it('closes the connection when its token expires', async () => {
    const agent = await user('expiring.agent');
    const soon = new Date(Date.now() + 1500).toISOString();
    await server.app.db
      .updateTable('admin_tokens')
      .set({ expires_at: soon })
      .where('user_id', '=', agent.id)
      .execute();
    const client = await listen(agent.token, agent.id);
    expect(await closedWithin(client, 4000)).toBe(true);
  });

  it('re-checks the token before delivering: an ended session gets nothing', async () => {
    const agent = await user('ended.agent');
    const client = await listen(agent.token, agent.id);
    const [delivered] = await Promise.all([receives(client), notify(agent.id, 'Still here')]);
    expect(delivered).toBe(true);
    // Ended behind the broker's back: no revocation is announced, only the row is gone.
    await server.app.db.deleteFrom('admin_tokens').where('user_id', '=', agent.id).execute();
    const [received] = await Promise.all([receives(client), notify(agent.id, 'Not for you')]);
    expect(received).toBe(false);
    expect(await closedWithin(client, 2000)).toBe(true);
  });
});
