// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../../domain/schema';
import { testDatabases } from '../../testing/databases';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { portalCall, portalSignIn } from '../../testing/portalSession';

describe.each(testDatabases())('the end of a portal session on $name', (database) => {
  let server: TestServer;

  /** A call about the number that needs its session (the balance screen's). */
  const balance = (msisdn: string, token?: string) =>
    server.api.request({
      method: 'GET',
      url: `/api/portal/get_user_balance_info/${msisdn}`,
      ...(token === undefined ? {} : { token }),
    });

  const signOut = (token?: string) =>
    portalCall<Schema<'PortalStatusResponse'>>(server, '/sign-out', undefined, token);

  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server.close());

  it('signs out: the token answers 401 from then on, other sessions go on', async () => {
    const msisdn = '60125552001';
    const token = await portalSignIn(server, msisdn);
    const other = await portalSignIn(server, '60125552002');
    expect((await balance(msisdn, token)).status).toBe(200);

    const ended = await signOut(token);
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ code: 200, message: 'Signed out' });

    const after = await balance(msisdn, token);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: 'Unauthenticated.' });
    expect((await signOut(token)).status).toBe(401);
    expect((await balance('60125552002', other)).status).toBe(200);
  });

  it('refuses to sign out without a session, or with a forged one', async () => {
    expect((await signOut()).status).toBe(401);
    expect((await signOut('ps_forged')).status).toBe(401);
  });

  it('ends the earlier sessions of a number when it is verified again', async () => {
    const msisdn = '60125552003';
    const first = await portalSignIn(server, msisdn);
    expect((await balance(msisdn, first)).status).toBe(200);
    const second = await portalSignIn(server, msisdn);

    const old = await balance(msisdn, first);
    expect(old.status).toBe(401);
    expect(old.body).toEqual({ message: 'Unauthenticated.' });
    expect((await balance(msisdn, second)).status).toBe(200);
  });
});
