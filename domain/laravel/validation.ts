import { requiredBodyFields } from '../../openapi/generated/requiredBodyFields';

/** Laravel's validation answer: one message per failing rule, per field. */
export interface ValidationErrors {
  message: string;
  errors: Record<string, string[]>;
}

/** Laravel's name of a field in messages: `per_page` → 'per page', `organization_id` → 'organization'. */
export const attribute = (field: string) => field.replace(/_id$/, '').replace(/[_-]+/g, ' ');

/**
 * Laravel's required-field message: 'The username field is required.'. A field is named as
 * `attribute` names it, unless the message names it otherwise (a form's label, 'display name').
 */
export const requiredMessage = (field: string, name = attribute(field)) =>
  `The ${name} field is required.`;

/** Laravel's summary line: the first message, plus how many more there are. */
export function validationMessage(errors: Record<string, string[]>): string {
  const messages = Object.values(errors).flat();
  const [first = 'The given data was invalid.'] = messages;
  const more = messages.length - 1;
  return more > 0 ? `${first} (and ${more} more error${more > 1 ? 's' : ''})` : first;
}

/** Checks a body against the contract's required fields of an operation; undefined when valid. */
export function missingRequired(operationId: string, body: unknown): ValidationErrors | undefined {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const errors: Record<string, string[]> = {};
  for (const field of requiredBodyFields[operationId] ?? []) {
    const value = record[field];
    if (
      value === undefined ||
      value === null ||
      value === '' ||
      (Array.isArray(value) && value.length === 0)
    ) {
      errors[field] = [requiredMessage(field)];
    }
  }
  return Object.keys(errors).length > 0
    ? { message: validationMessage(errors), errors }
    : undefined;
}

/** The API's answers that carry only a message (the contract's shared error responses). */
export const errorMessages = {
  notFound: 'Record not found.',
  unauthenticated: 'Unauthenticated.',
  forbidden: 'This action is unauthorized.',
  serverError: 'Server Error',
} as const;
