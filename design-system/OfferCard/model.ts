/** A price in Malaysian ringgit, e.g. 5 → 'RM 5.00'; text is kept as given after 'RM '. */
export function formatPrice(price: number | string): string {
  if (typeof price === 'number') return `RM ${price.toFixed(2)}`;
  const text = price.trim();
  return /^rm\b/i.test(text) ? text : `RM ${text}`;
}

/** A validity in days, e.g. 1 → '1 day', 30 → '30 days'; text is kept as given. */
export function formatValidity(validity: number | string): string {
  if (typeof validity === 'string') return validity;
  return validity === 1 ? '1 day' : `${validity} days`;
}
