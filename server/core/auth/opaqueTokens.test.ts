// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/databases';
import { testServices } from '../../testing/services';
import { startTestServer, type TestServer } from '../../testing/testServer';
import type { Clock } from '../ports';
import { tokenKind, type TokensEnded } from './opaqueTokens';

describe.each(testDatabases())('opaque tokens on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server.close());

  const sessions = tokenKind({ table: 'portal_sessions', prefix: 'ps_', ttlMinutes: 10 });

  it('issues prefixed tokens, stores only their hash and finds their owner until they expire', async () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const clock: Clock = { now: () => now };
    const at = (time: Date) => testServices(server.app.db, { clock: { now: () => time } });
    const services = testServices(server.app.db, { clock });
    const issued = await sessions.issue(services, '60123456789');
    expect(issued.token).toMatch(/^ps_[A-Za-z0-9_-]{43}$/);
    expect(issued.expiresAt).toBe('2030-01-01T00:10:00.000Z');
    const stored = await server.app.db.selectFrom('portal_sessions').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).toContain(issued.tokenHash);
    expect(stored.map((row) => row.token_hash)).not.toContain(issued.token);

    expect(await sessions.lookup(services, issued.token)).toEqual({
      owner: '60123456789',
      tokenHash: issued.tokenHash,
      expiresAt: issued.expiresAt,
    });
    const later = new Date('2030-01-01T00:10:00Z');
    expect(await sessions.lookup(at(later), issued.token)).toBeUndefined();
    // Another kind's prefix, a made-up token and an oversized one name nobody.
    expect(await sessions.lookup(services, `gc_${issued.token.slice(3)}`)).toBeUndefined();
    expect(await sessions.lookup(services, 'ps_made-up')).toBeUndefined();
    expect(await sessions.lookup(services, `ps_${'x'.repeat(300)}`)).toBeUndefined();
  });

  it('revokes one token or every token of an owner but one, and tells the host', async () => {
    const heard: TokensEnded[] = [];
    const db = testServices(server.app.db, {
      live: {
        publish: () => Promise.resolve(),
        tokensEnded: (ended) => {
          heard.push(ended);
          return Promise.resolve();
        },
      },
    });
    {
      const [a, b, c] = [
        await sessions.issue(db, '60120000001'),
        await sessions.issue(db, '60120000001'),
        await sessions.issue(db, '60120000001'),
      ];
      await sessions.revoke(db, a.tokenHash);
      expect(await sessions.lookup(db, a.token)).toBeUndefined();
      expect(await sessions.lookup(db, b.token)).toBeDefined();
      await sessions.revokeOwner(db, '60120000001', c.tokenHash);
      expect(await sessions.lookup(db, b.token)).toBeUndefined();
      expect((await sessions.lookup(db, c.token))?.owner).toBe('60120000001');
      expect(heard).toEqual([
        { table: 'portal_sessions', tokenHash: a.tokenHash },
        { table: 'portal_sessions', owner: '60120000001', except: c.tokenHash },
      ]);
    }
  });
});
