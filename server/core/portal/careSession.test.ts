// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../../domain/schema';
import { testDatabases } from '../../testing/databases';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { portalCall, portalSignIn } from '../../testing/portalSession';

/** The support and refer calls that act on or reveal a number, made for `msisdn`. */
const careCalls = (msisdn: string): [string, unknown][] => {
  const context = { msisdn, languageId: 1, operatorId: 1 };
  return [
    ['/content/service-ticket-page', context],
    ['/content/support-history', { ...context, ticket_status: 'Initiated', page_no: 1 }],
    ['/content/support-history', { ...context, scope: 'global' }],
    ['/create_ticket_service', { ...context, service: 'topup', message: 'No credit.' }],
    [`/content/refer-friend-page?languageId=1&msisdn=${msisdn}&operatorId=1`, undefined],
  ];
};

describe.each(testDatabases())('support and refer calls about a number on $name', (database) => {
  let server: TestServer;
  const victim = '60125553001';
  const attacker = '60125553002';
  let victimToken: string;
  let attackerToken: string;

  beforeAll(async () => {
    server = await startTestServer(database);
    victimToken = await portalSignIn(server, victim);
    attackerToken = await portalSignIn(server, attacker);
  });
  afterAll(() => server.close());

  const victimTickets = () =>
    server.app.db
      .selectFrom('portal_tickets')
      .select('ticket_number')
      .where('msisdn', '=', victim)
      .execute();

  it('answers 401 without a session and 403 with another number’s, raising nothing', async () => {
    for (const [path, body] of careCalls(victim)) {
      const anonymous = await portalCall(server, path, body);
      expect(anonymous.status, path).toBe(401);
      expect((await portalCall(server, path, body, 'ps_forged')).status, path).toBe(401);
      const other = await portalCall(server, path, body, attackerToken);
      expect(other.status, path).toBe(403);
      expect(other.body).toEqual({ message: 'This number is not verified in this session.' });
    }
    expect(await victimTickets()).toEqual([]);
  });

  it('never shows a ticket’s success page to another number', async () => {
    const created = await portalCall<Schema<'SupportTicketResponse'>>(
      server,
      '/create_ticket_service',
      { msisdn: victim, languageId: 1, operatorId: 1, service: 'topup', message: 'No credit.' },
      victimToken,
    );
    expect(created.body.code).toBe(200);
    const ticketNumber = String(created.body.data);
    const own = await portalCall(
      server,
      '/content/ticket-create-success',
      { ticketNumber, languageId: 1, operatorId: 1 },
      victimToken,
    );
    expect(own.status).toBe(200);
    const other = await portalCall(
      server,
      '/content/ticket-create-success',
      { ticketNumber, languageId: 1, operatorId: 1 },
      attackerToken,
    );
    expect(other.status).toBe(422);
    expect(JSON.stringify(other.body)).not.toContain(victim);
    expect(
      (
        await portalCall(server, '/content/ticket-create-success', {
          ticketNumber,
          languageId: 1,
          operatorId: 1,
        })
      ).status,
    ).toBe(401);
  });

  it('refuses malformed bodies with 422 and changes nothing', async () => {
    const before = await victimTickets();
    const context = { msisdn: victim, languageId: 1, operatorId: 1 };
    for (const [path, body] of [
      ['/create_ticket_service', { ...context, service: 'topup', message: '' }],
      ['/create_ticket_service', { ...context, service: 'no-such-type', message: 'Hello' }],
      ['/create_ticket_service', { ...context, service: 'topup' }],
      ['/create_ticket_service', { ...context, service: ['topup'], message: 'Hello' }],
      ['/create_ticket_service', { ...context, operatorId: 'one', service: 'topup', message: 'x' }],
      ['/content/support-history', { ...context, ticket_status: 'Closed' }],
      ['/content/support-history', { ...context, page_no: 0 }],
      ['/content/support-history', { ...context, scope: 'everyone' }],
      ['/content/ticket-create-success', { languageId: 1, operatorId: 1 }],
    ] as const) {
      const answer = await portalCall(server, path, body, victimToken);
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(422);
    }
    expect(await victimTickets()).toEqual(before);
  });
});
