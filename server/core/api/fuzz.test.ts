// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deref, type ContractOperation, type JsonSchema } from '../../../openapi/contract';
import { testDatabases } from '../../testing/databases';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { needsAdminToken } from './routes';

/** One request of the walk: what it breaks, and how. */
interface Case {
  label: string;
  url: string;
  body?: unknown;
  /** A raw JSON text body (top-level scalars, or nesting too deep to serialize). */
  raw?: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type)
    ? (schema.type as string[])
    : typeof schema.type === 'string'
      ? [schema.type]
      : [];

/** A schema with its `$ref` followed and its `allOf` parts merged (properties, required). */
function resolve(document: unknown, node: unknown): JsonSchema {
  const schema = (deref(document, node) ?? {}) as JsonSchema;
  if (!Array.isArray(schema.allOf)) return schema;
  const merged: JsonSchema = { ...schema, properties: {}, required: [] };
  for (const part of [schema, ...(schema.allOf as unknown[]).map((p) => resolve(document, p))]) {
    Object.assign(merged.properties as object, part.properties ?? {});
    (merged.required as string[]).push(...((part.required as string[] | undefined) ?? []));
    merged.type ??= part.type;
    merged.examples ??= part.examples;
  }
  return merged;
}

/** Values that break a schema (wrong types, out of range, bad enum, format and length). */
function badValues(document: unknown, node: unknown, depth = 0): [string, unknown][] {
  const schema = resolve(document, node);
  const types = typesOf(schema);
  const out: [string, unknown][] = [];
  if (!types.includes('null')) out.push(['null', null]);
  if (Array.isArray(schema.enum)) out.push(['bad enum', 'not-in-enum'], ['enum of a number', 987]);
  if (types.includes('integer') || types.includes('number')) {
    out.push(['text for a number', 'abc'], ['boolean for a number', true], ['object', { n: 1 }]);
    if (types.includes('integer')) out.push(['fraction', 1.5]);
    if (typeof schema.minimum === 'number') out.push(['below minimum', schema.minimum - 1]);
    if (typeof schema.maximum === 'number') out.push(['above maximum', schema.maximum + 1]);
    out.push(['2^31', 2 ** 31], ['1e20', 1e20], ['-1e20', -1e20], ['max double', Number.MAX_VALUE]);
  }
  if (types.includes('string')) {
    out.push(['number for text', 42], ['array for text', ['x']], ['empty text', '']);
    const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
    out.push(['too long', 'x'.repeat((maxLength ?? 20_000) + 1)]);
    out.push(['NUL byte', 'a\u0000b'], ['odd unicode', '𝔘 \u202e ☎ \ud800 \' " ; --']);
    if (typeof schema.format === 'string') out.push(['bad format', `not a ${schema.format} %%`]);
    if (typeof schema.pattern === 'string') out.push(['pattern mismatch', '!! ##']);
  }
  if (types.includes('boolean')) out.push(['text for a boolean', 'yes'], ['2', 2]);
  if (types.includes('array')) {
    out.push(['text for a list', 'a,b'], ['object for a list', { 0: 1 }], ['empty list', []]);
    if (depth < 2 && schema.items !== undefined) {
      for (const [label, item] of badValues(document, schema.items, depth + 1).slice(0, 8)) {
        out.push([`item: ${label}`, [item]]);
      }
    }
    out.push(['duplicates', [1, 1]], ['many items', Array.from({ length: 2000 }, (_, i) => i + 1)]);
  }
  if (types.includes('object')) out.push(['text for an object', 'x'], ['list for an object', []]);
  if (types.length === 0) out.push(['text', 'x'], ['number', 1], ['object', {}], ['list', []]);
  return out;
}

/** The contract's example body of an operation (a valid starting point), or `{}`. */
function exampleBody(document: unknown, operation: ContractOperation): Record<string, unknown> {
  const content = operation.requestBody?.content['application/json'];
  const schema = resolve(document, content?.schema);
  const example: unknown =
    content?.example ?? (Array.isArray(schema.examples) ? schema.examples[0] : undefined);
  return isRecord(example) ? example : {};
}

const badIds = [
  'abc',
  '0',
  '-1',
  '1.5',
  '1e3',
  '2147483648',
  '99999999999999999999',
  '%00',
  'x'.repeat(300),
  '%2e%2e',
  '999999',
  '1',
];

