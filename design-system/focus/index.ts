export { focusableWithin, lockBodyScroll, trapTab } from './focus';
