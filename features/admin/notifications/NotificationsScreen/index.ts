export { NotificationsScreen, type NotificationsScreenProps } from './NotificationsScreen';
