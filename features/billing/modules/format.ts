/** How billing values read on screen and on paper: money, rates and dates. */

const amounts = new Intl.NumberFormat('en-MY', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** An amount with its currency and two decimals: 'MYR 1,234.50' (negative: 'MYR -12.00'). */
export function formatMoney(amount: unknown, currency: unknown): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '';
  const code = typeof currency === 'string' && currency !== '' ? `${currency} ` : '';
  return `${code}${amounts.format(amount)}`;
}

const rates = new Intl.NumberFormat('en-MY', { maximumFractionDigits: 2 });

/** A percentage rate: '4.25%', '12.5%', '0%'. */
export function formatRate(rate: unknown): string {
  return typeof rate === 'number' && Number.isFinite(rate) ? `${rates.format(rate)}%` : '';
}

const days = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const moments = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/**
 * A date ('2025-06-01' → '1 Jun 2025') or a timestamp ('1 Jun 2025, 05:00', UTC so that every
 * viewer reads the same text); other text as it is.
 */
export function formatDate(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dayOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return (dayOnly ? days : moments).format(date);
}

/** Whether a value is a date or a timestamp as the API writes them. */
export function isDateText(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)
  );
}
