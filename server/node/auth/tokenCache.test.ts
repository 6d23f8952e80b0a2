import { describe, expect, it, vi } from 'vitest';
import { createTokenCache } from './tokenCache';
import type { AuthUser } from '../../core/auth/tokens';

const userOf = (id: number, tokenHash: string, expiresAt = '2030-01-01T00:00:00.000Z') =>
  ({ id, username: `user${String(id)}`, tokenHash, expiresAt }) satisfies AuthUser;

/** A cache on a hand-driven clock, with a lookup that counts its calls. */
function setup(
  options: { entryMs?: number; holdMs?: number; maxEntries?: number; active?: () => boolean } = {},
) {
  let clock = Date.parse('2026-01-01T00:00:00.000Z');
  const cache = createTokenCache({ ...options, now: () => clock });
  return {
    cache,
    advance: (ms: number) => {
      clock += ms;
    },
    lookup: (user: AuthUser | undefined) => vi.fn(() => Promise.resolve(user)),
  };
}

describe('createTokenCache', () => {
  it('answers a token looked up lately without asking again', async () => {
    const { cache, lookup } = setup();
    const ask = lookup(userOf(1, 'a'));
    expect(await cache.userOf('a', ask)).toEqual(userOf(1, 'a'));
    expect(await cache.userOf('a', ask)).toEqual(userOf(1, 'a'));
    expect(ask).toHaveBeenCalledOnce();
  });

  it('never keeps an unknown token: a wrong one always costs a lookup', async () => {
    const { cache, lookup } = setup();
    const ask = lookup(undefined);
    await cache.userOf('nope', ask);
    await cache.userOf('nope', ask);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('asks again once the entry is stale, and never serves an expired token', async () => {
    const { cache, advance, lookup } = setup({ entryMs: 5_000 });
    const ask = lookup(userOf(1, 'a'));
    await cache.userOf('a', ask);
    advance(5_001);
    await cache.userOf('a', ask);
    expect(ask).toHaveBeenCalledTimes(2);

    const ending = lookup(userOf(2, 'b', '2026-01-01T00:00:07.000Z'));
    await cache.userOf('b', ending);
    advance(2_000);
    await cache.userOf('b', ending);
    expect(ending).toHaveBeenCalledTimes(2);
  });

  it('drops a token the moment it is revoked, and its owner’s tokens but the one spared', async () => {
    const { cache, advance, lookup } = setup({ holdMs: 1_000 });
    const a = lookup(userOf(1, 'a'));
    const b = lookup(userOf(1, 'b'));
    const c = lookup(userOf(2, 'c'));
    for (const [hash, ask] of [
      ['a', a],
      ['b', b],
      ['c', c],
    ] as const)
      await cache.userOf(hash, ask);

    cache.forget({ table: 'admin_tokens', tokenHash: 'c' });
    await cache.userOf('c', c);
    expect(c).toHaveBeenCalledTimes(2);

    cache.forget({ table: 'admin_tokens', owner: 1, except: 'b' });
    await cache.userOf('a', a);
    await cache.userOf('b', b);
    expect(a).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenCalledOnce();

    // Endings of other kinds of tokens concern no admin token.
    cache.forget({ table: 'portal_sessions', owner: 1 });
    await cache.userOf('b', b);
    expect(b).toHaveBeenCalledOnce();

    // Once the hold is over, a token found valid again is kept again.
    advance(1_001);
    await cache.userOf('a', a);
    await cache.userOf('a', a);
    expect(a).toHaveBeenCalledTimes(3);
  });

  it('does not keep a lookup that ran while tokens ended (it may have read them still valid)', async () => {
    const { cache, lookup } = setup();
    let finish: (user: AuthUser) => void = () => undefined;
    const slow = vi.fn(
      () =>
        new Promise<AuthUser | undefined>((resolve) => {
          finish = resolve;
        }),
    );
    const answer = cache.userOf('a', slow);
    cache.forget({ table: 'admin_tokens', tokenHash: 'zzz' });
    finish(userOf(1, 'a'));
    expect(await answer).toEqual(userOf(1, 'a'));
    const ask = lookup(userOf(1, 'a'));
    await cache.userOf('a', ask);
    expect(ask).toHaveBeenCalledOnce();
  });

  it('keeps lookups of an ended owner out while the ending may not have committed', async () => {
    const { cache, advance, lookup } = setup({ holdMs: 10_000 });
    cache.forget({ table: 'admin_tokens', owner: 7 });
    // The revoking transaction has not committed: the token still reads as valid.
    const ask = lookup(userOf(7, 'x'));
    await cache.userOf('x', ask);
    await cache.userOf('x', ask);
    expect(ask).toHaveBeenCalledTimes(2);
    advance(10_001);
    await cache.userOf('x', ask);
    await cache.userOf('x', ask);
    expect(ask).toHaveBeenCalledTimes(3);
  });

  it('spares no token of an owner ended twice, each time sparing another', async () => {
    const { cache, lookup } = setup();
    cache.forget({ table: 'admin_tokens', owner: 3, except: 'p' });
    cache.forget({ table: 'admin_tokens', owner: 3, except: 'q' });
    const ask = lookup(userOf(3, 'q'));
    await cache.userOf('q', ask);
    await cache.userOf('q', ask);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxEntries tokens, dropping the oldest', async () => {
    const { cache, lookup } = setup({ maxEntries: 2 });
    const a = lookup(userOf(1, 'a'));
    const b = lookup(userOf(2, 'b'));
    const c = lookup(userOf(3, 'c'));
    await cache.userOf('a', a);
    await cache.userOf('b', b);
    await cache.userOf('c', c);
    await cache.userOf('c', c);
    await cache.userOf('b', b);
    await cache.userOf('a', a);
    expect([a, b, c].map((ask) => ask.mock.calls.length)).toEqual([2, 1, 1]);
  });

  it('looks every token up while it is off, kept or not', async () => {
    let active = true;
    const { cache, lookup } = setup({ active: () => active });
    const ask = lookup(userOf(1, 'a'));
    await cache.userOf('a', ask);
    active = false;
    await cache.userOf('a', ask);
    await cache.userOf('a', ask);
    expect(ask).toHaveBeenCalledTimes(3);
  });

  it('drops every token when cleared, and keeps no lookup that overlapped the clear', async () => {
    const { cache, lookup } = setup();
    const ask = lookup(userOf(1, 'a'));
    await cache.userOf('a', ask);
    cache.clear();
    let answer: (user: AuthUser) => void = () => undefined;
    const slow = vi.fn(() => new Promise<AuthUser>((resolve) => (answer = resolve)));
    const looking = cache.userOf('a', slow);
    cache.clear();
    answer(userOf(1, 'a'));
    await looking;
    await cache.userOf('a', ask);
    expect(slow).toHaveBeenCalledOnce();
    expect(ask).toHaveBeenCalledTimes(2);
  });
});
