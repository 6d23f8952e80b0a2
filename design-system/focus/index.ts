export { focusableWithin, lockBodyScroll, trapTab } from './focus';
export { openLayers, useDismiss } from './dismiss';
