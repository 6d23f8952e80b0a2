import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMqttLiveChannel } from './mqttLiveChannel';
import type { LiveNotification } from './model';

type Listener = (...args: unknown[]) => void;

/** Just enough of an mqtt.js client: events, subscribe and end. */
const mocked = vi.hoisted(() => {
  class FakeClient {
    readonly listeners = new Map<string, Listener[]>();
    readonly subscribe = vi.fn();
    readonly end = vi.fn();
    on(event: string, listener: Listener) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
      return this;
    }
    emit(event: string, ...args: unknown[]) {
      for (const listener of this.listeners.get(event) ?? []) listener(...args);
    }
  }
  const clients: FakeClient[] = [];
  const connect = vi.fn((_url: string, _options: Record<string, unknown>) => {
    const client = new FakeClient();
    clients.push(client);
    return client;
  });
  return { clients, connect };
});

vi.mock('mqtt', () => ({ default: { connect: mocked.connect } }));

const notification: LiveNotification = {
  id: 5013,
  title: 'Payment gateway callback failed',
  description: 'iPay88 callback for PT-20250601-00042 returned HTTP 500.',
  link: '/admin/ext-cbs-payment/payment_transaction',
  created_at: '2025-06-01T05:02:00Z',
  is_seen: 0,
  time_diffrence: '1 minutes ago',
};

const bytes = (text: string) => new TextEncoder().encode(text);

const options = { url: 'wss://console.example.com/mqtt', userId: 7, token: 'secret-token' };

/** The client the channel created last. */
const lastClient = () => {
  const client = mocked.clients.at(-1);
  if (client === undefined) throw new Error('no client was created');
  return client;
};

describe('createMqttLiveChannel', () => {
  beforeEach(() => {
    mocked.clients.length = 0;
    mocked.connect.mockClear();
  });

  it('connects with the spec’s options and the token as the password', async () => {
    await createMqttLiveChannel(options).connect();
    expect(mocked.connect).toHaveBeenCalledTimes(1);
    const [url, settings] = mocked.connect.mock.calls[0] ?? [];
    expect(url).toBe('wss://console.example.com/mqtt');
    expect(settings).toMatchObject({
      connectTimeout: 4000,
      reconnectPeriod: 4000,
      clean: true,
      password: 'secret-token',
    });
    expect(settings?.clientId).toMatch(/^user-7-[A-Za-z0-9]{6}$/);
  });

  it('subscribes to user-{id} with QoS 0 after every connect', async () => {
    await createMqttLiveChannel(options).connect();
    const client = lastClient();
    expect(client.subscribe).not.toHaveBeenCalled();
    client.emit('connect');
    expect(client.subscribe).toHaveBeenCalledWith('user-7', { qos: 0 }, expect.any(Function));
    client.emit('connect');
    expect(client.subscribe).toHaveBeenCalledTimes(2);
  });

  it('tells its connect listeners each time the connection opens', async () => {
    const channel = createMqttLiveChannel(options);
    const connected = vi.fn();
    const stop = channel.onConnected(connected);
    await channel.connect();
    expect(connected).not.toHaveBeenCalled();
    lastClient().emit('connect');
    lastClient().emit('connect');
    expect(connected).toHaveBeenCalledTimes(2);
    stop();
    lastClient().emit('connect');
    expect(connected).toHaveBeenCalledTimes(2);
  });

  it('loads the MQTT client only once the page has a moment to spare', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    try {
      const connecting = createMqttLiveChannel(options).connect();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(mocked.connect).not.toHaveBeenCalled();
      for (const callback of idle) callback();
      await connecting;
      expect(mocked.connect).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('hands well-formed messages of its topic to the subscribers', async () => {
    const channel = createMqttLiveChannel(options);
    const first = vi.fn();
    const second = vi.fn();
    channel.subscribe(first);
    const stop = channel.subscribe(second);
    await channel.connect();
    lastClient().emit('message', 'user-7', bytes(JSON.stringify(notification)));
    expect(first).toHaveBeenCalledWith(notification);
    expect(second).toHaveBeenCalledWith(notification);
    stop();
    lastClient().emit('message', 'user-7', bytes(JSON.stringify({ ...notification, id: 5014 })));
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledTimes(1);
    lastClient().emit('message', 'user-8', bytes(JSON.stringify(notification)));
    expect(first).toHaveBeenCalledTimes(2);
  });

  it('ignores and logs malformed messages', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const channel = createMqttLiveChannel(options);
    const handler = vi.fn();
    channel.subscribe(handler);
    await channel.connect();
    lastClient().emit('message', 'user-7', bytes('{"id":'));
    expect(handler).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('Live notifications: ignored a malformed message', '{"id":');
  });

  it('only logs connection and subscribe errors', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await createMqttLiveChannel(options).connect();
    const client = lastClient();
    const refused = new Error('Connection refused: Not authorized');
    expect(() => client.emit('error', refused)).not.toThrow();
    expect(log).toHaveBeenCalledWith('Live notifications: connection error', refused);
    client.emit('connect');
    const done = client.subscribe.mock.calls[0]?.[2] as (error: Error | null) => void;
    done(null);
    expect(log).toHaveBeenCalledTimes(1);
    const denied = new Error('Subscribe error: Unspecified error');
    done(denied);
    expect(log).toHaveBeenCalledWith('Live notifications: could not subscribe to user-7', denied);
  });

  it('connects once, disconnects, and can connect again', async () => {
    const channel = createMqttLiveChannel(options);
    await channel.connect();
    await channel.connect();
    expect(mocked.connect).toHaveBeenCalledTimes(1);
    const first = lastClient();
    channel.disconnect();
    expect(first.end).toHaveBeenCalledWith(true);
    await channel.connect();
    expect(mocked.connect).toHaveBeenCalledTimes(2);
    expect(lastClient()).not.toBe(first);
  });

  it('opens no connection when disconnected while mqtt.js is still loading', async () => {
    const channel = createMqttLiveChannel(options);
    const connecting = channel.connect();
    channel.disconnect();
    await connecting;
    expect(mocked.connect).not.toHaveBeenCalled();
  });
});
