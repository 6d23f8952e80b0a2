export { RawQueryEditor, type RawQueryEditorProps } from './RawQueryEditor';
