// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../server/testing/databases';
import { startTestServer, type TestServer } from '../../../server/testing/testServer';
import { answerWithMocks } from '../../setup/mockApi';
import { conformanceCases, type ConformanceCase, type Expectation } from './cases';

answerWithMocks();

/** One implementation's answer. */
interface Answer {
  status: number;
  body: unknown;
}

const base = { admin: '/api', portal: '/api/portal' } as const;

/** The mock API (msw/node, with a fresh store for every test). */
async function askMock(request: ConformanceCase): Promise<Answer> {
  const response = await fetch(`http://127.0.0.1${base[request.api]}${request.url}`, {
    method: request.method,
    headers: { 'Content-Type': 'application/json' },
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** The reference server, signed in as the demo administrator. */
async function askServer(server: TestServer, token: string, request: ConformanceCase) {
  const response = await server.app.inject({
    method: request.method,
    url: `${base[request.api]}${request.url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(request.body === undefined ? {} : { payload: request.body as object }),
  });
  return { status: response.statusCode, body: response.json<unknown>() };
}

const record = (value: unknown) =>
  (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;

/** Checks one side's answer against the expectation. */
function check(side: string, answer: Answer, expectation: Expectation) {
  expect(answer.status, `${side} status`).toBe(expectation.status);
  const body = record(answer.body);
  if (expectation.shape === 'page') {
    expect(Object.keys(body).sort(), `${side} page`).toEqual([
      'current_page',
      'data',
      'from',
      'last_page',
      'per_page',
      'to',
      'total',
    ]);
  }
  if (expectation.shape === 'data' || expectation.shape === 'page')
    expect(Array.isArray(body.data), `${side} data`).toBe(true);
  if (expectation.values !== undefined) expect(body, side).toMatchObject(expectation.values);
}

/** What must match between the sides: the whole body, or the page's total and row ids. */
function comparable(answer: Answer, same: Expectation['same']): unknown {
  if (same === 'body') return answer.body;
  const body = record(answer.body);
  const rows = Array.isArray(body.data) ? (body.data as unknown[]) : [];
  return { total: body.total, ids: rows.map((row) => record(row).id) };
}

const cases = conformanceCases();

describe.each(testDatabases())('mock API and reference server on $name', (database) => {
  let server: TestServer;
  let token: string;
  const compared = { mock: 0, server: 0 };

  beforeAll(async () => {
    server = await startTestServer(database, { demoData: true });
    token = await server.login();
  });
  afterAll(async () => {
    console.log(
      `conformance (${database.name}): ${cases.length} requests in the table; compared ${compared.mock} answers of the mock API and ${compared.server} of the reference server`,
    );
    await server.close();
  });

  it.each(cases.map((request) => [request.name, request] as const))('%s', async (_, request) => {
    const [mock, real] = [await askMock(request), await askServer(server, token, request)];
    compared.mock += 1;
    compared.server += 1;
    check('server', real, request.expect);
    check('mock', mock, request.expect);
    if (request.expect.same !== undefined) {
      expect(comparable(mock, request.expect.same), 'mock answers as the server').toEqual(
        comparable(real, request.expect.same),
      );
    }
  });
});
