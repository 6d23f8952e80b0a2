import {
  createContractValidator,
  deref,
  type Contract,
  type ContractOperation,
  type ContractParameter,
  type JsonSchema,
} from '../../../openapi/contract';
import { missingRequired, requiredMessage } from '../../../domain/laravel';
import type { RuleRecord } from '../../../domain/permission-rules';
import { recordPath, type Access, type Authorizer } from '../auth/authorization';
import type { AuthUser, Log } from '../ports';
import { serializedBody } from './cachedAnswer';
import { HttpError, recordNotFound, unauthenticated, validationFailed } from './errors';
import { checkInput, withStorageLimits } from './inputLimits';
import { ErrorBag } from './laravelErrors';
import type {
  ApiAnswer,
  ApiRequest,
  Authenticator,
  OperationContext,
  OperationHandlers,
  OperationResult,
  PortalAuthenticator,
} from './operation';

// The contract router over the neutral request and answer: a call of an operation is
// authenticated (401), checked against the administrator's permissions (403), validated against
// the contract's parameter and body schemas (422, Laravel's shape), checked against the §6
// record rules (403), then handed to its handler; what it throws becomes an answer.

/** 403 for a portal session calling with another subscriber's number. */
const otherMsisdn = () =>
  new HttpError(403, { message: 'This number is not verified in this session.' });

/** Options of `createRouter`. */
export interface RouterOptions {
  contract: Contract;
  handlers: OperationHandlers;
  authenticate: Authenticator;
  authenticatePortal: PortalAuthenticator;
  authorize: Authorizer;
  /** Where unexpected errors are written (the answer says only 'Server Error'). */
  log: Log;
}

/** One call's answer, and the administrator it was authenticated as (for the operation log). */
export interface RoutedAnswer {
  answer: ApiAnswer;
  user: AuthUser | undefined;
}

/** Runs the calls of the contract's operations. */
export interface Router {
  /** Answers one call of an operation (whatever happens: a thrown error becomes its answer). */
  run(operationId: string, request: ApiRequest): Promise<RoutedAnswer>;
}

/** Whether an operation needs the admin bearer token. */
export const needsAdminToken = (operation: ContractOperation) =>
  operation.security?.some((requirement) => 'bearerAuth' in requirement) === true;

/** Whether an operation may be called without any credentials (`{}` among its requirements). */
const allowsAnonymous = (operation: ContractOperation) =>
  operation.security === undefined ||
  operation.security.some((requirement) => Object.keys(requirement).length === 0);

/** Whether an operation takes a portal session (the calls that act on or reveal a subscriber). */
const takesPortalSession = (operation: ContractOperation) =>
  operation.security?.some((requirement) => 'portalSession' in requirement) === true;

/** Whether an operation needs a portal session: it takes one and has no anonymous alternative. */
export const needsPortalSession = (operation: ContractOperation) =>
  takesPortalSession(operation) && !allowsAnonymous(operation);

/** The numbers a request names, wherever it carries them (path, query or body), as text. */
const msisdnsOf = (...sources: Record<string, unknown>[]) =>
  sources
    .map((source) => source.msisdn)
    .filter((value) => value !== undefined)
    .map((value) => (typeof value === 'number' ? String(value) : value));

type Validator = ReturnType<typeof createContractValidator>;

const typesOf = (schema: JsonSchema): string[] => {
  const type = schema.type;
  return Array.isArray(type) ? (type as string[]) : typeof type === 'string' ? [type] : [];
};

/** Parameter schemas with their `$ref`s followed, once per schema node of the contract. */
const followed = new WeakMap<object, JsonSchema>();
const schemaOf = (document: unknown, node: unknown): JsonSchema => {
  if (typeof node !== 'object' || node === null) return (deref(document, node) ?? {}) as JsonSchema;
  let schema = followed.get(node);
  if (schema === undefined) {
    schema = (deref(document, node) ?? {}) as JsonSchema;
    followed.set(node, schema);
  }
  return schema;
};

/** Turns query and path text into the type the parameter's schema asks for, when it parses. */
function coerce(document: unknown, schemaNode: unknown, raw: unknown): unknown {
  const schema = schemaOf(document, schemaNode);
  const types = typesOf(schema);
  if (types.includes('array')) {
    const list = Array.isArray(raw) ? (raw as unknown[]) : [raw];
    return list.map((item) => coerce(document, schema.items, item));
  }
  // A repeated parameter that is not a list: the last one wins, as in PHP.
  const value = Array.isArray(raw) ? (raw as unknown[]).at(-1) : raw;
  if (typeof value !== 'string') return value;
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(value)) {
    return Number(value);
  }
  if (types.includes('boolean')) {
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
  }
  return value;
}

function readParameters(
  contract: Contract,
  validator: Validator,
  parameters: readonly ContractParameter[],
  source: Record<string, unknown>,
  bag: ErrorBag,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const parameter of parameters) {
    const raw = source[parameter.name];
    if (raw === undefined || raw === '') {
      if (parameter.required === true) {
        bag.add(parameter.name, requiredMessage(parameter.name));
      }
      continue;
    }
    const value = coerce(contract.document, parameter.schema, raw);
    checkInput(value, parameter.name, bag);
    if (parameter.schema !== undefined) {
      bag.addValidatorLines(validator.errors(parameter.schema, value), parameter.name, value);
    }
    values[parameter.name] = value;
  }
  return values;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answer of a handler's result. */
function answerOf(result: OperationResult): ApiAnswer {
  const answer: ApiAnswer = { status: result.status ?? 200 };
  if (result.headers !== undefined) answer.headers = result.headers;
  if (result.cookies !== undefined) answer.cookies = result.cookies;
  if (result.text !== undefined) {
    answer.text = result.text;
    return answer;
  }
  const json = serializedBody(result.body);
  if (json === undefined) answer.body = result.body;
  else answer.json = json;
  return answer;
}

