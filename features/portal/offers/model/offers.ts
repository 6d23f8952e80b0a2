import type { PortalLanguage } from '@features/portal/core';

/**
 * The offer, package and cinema pages' rules (customer-portal §2, §3, §9), pure.
 */

/**
 * A package service's name cut at the first underscore (§9): the page's title while the server
 * names the service in no language.
 */
export function displayNameOf(service: string): string {
  const [head = service] = service.split('_');
  return head === '' ? service : head;
}

/**
 * The tel: address that dials a USSD or short code. The code is URL-encoded, so its `#` is
 * `%23`: a bare `#` would start the address's fragment and the dialler would drop the rest.
 * A leading `+` (an international number) stays as it is.
 */
export function telHref(code: string): string {
  return `tel:${encodeURIComponent(code.trim()).replace(/^%2B/, '+')}`;
}

/**
 * A price in Malaysian ringgit: a number with two decimals ('RM 0.50'); a text the server
 * already wrote keeps its words, with 'RM ' put before it when it has none.
 */
export function rmOf(price: number | string): string {
  if (typeof price === 'number') return `RM ${price.toFixed(2)}`;
  const text = price.trim();
  return /^rm\b/i.test(text) ? text : `RM ${text}`;
}

/** The words of a validity in days, in a language ('{n}' is the number). */
export interface DayWords {
  /** One day, e.g. '{n} day'. */
  day: string;
  /** Several days, e.g. '{n} days'. */
  days: string;
}

/** A validity in days in the language in use, its number in the language's digits ('৭ দিন'). */
export function validityOf(days: number, words: DayWords, language: PortalLanguage): string {
  const number = new Intl.NumberFormat(language, { useGrouping: false }).format(days);
  return (days === 1 ? words.day : words.days).replace('{n}', number);
}

/** An offer's id from the address: a whole number from 1, else none (no such offer). */
export function offerIdOf(param: string | undefined): number | undefined {
  if (param === undefined || !/^[1-9][0-9]*$/.test(param)) return undefined;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : undefined;
}
