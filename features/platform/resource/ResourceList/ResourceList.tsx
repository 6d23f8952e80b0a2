import { apiFailure } from '@api';
import {
  Button,
  ConfirmDialog,
  DataTable,
  FormField,
  type FormFieldControlProps,
  Icon,
  PageHeader,
  Pager,
  Select,
  DateTimeInput,
  TextInput,
  useToast,
  type SelectOption,
} from '@ds';
import { useActionVisibility } from '@features/platform/permission-rules';
import { useState, type SubmitEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  useDeleteRecord,
  useLookupOptions,
  useRecordPage,
  useSearchedLookup,
} from '../api/resourceApi';
import { LoadFailure } from '../LoadFailure/LoadFailure';
import {
  listQuery,
  listStateFromSearch,
  pageSizes,
  searchFromListState,
  sentFilters,
} from '../model';
import type { ResourceDefinition, ResourceFilter, ResourceRecord } from '../types';
import { ExportButton } from './ExportButton';
import { ListFilterPanel, ListFooter as Footer, ScreenPage as Page } from './listLayout';

const Filters = styled(ListFilterPanel)`
  & > div {
    min-width: 12rem;
  }
`;

const PageSize = styled.label`
  display: inline-flex;
  align-items: center;
  gap: var(--tck-space-2);

  & select {
    padding: var(--tck-space-1) var(--tck-space-2);
    border: 1px solid var(--tck-color-border);
    border-radius: var(--tck-radius-sm);
    background: var(--tck-color-surface);
    color: var(--tck-color-text);
    font: inherit;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--tck-space-2);
`;

export interface ResourceListProps<Row extends ResourceRecord> {
  /** The resource to list. */
  resource: ResourceDefinition<Row>;
  /** Opens the create form. */
  onCreate?: () => void;
  /** Opens a record's show page. */
  onShow?: (row: Row) => void;
  /** Opens a record's edit form. */
  onEdit?: (row: Row) => void;
}

interface FilterControlProps extends FormFieldControlProps {
  filter: ResourceFilter;
  value: string;
  onChange: (value: string) => void;
}

/** Options with text values, as the URL query holds a filter's value. */
const asText = (options: readonly SelectOption[]) =>
  options.map((option) => ({ ...option, value: String(option.value) }));

function FilterControl({ filter, value, onChange, ...control }: FilterControlProps) {
  const searched = filter.lookup?.search !== undefined;
  const lookup = useLookupOptions(searched ? undefined : filter.lookup);
  const search = useSearchedLookup(filter.lookup, value);
  const load = search.loadOptions;
  if (filter.type === 'date') {
    return <DateTimeInput {...control} kind="date" value={value} onChange={onChange} />;
  }
  if (filter.type === 'select') {
    return (
      <Select
        {...control}
        value={value === '' ? null : value}
        onChange={(next) => {
          onChange(next === null ? '' : String(next));
        }}
        options={asText(filter.options ?? (searched ? search.options : lookup.data) ?? [])}
        loadOptions={load === undefined ? undefined : async (text) => asText(await load(text))}
        placeholder={searched ? 'Type to search…' : 'Any'}
        clearable
        searchable
      />
    );
  }
  return <TextInput {...control} type="search" value={value} onChange={onChange} />;
}

