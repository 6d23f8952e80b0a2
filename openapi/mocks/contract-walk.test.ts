// @vitest-environment node
import {
  createContractValidator,
  deref,
  loadContract,
  type ContractOperation,
  type JsonSchema,
} from '@api/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { mockAdminToken, mockOtp } from './core';

/**
 * Walks every operation of the contract through the mock API: each must have a handler, and its
 * default (success) answer must validate against the operation's response schema.
 */
const contract = await loadContract();
const validator = createContractValidator(contract);
const schemaOf = (node: unknown) => deref(contract.document, node) as JsonSchema | undefined;

/** A value for a parameter or body: the contract's example, else one derived from the schema. */
function sample(schemaNode: unknown, example?: unknown): unknown {
  if (example !== undefined) return example;
  const schema = schemaOf(schemaNode) ?? {};
  const examples = schema.examples as unknown[] | undefined;
  if (examples?.[0] !== undefined) return examples[0];
  if (schema.example !== undefined) return schema.example;
  const enumeration = schema.enum as unknown[] | undefined;
  if (enumeration?.[0] !== undefined) return enumeration[0];
  const type = Array.isArray(schema.type) ? (schema.type as string[])[0] : schema.type;
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  return 'sample';
}

const origin = 'http://127.0.0.1';

/** Whether an operation takes the portal session of the number it names. */
const takesPortalSession = (operation: ContractOperation) =>
  operation.security?.some((requirement) => 'portalSession' in requirement) === true;

/** A portal session for a number, opened the way the portal opens one (the mock's code). */
async function portalSessionFor(msisdn: string): Promise<string> {
  const response = await fetch(
    `${origin}/api/portal/verify-otp?otp=${mockOtp}&msisdn=${encodeURIComponent(msisdn)}`,
    { method: 'POST' },
  );
  const body = (await response.json()) as { data: { session_token: string } };
  return body.data.session_token;
}

/**
 * An id that exists in the store: the first row of the list at the parent path, when the
 * contract has one; the parameter's example otherwise.
 */
async function existingId(operation: ContractOperation, name: string): Promise<unknown> {
  const parent = operation.path.slice(0, operation.path.lastIndexOf(`/{${name}}`));
  const list = contract.operations.find(
    (candidate) =>
      candidate.method === 'get' &&
      candidate.path === parent &&
      candidate.serverUrl === operation.serverUrl,
  );
  if (list === undefined || parent === '' || parent.includes('{')) return undefined;
  const response = await fetch(`${origin}${list.serverUrl}${parent}`, {
    headers: { Authorization: `Bearer ${mockAdminToken}` },
  });
  const body = (await response.json()) as { data?: { id?: unknown }[] };
  return body.data?.[0]?.id;
}

async function buildRequest(operation: ContractOperation): Promise<Request> {
  let pathname = operation.path;
  for (const parameter of operation.parameters.filter((candidate) => candidate.in === 'path')) {
    const value =
      (await existingId(operation, parameter.name)) ?? sample(parameter.schema, parameter.example);
    pathname = pathname.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
  }
  const url = new URL(`${origin}${operation.serverUrl}${pathname}`);
  for (const parameter of operation.parameters) {
    if (parameter.in === 'query' && parameter.required === true) {
      url.searchParams.set(parameter.name, String(sample(parameter.schema, parameter.example)));
    }
  }
  const media = operation.requestBody?.content['application/json'];
  const body = media === undefined ? undefined : sample(media.schema, media.example);
  // The number the call names (path, query or body) signs in first, as the portal does.
  const named =
    (operation.parameters.some(
      (parameter) => parameter.name === 'msisdn' && parameter.in === 'path',
    )
      ? decodeURIComponent(pathname.split('/').at(-1) ?? '')
      : undefined) ??
    url.searchParams.get('msisdn') ??
    (typeof body === 'object' && body !== null && 'msisdn' in body
      ? String(body.msisdn)
      : undefined);
  // A guest top-up goes without a session; a call that names no number uses the demo number's.
  const token = !takesPortalSession(operation)
    ? mockAdminToken
    : named === 'guest-user'
      ? undefined
      : await portalSessionFor(named ?? '60123456789');
  return new Request(url, {
    method: operation.method.toUpperCase(),
    headers: {
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const succeeded: string[] = [];
afterAll(() => {
  console.log(
    `contract walk: ${String(contract.operations.length)} operations answered per contract, ${String(succeeded.length)} of them with success on sample input`,
  );
});

// The mock API is the server's core, so this walk checks the transport and the contract as data:
// every operation is routed, and its answer (a success, or the core's refusal of a sample input)
// is one the operation declares, with the declared body. The server's suites check each
// operation's successes on SQLite and PostgreSQL.
describe('the mock API implements the contract', () => {
  it.each(contract.operations.map((operation) => [operation.operationId, operation] as const))(
    '%s',
    async (_id, operation) => {
      const request = await buildRequest(operation);
      const response = await fetch(request).catch((error: unknown) => {
        throw new Error(
          `the mock API does not answer ${request.method} ${request.url}: ${String(error)}`,
        );
      });
      const status = String(response.status);
      const declared = operation.responses[status] ?? operation.responses.default;
      expect(declared, `${request.method} ${request.url} answered ${status}`).toBeDefined();
      const schema = declared?.content?.['application/json']?.schema;
      if (schema !== undefined) {
        const body: unknown = await response.json();
        expect(validator.errors(schema, body), JSON.stringify(body).slice(0, 400)).toEqual([]);
      }
      if (status.startsWith('2')) succeeded.push(operation.operationId);
    },
  );
});
