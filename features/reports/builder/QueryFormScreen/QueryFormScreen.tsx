import { apiFailure, type Schema } from '@api';
import {
  Button,
  Form,
  FormActions,
  FormField,
  Icon,
  LoadingOverlay,
  PageHeader,
  RadioGroup,
  Select,
  Spinner,
  TextInput,
  useToast,
} from '@ds';
import { LoadFailure, ScreenPage as Page } from '@features/platform/resource';
import { useEffect, useMemo, useReducer, useState } from 'react';
import styled from 'styled-components';
import {
  useColumnsLoader,
  useConnections,
  usePreview,
  useReport,
  useSavedQueries,
  useSaveReport,
  useTables,
  validationErrorsOf,
} from '../api';
import {
  columnOptions,
  defaultQueryForm,
  formErrorsFrom,
  fromReport,
  toReportInput,
  validateQueryForm,
  type FormErrors,
  type QueryFormState,
} from '../model/queryForm';
import { shownErrors } from '../model/formErrors';
import { queryFormReducer } from '../model/queryFormReducer';
import { PreviewPanel, type PreviewState } from '../PreviewPanel';
import { RawQueryEditor } from '../RawQueryEditor';
import { AggregatesSection } from './sections/AggregatesSection';
import { ClauseSection } from './sections/ClauseSection';
import { ColumnsSection } from './sections/ColumnsSection';
import { FiltersSection } from './sections/FiltersSection';
import { GraphSection } from './sections/GraphSection';
import { GridFiltersSection } from './sections/GridFiltersSection';
import { TablesSection } from './sections/TablesSection';

export interface QueryFormScreenProps {
  /** The report to edit; a new report when absent. */
  id?: number;
  /** Goes to the query list (the List button). */
  onList: () => void;
  /** Called after a successful save with the stored report's id (the app goes to the list). */
  onSaved: (id: number) => void;
  /** Follows a breadcrumb link. */
  onNavigate?: (href: string) => void;
  /** Draws the preview's graph without animation (stories, pictures). */
  animation?: boolean;
}

const Basics = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: var(--tck-space-3);
  align-items: start;
