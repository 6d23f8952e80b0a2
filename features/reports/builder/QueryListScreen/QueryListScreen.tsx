import { apiFailure, type Schema } from '@api';
import {
  Button,
  ConfirmDialog,
  DataTable,
  DateTimeRange,
  FormField,
  Icon,
  PageHeader,
  Pager,
  TextInput,
  useToast,
  type DataTableColumn,
} from '@ds';
import { useActionVisibility } from '@features/platform/permission-rules';
import { ListFilterPanel, ListFooter, LoadFailure, ScreenPage } from '@features/platform/resource';
import { useState, type SubmitEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useDeleteReport, useReportList } from '../api';
import {
  listQueryOf,
  listStateOf,
  noFilters,
  reportIdError,
  searchOf,
  type QueryListFilters,
} from '../model/queryList';

type Summary = Schema<'ReportSummary'>;

export interface QueryListScreenProps {
  /** Opens the query form for a new report. */
  onCreate: () => void;
  /** Opens the query form with a report (view and edit both do, report-builder §2). */
  onOpen: (id: number) => void;
  /** Follows a breadcrumb link. */
  onNavigate?: (href: string) => void;
}

const Filters = styled(ListFilterPanel)`
  & > :first-child {
    flex: 0 1 12rem;
    min-width: 0;
  }
  /* The range's two ends side by side, wrapping under each other on narrow screens. */
  & > fieldset {
    flex: 1 1 30rem;
    max-width: 36rem;
  }
`;

const columns: DataTableColumn<Summary>[] = [
  { key: 'id', header: 'ID', width: '6rem' },
  { key: 'report_name', header: 'Report Name' },
];

/**
 * The saved reports (report-builder §2, Query list): a filter panel whose Report Id and
 * created_at range go into the URL query, a paged table with view, edit and delete per row.
 */
export function QueryListScreen({ onCreate, onOpen, onNavigate }: QueryListScreenProps) {
  const [search, setSearch] = useSearchParams();
  const { filters, page } = listStateOf(search);
  const list = useReportList(listQueryOf(filters, page));
  const remove = useDeleteReport();
  const visibility = useActionVisibility('/ext-report-builder/query-reports');
  const toast = useToast();
  const [deleting, setDeleting] = useState<Summary | null>(null);

  const confirmDelete = async () => {
    if (deleting === null) return;
    try {
      const result = await remove.mutateAsync({ params: { path: { id: deleting.id } } });
      toast.show({ tone: 'success', message: result.message });
    } catch (error) {
      // A report other reports use as a table is kept: the server says which (422).
      const failure = apiFailure(error);
      const reason = failure.kind === 'validation' ? failure.message : undefined;
      toast.show({
        tone: 'error',
        title: 'Failed!',
        message: reason === undefined ? 'Failed to delete.' : `Failed to delete. ${reason}`,
      });
    } finally {
      setDeleting(null);
    }
  };

  const data = list.data;
  // New is offered only where a report can be saved: never beside a list the server refused.
  const denied = list.isError && apiFailure(list.error).kind === 'forbidden';
  // Rows come with their actions: the list shows once the user's permissions have decided them.
  const deciding = visibility.status === 'loading';

  return (
    <ScreenPage data-component="QueryListScreen">
      <PageHeader
        title="Query Reports"
        breadcrumb={[{ label: 'Home', href: '/admin' }, { label: 'Report' }]}
        onNavigate={onNavigate}
        actions={
          !denied && visibility.canCreate() ? (
            <Button icon={<Icon name="fa-plus" />} onClick={onCreate}>
              New
            </Button>
          ) : undefined
        }
      />
      {/* A new URL query (Search, Reset, back and forward) starts the panel from it. */}
      <ListFilters
        key={search.toString()}
        filters={filters}
        onSearch={(next) => setSearch(searchOf(next))}
      />
      {list.isError ? (
        <LoadFailure error={list.error} onRetry={() => void list.refetch()} what="the reports" />
      ) : (
        <>
          <DataTable
            caption="Query Reports"
            hideCaption
            columns={columns}
            rows={data?.data ?? []}
            getRowId={(row) => row.id}
            getRowLabel={(row) => row.report_name}
            loading={list.isPending || list.isPlaceholderData || deciding}
            emptyText="No data found!"
            actionsHeader="Action"
            onView={(row) => onOpen(row.id)}
            canView={(row) => visibility.canView(row)}
            onEdit={(row) => onOpen(row.id)}
            canEdit={(row) => visibility.canEdit(row)}
            onDelete={setDeleting}
            canDelete={(row) => visibility.canDelete(row)}
          />
          {!deciding && data !== undefined && data.total > 0 && (
            <ListFooter>
              <span role="status">
                Showing {data.from ?? 0} to {data.to ?? 0} of {data.total} entries
              </span>
              {data.total > data.per_page && (
                <Pager
                  currentPage={data.current_page}
                  lastPage={data.last_page}
                  label="Report pages"
                  onPageChange={(next) => setSearch(searchOf(filters, next))}
                />
              )}
            </ListFooter>
          )}
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Are you sure?"
        text="You won't be able to revert this!"
        confirmLabel="Yes, delete it!"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </ScreenPage>
  );
}

interface ListFiltersProps {
  /** The filters of the URL query. */
  filters: QueryListFilters;
  /** Puts filters in the URL query; no filters clears it. */
  onSearch: (filters: QueryListFilters) => void;
}

/** The filter panel: Report Id and the created_at range; Search and Reset. */
function ListFilters({ filters, onSearch }: ListFiltersProps) {
  const [draft, setDraft] = useState(filters);
  const [idError, setIdError] = useState<string | undefined>();
  const applyFilters = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const error = reportIdError(draft.id);
    setIdError(error);
    if (error === undefined) onSearch(draft);
  };
  return (
    <Filters role="search" aria-label="Filter reports" onSubmit={applyFilters} noValidate>
      <FormField name="id" label="Report Id" error={idError}>
        <TextInput
          value={draft.id}
          inputMode="numeric"
          onChange={(id) => setDraft((current) => ({ ...current, id }))}
        />
      </FormField>
      <DateTimeRange
        label="created_at"
        value={{ from: draft.start, to: draft.end }}
        onChange={({ from, to }) => setDraft((current) => ({ ...current, start: from, end: to }))}
      />
      <Button type="submit" variant="secondary" icon={<Icon name="fa-search" />}>
        Search
      </Button>
      <Button
        type="button"
        variant="link"
        onClick={() => {
          setDraft(noFilters);
          setIdError(undefined);
          onSearch(noFilters);
        }}
      >
        Reset
      </Button>
    </Filters>
  );
}
