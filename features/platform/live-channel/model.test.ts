import { describe, expect, it } from 'vitest';
import {
  liveChannelUrl,
  mqttClientId,
  parseNotificationMessage,
  randomSuffix,
  type LiveNotification,
} from './model';

const message: LiveNotification = {
  id: 5013,
  title: 'Payment gateway callback failed',
  description: 'iPay88 callback for PT-20250601-00042 returned HTTP 500.',
  link: '/admin/ext-cbs-payment/payment_transaction',
  created_at: '2025-06-01T05:02:00Z',
  is_seen: 0,
  time_diffrence: '1 minutes ago',
};

/** A random source that walks through the given values. */
const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length] ?? 0;
};

describe('randomSuffix', () => {
  it('draws letters and digits', () => {
    expect(randomSuffix(4, sequence(0, 0.5, 0.99, 0.83))).toBe('aF9Z');
  });
  it('is 6 letters or digits with the default random source', () => {
    for (let run = 0; run < 20; run += 1) expect(randomSuffix(6)).toMatch(/^[A-Za-z0-9]{6}$/);
  });
});

describe('mqttClientId', () => {
  it('is user-{id}- plus 6 random letters and digits', () => {
    expect(mqttClientId(7, sequence(0.1, 0.2, 0.3, 0.4, 0.5, 0.95))).toBe('user-7-gmsyF6');
    expect(mqttClientId(42)).toMatch(/^user-42-[A-Za-z0-9]{6}$/);
  });
  it('differs between connections', () => {
    expect(mqttClientId(1)).not.toBe(mqttClientId(1));
  });
});

describe('liveChannelUrl', () => {
  const httpPage = { protocol: 'http:', host: '127.0.0.1:8080' };
  const httpsPage = { protocol: 'https:', host: 'console.example.com' };

  it('defaults to the page host, ws on http and wss on https', () => {
    expect(liveChannelUrl({ page: httpPage })).toBe('ws://127.0.0.1:8080/mqtt');
    expect(liveChannelUrl({ page: httpsPage })).toBe('wss://console.example.com/mqtt');
  });
  it('takes the configured protocol and host', () => {
    expect(
      liveChannelUrl({ protocol: 'wss', host: 'broker.example.com:8443', page: httpPage }),
    ).toBe('wss://broker.example.com:8443/mqtt');
    expect(liveChannelUrl({ protocol: 'WS:', page: httpsPage })).toBe(
      'ws://console.example.com/mqtt',
    );
  });
  it('ignores an unknown protocol and blank settings', () => {
    expect(liveChannelUrl({ protocol: 'mqtt', host: ' ', page: httpsPage })).toBe(
      'wss://console.example.com/mqtt',
    );
    expect(liveChannelUrl({ protocol: '', host: '', page: httpPage })).toBe(
      'ws://127.0.0.1:8080/mqtt',
    );
  });
});

describe('parseNotificationMessage', () => {
  it('reads a notification message', () => {
    expect(parseNotificationMessage(JSON.stringify(message))).toEqual(message);
    expect(parseNotificationMessage(JSON.stringify({ ...message, link: null }))).toEqual({
      ...message,
      link: null,
    });
  });
  it('keeps only the contract fields', () => {
    expect(parseNotificationMessage(JSON.stringify({ ...message, user_id: 1 }))).toEqual(message);
  });
  it('ignores what is not JSON or not an object', () => {
    expect(parseNotificationMessage('not json')).toBeUndefined();
    expect(parseNotificationMessage('[]')).toBeUndefined();
    expect(parseNotificationMessage('null')).toBeUndefined();
    expect(parseNotificationMessage('"hello"')).toBeUndefined();
  });
  it.each([
    ['a missing id', { ...message, id: undefined }],
    ['a text id', { ...message, id: '5013' }],
    ['a fractional id', { ...message, id: 1.5 }],
    ['a missing title', { ...message, title: undefined }],
    ['a numeric description', { ...message, description: 5 }],
    ['a numeric link', { ...message, link: 5 }],
    ['an invalid date', { ...message, created_at: 'yesterday' }],
    ['an unknown status', { ...message, is_seen: 2 }],
    ['a missing time text', { ...message, time_diffrence: undefined }],
  ])('ignores a message with %s', (_, value) => {
    expect(parseNotificationMessage(JSON.stringify(value))).toBeUndefined();
  });
});
