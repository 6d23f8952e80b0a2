import { fill, type Lang } from '../../../domain/portal-content';
import type { Schema } from '../../../domain/schema';
import type { OperationHandlers } from '../api/operation';
import { invalid } from '../api/errors';
import {
  dayOf,
  nextNumber,
  saveSubscriber,
  serial,
  sessionOwner,
  type PortalContext,
} from './context';

/** Tickets per page of the support history. */
export const ticketPageSize = 5;

/** Tickets still being handled: a number has at most one of them (code 202 otherwise). */
const openStatuses = ['Initiated', 'In Progress'] as const;

/** Support tickets: each number sees only its own (customer-portal §2, support). */
export function supportHandlers(context: PortalContext): OperationHandlers {
  const { db, store, ports } = context;

  const problemTypes = (lang: Lang) =>
    store.items<Schema<'SupportProblemType'>>('problem-types', { lang });

  return {
    async getServiceTicketPage({ body, portalMsisdn }) {
      const input = body as Schema<'SupportPageRequest'>;
      const msisdn = sessionOwner(portalMsisdn);
      const lang = await store.langOf(input.languageId);
      const texts = await store.page('service-ticket-page', lang);
      return {
        body: {
          data: {
            header_text: texts.header_text,
            msisdn,
            services: await problemTypes(lang),
            message_placeholder: texts.message_placeholder,
            submit_btn_text: texts.submit_btn_text,
            history_btn_text: texts.history_btn_text,
          },
        },
      };
    },

    async getTicketCreateSuccessPage({ body, portalMsisdn }) {
      const input = body as Schema<'TicketSuccessRequest'>;
      const msisdn = sessionOwner(portalMsisdn);
      const ticket = await db
        .selectFrom('portal_tickets')
        .select('ticket_number')
        .where('ticket_number', '=', input.ticketNumber)
        .where('msisdn', '=', msisdn)
        .executeTakeFirst();
      if (ticket === undefined) {
        throw invalid('ticketNumber', 'The selected ticketNumber is invalid.');
      }
      const lang = await store.langOf(input.languageId);
      const texts = await store.page('ticket-create-success', lang);
      const buttons = await store.page('buttons', lang);
      return {
        body: {
          data: {
            title: texts.title,
            message: fill(texts.message, { ticket: ticket.ticket_number }, lang),
            ticket_number: ticket.ticket_number,
            home_btn_text: buttons.home,
          },
        },
      };
    },

    async getSupportHistory({ body, portalMsisdn }) {
      const input = body as Schema<'SupportHistoryRequest'>;
      const msisdn = sessionOwner(portalMsisdn);
      const lang = await store.langOf(input.languageId);
      // The contract's default page 1 is not filled in by the validation.
      const page = typeof body.page_no === 'number' ? body.page_no : 1;
      let tickets = db.selectFrom('portal_tickets').selectAll().where('msisdn', '=', msisdn);
      // The 'global' scope shows the tickets raised with every operator.
      if (input.scope !== 'global') tickets = tickets.where('operator_id', '=', input.operatorId);
      if (input.ticket_status !== undefined) {
        tickets = tickets.where('status', '=', input.ticket_status);
      }
      const rows = await tickets
        .orderBy('request_time', 'desc')
        .orderBy('id', 'desc')
        .limit(ticketPageSize + 1)
        .offset((page - 1) * ticketPageSize)
        .execute();
      const types = await problemTypes(lang);
      return {
        body: {
          data: {
            tickets: rows.slice(0, ticketPageSize).map((row) => ({
              customer_id: row.customer_id,
              ticket_number: row.ticket_number,
              title: types.find((type) => type.service === row.service)?.name ?? row.service,
              receiver_number: row.receiver_number,
              transaction_id: row.transaction_id,
              request_time: row.request_time,
              resolve_date: row.resolve_date,
              remarks: row.remarks,
              status: row.status,
            })),
            page_no: page,
            has_more: rows.length > ticketPageSize,
          },
        },
      };
    },

    async createTicketService({ body, portalMsisdn }) {
      const input = body as Schema<'SupportTicketInput'>;
      const msisdn = sessionOwner(portalMsisdn);
      const lang = await store.langOf(input.languageId);
      if (!(await problemTypes(lang)).some((type) => type.service === input.service)) {
        throw invalid('service', 'The selected service is invalid.');
      }
      const now = ports.clock.now().toISOString();
      const result = await db.transaction().execute(async (trx) => {
        // Locks the number's row, so two tickets cannot both find none open.
        const subscriber = await saveSubscriber(
          trx,
          msisdn,
          { operatorId: input.operatorId, languageId: input.languageId },
          now,
        );
        const open = await trx
          .selectFrom('portal_tickets')
          .select('ticket_number')
          .where('msisdn', '=', msisdn)
          .where('status', 'in', openStatuses)
          .orderBy('request_time', 'desc')
          .executeTakeFirst();
        if (open !== undefined) return { ticket: open.ticket_number, open: true };
        const ticketNumber = serial('TKT', dayOf(now).slice(2), await nextNumber(trx, 'ticket'), 5);
        await trx
          .insertInto('portal_tickets')
          .values({
            ticket_number: ticketNumber,
            msisdn,
            operator_id: input.operatorId,
            customer_id: subscriber.id,
            service: input.service,
            message: input.message,
            receiver_number: msisdn,
            transaction_id: null,
            status: 'Initiated',
            remarks: null,
            request_time: now,
            resolve_date: null,
            updated_at: now,
          })
          .execute();
        return { ticket: ticketNumber, open: false };
      });
      if (result.open) {
        const texts = await store.page('service-ticket-page', lang);
        return {
          body: {
            code: 202,
            message: fill(texts.waiting_text, { ticket: result.ticket }, lang),
            data: null,
          },
        };
      }
      return { body: { code: 200, message: 'Ticket created', data: result.ticket } };
    },
  };
}
