import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import {
  createContractValidator,
  deref,
  type Contract,
  type ContractOperation,
  type ContractParameter,
  type JsonSchema,
} from '../../../openapi/contract';
import { attribute, missingRequired } from '../../../domain/laravel';
import type { Access } from '../auth/authorization';
import type { AuthUser } from '../auth/tokens';
import { HttpError, recordNotFound, unauthenticated, validationFailed } from './errors';
import { readMultipart, type UploadedFile } from '../../node/http/uploads';
import { serializedBody } from './cachedAnswer';
import { checkInput, withStorageLimits } from './inputLimits';
import { ErrorBag } from './laravelErrors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The administrator the request was authenticated as (null when it needed no token). */
    adminUser: AuthUser | null;
  }
}

/** 403 for a portal session calling with another subscriber's number. */
const otherMsisdn = () =>
  new HttpError(403, { message: 'This number is not verified in this session.' });

/** What a handler gets: the operation and its request, validated and coerced to the schemas. */
export interface OperationContext {
  operation: ContractOperation;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Path parameters, coerced (ids are numbers). */
  params: Record<string, unknown>;
  /** Query parameters the contract declares, coerced; empty values are left out. */
  query: Record<string, unknown>;
  /** The JSON body, or the text fields of a multipart one (an empty object when there is none). */
  body: Record<string, unknown>;
  /** The files of a multipart body, by field name. */
  files: Record<string, UploadedFile>;
  /** The signed-in administrator, for operations that require one. */
  user: AuthUser | undefined;
  /** The verified number of the portal session, for the msisdn-scoped portal operations. */
  portalMsisdn: string | undefined;
}

/** A handler's answer: status (200 unless given) and JSON body. */
export interface OperationResult {
  status?: number;
  body: unknown;
}

/** Implements one operation of the contract. */
export type OperationHandler = (context: OperationContext) => Promise<OperationResult>;

/** Handlers by operationId: one for every operation of the contract. */
export type OperationHandlers = Partial<Record<string, OperationHandler>>;

/** How the contract routes find the administrator of a request. */
export type Authenticator = (request: FastifyRequest) => Promise<AuthUser | undefined>;

/** How the contract routes find the verified number of a portal session's bearer token. */
export type PortalAuthenticator = (request: FastifyRequest) => Promise<string | undefined>;

/**
 * Refuses (by throwing 403) calls an administrator may not make: `route` before the input is
 * read (answering what `record` needs, or undefined when nothing more is to check), `record`
 * once the input is valid.
 */
export interface Authorizer {
  route(call: {
    operation: ContractOperation;
    user: AuthUser;
    request: FastifyRequest;
  }): Promise<Access | undefined>;
  record(context: OperationContext, access: Access): Promise<void>;
}

/** Options of `registerContractRoutes`. */
export interface ContractRoutesOptions {
  contract: Contract;
  handlers: OperationHandlers;
  authenticate: Authenticator;
  authenticatePortal: PortalAuthenticator;
  authorize: Authorizer;
  /** Extra Fastify route options by operationId (e.g. a rate limit). */
  routeOptions?: Partial<Record<string, RouteShorthandOptions>>;
}

/** The Fastify URL of an operation: its server URL plus its path with `{param}` → `:param`. */
export const routeUrl = (operation: ContractOperation) =>
  `${operation.serverUrl}${operation.path.replace(/\{([^}]+)\}/g, ':$1')}`;

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
        bag.add(parameter.name, `The ${attribute(parameter.name)} field is required.`);
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

/**
 * Registers a route for every operation of the contract, keyed by operationId. Each request is
 * authenticated (401) when the operation needs the admin token or a portal session, checked
 * against the administrator's permissions (403), validated against the contract's parameter and
 * body schemas (422, Laravel's shape), checked against the §6 record rules (403), then handed to
 * its handler. Throws when an operation has no handler.
 */
export function registerContractRoutes(app: FastifyInstance, options: ContractRoutesOptions): void {
  const { handlers, authenticate, authenticatePortal, authorize } = options;
  // Requests are validated against the contract with the bounds of the storage added.
  const contract = withStorageLimits(options.contract);
  const validator = createContractValidator(contract);
  if (!app.hasRequestDecorator('adminUser')) app.decorateRequest('adminUser', null);

  // The server implements the whole contract: a missing handler is a bug found at start-up.
  const missing = contract.operations.filter((operation) => !handlers[operation.operationId]);
  if (missing.length > 0) {
    const names = missing.map((operation) => operation.operationId).join(', ');
    throw new Error(`No handler for the contract's operations: ${names}`);
  }
  for (const operation of contract.operations) {
    const handler = handlers[operation.operationId];
    if (handler === undefined) continue;
    const queryParameters = operation.parameters.filter((p) => p.in === 'query');
    const pathParameters = operation.parameters.filter((p) => p.in === 'path');
    const bodySchema = operation.requestBody?.content['application/json']?.schema;
    const acceptsMultipart = operation.requestBody?.content['multipart/form-data'] !== undefined;

    app.route({
      ...options.routeOptions?.[operation.operationId],
      method: operation.method.toUpperCase(),
      url: routeUrl(operation),
      handler: async (request, reply) => {
        let user: AuthUser | undefined;
        let portalMsisdn: string | undefined;
        let access: Access | undefined;
        if (needsAdminToken(operation)) {
          user = await authenticate(request);
          if (user === undefined) throw unauthenticated();
          request.adminUser = user;
          access = await authorize.route({ operation, user, request });
        } else if (
          needsPortalSession(operation) ||
          // A guest may call without a session; a token it sends must still be a valid one.
          (takesPortalSession(operation) && request.headers.authorization !== undefined)
        ) {
          portalMsisdn = await authenticatePortal(request);
          if (portalMsisdn === undefined) throw unauthenticated();
        }

        const bag = new ErrorBag();
        const params = readParameters(
          contract,
          validator,
          pathParameters,
          request.params as Record<string, unknown>,
          bag,
        );
        const query = readParameters(
          contract,
          validator,
          queryParameters,
          request.query as Record<string, unknown>,
          bag,
        );
        let body: Record<string, unknown> = {};
        let files: Record<string, UploadedFile> = {};
        let raw: unknown = request.body;
        if (operation.requestBody !== undefined) {
          // The multipart variant carries the same fields as text, plus files.
          if (acceptsMultipart && request.isMultipart()) {
            const multipart = await readMultipart(request);
            raw = multipart.fields;
            files = multipart.files;
          }
          body = isRecord(raw) ? raw : {};
        }
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
          // A malformed id names no record: where the contract declares no 422 for the
          // operation (show, destroy), the answer it does declare is 404.
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
        const context = {
          operation,
          request,
          reply,
          params,
          query,
          body,
          files,
          user,
          portalMsisdn,
        };
        if (access !== undefined) await authorize.record(context, access);
        const result = await handler(context);
        reply.code(result.status ?? 200);
        const json = serializedBody(result.body);
        return json === undefined
          ? reply.send(result.body)
          : reply.type('application/json; charset=utf-8').send(json);
      },
    });
  }
}
