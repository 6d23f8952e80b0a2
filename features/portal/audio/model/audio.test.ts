import { describe, expect, it, vi } from 'vitest';
import { createAudioPlayer, reusableGuestChannel, type AudioElementLike } from './audio';

/** An audio element that records what was done to it. */
function fakeAudio(): AudioElementLike & { log: string[] } {
  const log: string[] = [];
  let paused = true;
  let src = '';
  return {
    log,
    get paused() {
      return paused;
    },
    get src() {
      return src;
    },
    set src(value: string) {
      src = value;
      log.push(`src ${value}`);
    },
    play: vi.fn(() => {
      paused = false;
      log.push('play');
      return Promise.resolve();
    }),
    pause: vi.fn(() => {
      paused = true;
      log.push('pause');
    }),
  };
}

describe('the audio player (customer-portal §4 Audio)', () => {
  it('swaps the source of a muted player without playing', () => {
    const audio = fakeAudio();
    createAudioPlayer(audio).receive('/a.mp3');
    expect(audio.log).toEqual(['pause', 'src /a.mp3']);
  });

  it('pauses, swaps and resumes when a message arrives while playing', () => {
    const audio = fakeAudio();
    const player = createAudioPlayer(audio);
    player.receive('/a.mp3');
    player.setPlaying(true);
    audio.log.length = 0;
    player.receive('/b.mp3');
    expect(audio.log).toEqual(['pause', 'src /b.mp3', 'play']);
  });

  it('plays and mutes by the toggle', () => {
    const audio = fakeAudio();
    const player = createAudioPlayer(audio);
    player.setPlaying(true);
    expect(audio.log).toEqual([]);
    player.receive('/a.mp3');
    player.setPlaying(false);
    expect(audio.log).toEqual(['pause', 'src /a.mp3', 'play', 'pause']);
    expect(audio.paused).toBe(true);
  });

  it('only logs a play the browser refuses', async () => {
    const audio = fakeAudio();
    audio.play = () => Promise.reject(new Error('NotAllowedError'));
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const player = createAudioPlayer(audio);
    player.receive('/a.mp3');
    expect(() => player.setPlaying(true)).not.toThrow();
    await Promise.resolve();
    await Promise.resolve();
    expect(info).toHaveBeenCalled();
    info.mockRestore();
  });
});

describe('the guest channel across page loads', () => {
  const kept = { subscription_id: 'guest-Zk4yT1qP0aXw', expires_at: '2025-06-02T05:00:00Z' };
  const at = (iso: string) => Date.parse(iso);

  it('reuses the channel kept from an earlier page load while it is good', () => {
    expect(reusableGuestChannel(kept, at('2025-06-01T05:00:00Z'))).toBe(kept);
    expect(reusableGuestChannel(kept, at('2025-06-02T04:50:00Z'))).toBe(kept);
  });

  it('asks for a new one when none is kept, or the kept one is about to expire', () => {
    expect(reusableGuestChannel(undefined, at('2025-06-01T05:00:00Z'))).toBeUndefined();
    expect(reusableGuestChannel(kept, at('2025-06-02T04:58:00Z'))).toBeUndefined();
    expect(reusableGuestChannel(kept, at('2025-06-03T00:00:00Z'))).toBeUndefined();
  });
});
