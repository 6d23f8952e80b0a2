export { PermissionDenied, type PermissionDeniedProps } from './PermissionDenied';
