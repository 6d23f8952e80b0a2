import { useApi, type Schema } from '@api';
import {
  QueryGate,
  ScreenStack,
  ScreenTitle,
  screen,
  useJourney,
  usePortalContext,
  usePortalLanguage,
  useTexts,
  type PortalNavigation,
} from '@features/portal/core';
import {
  Button,
  DescriptionList,
  EmptyState,
  ExpandableRow,
  Label,
  StatusTabs,
  type TicketStatus,
} from '@ds';
import { useState } from 'react';
import styled from 'styled-components';
import { serverStatusOf } from '../model/support';
import { useSupportTexts } from '../model/texts';

const List = styled.ul`
  display: grid;
  gap: var(--tck-space-2);
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    border: 1px solid var(--tck-color-border);
    border-radius: var(--tck-radius-md);
    overflow: hidden;
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: var(--tck-space-3);
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--tck-space-3);
`;

const statusTone = { 'In Progress': 'warning', Initiated: 'info', Resolved: 'success' } as const;

/** One ticket: its number and title, opening to the dates, number, transaction and remarks. */
function TicketRow({ ticket }: { ticket: Schema<'SupportHistoryItem'> }) {
  const texts = useSupportTexts();
  const language = usePortalLanguage();
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const details = [
    { term: texts.requested, description: date.format(new Date(ticket.request_time)) },
    ...(ticket.resolve_date
      ? [{ term: texts.resolvedOn, description: date.format(new Date(ticket.resolve_date)) }]
      : []),
    ...(ticket.receiver_number
      ? [{ term: texts.receiver, description: ticket.receiver_number }]
      : []),
    ...(ticket.transaction_id
      ? [{ term: texts.transaction, description: ticket.transaction_id }]
      : []),
    ...(ticket.remarks ? [{ term: texts.remarks, description: ticket.remarks }] : []),
  ];
  return (
    <li>
      <ExpandableRow
        summary={
          <span>
            <strong>{ticket.ticket_number}</strong> · {ticket.title}
          </span>
        }
        meta={<Label tone={statusTone[ticket.status]}>{statusLabel(texts, ticket.status)}</Label>}
      >
        <DescriptionList items={details} />
      </ExpandableRow>
    </li>
  );
}

const statusLabel = (texts: ReturnType<typeof useSupportTexts>, status: string) =>
  status === 'In Progress'
    ? texts.inProgress
    : status === 'Initiated'
      ? texts.initiated
      : texts.resolved;

/** One page of a tab's tickets; the last one offers the next. */
function TicketPage({
  status,
  page,
  last,
  onMore,
}: {
  status: TicketStatus;
  page: number;
  last: boolean;
  onMore: () => void;
}) {
  const { query } = useApi('portal');
  const { operatorId, languageId, verified } = usePortalContext();
  const texts = useSupportTexts();
  const portalTexts = useTexts();
  const history = query.useQuery('post', '/content/support-history', {
    body: {
      msisdn: verified ?? '',
      languageId,
      operatorId,
      ticket_status: serverStatusOf[status],
      page_no: page,
    },
  });
  const tickets = history.data?.data.tickets ?? [];
  if (page === 1 && history.isSuccess && tickets.length === 0) {
    return <EmptyState title={texts.noTickets} />;
  }
  return (
    <QueryGate query={history}>
      <List>
        {tickets.map((ticket) => (
          <TicketRow key={ticket.ticket_number} ticket={ticket} />
        ))}
      </List>
      {last && history.data?.data.has_more ? (
        <More>
          <Button variant="secondary" onClick={onMore}>
            {portalTexts.loadMore}
          </Button>
        </More>
      ) : null}
    </QueryGate>
  );
}

/** A tab's tickets, page after page. */
function TicketPages({ status }: { status: TicketStatus }) {
  const [pages, setPages] = useState(1);
  return Array.from({ length: pages }, (_, index) => (
    <TicketPage
      key={index + 1}
      status={status}
      page={index + 1}
      last={index + 1 === pages}
      onMore={() => setPages((count) => count + 1)}
    />
  ));
}

export interface SupportHistoryScreenProps {
  /** How the screen moves the visitor (a new ticket). */
  navigation: PortalNavigation;
}

/**
 * The support history (§2 /support-history, §6 protected by number): tabs In Progress, Initiated
 * and Resolved, each a paged list of expandable tickets, newest first.
 */
export function SupportHistoryScreen({ navigation }: SupportHistoryScreenProps) {
  const texts = useSupportTexts();
  const [status, setStatus] = useState<TicketStatus>('in_progress');
  useJourney({ pageID: 'SUPPORT_HISTORY', service: 'support' });
  return (
    <ScreenStack data-component="SupportHistoryScreen">
      <Top>
        <ScreenTitle>{texts.historyTitle}</ScreenTitle>
        <Button size="sm" variant="secondary" onClick={() => navigation.go(screen('support'))}>
          {texts.newTicket}
        </Button>
      </Top>
      <StatusTabs
        value={status}
        onChange={setStatus}
        label={texts.statusLabel}
        labels={{
          in_progress: texts.inProgress,
          initiated: texts.initiated,
          resolved: texts.resolved,
        }}
      >
        <TicketPages key={status} status={status} />
      </StatusTabs>
    </ScreenStack>
  );
}
