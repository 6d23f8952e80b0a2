import { apiFailure, useApi, type Schema } from '@api';
import { allRoles, type DesignErrors } from '@domain/report-builder';
import {
  Button,
  Card,
  EmptyState,
  Form,
  FormActions,
  FormField,
  LoadingOverlay,
  PageHeader,
  Spinner,
  TextInput,
  useToast,
} from '@ds';
import { LoadFailure } from '@features/platform/resource';
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  addRow,
  cellFieldErrors,
  designOf,
  draftErrors,
  draftOf,
  setCell,
  withoutCellErrors,
  type DesignDraft,
} from '../model';
import { keepSavedMessage, takeSavedMessage } from '../savedFlash';
import { CellSettings } from './CellSettings';
import { RowList } from './RowList';

export interface ReportDesignerProps {
  /** Goes to the query list. */
  onOpenList: () => void;
  /**
   * Called after a successful save (the app reloads the designer's page, which then shows the
   * save's message).
   */
  onSaved: () => void;
  /** Animates the previews' charts; by default unless reduced motion is asked for. */
  animated?: boolean;
}

const Page = styled.main`
  display: grid;
  gap: var(--tck-space-4);
  padding: var(--tck-space-6);
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--tck-space-3);
`;

const Status = styled.p`
  min-height: 1.5em;
  margin: 0;
  color: var(--tck-color-text-muted);
  font-size: var(--tck-font-size-sm);
`;

const Loading = styled.div`
  display: grid;
  place-items: center;
  min-height: 16rem;
`;

/**
 * The dashboard designer (report-builder §2 Designer): the current design's name and rows; rows
 * are added, removed, dragged into order and limited to roles, and each cell picks a saved report
 * and how to show it, previewed live. Saving stores the whole design.
 */
export function ReportDesigner(props: ReportDesignerProps) {
  const { query } = useApi('admin');
  const design = query.useQuery('get', '/ext-report-builder/report-designer');
  const toast = useToast();
  // The message of the save that reloaded this page, shown once.
  useEffect(() => {
    const saved = takeSavedMessage();
    if (saved !== undefined) toast.show({ tone: 'success', message: saved });
  }, [toast]);
  const header = (
    <PageHeader
      title="Report Designer"
      actions={
        <Button variant="secondary" onClick={props.onOpenList}>
          List
        </Button>
      }
    />
  );
  return (
    <Page data-component="ReportDesigner">
      {header}
      {design.isPending ? (
        <Loading>
          <Spinner label="Loading the design" />
        </Loading>
      ) : design.isError ? (
        <LoadFailure error={design.error} onRetry={() => void design.refetch()} what="the design" />
      ) : (
        <DesignForm {...props} saved={design.data.data} />
      )}
    </Page>
  );
}

interface DesignFormProps extends ReportDesignerProps {
  /** The design as saved (id 0 when there is none yet). */
  saved: Schema<'Design'>;
}

/** Where a cell's settings dialog is open. */
interface OpenCell {
  key: string;
  place: number;
}

function DesignForm({ saved, onSaved, animated }: DesignFormProps) {
  const { query } = useApi('admin');
  // Failures to load roles or reports are collected silently (report-builder §8): the lists stay
  // short, the design stays editable.
  const roleList = query.useQuery('get', '/ext-report-builder/roles', {}, { retry: false });
  const reportList = query.useQuery(
    'get',
    '/ext-report-builder/get-queries-by-connection',
    {},
    { retry: false },
  );
  const store = query.useMutation('post', '/ext-report-builder/store-design/{id}');
  const toast = useToast();
  const [draft, setDraft] = useState<DesignDraft>(() => draftOf(saved));
  const [errors, setErrors] = useState<DesignErrors>({});
  const [status, setStatus] = useState('');
  const [open, setOpen] = useState<OpenCell | null>(null);

  const roles = useMemo(() => {
    const listed = roleList.data?.data ?? [];
    return listed.some((role) => role.id === allRoles.id) ? listed : [allRoles, ...listed];
  }, [roleList.data]);
  const reports = reportList.data?.data ?? [];
  const reportNames = useMemo(
    () => new Map((reportList.data?.data ?? []).map((report) => [report.id, report.report_name])),
    [reportList.data],
  );

  const change = (next: DesignDraft, message?: string) => {
    setDraft(next);
    if (message !== undefined) setStatus(message);
  };

  const submit = () => {
    if (store.isPending) return;
    const found = draftErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast.show({ tone: 'error', message: 'The design has errors; see the marked fields.' });
      return;
    }
    store.mutate(
      { params: { path: { id: draft.id } }, body: designOf(draft) },
      {
        onSuccess: (answer) => {
          // The page reloads at once: its next load shows the message.
          keepSavedMessage(answer.message);
          onSaved();
        },
        onError: (error) => {
          const failure = apiFailure(error);
          if (failure.kind === 'validation') setErrors(failure.errors);
          toast.show({
            tone: 'error',
            message: failure.message ?? 'The design was not saved. Please try again.',
          });
        },
      },
    );
  };

  const openRowIndex = open === null ? -1 : draft.rows.findIndex((row) => row.key === open.key);
  const openRow = draft.rows[openRowIndex];
  const openCell = open === null ? undefined : openRow?.cells[open.place];

  return (
    <LoadingOverlay loading={store.isPending} label="Saving…">
      <Card>
        <Form
          aria-label="Report design"
          errors={errors.name === undefined ? {} : { name: errors.name }}
          busy={store.isPending}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <FormField label="Design Name" name="name" required>
            <TextInput
              value={draft.name}
              onChange={(name) => setDraft((current) => ({ ...current, name }))}
            />
          </FormField>
          <Toolbar>
            <Status role="status" data-designer-status>
              {status}
            </Status>
            <Button
              variant="secondary"
              disabled={store.isPending}
              onClick={() => {
                const next = addRow(draft);
                change(next, `${next.rows.at(-1)?.name ?? 'A row'} added.`);
              }}
            >
              Add row
            </Button>
          </Toolbar>
          {draft.rows.length === 0 ? (
            <EmptyState
              title="No rows yet."
              description="Add a row, choose how many columns it has, then pick a report for each cell."
            />
          ) : (
            <RowList
              draft={draft}
              roles={roles}
              reportNames={reportNames}
              errors={errors}
              disabled={store.isPending}
              animated={animated}
              onChange={change}
              onNotice={setStatus}
              onEditCell={(key, place) => setOpen({ key, place })}
            />
          )}
          <FormActions
            submitLabel="Submit"
            submitting={store.isPending}
            onReset={() => {
              setDraft(draftOf(saved));
              setErrors({});
              setStatus('The design is back as it was saved.');
            }}
          />
        </Form>
      </Card>
      {open !== null && openRow !== undefined && openCell !== undefined && (
        <CellSettings
          cell={openCell}
          place={`${openRow.name}, column ${String(open.place + 1)}`}
          reports={reports}
          errors={cellFieldErrors(errors, openRowIndex, open.place)}
          animated={animated}
          onClose={() => setOpen(null)}
          onApply={(cell) => {
            setDraft(setCell(draft, open.key, open.place, cell));
            setErrors(withoutCellErrors(errors, openRowIndex, open.place));
            setOpen(null);
          }}
        />
      )}
    </LoadingOverlay>
  );
}
