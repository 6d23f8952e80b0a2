import { useApi, type Schema } from '@api';
import {
  Button,
  ConfirmDialog,
  DataTable,
  PageHeader,
  Pager,
  RelativeTime,
  type DataTableColumn,
  type RowId,
} from '@ds';
import type { DateInput } from '@domain/notifications';
import { LoadFailure } from '@features/platform/resource';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ScreenFrame, SeenLabel } from '../shared/parts';
import { useNotificationWrites } from '../shared/useNotificationWrites';
import { entriesSummary, PAGE_SIZE, pageAfterEnd, pageFromQuery, withPage } from './model';

type Notification = Schema<'Notification'>;

export interface NotificationsScreenProps {
  /** Opens one notification (the app shows /admin/auth/notifications/{id}/show). */
  onOpen: (id: number) => void;
  /** The moment relative times count from; defaults to the current time, kept up to date. */
  now?: DateInput;
}

/** What the confirmation dialog is about to delete. */
type PendingDelete =
  { kind: 'one'; notification: Notification } | { kind: 'selected'; ids: number[] };

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--tck-space-3);
  color: var(--tck-color-text-muted);
  font-size: var(--tck-font-size-sm);
`;

const numericIds = (ids: readonly RowId[]) =>
  ids.filter((id): id is number => typeof id === 'number');

/**
 * All notifications (/admin/auth/notifications): a paged table (the page in `?page=`) with
 * seen/unseen status, selection to mark seen or delete, and per-row view and delete.
 */
export function NotificationsScreen({ onOpen, now }: NotificationsScreenProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromQuery(searchParams.get('page'));
  const { query } = useApi('admin');
  const list = query.useQuery(
    'get',
    '/auth/notifications',
    { params: { query: { page, per_page: PAGE_SIZE } } },
    // The previous page stays (as a skeleton) while the next loads, so the pager does not jump.
    { placeholderData: keepPreviousData },
  );
  const writes = useNotificationWrites();
  const [selected, setSelected] = useState<RowId[]>([]);
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const [marking, setMarking] = useState(false);

  const lastPage = list.data === undefined ? undefined : pageAfterEnd(page, list.data);
  useEffect(() => {
    // Replace, not push: the page past the end should not stay in the history.
    if (lastPage !== undefined)
      setSearchParams((current) => withPage(current, lastPage), { replace: true });
  }, [lastPage, setSearchParams]);

  const markSelectedSeen = async () => {
    setMarking(true);
    const done = await writes.markSeen(numericIds(selected));
    setMarking(false);
    if (done) setSelected([]);
  };

  const confirmDelete = async () => {
    if (pending === null) return;
    const ids = pending.kind === 'one' ? [pending.notification.id] : pending.ids;
    const done =
      pending.kind === 'one'
        ? await writes.destroy(pending.notification.id)
        : await writes.destroySelected(ids);
    setPending(null);
    if (done) setSelected((current) => current.filter((id) => !ids.includes(Number(id))));
  };

  const columns: DataTableColumn<Notification>[] = [
    { key: 'title', header: 'Title', width: '24%' },
    { key: 'description', header: 'Description' },
    {
      key: 'time',
      header: 'Time',
      width: '11rem',
      render: (row) => <RelativeTime date={row.created_at} now={now} />,
    },
    {
      key: 'status',
      header: 'Status',
      width: '7rem',
      render: (row) => <SeenLabel isSeen={row.is_seen} />,
    },
  ];

  return (
    <ScreenFrame data-component="NotificationsScreen">
      <PageHeader title="All notifications" />
      {list.isError ? (
        <LoadFailure
          error={list.error}
          onRetry={() => void list.refetch()}
          what="the notifications"
        />
      ) : (
        <>
          <DataTable
            caption="Notifications"
            hideCaption
            columns={columns}
            rows={list.data?.data ?? []}
            getRowId={(row) => row.id}
            getRowLabel={(row) => row.title}
            loading={list.isPending || list.isPlaceholderData}
            selectedIds={selected}
            onSelectionChange={setSelected}
            bulkActions={
              <>
                <Button
                  size="sm"
                  variant="secondary"
                  loading={marking}
                  onClick={() => void markSelectedSeen()}
                >
                  Mark as seen
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => setPending({ kind: 'selected', ids: numericIds(selected) })}
                >
                  Delete selected
                </Button>
              </>
            }
            onView={(row) => onOpen(row.id)}
            onDelete={(row) => setPending({ kind: 'one', notification: row })}
          />
          {list.data === undefined ? null : (
            <Footer>
              <span>{entriesSummary(list.data)}</span>
              <Pager
                currentPage={page}
                lastPage={list.data.last_page}
                onPageChange={(next) => setSearchParams((current) => withPage(current, next))}
                hideWhenSingle
              />
            </Footer>
          )}
        </>
      )}
      <ConfirmDialog
        open={pending !== null}
        text={
          pending?.kind === 'selected'
            ? `${pending.ids.length} selected notification${pending.ids.length === 1 ? '' : 's'} will be deleted. You won't be able to revert this!`
            : undefined
        }
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
    </ScreenFrame>
  );
}
