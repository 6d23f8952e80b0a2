import type { ResourceFilter } from '../../openapi/generated/resources';
import { perPage } from './paging';
import { attribute, validationMessage, type ValidationErrors } from './validation';

/** The rules of a query parameter: the contract's type, enum, format and bounds. */
export type QueryRule = ResourceFilter;

/** The paging parameters every paginated list takes. */
export const pagingRules: Readonly<Record<'page' | 'per_page', QueryRule>> = {
  page: { type: 'integer', minimum: 1 },
  per_page: { type: 'integer', minimum: 1, maximum: perPage.max },
};

/** The bounds of the 32-bit columns: an unbounded integer parameter is held to them. */
const int32 = { minimum: -2147483648, maximum: 2147483647 } as const;

const isDate = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

/** Laravel's messages for one query value against its rule (empty when it passes). */
function messagesOf(name: string, text: string, rule: QueryRule): string[] {
  const field = attribute(name);
  const messages: string[] = [];
  const numeric = /^-?\d+(\.\d+)?$/.test(text);
  const value: unknown =
    (rule.type === 'integer' || rule.type === 'number') && numeric ? Number(text) : text;
  if (rule.type === 'integer' && !(typeof value === 'number' && Number.isInteger(value)))
    messages.push(`The ${field} must be an integer.`);
  if (rule.type === 'number' && typeof value !== 'number')
    messages.push(`The ${field} must be a number.`);
  if (rule.type === 'boolean' && !['true', 'false', '1', '0'].includes(text))
    messages.push(`The ${field} field must be true or false.`);
  if (rule.enum !== undefined && !rule.enum.includes(value))
    messages.push(`The selected ${field} is invalid.`);
  if (typeof value === 'number') {
    const bounded = rule.type === 'integer';
    const minimum = rule.minimum ?? (bounded ? int32.minimum : undefined);
    const maximum = rule.maximum ?? (bounded ? int32.maximum : undefined);
    if (minimum !== undefined && value < minimum)
      messages.push(`The ${field} must be at least ${minimum}.`);
    if (maximum !== undefined && value > maximum)
      messages.push(`The ${field} must not be greater than ${maximum}.`);
  }
  if (rule.type === 'string') {
    const length = Array.from(text).length;
    if (rule.maxLength !== undefined && length > rule.maxLength)
      messages.push(`The ${field} must not be greater than ${rule.maxLength} characters.`);
    if (rule.minLength !== undefined && length < rule.minLength)
      messages.push(`The ${field} must be at least ${rule.minLength} characters.`);
    if (rule.format === 'date' && !isDate(text)) messages.push(`The ${field} is not a valid date.`);
  }
  return messages;
}

/**
 * Checks a list's query string against its parameters' rules, as the server validates it
 * against the contract: Laravel's 422 body, or undefined when every value passes. Empty values
 * are left out; parameters without a rule are ignored.
 */
export function queryErrors(
  query: URLSearchParams,
  rules: Readonly<Record<string, QueryRule>>,
): ValidationErrors | undefined {
  const errors: Record<string, string[]> = {};
  for (const [name, rule] of Object.entries(rules)) {
    // A repeated parameter: the last one wins, as in PHP.
    const text = query.getAll(name).at(-1);
    if (text === undefined || text === '') continue;
    const messages = messagesOf(name, text, rule);
    if (messages.length > 0) errors[name] = messages;
  }
  return Object.keys(errors).length > 0
    ? { message: validationMessage(errors), errors }
    : undefined;
}

/** The page and page size of a valid query (see `queryErrors`), with the defaults. */
export function pageOfQuery(query: URLSearchParams): { page: number; perPage: number } {
  const number = (name: string, fallback: number) => {
    const text = query.get(name);
    return text === null || text === '' ? fallback : Number(text);
  };
  return { page: number('page', 1), perPage: number('per_page', perPage.default) };
}
