export { MenuEditorScreen, type MenuEditorScreenProps } from './MenuEditorScreen';
export { IconPicker, type IconPickerProps } from './IconPicker';
