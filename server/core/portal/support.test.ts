// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../../domain/schema';
import { testDatabases } from '../../testing/databases';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { portalCall, portalSignIn } from '../../testing/portalSession';

type History = Schema<'SupportHistoryResponse'>['data'];

describe.each(testDatabases())('support tickets on $name', (database) => {
  let server: TestServer;
  const msisdn = '60125550201';
  let token: string;

  const history = async (filters: Partial<Schema<'SupportHistoryRequest'>> = {}) =>
    (
      await portalCall<Schema<'SupportHistoryResponse'>>(
        server,
        '/content/support-history',
        { msisdn, languageId: 1, operatorId: 1, ...filters },
        token,
      )
    ).body.data;
  const create = (message: string, languageId = 1) =>
    portalCall<Schema<'SupportTicketResponse'>>(
      server,
      '/create_ticket_service',
      { msisdn, languageId, operatorId: 1, service: 'topup', message },
      token,
    );

  beforeAll(async () => {
    server = await startTestServer(database);
    token = await portalSignIn(server, msisdn);
  });
  afterAll(() => server.close());

  it('shows the support form with the problem types for the session’s number', async () => {
    const page = await portalCall<Schema<'SupportTicketPageResponse'>>(
      server,
      '/content/service-ticket-page',
      { msisdn, languageId: 23, operatorId: 1 },
      token,
    );
    expect(page.body.data.msisdn).toBe(msisdn);
    expect(page.body.data.services[0]).toEqual({ service: 'topup', name: 'টপ-আপ পাইনি' });
  });

  it('creates a ticket, then answers 202 with the waiting message while it is open', async () => {
    const created = await create('I reloaded RM 30 but my balance did not change.');
    expect(created.body.code).toBe(200);
    const serial = created.body.data ?? '';
    expect(serial).toMatch(/^TKT-\d{6}-\d{5}$/);

    const success = await portalCall<Schema<'TicketSuccessPageResponse'>>(
      server,
      '/content/ticket-create-success',
      { ticketNumber: serial, languageId: 22, operatorId: 1 },
      token,
    );
    expect(success.body.data.message).toContain(serial);
    expect(success.body.data.title).toBe('Tiket dihantar');

    const waiting = await create('Still waiting.', 22);
    expect(waiting.body).toEqual({
      code: 202,
      message: `Tiket anda ${serial} masih diproses. Sila tunggu jawapan kami sebelum membuka tiket baharu.`,
      data: null,
    });

    const [ticket] = (await history()).tickets;
    expect(ticket).toMatchObject({
      ticket_number: serial,
      title: 'Top-up not received',
      status: 'Initiated',
      resolve_date: null,
    });
  });

  it('filters the history by status tab and pages it by five', async () => {
    await server.app.db
      .updateTable('portal_tickets')
      .set({ status: 'Resolved', resolve_date: new Date().toISOString() })
      .where('msisdn', '=', msisdn)
      .execute();
    for (let index = 1; index <= 6; index += 1) {
      const created = await create(`Problem ${index}`);
      expect(created.body.code).toBe(200);
      const status = index === 6 ? 'In Progress' : 'Resolved';
      await server.app.db
        .updateTable('portal_tickets')
        .set({ status, request_time: `2025-06-0${index}T00:00:00.000Z` })
        .where('ticket_number', '=', created.body.data ?? '')
        .execute();
    }

    const first: History = await history({ ticket_status: 'Resolved' });
    expect(first.tickets).toHaveLength(5);
    expect(first.has_more).toBe(true);
    expect(first.tickets.every((ticket) => ticket.status === 'Resolved')).toBe(true);
    const second: History = await history({ ticket_status: 'Resolved', page_no: 2 });
    expect(second).toMatchObject({ page_no: 2, has_more: false });
    expect(second.tickets).toHaveLength(1);
    const inProgress = await history({ ticket_status: 'In Progress' });
    expect(inProgress.tickets.map((ticket) => ticket.request_time)).toEqual([
      '2025-06-06T00:00:00.000Z',
    ]);
    // Tickets raised with the other operator show only in the global scope.
    expect((await history({ operatorId: 2 })).tickets).toEqual([]);
    expect((await history({ operatorId: 2, scope: 'global' })).tickets).toHaveLength(5);
  });

  it('shows no one else the tickets of a number', async () => {
    const stranger = '60125550202';
    const strangerToken = await portalSignIn(server, stranger);
    const theirs = await portalCall<Schema<'SupportHistoryResponse'>>(
      server,
      '/content/support-history',
      { msisdn: stranger, languageId: 1, operatorId: 1 },
      strangerToken,
    );
    expect(theirs.body.data.tickets).toEqual([]);
    const mine = await portalCall(
      server,
      '/content/support-history',
      { msisdn, languageId: 1, operatorId: 1 },
      strangerToken,
    );
    expect(mine.status).toBe(403);
    const [ticket] = (await history()).tickets;
    const success = await portalCall(
      server,
      '/content/ticket-create-success',
      { ticketNumber: ticket?.ticket_number, languageId: 1, operatorId: 1 },
      strangerToken,
    );
    expect(success.status).toBe(422);
  });
});
