import { findPackage, findService, type ServicePackage } from '@domain/portal-content';
import { missingRequired, validationMessage, type ValidationErrors } from '../../engine';

/** The JSON body of a request as a plain record (empty when absent or not an object). */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text().catch(() => '');
  if (text === '') return {};
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The query string of a request. */
export const queryOf = (request: Request) => new URL(request.url).searchParams;

/** A field as text (strings and numbers), or undefined. */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** Laravel's 422 for required query parameters that are missing. */
export function missingQuery(
  query: URLSearchParams,
  names: readonly string[],
): ValidationErrors | undefined {
  const errors: Record<string, string[]> = {};
  for (const name of names) {
    if ((query.get(name) ?? '') === '') errors[name] = [`The ${name} field is required.`];
  }
  return Object.keys(errors).length > 0
    ? { message: validationMessage(errors), errors }
    : undefined;
}

/** Laravel's 422 for a body missing the required fields of an operation. */
export const missingBody = (operationId: string, body: Record<string, unknown>) =>
  missingRequired(operationId, body);

/** The 422 of a package the service does not have. */
export const invalidProduct: ValidationErrors = {
  message: 'The selected product id is invalid.',
  errors: { productId: ['The selected product id is invalid.'] },
};

/**
 * The package a body chose of a service (its productId): none when it names none, null when the
 * service has no such package.
 */
export function packageOfBody(
  service: string | undefined,
  productId: unknown,
): ServicePackage | undefined | null {
  if (productId === undefined || productId === null) return undefined;
  const name = findService(service)?.service ?? '';
  return findPackage(name, Number(productId)) ?? null;
}
