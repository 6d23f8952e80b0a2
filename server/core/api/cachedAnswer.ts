import { cachedRead } from '../db/readCache';
import type { OperationHandler, OperationResult } from './operation';

/** Kept answers' bodies, serialized once; a handler that answers another body is not in it. */
const serialized = new WeakMap<object, string>();

/** The JSON of a kept answer's body, when `body` is one. */
export const serializedBody = (body: unknown): string | undefined =>
  typeof body === 'object' && body !== null ? serialized.get(body) : undefined;

/**
 * A read-only operation's answer through the read cache of `db` (see `cachedRead`), with its
 * body serialized once, so a kept answer is sent without being serialized again.
 */
export function cachedAnswer(
  db: object,
  key: string,
  compute: () => Promise<OperationResult>,
): Promise<OperationResult> {
  return cachedRead(db, key, async () => {
    const result = await compute();
    if (typeof result.body === 'object' && result.body !== null) {
      serialized.set(result.body, JSON.stringify(result.body));
    }
    return result;
  });
}

/**
 * A read-only operation's handler whose answers are kept (`cachedAnswer`) by operation and
 * parameters, until a table they read changes.
 */
export const cachedHandler =
  (db: object, operationId: string, handler: OperationHandler): OperationHandler =>
  (context) =>
    cachedAnswer(db, `${operationId} ${JSON.stringify([context.params, context.query])}`, () =>
      handler(context),
    );
