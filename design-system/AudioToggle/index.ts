export { AudioToggle, type AudioToggleProps } from './AudioToggle';
