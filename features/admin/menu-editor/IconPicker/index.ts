export { IconPicker, type IconPickerProps } from './IconPicker';