/** A resource's list: filters in the URL query, a paged table, and row actions by permission. */
export function ResourceList<Row extends ResourceRecord>({
  resource,
  onCreate,
  onShow,
  onEdit,
}: ResourceListProps<Row>) {
  const filters = resource.filters ?? [];
  const [search, setSearch] = useSearchParams();
  const state = listStateFromSearch(search, filters);
  const [draft, setDraft] = useState<Record<string, string>>(state.filters);
  const page = useRecordPage<Row>(resource.path, listQuery(state, filters, resource.listQuery));
  const visibility = useActionVisibility(resource.path);
  const remove = useDeleteRecord(resource.path);
  const toast = useToast();
  const [deleting, setDeleting] = useState<Row | null>(null);
  const label = (row: Row) => resource.rowLabel?.(row) ?? String(row.id);
  const editable = resource.fields !== undefined;

  const applyFilters = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch(searchFromListState(search, { page: 1, filters: draft }, filters));
  };
  const resetFilters = () => {
    setDraft({});
    setSearch(searchFromListState(search, { page: 1, filters: {} }, filters));
  };

  const confirmDelete = async () => {
    if (deleting === null) return;
    try {
      const result = await remove.mutateAsync(deleting.id);
      toast.show({ tone: 'success', message: result.message ?? `${resource.singular} deleted.` });
    } catch (error) {
      toast.show({
        tone: 'error',
        message:
          apiFailure(error).message ?? `The ${resource.singular.toLowerCase()} was not deleted.`,
      });
    } finally {
      setDeleting(null);
    }
  };

  const data = page.data;
  // A list the server refuses is no place to create from: New goes with the records.
  const denied = page.isError && apiFailure(page.error).kind === 'forbidden';
  // Rows come with their actions: the list shows once the user's permissions have decided them.
  const deciding = visibility.status === 'loading';

  return (
    <Page data-component="ResourceList">
      <PageHeader
        title={resource.title}
        actions={
          <Actions>
            {resource.exportable === true && !page.isError && (
              <ExportButton
                path={resource.path}
                filters={sentFilters(state, filters)}
                what={resource.title.toLowerCase()}
                disabled={data?.total === 0}
              />
            )}
            {editable && onCreate !== undefined && !denied && visibility.canCreate() && (
              <Button icon={<Icon name="fa-plus" />} onClick={onCreate}>
                New
              </Button>
            )}
          </Actions>
        }
      />
      {filters.length > 0 && (
        <Filters
          role="search"
          aria-label={`Filter ${resource.title.toLowerCase()}`}
          onSubmit={applyFilters}
        >
          {filters.map((filter) => (
            <FormField
              key={filter.name}
              name={filter.name}
              label={filter.label}
              hint={
                filter.minLength !== undefined
                  ? `At least ${String(filter.minLength)} characters`
                  : undefined
              }
            >
              <FilterControl
                filter={filter}
                value={draft[filter.name] ?? ''}
                onChange={(value) => {
                  setDraft((current) => ({ ...current, [filter.name]: value }));
                }}
              />
            </FormField>
          ))}
          <Button type="submit" variant="secondary" icon={<Icon name="fa-search" />}>
            Search
          </Button>
          <Button type="button" variant="link" onClick={resetFilters}>
            Reset
          </Button>
        </Filters>
      )}
      {page.isError ? (
        <LoadFailure
          error={page.error}
          onRetry={() => void page.refetch()}
          what={`the ${resource.title.toLowerCase()}`}
        />
      ) : (
        <>
          <DataTable
            caption={resource.title}
            hideCaption
            columns={resource.columns}
            rows={data?.rows ?? []}
            getRowId={(row) => row.id}
            getRowLabel={label}
            loading={page.isPending || deciding}
            emptyText="No data found!"
            onView={resource.viewable === false ? undefined : onShow}
            canView={(row) => visibility.canView(row)}
            onEdit={editable ? onEdit : undefined}
            canEdit={(row) => visibility.canEdit(row)}
            onDelete={resource.deletable === false ? undefined : setDeleting}
            canDelete={(row) => visibility.canDelete(row)}
          />
          {!deciding && data !== undefined && data.total > 0 && (
            <Footer>
              <span role="status">
                Showing {data.from} to {data.from + data.rows.length - 1} of {data.total} entries
              </span>
              <PageSize>
                Show
                <select
                  value={state.perPage}
                  onChange={(event) => {
                    const perPage = Number(event.target.value);
                    setSearch(searchFromListState(search, { ...state, page: 1, perPage }, filters));
                  }}
                >
                  {pageSizes.map((size) => (
                    <option key={size} value={size}>
                      {size}
                    </option>
                  ))}
                </select>
                per page
              </PageSize>
              <Pager
                currentPage={data.currentPage}
                lastPage={data.lastPage}
                hideWhenSingle
                label={`${resource.title} pages`}
                onPageChange={(next) => {
                  setSearch(searchFromListState(search, { ...state, page: next }, filters));
                }}
              />
            </Footer>
          )}
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Are you sure?"
        text={
          deleting === null
            ? undefined
            : `${resource.singular} ${label(deleting)} will be deleted. This cannot be undone.`
        }
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => {
          setDeleting(null);
        }}
      />
    </Page>
  );
}
