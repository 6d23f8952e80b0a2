export { RelativeTime, type RelativeTimeProps } from './RelativeTime';
export { relativeTime, type DateInput } from './model';
