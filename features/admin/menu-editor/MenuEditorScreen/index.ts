export { MenuEditorScreen, type MenuEditorScreenProps } from './MenuEditorScreen';
