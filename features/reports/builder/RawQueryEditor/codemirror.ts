// CodeMirror 6 with SQL highlighting and completion of the connection's tables and columns,
// loaded on demand by RawQueryEditor: never part of an app entry's static imports.
import { autocompletion, closeBrackets, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { PostgreSQL, SQLite, sql } from '@codemirror/lang-sql';
import { defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers, placeholder } from '@codemirror/view';

/** Table names to their column names. */
export type SqlSchema = Record<string, readonly string[]>;

/** What the editor is made with. */
export interface SqlEditorOptions {
  parent: HTMLElement;
  doc: string;
  schema: SqlSchema;
  dialect: 'sqlite' | 'pgsql';
  /** Attributes of the editable area (id, aria-label, aria-invalid…). */
  attributes: Record<string, string>;
  onChange: (text: string) => void;
}

/** An editor and what can change in it later. */
export interface SqlEditor {
  setSchema: (schema: SqlSchema) => void;
  setAttributes: (attributes: Record<string, string>) => void;
  setText: (text: string) => void;
  destroy: () => void;
}

const language = (schema: SqlSchema, dialect: SqlEditorOptions['dialect']) =>
  sql({
    dialect: dialect === 'pgsql' ? PostgreSQL : SQLite,
    schema: Object.fromEntries(
      Object.entries(schema).map(([table, columns]) => [table, [...columns]]),
    ),
    upperCaseKeywords: true,
  });

/** Creates the SQL editor in `parent`. */
export function createSqlEditor(options: SqlEditorOptions): SqlEditor {
  const languageSlot = new Compartment();
  const attributeSlot = new Compartment();
  const view = new EditorView({
    parent: options.parent,
    state: EditorState.create({
      doc: options.doc,
      extensions: [
        lineNumbers(),
        history(),
        closeBrackets(),
        autocompletion({ activateOnTyping: true }),
        syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
        keymap.of([...defaultKeymap, ...historyKeymap, ...completionKeymap]),
        placeholder('SELECT … FROM …'),
        EditorView.lineWrapping,
        languageSlot.of(language(options.schema, options.dialect)),
        attributeSlot.of(EditorView.contentAttributes.of(options.attributes)),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) options.onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
  return {
    setSchema: (schema) =>
      view.dispatch({ effects: languageSlot.reconfigure(language(schema, options.dialect)) }),
    setAttributes: (attributes) =>
      view.dispatch({
        effects: attributeSlot.reconfigure(EditorView.contentAttributes.of(attributes)),
      }),
    setText: (text) => {
      if (text !== view.state.doc.toString()) {
        view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
      }
    },
    destroy: () => view.destroy(),
  };
}
