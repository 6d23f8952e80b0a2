import {
  attribute,
  requiredMessage,
  validationMessage,
  type ValidationErrors,
} from '../../../domain/laravel';

const typeMessages: Record<string, string> = {
  integer: 'must be an integer.',
  number: 'must be a number.',
  string: 'must be a string.',
  boolean: 'field must be true or false.',
  array: 'must be an array.',
  object: 'must be an array.',
};

const formatMessages: Record<string, string> = {
  email: 'must be a valid email address.',
  uri: 'must be a valid URL.',
  url: 'must be a valid URL.',
  date: 'is not a valid date.',
  'date-time': 'is not a valid date.',
};

/**
 * Laravel's wording (the `en` validation lines) for one line of the contract validator
 * (`/path message`, Ajv's English message), keyed by the field it is about.
 */
export function laravelError(field: string, ajvMessage: string): [string, string] {
  const rules: [RegExp, (match: RegExpExecArray) => [string, string]][] = [
    [/^must have required property '(.+)'$/, ([, name = '']) => required(join(field, name))],
    [
      /^must be ([a-z]+)(,null)?$/,
      ([, type = '']) => [field, `The ${attribute(field)} ${typeMessages[type] ?? 'is invalid.'}`],
    ],
    [
      /^must NOT have more than (\d+) characters$/,
      ([, n]) => [field, `The ${attribute(field)} must not be greater than ${n} characters.`],
    ],
    [
      /^must NOT have fewer than (\d+) characters$/,
      ([, n]) => [field, `The ${attribute(field)} must be at least ${n} characters.`],
    ],
    [
      /^must be <= (.+)$/,
      ([, n]) => [field, `The ${attribute(field)} must not be greater than ${n}.`],
    ],
    [/^must be >= (.+)$/, ([, n]) => [field, `The ${attribute(field)} must be at least ${n}.`]],
    [/^must be < (.+)$/, ([, n]) => [field, `The ${attribute(field)} must be less than ${n}.`]],
    [/^must be > (.+)$/, ([, n]) => [field, `The ${attribute(field)} must be greater than ${n}.`]],
    [
      /^must NOT have more than (\d+) items$/,
      ([, n]) => [field, `The ${attribute(field)} must not have more than ${n} items.`],
    ],
    [
      /^must NOT have fewer than (\d+) items$/,
      ([, n]) => [field, `The ${attribute(field)} must have at least ${n} items.`],
    ],
    [
      /^must be equal to (one of the allowed values|constant)$/,
      () => [field, `The selected ${attribute(field)} is invalid.`],
    ],
    [/^must match pattern /, () => [field, `The ${attribute(field)} format is invalid.`]],
    [
      /^must match format "(.+)"$/,
      ([, format = '']) => [
        field,
        `The ${attribute(field)} ${formatMessages[format] ?? 'format is invalid.'}`,
      ],
    ],
    [
      /^must NOT have duplicate items/,
      () => [field, `The ${attribute(field)} field has a duplicate value.`],
    ],
    [
      /^must be multiple of (.+)$/,
      ([, n]) => [field, `The ${attribute(field)} must be a multiple of ${n}.`],
    ],
  ];
  for (const [pattern, message] of rules) {
    const match = pattern.exec(ajvMessage);
    if (match !== null) return message(match);
  }
  return [field, `The ${attribute(field)} is invalid.`];
}

const join = (base: string, name: string) =>
  base === '' ? name : name === '' ? base : `${base}.${name}`;

const required = (field: string): [string, string] => [field, requiredMessage(field)];

/** The value at a JSON pointer of the validator (`/` is the root). */
function valueAt(value: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .filter(Boolean)
    .reduce<unknown>(
      (node, key) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[key]
          : undefined,
      value,
    );
}

/** The Laravel field (dot notation) of an Ajv instance path: `/ids/0` → `ids.0`. */
export const fieldOfPath = (instancePath: string) =>
  instancePath.split('/').filter(Boolean).join('.');

/** Collects per-field messages; a field keeps each distinct message once, in order. */
export class ErrorBag {
  readonly errors: Record<string, string[]> = {};

  /** Adds one message for a field. */
  add(field: string, message: string): void {
    const list = (this.errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }

  /**
   * Adds the contract validator's lines (`/path message`) about `value`, prefixing fields with
   * `base`.
   */
  addValidatorLines(lines: readonly string[], base = '', value?: unknown): void {
    for (const line of lines) {
      const space = line.indexOf(' ');
      const pointer = line.slice(0, space);
      const text = line.slice(space + 1);
      // Ajv names every dependency, missing or not: report the ones actually missing.
      const dependent = /^must have propert(?:y|ies) (.+) when property (.+) is present$/.exec(
        text,
      );
      if (dependent !== null) {
        const [, names = '', other = ''] = dependent;
        const target = valueAt(value, pointer);
        for (const name of names
          .split(', ')
          .filter((dep) => valueAt(target, `/${dep}`) === undefined)) {
          const field = join(join(base, fieldOfPath(pointer)), name);
          this.add(
            field,
            `The ${attribute(field)} field is required when ${attribute(other)} is present.`,
          );
        }
        continue;
      }
      const [field, message] = laravelError(join(base, fieldOfPath(pointer)), text);
      // A field already reported as required needs no further messages (Laravel stops there).
      const first = this.errors[field]?.[0];
      if (first?.endsWith('field is required.') === true) continue;
      this.add(field === '' ? 'body' : field, message);
    }
  }

  /** Whether no message was added. */
  get empty(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  /** The 422 body: `{message, errors}`. */
  toBody(): ValidationErrors {
    return { message: validationMessage(this.errors), errors: this.errors };
  }
}
