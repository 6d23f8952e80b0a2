import { describe, expect, it } from 'vitest';
import { audioFileOf, guestTopic, isGuestTopic, userTopic } from '.';

describe('live topics', () => {
  it('names an administrator topic user-{id}', () => {
    expect(userTopic(1)).toBe('user-1');
  });
  it('names a portal guest topic ivr-guest-channel-{guest id}', () => {
    expect(guestTopic('guest-Zk4yT1qP0aXw')).toBe('ivr-guest-channel-guest-Zk4yT1qP0aXw');
  });
  it('recognises a guest topic of an issued guest id, and nothing else', () => {
    expect(isGuestTopic(guestTopic('guest-Zk4yT1qP0aXw_-3b'))).toBe(true);
    for (const topic of [
      'user-1',
      'ivr-guest-channel-',
      'ivr-guest-channel-#',
      'ivr-guest-channel-+',
      'ivr-guest-channel-guest-Zk4yT1qP0aXw_-3b/#',
      'ivr-guest-channel-guest-Zk4yT1qP0aXw_-3b/x',
      'ivr-guest-channel-guest-Zk4yT1qP0aXw_-3bX',
      'ivr-guest-channel-guest-Zk4yT1qP0a',
      'ivr-guest-channel-guest-Zk4yT1qP0aXw_-3b\n',
      '$SYS/ivr-guest-channel-guest-Zk4yT1qP0aXw_-3b',
      ' ivr-guest-channel-guest-Zk4yT1qP0aXw_-3b',
    ]) {
      expect(isGuestTopic(topic), topic).toBe(false);
    }
  });
});

describe('audio prompt messages', () => {
  it('take an http(s) address or a path on the portal host', () => {
    expect(audioFileOf('{"audio_file":"/audio/welcome.mp3"}')).toBe('/audio/welcome.mp3');
    expect(audioFileOf('{"audio_file":" https://cdn.example/a.mp3 "}')).toBe(
      'https://cdn.example/a.mp3',
    );
  });
  it('take the audio_file of a well-formed message', () => {
    expect(audioFileOf('{"audio_file":"/audio/welcome.mp3"}')).toBe('/audio/welcome.mp3');
    expect(audioFileOf('{"audio_file":"https://cdn.example/a.mp3"}')).toBe(
      'https://cdn.example/a.mp3',
    );
  });

  it('ignore anything else', () => {
    for (const text of [
      'not json',
      '[]',
      '{}',
      '{"audio_file":3}',
      '{"audio_file":"javascript:alert(1)"}',
      '{"audio_file":"//evil.example/a.mp3"}',
      '{"audio_file":"data:audio/mp3;base64,AAAA"}',
    ]) {
      expect(audioFileOf(text), text).toBeUndefined();
    }
  });

  it('refuse a path a browser would read as another host', () => {
    for (const file of ['//evil.example/a.mp3', '/\\evil.example/a.mp3', '/\t/evil.example/a']) {
      expect(audioFileOf(JSON.stringify({ audio_file: file })), file).toBeUndefined();
    }
  });
});
