import type { Contract, ContractOperation } from '../../../openapi/contract';
import { attribute } from '../../../domain/laravel';
import type { ErrorBag } from './laravelErrors';

/** The bounds of the 32-bit integer columns that hold every id, count and limit. */
export const int32 = { min: -2147483648, max: 2147483647 } as const;

/** How deep a request body may nest; the contract's deepest input (the menu order) needs ~8. */
export const maxBodyDepth = 32;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Values that are data, not schemas: an example with `type: integer` must stay as it is.
const dataKeys = new Set(['example', 'examples', 'enum', 'const', 'default']);

/** A copy of a schema tree whose unbounded integers get the bounds of a 32-bit column. */
function bounded(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(bounded);
  if (!isRecord(node)) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] = dataKeys.has(key) ? value : bounded(value);
  }
  const types: unknown[] = Array.isArray(out.type) ? out.type : [out.type];
  if (types.includes('integer')) {
    if (out.maximum === undefined && out.exclusiveMaximum === undefined) out.maximum = int32.max;
    if (out.minimum === undefined && out.exclusiveMinimum === undefined) out.minimum = int32.min;
  }
  return out;
}

/**
 * The contract as the server validates requests against it: an integer the contract leaves
 * unbounded is stored in a 32-bit column (PostgreSQL refuses larger ones with an error, SQLite
 * would never find them), so a larger value is a validation error rather than a 500.
 */
export function withStorageLimits(contract: Contract): Contract {
  // Once per contract: every API over it (the mock API opens one per story and test) shares it,
  // and with it the validator compiled for it.
  let limited = storageLimited.get(contract);
  if (limited === undefined) {
    limited = boundedContract(contract);
    storageLimited.set(contract, limited);
  }
  return limited;
}

const storageLimited = new WeakMap<Contract, Contract>();

function boundedContract(contract: Contract): Contract {
  const operation = (op: ContractOperation): ContractOperation => ({
    ...op,
    parameters: op.parameters.map((parameter) => ({
      ...parameter,
      schema: bounded(parameter.schema) as typeof parameter.schema,
    })),
    requestBody: bounded(op.requestBody) as typeof op.requestBody,
  });
  return {
    document: bounded(contract.document) as Contract['document'],
    operations: contract.operations.map(operation),
  };
}

/**
 * Checks what no schema says but the databases need: no string holds a NUL character
 * (PostgreSQL text cannot store one) and the body nests at most `maxBodyDepth` levels (deeper
 * input would exhaust the stack of the recursive schema validator). Returns false when the
 * value is too deep to be validated at all.
 */
export function checkInput(value: unknown, base: string, bag: ErrorBag): boolean {
  const stack: { value: unknown; field: string; depth: number }[] = [
    { value, field: base, depth: 0 },
  ];
  while (stack.length > 0) {
    const next = stack.pop();
    if (next === undefined) break;
    if (next.depth > maxBodyDepth) {
      bag.add(
        base === '' ? 'body' : base,
        `The ${base === '' ? 'body' : attribute(base)} is nested too deeply.`,
      );
      return false;
    }
    if (typeof next.value === 'string') {
      if (next.value.includes('\u0000')) {
        const field = next.field === '' ? 'body' : next.field;
        bag.add(field, `The ${attribute(field)} must not contain null characters.`);
      }
    } else if (Array.isArray(next.value) || isRecord(next.value)) {
      for (const [key, child] of Object.entries(next.value)) {
        const field = next.field === '' ? key : `${next.field}.${key}`;
        stack.push({ value: child, field, depth: next.depth + 1 });
      }
    }
  }
  return true;
}
