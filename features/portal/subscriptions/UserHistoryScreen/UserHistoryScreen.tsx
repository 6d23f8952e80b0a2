import { useApi } from '@api';
import {
  QueryGate,
  ScreenStack,
  ScreenTitle,
  useJourney,
  usePortalContext,
  usePortalLanguage,
  useTexts,
} from '@features/portal/core';
import { Button, EmptyState, Label } from '@ds';
import { useState } from 'react';
import styled from 'styled-components';
import { rmOf } from '../model/flow';
import { transactionKind, transactionStatus } from '../model/labels';

// Columns of the screen's width, not of the longest word's (large text wraps; a word longer
// than a line breaks).
const List = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  overflow-wrap: break-word;
  gap: var(--tck-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: var(--tck-space-1) var(--tck-space-3);
  padding: var(--tck-space-3);
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-md);
  background: var(--tck-color-surface);
  font-size: var(--tck-font-size-sm);

  & strong {
    font-size: var(--tck-font-size-md);
  }
  & small {
    color: var(--tck-color-text-muted);
    overflow-wrap: anywhere;
  }
  & > :nth-child(even) {
    justify-self: end;
    text-align: end;
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: var(--tck-space-3);
`;

/** One page of the history; the last one offers the next. */
function HistoryPage({ page, last, onMore }: { page: number; last: boolean; onMore: () => void }) {
  const { query } = useApi('portal');
  const { operatorId, languageId, verified } = usePortalContext();
  const language = usePortalLanguage();
  const texts = useTexts();
  const history = query.useQuery('post', '/user-history', {
    body: { msisdn: verified ?? '', operatorId, languageId, type: 'transaction', page_no: page },
  });
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const rows = history.data?.data.histories ?? [];
  if (page === 1 && history.isSuccess && rows.length === 0) {
    return <EmptyState title={texts.noHistory} />;
  }
  return (
    <QueryGate query={history}>
      <List>
        {rows.map((row) => {
          const status = transactionStatus[row.status];
          return (
            <Row key={row.transaction_id}>
              <strong>{texts[transactionKind[row.type]]}</strong>
              <strong>
                {row.currency === 'MYR' ? rmOf(row.amount) : `${row.currency} ${row.amount}`}
              </strong>
              <small>
                {/* The service's name in the visitor's language; a top-up's kind names it. */}
                {[row.service_title, row.receiver_number].filter(Boolean).join(' · ')}
              </small>
              <Label tone={status.tone}>{texts[status.text]}</Label>
              <small>{date.format(new Date(row.created_at))}</small>
              <small>{row.transaction_id}</small>
            </Row>
          );
        })}
      </List>
      {last && history.data?.data.has_more ? (
        <More>
          <Button variant="secondary" onClick={onMore}>
            {texts.loadMore}
          </Button>
        </More>
      ) : null}
    </QueryGate>
  );
}

/** The transaction history (§2 /user-history, §6 protected by number), newest first, paged. */
export function UserHistoryScreen() {
  const texts = useTexts();
  const [pages, setPages] = useState(1);
  useJourney({ pageID: 'USER_HISTORY' });
  return (
    <ScreenStack>
      <ScreenTitle>{texts.historyTitle}</ScreenTitle>
      {Array.from({ length: pages }, (_, index) => (
        <HistoryPage
          key={index + 1}
          page={index + 1}
          last={index + 1 === pages}
          onMore={() => setPages((count) => count + 1)}
        />
      ))}
    </ScreenStack>
  );
}