`;

const queryTypes = [
  { value: 'query_builder', label: 'Query Builder' },
  { value: 'raw_query', label: 'Raw Query' },
  { value: 'dynamic_query', label: 'Dynamic Query', disabled: true },
];

/** The first rows a preview shows. */
const previewRows = 10;

/** The messages of a set of field errors, in order. */
const messagesOf = (errors: FormErrors) => Object.values(errors).flat();

/**
 * The query form (report-builder §2, Query form): a report built visually or as raw SQL, saved
 * with the server's field errors on their fields, and previewed before it is saved.
 */
export function QueryFormScreen({ id, onList, onNavigate, ...rest }: QueryFormScreenProps) {
  const report = useReport(id);
  const loaded = report.data?.data;
  // A loaded report fills the form; Reset goes back to it (a new form: to the defaults).
  const initial = useMemo(
    () =>
      id === undefined ? defaultQueryForm() : loaded === undefined ? undefined : fromReport(loaded),
    [id, loaded],
  );
  return (
    <Page data-component="QueryFormScreen">
      <PageHeader
        title="Query Builder"
        breadcrumb={[{ label: 'Home', href: '/admin' }, { label: 'Report' }]}
        onNavigate={onNavigate}
        actions={
          <Button variant="secondary" icon={<Icon name="fa-list" />} onClick={onList}>
            List
          </Button>
        }
      />
      {report.isError ? (
        <LoadFailure error={report.error} onRetry={() => void report.refetch()} what="the report" />
      ) : initial === undefined ? (
        <p role="status">
          <Spinner /> Loading the report…
        </p>
      ) : (
        <QueryFormBody key={initial.id} initial={initial} {...rest} />
      )}
    </Page>
  );
}

interface QueryFormBodyProps extends Pick<QueryFormScreenProps, 'onSaved' | 'animation'> {
  /** What the form starts from and Reset restores. */
  initial: QueryFormState;
}

/** The form itself, once its report is known. */
function QueryFormBody({ initial, onSaved, animation }: QueryFormBodyProps) {
  const [state, dispatch] = useReducer(queryFormReducer, initial);
  // The errors of the last check with the state they were found in: a field's message goes
  // as it becomes valid, and those of sections no longer shown go with them.
  const [found, setFound] = useState<{ errors: FormErrors; in: QueryFormState }>({
    errors: {},
    in: initial,
  });
  const setErrors = (errors: FormErrors) => setFound({ errors, in: state });
  const errors = useMemo(() => shownErrors(found.errors, found.in, state), [found, state]);
  const [preview, setPreview] = useState<PreviewState>({ status: 'idle' });
  const [schema, setSchema] = useState<Record<string, string[]>>({});
  const toast = useToast();
  const connections = useConnections();
  const tables = useTables(state.db_connection_name);
  const queries = useSavedQueries(state.db_connection_name);
  const loadColumns = useColumnsLoader();
  const save = useSaveReport();
  const run = usePreview();

  const tableNames = useMemo(() => tables.data?.data ?? [], [tables.data]);
  const connection = state.db_connection_name;
  const raw = state.query_type === 'raw_query';
  // The raw editor completes the connection's tables and their columns.
  useEffect(() => {
    if (!raw || connection === '') return undefined;
    let current = true;
    void Promise.all(
      tableNames.map(
        async (table) => [table, await loadColumns(connection, { kind: 'table', table })] as const,
      ),
    ).then((entries) => {
      if (current) setSchema(Object.fromEntries(entries));
    });
    return () => {
      current = false;
    };
  }, [raw, connection, tableNames, loadColumns]);

  const columns = useMemo(() => columnOptions(state.tables), [state.tables]);
  const savedQueries = (queries.data?.data ?? []).filter((query) => query.id !== state.id);

  const chooseTable = (
    index: number,
    choice: { kind: 'table'; table: string } | { kind: 'query'; report: number; name: string },
  ) => {
    const name = choice.kind === 'table' ? choice.table : choice.name;
    dispatch({
      type: 'chooseTable',
      index,
      objectType: choice.kind,
      name,
      selectedQuery: choice.kind === 'query' ? choice.report : null,
      options: [],
    });
    void loadColumns(connection, choice).then((options) =>
      dispatch({ type: 'tableColumns', index, name, options }),
    );
  };

  const withLists = (): Schema<'ReportInput'> =>
    toReportInput({
      ...state,
      table_options: tableNames,
      query_options: savedQueries.map((query) => ({
        id: query.id,
        report_name: query.report_name,
      })),
    });

  const submit = async () => {
    const invalid = validateQueryForm(state);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) {
      toast.show({
        tone: 'error',
        title: 'Not saved',
        message: 'Please correct the errors on the form.',
      });
      return;
    }
    try {
      const saved = await save.mutateAsync({
        params: { path: { id: state.id } },
        body: { data: withLists() },
      });
      toast.show({ tone: 'success', message: saved.message });
      onSaved(saved.id);
    } catch (error) {
      const { fields, others } = formErrorsFrom(validationErrorsOf(error) ?? {});
      setErrors(fields);
      toast.show({
        tone: 'error',
        title: 'Not saved',
        message: others[0] ?? apiFailure(error).message ?? 'The report could not be saved.',
      });
    }
  };

  const runPreview = async () => {
    const invalid = validateQueryForm(state, true);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) {
      setPreview({ status: 'failed', messages: messagesOf(invalid) });
      return;
    }
    setPreview({ status: 'running' });
    try {
      const result = await run.mutateAsync({
        params: { query: { page: 1, per_page: previewRows } },
        body: { data: withLists() },
      });
      setPreview({ status: 'done', result });
    } catch (error) {
      const { fields, others } = formErrorsFrom(validationErrorsOf(error) ?? {});
      setErrors(fields);
      // Errors of the target database (and the compiler's) appear under the form.
      const messages = [...messagesOf(fields), ...others];
      setPreview({
        status: 'failed',
        messages:
          messages.length > 0
            ? messages
            : [apiFailure(error).message ?? 'The report could not be run.'],
      });
    }
  };

  const sectionProps = { state, dispatch, columns, errors };

  return (
    <>
      <LoadingOverlay loading={save.isPending} label="Saving…">
        <Form
          aria-label="Query Builder"
          errors={errors}
          busy={save.isPending}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <input type="hidden" name="id" value={state.id} />
          <Basics>
            <FormField name="report_name" label="Report Name" required>
              <TextInput
                value={state.report_name}
                onChange={(report_name) => dispatch({ type: 'set', patch: { report_name } })}
              />
            </FormField>
            <FormField name="db_connection_name" label="Database Connection" required>
              <Select
                value={state.db_connection_name === '' ? null : state.db_connection_name}
                options={(connections.data?.data ?? []).map((option) => ({
                  value: String(option.id),
                  label: option.connection_name,
                }))}
                placeholder="Select a connection"
                onChange={(value) =>
                  dispatch({
                    type: 'connection',
                    connection: value === null ? '' : String(value),
                  })
                }
              />
            </FormField>
            <RadioGroup
              label="Query type"
              orientation="horizontal"
              options={queryTypes}
              value={state.query_type}
              onChange={(value) =>
                dispatch({
                  type: 'set',
                  patch: { query_type: value === 'raw_query' ? 'raw_query' : 'query_builder' },
                })
              }
            />
          </Basics>
          {raw ? (
            <>
              <FormField name="raw_query" label="Write Query" required>
                <RawQueryEditor
                  value={state.raw_query}
                  schema={schema}
                  onChange={(raw_query) => dispatch({ type: 'set', patch: { raw_query } })}
                />
              </FormField>
              <GridFiltersSection {...sectionProps} />
            </>
          ) : (
            <>
              <TablesSection
                {...sectionProps}
                tables={tableNames}
                queries={savedQueries}
                onChoose={chooseTable}
              />
              <ColumnsSection {...sectionProps} />
              <AggregatesSection {...sectionProps} />
              <FiltersSection {...sectionProps} />
              <ClauseSection {...sectionProps} />
              <GraphSection {...sectionProps} />
              <GridFiltersSection {...sectionProps} />
            </>
          )}
          <FormActions
            submitLabel="Submit"
            submitting={save.isPending}
            onReset={() => {
              dispatch({ type: 'reset', state: initial });
              setErrors({});
              setPreview({ status: 'idle' });
            }}
          />
        </Form>
      </LoadingOverlay>
      <PreviewPanel preview={preview} onRun={() => void runPreview()} animation={animation} />
    </>
  );
}
