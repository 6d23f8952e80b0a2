import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  createContractValidator,
  type Contract,
  type ContractOperation,
  type JsonSchema,
} from '../../openapi/contract';

/** One answer of the API, its JSON body parsed. */
export interface ApiResponse<Body = unknown> {
  status: number;
  body: Body;
  headers: Record<string, string | string[] | number | undefined>;
  /** The contract operation the request matched, if any. */
  operation: ContractOperation | undefined;
}

/** A request to the API. */
export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Finds the contract operation of a method and URL (static text wins over parameters). */
export function operationMatcher(contract: Contract) {
  const candidates = contract.operations
    .map((operation) => {
      const parts = `${operation.serverUrl}${operation.path}`.split(/\{[^}]+\}/);
      return {
        operation,
        params: parts.length - 1,
        // `/content/{service}-khobor` before `/content/{service}`: more literal text wins.
        literal: parts.join('').length,
        pattern: new RegExp(`^${parts.map(escapeRegExp).join('[^/]+')}$`),
      };
    })
    .sort((a, b) => a.params - b.params || b.literal - a.literal);
  return (method: string, url: string): ContractOperation | undefined => {
    const pathname = new URL(url, 'http://localhost').pathname;
    return candidates.find(
      (candidate) =>
        candidate.operation.method === method.toLowerCase() && candidate.pattern.test(pathname),
    )?.operation;
  };
}

/**
 * Sends requests with `app.inject()` and checks every answer against the contract: the status
 * must be one the operation declares, and a JSON body must match that response's schema.
 * A violation throws, so it fails the test that got the answer.
 */
export class ContractClient {
  private readonly validator: ReturnType<typeof createContractValidator>;
  private readonly match: ReturnType<typeof operationMatcher>;
  /** How many answers were checked against a response schema. */
  checked = 0;

  constructor(
    private readonly app: FastifyInstance,
    private readonly contract: Contract,
  ) {
    this.validator = createContractValidator(contract);
    this.match = operationMatcher(contract);
  }

  /** Sends one request and checks its answer. */
  async request<Body = unknown>(request: ApiRequest): Promise<ApiResponse<Body>> {
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
    if (request.token !== undefined) headers.authorization = `Bearer ${request.token}`;
    const options: InjectOptions = { method: request.method, url: request.url, headers };
    if (request.cookies !== undefined) options.cookies = request.cookies;
    if (request.body !== undefined) options.payload = request.body as InjectOptions['payload'];
    const response = await this.app.inject(options);
    const text = response.body;
    // JSON answers are parsed; others (a CSV export) are kept as text.
    const json = /json/.test(String(response.headers['content-type']));
    const body: unknown = text === '' ? undefined : json ? JSON.parse(text) : text;
    const operation = this.match(request.method, request.url);
    if (operation !== undefined) this.check(operation, response.statusCode, body);
    return {
      status: response.statusCode,
      body: body as Body,
      headers: response.headers,
      operation,
    };
  }

  /** Validates a value against a named schema of the contract (e.g. an MQTT payload). */
  schemaErrors(name: string, value: unknown): string[] {
    return this.validator.errors({ $ref: `#/components/schemas/${name}` }, value);
  }

  private check(operation: ContractOperation, status: number, body: unknown): void {
    const where = `${operation.operationId} answered ${status}`;
    const declared = operation.responses[String(status)] ?? operation.responses.default;
    if (declared === undefined) {
      throw new Error(`${where}, a status the contract does not declare`);
    }
    const schema: JsonSchema | undefined = declared.content?.['application/json']?.schema;
    if (schema === undefined) return;
    const errors = this.validator.errors(schema, body);
    if (errors.length > 0) {
      throw new Error(
        `${where} with a body that breaks its schema:\n${errors.join('\n')}\n${JSON.stringify(body)}`,
      );
    }
    this.checked += 1;
  }
}
