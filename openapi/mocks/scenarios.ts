import { delay, http, HttpResponse, type DefaultBodyType, type HttpHandler } from 'msw';
import { operations, type OperationId, type OperationInfo } from '../generated/operations';
import { errorMessages, paginate, validationMessage } from '@domain/laravel';

/** The APIs of the contract and where each is served. */
const apiBase = { admin: '*/api', portal: '*/api/portal' } as const;

/** One API route: which API and the contract path (with `{param}`s). */
interface RouteRef {
  api: keyof typeof apiBase;
  path: string;
}

/** The contract's `{param}` path turned into an MSW pattern on the API's base. */
function urlPattern({ api, path }: RouteRef): string {
  return `${apiBase[api]}${path.replace(/\{([^}]+)\}/g, ':$1')}`;
}

function handle(
  operationId: OperationId,
  answer: () => Promise<Response | undefined> | Response | undefined,
) {
  const operation = operations[operationId];
  return http[operation.method](urlPattern(operation), answer);
}

const answers = {
  forbidden: () => HttpResponse.json({ message: errorMessages.forbidden }, { status: 403 }),
  unauthenticated: () =>
    HttpResponse.json({ message: errorMessages.unauthenticated }, { status: 401 }),
  serverError: () => HttpResponse.json({ message: errorMessages.serverError }, { status: 500 }),
  networkError: () => HttpResponse.error(),
  notFound: () => HttpResponse.json({ message: errorMessages.notFound }, { status: 404 }),
} satisfies Record<string, () => Response>;

/**
 * The named scenarios any operation can be put into for a story or a test (`ok` is the
 * store-backed default and needs no handler):
 * - `empty`: a list operation answers no rows;
 * - `forbidden` (403), `unauthenticated` (401 'Unauthenticated.'), `serverError` (500),
 *   `notFound` (404), `networkError` (no response);
 * - `loading`: the request never ends; `slow`: the normal answer after a delay.
 * Validation errors take their field messages: see `validationScenario`.
 */
export type ScenarioName = keyof typeof answers | 'empty' | 'loading' | 'slow';

/** A handler that puts one operation into a named scenario. */
export function scenario(
  operationId: OperationId,
  name: ScenarioName,
  delayMs = 1500,
): HttpHandler {
  return handle(operationId, async () => {
    if (name === 'loading') {
      await delay('infinite');
      return undefined;
    }
    if (name === 'slow') {
      await delay(delayMs);
      return undefined; // fall through to the store-backed handler
    }
    if (name === 'empty') {
      const operation: OperationInfo = operations[operationId];
      // Lists whose paging is optional (a pagination flag) answer the paginator when empty.
      if (operation.list === undefined && operation.method !== 'get')
        throw new Error(`${operationId} is not a list operation`);
      return HttpResponse.json(operation.list === 'data' ? { data: [] } : paginate([]));
    }
    return answers[name]();
  });
}

/** The operation served at a method and path of the contract, e.g. ('get', '/departments'). */
export function operationIdOf(method: OperationInfo['method'], path: string): OperationId {
  const found = Object.entries(operations).find(
    ([, operation]) => operation.method === method && operation.path === path,
  );
  if (found === undefined) throw new Error(`No operation answers ${method.toUpperCase()} ${path}`);
  return found[0] as OperationId;
}

/** A handler that answers one operation with Laravel's 422 and the given field messages. */
export function validationScenario(
  operationId: OperationId,
  errors: Record<string, string[]>,
): HttpHandler {
  return handle(operationId, () =>
    HttpResponse.json({ message: validationMessage(errors), errors }, { status: 422 }),
  );
}

/** A handler that answers one operation with a fixed body, e.g. a particular record. */
export function answerWith(
  operationId: OperationId,
  body: DefaultBodyType,
  status = 200,
): HttpHandler {
  return handle(operationId, () => HttpResponse.json(body, { status }));
}
