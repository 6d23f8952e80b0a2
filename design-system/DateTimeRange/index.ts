export { DateTimeRange, type DateTimeRangeProps } from './DateTimeRange';
export {
  formatDateTime,
  parseDateTime,
  rangeError,
  type DateTimeParts,
  type DateTimeRangeValue,
} from './model';
