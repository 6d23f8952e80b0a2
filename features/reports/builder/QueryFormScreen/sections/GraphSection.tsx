import { Button, ColorListInput, FormField, Modal, Select, TextInput } from '@ds';
import { gridGraphTypes } from '@domain/report-builder';
import { useState } from 'react';
import styled from 'styled-components';
import type { GraphDraft } from '../../model/queryForm';
import { errorOf, Muted, SectionFrame, type SectionProps } from '../parts';

/** The settings dialog's content: 550px high (report-builder §9), scrolling inside. */
const DialogBody = styled.div`
  display: grid;
  align-content: start;
  gap: var(--tck-space-3);
  block-size: min(550px, calc(100vh - 12rem));
  overflow-y: auto;
`;

const Summary = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: var(--tck-space-1) var(--tck-space-3);
  margin: 0;
  font-size: var(--tck-font-size-sm);

  & dt {
    color: var(--tck-color-text-muted);
  }
  & dd {
    margin: 0;
    display: flex;
    gap: var(--tck-space-1);
    align-items: center;
  }
`;

const Swatch = styled.span`
  display: inline-block;
  inline-size: 1rem;
  block-size: 1rem;
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-sm);
`;

const Error = styled.p`
  margin: 0;
  color: var(--tck-color-danger);
  font-size: var(--tck-font-size-sm);
`;

const PickerRow = styled.div`
  display: flex;
  gap: var(--tck-space-2);
  align-items: center;
  font-size: var(--tck-font-size-sm);

  & input[type='color'] {
    inline-size: 2.5rem;
    block-size: 2rem;
    padding: 0;
    border: 1px solid var(--tck-color-border);
    border-radius: var(--tck-radius-sm);
  }
`;

/** The colours of a comma list. */
const colorsOf = (scheme: string) =>
  scheme
    .split(',')
    .map((color) => color.trim())
    .filter((color) => color !== '');

/** Graph settings: behind its toggle, a summary with swatches, edited in the settings dialog. */
export function GraphSection({ state, dispatch, errors }: SectionProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<GraphDraft>(state.graph_settings);
  const graph = state.graph_settings;
  const typeError = errorOf(errors, 'graph_settings.graph_type');
  const change = (patch: Partial<GraphDraft>) => setDraft((current) => ({ ...current, ...patch }));
  return (
    <SectionFrame
      title="Graph"
      toggle={{ name: 'add_graph', label: 'Add Graph' }}
      state={state}
      dispatch={dispatch}
      actions={
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            setDraft(graph);
            setEditing(true);
          }}
        >
          Graph settings
        </Button>
      }
    >
      {graph.graph_type === '' ? (
        <Muted>No graph type chosen yet: open the graph settings.</Muted>
      ) : (
        <Summary aria-label="Graph settings">
          <dt>Type</dt>
          <dd>{graph.graph_type}</dd>
          <dt>Title</dt>
          <dd>{graph.graph_title || '—'}</dd>
          <dt>Label column</dt>
          <dd>{graph.graph_label || '—'}</dd>
          <dt>Data columns</dt>
          <dd>{graph.graph_data || '—'}</dd>
          <dt>Colours</dt>
          <dd>
            {colorsOf(graph.graph_color_scheme).map((color, index) => (
              <Swatch
                key={`${color}-${String(index)}`}
                title={color}
                style={{ background: color }}
              />
            ))}
            {graph.graph_color_scheme === '' && '—'}
          </dd>
        </Summary>
      )}
      {typeError !== undefined && <Error role="alert">{typeError}</Error>}
      <Modal
        open={editing}
        title="Graph settings"
        size="md"
        onClose={() => setEditing(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setEditing(false)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                dispatch({ type: 'graph', patch: draft });
                setEditing(false);
              }}
            >
              Save
            </Button>
          </>
        }
      >
        <DialogBody data-height="550">
          <FormField name="graph_settings.graph_type" label="Graph type" required error={typeError}>
            <Select
              value={draft.graph_type === '' ? null : draft.graph_type}
              options={gridGraphTypes.map((type) => ({ value: type, label: type }))}
              placeholder="Select a graph type"
              onChange={(type) => change({ graph_type: (type ?? '') as GraphDraft['graph_type'] })}
            />
          </FormField>
          <FormField name="graph_settings.graph_title" label="Graph title">
            <TextInput
              value={draft.graph_title}
              onChange={(graph_title) => change({ graph_title })}
            />
          </FormField>
          <FormField
            name="graph_settings.graph_label"
            label="Label column"
            hint="The column the labels come from"
          >
            <TextInput
              value={draft.graph_label}
              onChange={(graph_label) => change({ graph_label })}
            />
          </FormField>
          <FormField
            name="graph_settings.graph_data"
            label="Data columns"
            hint="Comma separated, e.g. total_amount,topups"
          >
            <TextInput value={draft.graph_data} onChange={(graph_data) => change({ graph_data })} />
          </FormField>
          <FormField
            name="graph_settings.graph_color_scheme"
            label="Colour scheme"
            hint="Comma separated colour codes"
          >
            <ColorListInput
              value={draft.graph_color_scheme}
              placeholder="#3C8DBC,#F39C12"
              onChange={(graph_color_scheme) => change({ graph_color_scheme })}
            />
          </FormField>
          <PickerRow>
            <label htmlFor="graph-colour-picker">Pick a colour to add</label>
            <input
              id="graph-colour-picker"
              type="color"
              defaultValue="#3c8dbc"
              onChange={(event) => {
                const picked = event.target.value.toUpperCase();
                change({
                  graph_color_scheme: [...colorsOf(draft.graph_color_scheme), picked].join(','),
                });
              }}
            />
          </PickerRow>
        </DialogBody>
      </Modal>
    </SectionFrame>
  );
}
