import { Textarea, type FormFieldControlProps } from '@ds';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { SqlEditor, SqlSchema } from './codemirror';

const Frame = styled.div`
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-md);
  background: var(--tck-color-surface);
  font-family: var(--tck-font-mono);
  font-size: var(--tck-font-size-sm);

  &[data-invalid='true'] {
    border-color: var(--tck-color-danger);
    box-shadow: inset 0 0 0 1px var(--tck-color-danger);
  }
  &:focus-within {
    outline: 3px solid var(--tck-color-focus);
    outline-offset: 2px;
  }
  & .cm-editor {
    border-radius: var(--tck-radius-md);
  }
  & .cm-editor.cm-focused {
    outline: none;
  }
  /* Five rows high to start (report-builder §2), growing with the query. */
  & .cm-content,
  & .cm-gutter {
    min-block-size: calc(5 * 1.4em + 8px);
  }
  & .cm-scroller {
    font-family: var(--tck-font-mono);
    line-height: 1.4;
  }
  /* The empty editor's hint, as readable as any field's placeholder. */
  & .cm-placeholder {
    color: var(--tck-color-text-muted);
  }
  &[hidden] {
    display: none;
  }
`;

export interface RawQueryEditorProps extends FormFieldControlProps {
  /** The SQL text. */
  value: string;
  /** Called with the new text. */
  onChange: (value: string) => void;
  /** The connection's tables and their columns, for completion. */
  schema: SqlSchema;
  /** The connection's SQL dialect. */
  dialect?: 'sqlite' | 'pgsql';
}

/**
 * The 'Write Query' editor: CodeMirror with SQL highlighting and completion of the connection's
 * tables and columns, loaded with the screen that needs it. Until it has loaded (or if it
 * cannot), a plain 5-row textarea takes the text, so nothing typed waits or is lost.
 */
export function RawQueryEditor({
  value,
  onChange,
  schema,
  dialect = 'sqlite',
  id,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
  'aria-labelledby': labelledBy,
  required,
}: RawQueryEditorProps) {
  const parent = useRef<HTMLDivElement>(null);
  const editor = useRef<SqlEditor | null>(null);
  const [ready, setReady] = useState(false);

  const attributes: Record<string, string> = {
    'aria-label': 'Write Query',
    'aria-multiline': 'true',
    ...(id === undefined ? {} : { id }),
    ...(invalid === true ? { 'aria-invalid': 'true' } : {}),
    ...(describedBy === undefined ? {} : { 'aria-describedby': describedBy }),
    ...(labelledBy === undefined ? {} : { 'aria-labelledby': labelledBy }),
  };
  const attributeKey = JSON.stringify(attributes);
  // The editor is made once per dialect from the latest props; later changes follow below.
  const latest = useRef({ value, onChange, schema, attributes });
  useEffect(() => {
    latest.current = { value, onChange, schema, attributes };
  });

  useEffect(() => {
    let cancelled = false;
    void import('./codemirror').then(
      ({ createSqlEditor }) => {
        const element = parent.current;
        if (cancelled || element === null) return;
        editor.current = createSqlEditor({
          parent: element,
          doc: latest.current.value,
          schema: latest.current.schema,
          dialect,
          attributes: latest.current.attributes,
          onChange: (text) => latest.current.onChange(text),
        });
        setReady(true);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      editor.current?.destroy();
      editor.current = null;
    };
  }, [dialect]);

  useEffect(() => editor.current?.setText(value), [value, ready]);
  useEffect(() => editor.current?.setSchema(schema), [schema, ready]);
  useEffect(
    () => editor.current?.setAttributes(JSON.parse(attributeKey) as Record<string, string>),
    [attributeKey, ready],
  );

  return (
    <>
      <Frame
        ref={parent}
        data-component="RawQueryEditor"
        data-ready={ready}
        data-invalid={invalid === true}
        hidden={!ready}
      />
      {!ready && (
        <Textarea
          id={id}
          rows={5}
          monospace
          value={value}
          onChange={onChange}
          required={required}
          invalid={invalid}
          aria-describedby={describedBy}
          aria-label="Write Query"
        />
      )}
    </>
  );
}
