export { NotificationScreen, type NotificationScreenProps } from './NotificationScreen';
export { notificationLink, type NotificationLink } from './model';