/** Every schema-breaking request of one operation: path ids, query parameters and bodies. */
function casesOf(document: unknown, operation: ContractOperation): Case[] {
  const base = `${operation.serverUrl}${operation.path}`;
  const withIds = (id: string) => base.replace(/\{[^}]+\}/g, id);
  const validUrl = withIds('1');
  const body = exampleBody(document, operation);
  const hasBody = operation.requestBody !== undefined;
  const cases: Case[] = [];

  if (base.includes('{')) {
    for (const id of badIds) {
      cases.push({
        label: `path ${id.slice(0, 20)}`,
        url: withIds(id),
        body: hasBody ? body : undefined,
      });
    }
  }

  for (const parameter of operation.parameters.filter((p) => p.in === 'query')) {
    const values = badValues(document, parameter.schema).map(([label, value]): [string, string] => [
      label,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]);
    values.push(['repeated', 'x']);
    for (const [label, value] of values) {
      const query = new URLSearchParams({ [parameter.name]: value });
      if (label === 'repeated') query.append(parameter.name, '2');
      cases.push({
        label: `query ${parameter.name}: ${label}`,
        url: `${validUrl}?${query.toString()}`,
        body: hasBody ? body : undefined,
      });
    }
  }

  if (hasBody) {
    const schema = resolve(document, operation.requestBody?.content['application/json']?.schema);
    const properties = (schema.properties ?? {}) as Record<string, unknown>;
    // Built as text: JSON.stringify itself runs out of stack on a value this deep.
    const deep = `{"extra":${'{"nested":'.repeat(5000)}{}${'}'.repeat(5000)}}`;
    cases.push(
      { label: 'example body', url: validUrl, body },
      { label: 'empty body', url: validUrl, body: {} },
      { label: 'list body', url: validUrl, body: [body] },
      { label: 'text body', url: validUrl, raw: '"text"' },
      { label: 'number body', url: validUrl, raw: '42' },
      { label: 'null body', url: validUrl, raw: 'null' },
      { label: 'deeply nested body', url: validUrl, raw: deep },
    );
    for (const [name, property] of Object.entries(properties)) {
      const without = Object.fromEntries(Object.entries(body).filter(([key]) => key !== name));
      cases.push({ label: `body without ${name}`, url: validUrl, body: without });
      for (const [label, value] of badValues(document, property)) {
        cases.push({
          label: `body ${name}: ${label}`,
          url: validUrl,
          body: { ...body, [name]: value },
        });
      }
      // One level down: the fields of objects inside lists and objects (conditions, order).
      const inner = resolve(document, property);
      // A list of objects nested in itself through each field of its items, thousands of
      // levels down (the menu order's `children` is a recursive schema).
      if (typesOf(inner).includes('array')) {
        const itemProperties = resolve(document, inner.items).properties ?? {};
        for (const field of Object.keys(itemProperties)) {
          const open = `[{"id":1,"${field}":`.repeat(3000);
          const raw = `{"${name}":${open}[]${'}]'.repeat(3000)}}`;
          cases.push({ label: `body ${name} nested in ${field}`, url: validUrl, raw });
        }
      }
      const itemSchema = typesOf(inner).includes('array') ? resolve(document, inner.items) : inner;
      const sample: unknown = Array.isArray(body[name]) ? (body[name] as unknown[])[0] : body[name];
      const item = isRecord(sample) ? sample : {};
      for (const [field, fieldSchema] of Object.entries(
        (itemSchema.properties ?? {}) as Record<string, unknown>,
      )) {
        if (!typesOf(inner).includes('array') && !typesOf(inner).includes('object')) break;
        for (const [label, value] of badValues(document, fieldSchema).slice(0, 6)) {
          const changed = { ...item, [field]: value };
          cases.push({
            label: `body ${name}.${field}: ${label}`,
            url: validUrl,
            body: { ...body, [name]: typesOf(inner).includes('array') ? [changed] : changed },
          });
        }
      }
    }
  }

  if (cases.length === 0) cases.push({ label: 'plain call', url: validUrl });
  return cases;
}

// Deletions and sign-out last, so the other operations still find the seeded rows and token.
const rank = (operation: ContractOperation) =>
  operation.operationId === 'logoutAdmin' ? 2 : operation.method === 'delete' ? 1 : 0;

describe.each(testDatabases())('schema-breaking input on $name', (database) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(database, { demoData: true });
    token = await server.login();
  });
  afterAll(() => server.close());

  it(
    'never answers 500 to any operation, and answers only what the contract declares',
    async () => {
      const operations = [...server.contract.operations].sort((a, b) => rank(a) - rank(b));
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      let requests = 0;
      for (const operation of operations) {
        for (const testCase of casesOf(server.contract.document, operation)) {
          // Sign-out ends the session it is called with: give it one of its own.
          const credential = operation.operationId === 'logoutAdmin' ? await server.login() : token;
          const where = `${operation.operationId} (${testCase.label})`;
          try {
            const response = await server.api.request({
              method: operation.method.toUpperCase() as Method,
              url: testCase.url,
              token: needsAdminToken(operation) ? credential : undefined,
              body: testCase.raw ?? testCase.body,
              headers: testCase.raw === undefined ? {} : { 'content-type': 'application/json' },
            });
            requests += 1;
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            if (response.status >= 500) {
              failures.push(`${where}: ${response.status} ${JSON.stringify(response.body)}`);
            }
          } catch (error) {
            // The contract client throws on an undeclared status or a body that breaks its schema.
            failures.push(
              `${where}: ${error instanceof Error ? error.message.slice(0, 400) : String(error)}`,
            );
          }
        }
      }
      console.log(
        `fuzz walk: ${requests} requests to ${operations.length} operations; statuses ${JSON.stringify(
          Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
        )}`,
      );
      if (failures.length > 0) console.log(failures.join('\n'));
      expect(failures).toEqual([]);
      expect(statuses.get(500)).toBeUndefined();
    },
    15 * 60_000,
  );
});