/** The answer of an error: its own for an HttpError, else a generic 500 (the rest is logged). */
function errorAnswer(error: unknown, log: Log): ApiAnswer {
  if (error instanceof HttpError) {
    return { status: error.status, body: error.body, headers: { ...error.headers } };
  }
  log.error({ err: error }, 'request failed');
  return { status: 500, body: { message: 'Server Error' } };
}

/**
 * The router of the contract's operations, keyed by operationId. Throws when an operation has no
 * handler: the server implements the whole contract, and a missing handler is a bug found at
 * start-up.
 */
export function createRouter(options: RouterOptions): Router {
  const { handlers, authenticate, authenticatePortal, authorize, log } = options;
  // Requests are validated against the contract with the bounds of the storage added.
  const contract = withStorageLimits(options.contract);
  const validator = createContractValidator(contract);

  const missing = contract.operations.filter((operation) => !handlers[operation.operationId]);
  if (missing.length > 0) {
    const names = missing.map((operation) => operation.operationId).join(', ');
    throw new Error(`No handler for the contract's operations: ${names}`);
  }
  const byId = new Map(contract.operations.map((operation) => [operation.operationId, operation]));
  // A record the §6 rules judge is read as the console sees it: through the show operation of
  // its path.
  const showOf = new Map(
    contract.operations
      .filter((operation) => operation.method === 'get' && operation.path.endsWith('/{id}'))
      .map((operation) => [operation.path, operation]),
  );
  /** The stored record a call is about, as its show operation answers it (undefined: none). */
  const recordLoader = (context: OperationContext) => async (): Promise<RuleRecord | undefined> => {
    const show = showOf.get(recordPath(context.operation));
    const showHandler = show === undefined ? undefined : handlers[show.operationId];
    if (show === undefined || showHandler === undefined) return undefined;
    try {
      const result = await showHandler({ ...context, operation: show });
      const { data } = result.body as { data?: RuleRecord };
      return data;
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return undefined;
      throw error;
    }
  };

  const run = async (
    operation: ContractOperation,
    request: ApiRequest,
    seen: { user?: AuthUser },
  ): Promise<OperationResult> => {
    const handler = handlers[operation.operationId];
    if (handler === undefined) throw new Error(`No handler for ${operation.operationId}`);
    let user: AuthUser | undefined;
    let portalMsisdn: string | undefined;
    let access: Access | undefined;
    if (needsAdminToken(operation)) {
      user = await authenticate(request, operation.method);
      if (user === undefined) throw unauthenticated();
      seen.user = user;
      access = await authorize.route({ operation, user, request });
    } else if (
      needsPortalSession(operation) ||
      // A guest may call without a session; a token it sends must still be a valid one.
      (takesPortalSession(operation) && request.headers.authorization !== undefined)
    ) {
      portalMsisdn = await authenticatePortal(request);
      if (portalMsisdn === undefined) throw unauthenticated();
    }

    const pathParameters = operation.parameters.filter((p) => p.in === 'path');
    const queryParameters = operation.parameters.filter((p) => p.in === 'query');
    const bodySchema = operation.requestBody?.content['application/json']?.schema;
    const bag = new ErrorBag();
    const params = readParameters(contract, validator, pathParameters, request.params, bag);
    const query = readParameters(contract, validator, queryParameters, request.query, bag);
    const raw: unknown = operation.requestBody === undefined ? undefined : request.body;
    const body: Record<string, unknown> = isRecord(raw) ? raw : {};
    // An optional body left out (or sent empty) is not checked for its required fields.
    const bodySent =
      raw !== undefined && raw !== null && !(isRecord(raw) && Object.keys(raw).length === 0);
    if (
      operation.requestBody !== undefined &&
      (operation.requestBody.required === true || bodySent)
    ) {
      const missing = missingRequired(operation.operationId, body);
      for (const [field, messages] of Object.entries(missing?.errors ?? {})) {
        for (const message of messages) bag.add(field, message);
      }
      if (checkInput(raw, '', bag) && bodySchema !== undefined) {
        bag.addValidatorLines(validator.errors(bodySchema, body), '', body);
      }
    }
    if (!bag.empty) {
      // A malformed id names no record: where the contract declares no 422 for the operation
      // (show, destroy), the answer it does declare is 404.
      const onlyPath = Object.keys(bag.errors).every((field) =>
        pathParameters.some((parameter) => field.split('.')[0] === parameter.name),
      );
      if (
        onlyPath &&
        operation.responses['422'] === undefined &&
        operation.responses['404'] !== undefined
      ) {
        throw recordNotFound();
      }
      throw validationFailed(bag);
    }

    if (
      portalMsisdn !== undefined &&
      msisdnsOf(params, query, body).some((msisdn) => msisdn !== portalMsisdn)
    ) {
      throw otherMsisdn();
    }
    const context: OperationContext = {
      operation,
      request,
      params,
      query,
      body: operation.requestBody === undefined ? {} : body,
      files: operation.requestBody === undefined ? {} : request.files,
      user,
      portalMsisdn,
    };
    if (access !== undefined) await authorize.record(context, access, recordLoader(context));
    return handler(context);
  };

  return {
    async run(operationId, request) {
      const seen: { user?: AuthUser } = {};
      const operation = byId.get(operationId);
      if (operation === undefined) {
        return { answer: { status: 404, body: { message: 'Not found.' } }, user: undefined };
      }
      try {
        return { answer: answerOf(await run(operation, request, seen)), user: seen.user };
      } catch (error) {
        return { answer: errorAnswer(error, log), user: seen.user };
      }
    },
  };
}
