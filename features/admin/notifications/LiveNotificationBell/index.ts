export { LiveNotificationBell, type LiveNotificationBellProps } from './LiveNotificationBell';
export { bellReducer, initialBellState, type BellAction, type BellState } from './model';
