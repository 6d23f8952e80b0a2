/**
 * The favourite numbers' rules (customer-portal §5): the receiver number is 10 to 12 digits,
 * its operator is detected from its first three (local) digits against the operators' prefix
 * lists, the first available country is used when none is chosen, and nothing is added at the
 * maximum. Pure.
 */

/** A receiver operator and the first three local digits of its numbers. */
export interface PrefixedOperator {
  id: number;
  prefix: readonly string[];
}

/** The receiver number's length limits. */
export const receiverMinLength = 10;
export const receiverMaxLength = 12;

/** Why a favourite cannot be saved, by field. */
export interface FavouriteProblems {
  name?: 'required';
  number?: 'required' | 'length';
}

/** The problems of a typed name and number (none: it can be saved). */
export function favouriteProblems(name: string, number: string): FavouriteProblems {
  const problems: FavouriteProblems = {};
  if (name.trim() === '') problems.name = 'required';
  if (number === '') problems.number = 'required';
  else if (number.length < receiverMinLength || number.length > receiverMaxLength) {
    problems.number = 'length';
  }
  return problems;
}

/** The digits of a typed number (anything else is dropped as it is typed). */
export function digitsOf(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, receiverMaxLength);
}

/**
 * The operator of a number, from its first three local digits: a number written with the
 * country's calling code (60…, 880…) is read as the local 0… number.
 */
export function detectOperator(
  number: string,
  countryPrefix: string | undefined,
  operators: readonly PrefixedOperator[],
): number | undefined {
  const local =
    countryPrefix !== undefined && countryPrefix !== '' && number.startsWith(countryPrefix)
      ? `0${number.slice(countryPrefix.length)}`
      : number;
  if (local.length < 3) return undefined;
  const head = local.slice(0, 3);
  return operators.find((operator) => operator.prefix.includes(head))?.id;
}

/** The country used: the one chosen, else the first available (§5). */
export function countryOrFirst(
  chosen: string | undefined,
  available: Readonly<Record<string, unknown>>,
): string | undefined {
  if (chosen !== undefined && chosen in available) return chosen;
  return Object.keys(available)[0];
}

/** Whether another favourite can be added: fewer than the server's maximum are kept. */
export function canAddFavourite(count: number, maxLimit: number): boolean {
  return count < maxLimit;
}

/** The operator's name, from its picture's file name (digi.svg → Digi, airtel-bd → Airtel BD). */
export function operatorNameOf(image: string): string {
  const file =
    image
      .split('/')
      .pop()
      ?.replace(/\.[a-z]+$/, '') ?? '';
  return file
    .split('-')
    .map((word) =>
      word.length <= 2 ? word.toUpperCase() : `${word.charAt(0).toUpperCase()}${word.slice(1)}`,
    )
    .join(' ');
}
