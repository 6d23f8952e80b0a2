import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { relativeTime, toDate, type DateInput } from '@domain/notifications';

export interface RelativeTimeProps {
  /** The moment to describe: a Date, an ISO string (e.g. created_at) or epoch milliseconds. */
  date: DateInput;
  /** The moment to measure from; defaults to the current time, refreshed every minute. */
  now?: DateInput;
  /** BCP 47 locale for the full date in the tooltip; defaults to the browser's. */
  locale?: string;
}

const Time = styled.time`
  white-space: nowrap;
`;

/** '5 minutes ago': a timestamp relative to now, with the full date as its tooltip. */
export function RelativeTime({ date, now, locale }: RelativeTimeProps) {
  const [clock, setClock] = useState(() => Date.now());
  useEffect(() => {
    if (now !== undefined) return;
    // Without a pinned `now` the text keeps up with time ('0 minutes ago' becomes '1 minute ago').
    const timer = setInterval(() => setClock(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, [now]);
  const moment = toDate(date);
  if (Number.isNaN(moment.getTime())) return null;
  const full = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(
    moment,
  );
  return (
    <Time data-component="RelativeTime" dateTime={moment.toISOString()} title={full}>
      {relativeTime(moment, now ?? clock)}
    </Time>
  );
}
