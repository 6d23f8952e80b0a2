export { DateTimeInput, type DateTimeInputProps } from './DateTimeInput';
export { DateTimeRange, type DateTimeRangeProps } from './DateTimeRange';
export {
  dateFormats,
  formatDateTime,
  parseDateTime,
  rangeError,
  readTyped,
  type DateFieldKind,
  type DateTimeParts,
  type DateTimeRangeValue,
} from './model';
