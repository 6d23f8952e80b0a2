import type { ReactNode } from 'react';
import styled from 'styled-components';

/** One line of the result's details, e.g. the price or the transaction id. */
export interface ResultDetail {
  /** The name of the value. */
  label: string;
  /** The value. */
  value: ReactNode;
}

export interface ResultPanelProps {
  /** The result's picture (success, unsubscribed, failed); decorative. */
  image?: string;
  /** The result, e.g. 'Your subscription request for Bangla Barta has been received.'. */
  message: ReactNode;
  /** Values that go with the result. */
  details?: readonly ResultDetail[];
  /** A line under the details, e.g. a countdown before a resend. */
  note?: ReactNode;
  /** The buttons. */
  actions?: ReactNode;
}

// Columns of the panel's width, not of its longest word's: large text wraps instead, and a word
// longer than the panel is wide breaks.
const Root = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  overflow-wrap: break-word;
  justify-items: center;
  gap: var(--tck-space-4);
  padding: var(--tck-space-5) var(--tck-space-4);
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-lg);
  background: var(--tck-color-surface);
  text-align: center;

  & > img {
    width: 7.5rem;
    height: 7.5rem;
  }
`;

const Message = styled.h1`
  margin: 0;
  font-size: var(--tck-font-size-lg);
  line-height: var(--tck-line-height-tight);
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, auto);
  max-width: 100%;
  gap: var(--tck-space-1) var(--tck-space-3);
  margin: 0;
  text-align: start;

  & dt {
    color: var(--tck-color-text-muted);
  }
  & dd {
    margin: 0;
    font-weight: var(--tck-font-weight-semibold);
    overflow-wrap: anywhere;
  }
`;

const Pair = styled.div`
  display: contents;
`;

const Note = styled.div`
  color: var(--tck-color-text-muted);
  font-size: var(--tck-font-size-sm);
`;

const Actions = styled.div`
  display: grid;
  gap: var(--tck-space-3);
  width: 100%;
`;

/** The outcome of a request (a registration, an unsubscription, a payment): picture, message, details, actions. */
export function ResultPanel({ image, message, details = [], note, actions }: ResultPanelProps) {
  return (
    <Root data-component="ResultPanel" aria-live="polite">
      {image === undefined ? null : <img src={image} alt="" />}
      <Message>{message}</Message>
      {details.length > 0 ? (
        <Details>
          {details.map((detail) => (
            <Pair key={detail.label}>
              <dt>{detail.label}</dt>
              <dd>{detail.value}</dd>
            </Pair>
          ))}
        </Details>
      ) : null}
      {note === undefined ? null : <Note>{note}</Note>}
      {actions === undefined ? null : <Actions>{actions}</Actions>}
    </Root>
  );
}
