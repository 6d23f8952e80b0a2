import type { Schema } from '@api';
import type { TicketStatus } from '@ds';

/** A ticket status as the server names it (customer-portal §9 support statuses). */
export type ServerTicketStatus = Schema<'SupportHistoryItem'>['status'];

/** The history tab of each status, and the status the server filters by. */
export const serverStatusOf: Record<TicketStatus, ServerTicketStatus> = {
  in_progress: 'In Progress',
  initiated: 'Initiated',
  resolved: 'Resolved',
};

/** The problem type sent: the one chosen, else the first of the list (§5 Support). */
export function problemTypeOf(
  chosen: string | undefined,
  types: readonly Schema<'SupportProblemType'>[],
): string | undefined {
  if (chosen !== undefined && types.some((type) => type.service === chosen)) return chosen;
  return types[0]?.service;
}

/** What the form's answer means (§4 Support ticket response). */
export type TicketOutcome =
  /** Code 200: the ticket's serial, stored before the success page. */
  | { kind: 'created'; serial: string }
  /** Code 202: a ticket is still open; the modal shows the server's waiting message. */
  | { kind: 'waiting'; message: string };

/** Reads create_ticket_service's answer. */
export function ticketOutcome(answer: Schema<'SupportTicketResponse'>): TicketOutcome {
  if (answer.code === 200 && typeof answer.data === 'string' && answer.data !== '') {
    return { kind: 'created', serial: answer.data };
  }
  return { kind: 'waiting', message: answer.message };
}
