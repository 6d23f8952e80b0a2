export {
  NotificationBell,
  type BellNotification,
  type NotificationBellProps,
} from './NotificationBell';
export { badgeText, unreadAnnouncement } from './model';
