import { apiFailure } from '@api';
import {
  Card,
  Form,
  FormActions,
  FormField,
  PageHeader,
  PermissionDenied,
  Spinner,
  tokens,
  useToast,
} from '@ds';
import { useActionVisibility } from '@features/platform/permission-rules';
import { useState } from 'react';
import styled from 'styled-components';
import { useRecord, useSaveRecord } from '../api/resourceApi';
import { createHeading, editHeading, inSentence } from '../headings';
import { LoadFailure } from '../LoadFailure/LoadFailure';
import {
  bodyFromValues,
  formatMessage,
  initialValues,
  validateValues,
  visibleFields,
  withFormatChecked,
} from '../model';
import type {
  FieldValue,
  FormValues,
  ResourceDefinition,
  ResourceField,
  ResourceRecord,
} from '../types';
import { FieldControl } from './FieldControl';

// Page content: the console's layout is the page's one main landmark.
const Page = styled.div`
  display: grid;
  gap: var(--tck-space-4);
  padding: var(--tck-space-6);
  align-content: start;
  max-width: 52rem;

  /* On a phone the console's own margin is enough. */
  @media (width < ${tokens.breakpoint.md}) {
    padding: var(--tck-space-2) 0;
  }
`;

const Group = styled.fieldset`
  display: grid;
  gap: var(--tck-space-3);
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-bottom: var(--tck-space-2);
    padding: 0;
    font-weight: var(--tck-font-weight-semibold);
  }
`;

const GroupError = styled.p`
  margin: 0;
  color: var(--tck-color-danger);
  font-size: var(--tck-font-size-sm);
`;

export interface ResourceFormProps<Row extends ResourceRecord> {
  /** The resource the form creates or edits. */
  resource: ResourceDefinition<Row>;
  /** The record to edit; omit to create one. */
  id?: string;
  /** Values a new record starts with (e.g. its parent when opened from the parent's page). */
  defaults?: FormValues;
  /** Called after a successful save with the saved record's id. */
  onSaved: (id: string | number | undefined) => void;
  /** Goes back to the list without saving. */
  onCancel: () => void;
}

interface EditorProps<Row extends ResourceRecord> extends ResourceFormProps<Row> {
  initial: FormValues;
}

function Editor<Row extends ResourceRecord>({
  resource,
  id,
  initial,
  onSaved,
  onCancel,
}: EditorProps<Row>) {
  const mode = id === undefined ? 'create' : 'edit';
  const fields = visibleFields(resource.fields ?? [], mode);
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const save = useSaveRecord(resource.path);
  const toast = useToast();

  // A pattern is checked as the user leaves the field, and again as they fix what it refused.
  const leave = (field: ResourceField) => {
    if (field.pattern !== undefined) {
      setErrors((current) => withFormatChecked(current, field, values[field.name]));
    }
  };
  const change = (field: ResourceField, value: FieldValue) => {
    setValues((current) => ({ ...current, [field.name]: value }));
    if (field.pattern !== undefined && errors[field.name]?.includes(formatMessage(field))) {
      setErrors((current) => withFormatChecked(current, field, value));
    }
  };

  const submit = async () => {
    const found = validateValues(fields, values, mode);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = bodyFromValues(fields, values, mode);
    try {
      const result = await save.mutateAsync({ id, body: resource.toBody?.(body) ?? body });
      toast.show({
        tone: 'success',
        message: result.message ?? `${resource.singular} saved.`,
      });
      const savedId = result.data?.id;
      onSaved(typeof savedId === 'number' || typeof savedId === 'string' ? savedId : id);
    } catch (error) {
      const failure = apiFailure(error);
      if (failure.kind === 'validation') {
        setErrors(failure.errors);
        return;
      }
      toast.show({
        tone: 'error',
        message: failure.message ?? `The ${resource.singular.toLowerCase()} was not saved.`,
      });
    }
  };

  return (
    <Card>
      <Form
        errors={errors}
        busy={save.isPending}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {fields.map((field) =>
          field.type === 'custom' ? (
            <Group key={field.name}>
              <legend>{field.label}</legend>
              <FieldControl
                field={field}
                value={values[field.name]}
                values={values}
                errors={errors}
                onChange={(value) => {
                  setValues((current) => ({ ...current, [field.name]: value }));
                }}
              />
              {errors[field.name]?.map((message) => (
                <GroupError key={message}>{message}</GroupError>
              ))}
            </Group>
          ) : (
            <FormField
              key={field.name}
              name={field.name}
              label={field.label}
              hint={field.hint}
              required={
                field.required === true && !(mode === 'edit' && field.optionalOnEdit === true)
              }
            >
              <FieldControl
                field={field}
                value={values[field.name]}
                values={values}
                errors={errors}
                onChange={(value) => {
                  change(field, value);
                }}
                onLeave={() => {
                  leave(field);
                }}
              />
            </FormField>
          ),
        )}
        <FormActions
          submitLabel={mode === 'create' ? 'Create' : 'Save'}
          submitting={save.isPending}
          onReset={() => {
            setValues(initial);
            setErrors({});
          }}
          onList={onCancel}
        />
      </Form>
    </Card>
  );
}

/**
 * A resource's create or edit form: client rules first, then the server's field errors. A user
 * whose permissions refuse the create or the edit gets 'Permission denied!' instead of a form
 * the server would refuse on submit.
 */
export function ResourceForm<Row extends ResourceRecord>(props: ResourceFormProps<Row>) {
  const { resource, id } = props;
  const record = useRecord<Row>(resource.path, id);
  const visibility = useActionVisibility(resource.path);
  const title =
    id === undefined
      ? createHeading(resource)
      : editHeading(resource, record.isSuccess ? record.data : undefined);
  const fields = resource.fields ?? [];
  // Rules that could not be loaded leave the decision to the server, as the form's submit does.
  const decided = visibility.status === 'ready';
  const checking = <Spinner label="Checking your permissions" />;
  const denied = (
    <PermissionDenied
      description={`You do not have permission to ${
        id === undefined
          ? `create ${inSentence(resource.title)}`
          : `edit this ${inSentence(resource.singular)}`
      }. Ask an administrator for access.`}
    />
  );

  return (
    <Page data-component="ResourceForm">
      <PageHeader title={title} />
      {id === undefined ? (
        visibility.status === 'loading' ? (
          checking
        ) : decided && !visibility.canCreate() ? (
          denied
        ) : (
          <Editor {...props} initial={{ ...initialValues(fields), ...props.defaults }} />
        )
      ) : record.isPending ? (
        <Spinner label={`Loading the ${resource.singular.toLowerCase()}`} />
      ) : record.isError ? (
        <LoadFailure
          error={record.error}
          onRetry={() => void record.refetch()}
          what={`this ${resource.singular.toLowerCase()}`}
        />
      ) : visibility.status === 'loading' ? (
        checking
      ) : decided && !visibility.canEdit(record.data) ? (
        denied
      ) : (
        <Editor
          {...props}
          key={id}
          initial={initialValues(fields, record.data as unknown as Record<string, unknown>)}
        />
      )}
    </Page>
  );
}
