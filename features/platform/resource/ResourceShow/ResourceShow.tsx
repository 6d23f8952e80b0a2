import { apiFailure } from '@api';
import {
  Button,
  Card,
  ConfirmDialog,
  DescriptionList,
  Icon,
  PageHeader,
  Spinner,
  tokens,
  useToast,
} from '@ds';
import { useActionVisibility } from '@features/platform/permission-rules';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useDeleteRecord, useRecord, useRecordAction } from '../api/resourceApi';
import { showHeading } from '../headings';
import { LoadFailure } from '../LoadFailure/LoadFailure';
import type { ResourceDefinition, ResourceRecord, ResourceRecordAction } from '../types';

// Page content: the console's layout is the page's one main landmark.
const Page = styled.div`
  display: grid;
  gap: var(--tck-space-4);
  padding: var(--tck-space-6);
  align-content: start;
  max-width: 60rem;

  /* On a phone the console's own margin is enough. */
  @media (width < ${tokens.breakpoint.md}) {
    padding: var(--tck-space-2) 0;
  }
`;

export interface ResourceShowProps<Row extends ResourceRecord> {
  /** The resource the record belongs to. */
  resource: ResourceDefinition<Row>;
  /** The record's id. */
  id: string;
  /** Opens the record's edit form. */
  onEdit?: (row: Row) => void;
  /** Goes back to the list. */
  onBack: () => void;
  /** Called after the record was deleted. */
  onDeleted?: () => void;
}

function textOf(value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return JSON.stringify(value);
}

/**
 * One record of a resource, with Edit, Delete and its record actions as the permission rules
 * allow.
 */
export function ResourceShow<Row extends ResourceRecord>({
  resource,
  id,
  onEdit,
  onBack,
  onDeleted,
}: ResourceShowProps<Row>) {
  const record = useRecord<Row>(resource.path, id);
  const visibility = useActionVisibility(resource.path);
  const remove = useDeleteRecord(resource.path);
  const act = useRecordAction(resource.path);
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const row = record.data;

  const details =
    resource.details ??
    resource.columns.map((column) => ({
      label: typeof column.header === 'string' ? column.header : column.key,
      key: column.key,
      render: column.render === undefined ? undefined : (value: Row) => column.render?.(value),
    }));

  const confirmDelete = async () => {
    try {
      const result = await remove.mutateAsync(id);
      toast.show({ tone: 'success', message: result.message ?? `${resource.singular} deleted.` });
      onDeleted?.();
    } catch (error) {
      toast.show({
        tone: 'error',
        message:
          apiFailure(error).message ?? `The ${resource.singular.toLowerCase()} was not deleted.`,
      });
    } finally {
      setConfirming(false);
    }
  };

  const runAction = async (action: ResourceRecordAction<Row>) => {
    try {
      const result = await act.mutateAsync({ id, name: action.name });
      toast.show({ tone: 'success', message: result.message ?? action.done });
    } catch (error) {
      toast.show({
        tone: 'error',
        message: apiFailure(error).message ?? `${action.label} failed. Please try again.`,
      });
    }
  };

  const actions =
    row === undefined ? undefined : (
      <>
        <Button variant="secondary" icon={<Icon name="fa-list" />} onClick={onBack}>
          List
        </Button>
        {resource.fields !== undefined && onEdit !== undefined && visibility.canEdit(row) && (
          <Button
            icon={<Icon name="fa-edit" />}
            onClick={() => {
              onEdit(row);
            }}
          >
            Edit
          </Button>
        )}
        {visibility.canEdit(row) &&
          resource.recordActions
            ?.filter((action) => action.available(row))
            .map((action) => (
              <Button
                key={action.name}
                variant="secondary"
                icon={action.icon === undefined ? undefined : <Icon name={action.icon} />}
                loading={act.isPending && act.variables.name === action.name}
                onClick={() => void runAction(action)}
              >
                {action.label}
              </Button>
            ))}
        {resource.deletable !== false && onDeleted !== undefined && visibility.canDelete(row) && (
          <Button
            variant="danger"
            icon={<Icon name="fa-trash" />}
            onClick={() => {
              setConfirming(true);
            }}
          >
            Delete
          </Button>
        )}
      </>
    );

  return (
    <Page data-component="ResourceShow">
      <PageHeader title={showHeading(resource, row)} actions={actions} />
      {record.isPending ? (
        <Spinner label={`Loading the ${resource.singular.toLowerCase()}`} />
      ) : record.isError ? (
        <LoadFailure
          error={record.error}
          onRetry={() => void record.refetch()}
          what={`this ${resource.singular.toLowerCase()}`}
        />
      ) : (
        <>
          <Card>
            <DescriptionList
              columns={2}
              items={details.map((detail) => ({
                key: detail.label,
                term: detail.label,
                description: detail.render
                  ? detail.render(record.data)
                  : textOf((record.data as unknown as Record<string, unknown>)[detail.key ?? '']),
              }))}
            />
          </Card>
          {resource.related?.(record.data)}
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title="Are you sure?"
        text={`This ${resource.singular.toLowerCase()} will be deleted. This cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => {
          setConfirming(false);
        }}
      />
    </Page>
  );
}
