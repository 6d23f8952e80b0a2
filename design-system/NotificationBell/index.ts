export {
  BELL_LIMIT,
  NotificationBell,
  type BellNotification,
  type NotificationBellProps,
} from './NotificationBell';
export { badgeText, unreadAnnouncement, unseenCount } from './model';
