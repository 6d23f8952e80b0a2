export { bellLimit, isUnseen, unseenCount } from './bell';
export { relativeTime, toDate, type DateInput } from './relativeTime';
