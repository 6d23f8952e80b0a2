import type { Schema } from '@api';
import { Card, Spinner } from '@ds';
import { LoadFailure, RecordLink, useRecordPage } from '@features/platform/resource';
import styled from 'styled-components';
import { StatusBadge } from '../fieldValue';
import { formatDate } from '../format';
import { valueLabel } from '../vocabulary';

type PaymentEvent = Schema<'PaymentTransactionEvent'>;

/** Where the events of a transaction are listed (by payment_transaction_id). */
export const eventsPath = '/cbs/payment/payment-transaction-event';

/** The most events one transaction shows (a transaction has a handful). */
const eventLimit = 100;

const Steps = styled.ol`
  display: grid;
  gap: 0;
  margin: 0;
  padding: var(--tck-space-4);
  list-style: none;
`;

const Step = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 1.25rem 1fr;
  gap: var(--tck-space-3);
  padding-bottom: var(--tck-space-4);

  /* The line joining one event to the next. */
  &:not(:last-child)::before {
    content: '';
    position: absolute;
    top: 1rem;
    bottom: 0;
    left: calc(0.625rem - 1px);
    width: 2px;
    background: var(--tck-color-border);
  }
`;

const Dot = styled.span`
  width: 0.75rem;
  height: 0.75rem;
  margin: 0.25rem;
  border-radius: 50%;
  background: var(--tck-color-primary);

  &[data-tone='danger'] {
    background: var(--tck-color-danger);
  }
  &[data-tone='success'] {
    background: var(--tck-color-success);
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--tck-space-2);
  font-weight: var(--tck-font-weight-semibold);
`;

const Meta = styled.div`
  color: var(--tck-color-text-muted);
  font-size: var(--tck-font-size-sm);
`;

const Payload = styled.details`
  margin-top: var(--tck-space-1);
  font-size: var(--tck-font-size-sm);

  & pre {
    margin: var(--tck-space-1) 0 0;
    padding: var(--tck-space-2);
    overflow-x: auto;
    border-radius: var(--tck-radius-sm);
    background: var(--tck-color-background);
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: var(--tck-space-4);
  color: var(--tck-color-text-muted);
`;

const toneOfEvent = (event: PaymentEvent) =>
  event.status_to === 'failed' || event.status_to === 'cancelled'
    ? 'danger'
    : event.status_to === 'success'
      ? 'success'
      : 'primary';

export interface PaymentTimelineProps {
  /** The payment transaction's id. */
  transactionId: number;
}

/** A payment transaction's events, oldest first: what happened, how the status moved, when. */
export function PaymentTimeline({ transactionId }: PaymentTimelineProps) {
  const events = useRecordPage<PaymentEvent>(eventsPath, {
    payment_transaction_id: transactionId,
    per_page: eventLimit,
  });
  const ordered = [...(events.data?.rows ?? [])].sort(
    (a, b) => a.occurred_at.localeCompare(b.occurred_at) || a.id - b.id,
  );
  return (
    <Card title="Events">
      {events.isPending ? (
        <Spinner label="Loading the events" />
      ) : events.isError ? (
        <LoadFailure error={events.error} onRetry={() => void events.refetch()} what="the events" />
      ) : ordered.length === 0 ? (
        <Empty>No events recorded yet.</Empty>
      ) : (
        <Steps aria-label="Events, oldest first">
          {ordered.map((event) => (
            <Step key={event.id}>
              <Dot data-tone={toneOfEvent(event)} aria-hidden="true" />
              <div>
                <Head>
                  <RecordLink path={eventsPath} id={event.id}>
                    {valueLabel('event_type', event.event_type)}
                  </RecordLink>
                  {event.status_from !== null && event.status_from !== undefined && (
                    <>
                      <StatusBadge field="status_from" value={event.status_from} />
                      <span aria-label="to">→</span>
                    </>
                  )}
                  <StatusBadge field="status_to" value={event.status_to} />
                </Head>
                <Meta>
                  <time dateTime={event.occurred_at}>{formatDate(event.occurred_at)}</time>
                  {event.remarks !== null && event.remarks !== undefined && ` · ${event.remarks}`}
                </Meta>
                {event.payload !== null && event.payload !== undefined && (
                  <Payload>
                    <summary>Gateway payload</summary>
                    <pre>{JSON.stringify(event.payload, null, 2)}</pre>
                  </Payload>
                )}
              </div>
            </Step>
          ))}
        </Steps>
      )}
    </Card>
  );
}
