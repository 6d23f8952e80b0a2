import type { Schema } from '@api';
import { Button, FormField, Label, Modal, Select, TextInput, YesNoToggle } from '@ds';
import { labelClasses } from '@domain/report-builder';
import { useState } from 'react';
import styled from 'styled-components';
import {
  AddButton,
  ColumnOrExpression,
  Muted,
  RemoveButton,
  Row,
  SectionFrame,
  type SectionProps,
} from '../parts';

type LabelConfig = Schema<'LabelConfig'>;

/** The label settings dialog's content: 700px high (report-builder §9), scrolling inside. */
const DialogBody = styled.div`
  display: grid;
  align-content: start;
  gap: var(--tck-space-3);
  block-size: min(700px, calc(100vh - 12rem));
  overflow-y: auto;
`;

const LabelRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 10rem) 7rem auto;
  gap: var(--tck-space-3);
  align-items: end;

  /* The label as it will be shown, beside its class, centred on the controls' line. */
  & > [data-preview] {
    display: flex;
    align-items: center;
    min-width: 0;
    min-block-size: var(--tck-control-height-md);
    overflow: hidden;
  }
`;

export interface LabelSettingsDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The column the labels are for. */
  column: string;
  /** The value-to-class mappings. */
  value: LabelConfig[];
  /** Called with the edited mappings on Save. */
  onSave: (value: LabelConfig[]) => void;
  /** Closes without saving. */
  onClose: () => void;
}

/** Maps result values to label classes (default, primary, success, info, warning, danger). */
export function LabelSettingsDialog({
  open,
  column,
  value,
  onSave,
  onClose,
}: LabelSettingsDialogProps) {
  const [rows, setRows] = useState<LabelConfig[]>(value);
  const change = (index: number, patch: Partial<LabelConfig>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <Modal
      open={open}
      title={`Label settings: ${column || 'column'}`}
      size="md"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => onSave(rows.filter((row) => row.value.trim() !== ''))}>
            Save
          </Button>
        </>
      }
    >
      <DialogBody data-height="700">
        {rows.length === 0 && (
          <Muted>No labels yet: add a value and the class it is shown with.</Muted>
        )}
        {rows.map((row, index) => (
          <LabelRow key={index}>
            <FormField name={`label.${String(index)}.value`} label="Value">
              <TextInput value={row.value} onChange={(text) => change(index, { value: text })} />
            </FormField>
            <FormField name={`label.${String(index)}.class`} label="Class">
              <Select
                value={row.class}
                options={labelClasses.map((tone) => ({ value: tone, label: tone }))}
                onChange={(tone) =>
                  change(index, { class: (tone ?? 'default') as LabelConfig['class'] })
                }
              />
            </FormField>
            <div data-preview>
              <Label tone={row.class}>{row.value || 'Preview'}</Label>
            </div>
            <RemoveButton
              label={`Remove label ${String(index + 1)}`}
              onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
            />
          </LabelRow>
        ))}
        <div>
          <AddButton
            label="Add label"
            onClick={() => setRows((current) => [...current, { value: '', class: 'default' }])}
          />
        </div>
      </DialogBody>
    </Modal>
  );
}

/** Selected columns: column (or a raw expression), alias, raw, sortable and labels. */
export function ColumnsSection({ state, dispatch, columns }: SectionProps) {
  const [labelling, setLabelling] = useState<number | null>(null);
  const labelled = labelling === null ? undefined : state.selections[labelling];
  const update = (index: number, patch: Partial<Schema<'SelectedColumn'>>) =>
    dispatch({ type: 'updateRow', list: 'selections', index, patch });
  return (
    <SectionFrame
      title="Selected columns"
      state={state}
      dispatch={dispatch}
      actions={
        <AddButton
          label="Add column"
          onClick={() => dispatch({ type: 'addRow', list: 'selections' })}
        />
      }
    >
      {state.selections.length === 0 && <Muted>No columns selected yet.</Muted>}
      {state.selections.map((selection, index) => {
        const field = `selections.${String(index)}`;
        return (
          <Row key={index} role="group" aria-label={`Column ${String(index + 1)}`}>
            <FormField
              name={`${field}.column`}
              label={selection.is_raw === 'yes' ? 'Expression' : 'Column'}
            >
              <ColumnOrExpression
                raw={selection.is_raw === 'yes'}
                columns={columns}
                value={selection.column}
                placeholder="DATE(cbs_topups.created_at)"
                onChange={(column) => update(index, { column })}
              />
            </FormField>
            <FormField name={`${field}.alias`} label="Alias">
              <TextInput value={selection.alias} onChange={(alias) => update(index, { alias })} />
            </FormField>
            <YesNoToggle
              label="Raw"
              value={selection.is_raw}
              onChange={(is_raw) => update(index, { is_raw, column: '' })}
            />
            <YesNoToggle
              label="Sortable"
              value={selection.is_sortable}
              onChange={(is_sortable) => update(index, { is_sortable })}
            />
            <YesNoToggle
              label="Label"
              value={selection.has_label}
              onChange={(has_label) => update(index, { has_label })}
            />
            {selection.has_label === 'yes' && (
              <Button size="sm" variant="secondary" onClick={() => setLabelling(index)}>
                Label settings ({String((selection.label_config ?? []).length)})
              </Button>
            )}
            <RemoveButton
              label={`Remove column ${String(index + 1)}`}
              onClick={() => dispatch({ type: 'removeRow', list: 'selections', index })}
            />
          </Row>
        );
      })}
      {labelled !== undefined && labelling !== null && (
        <LabelSettingsDialog
          open
          column={labelled.alias || labelled.column}
          value={labelled.label_config ?? []}
          onClose={() => setLabelling(null)}
          onSave={(label_config) => {
            update(labelling, { label_config });
            setLabelling(null);
          }}
        />
      )}
    </SectionFrame>
  );
}
