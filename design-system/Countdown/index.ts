export { Countdown, type CountdownProps } from './Countdown';
export { DEFAULT_COUNTDOWN_SECONDS, formatClock, tick } from './model';
