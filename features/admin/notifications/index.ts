export * from './LiveNotificationBell';
export * from './NotificationsScreen';
export * from './NotificationScreen';
