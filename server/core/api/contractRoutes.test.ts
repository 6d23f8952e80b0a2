// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractOperation } from '../../../openapi/contract';
import type { Schema } from '../../../domain/schema';
import { testDatabases } from '../../testing/databases';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { routeUrl } from '../../node/http/contractRoutes';
import { laravelError } from './laravelErrors';
import type { OperationHandler, OperationHandlers } from './operation';
import { createRouter, needsAdminToken, needsPortalSession } from './routes';

/** A concrete URL of an operation: every path parameter set to 1. */
const urlOf = (operation: ContractOperation) =>
  `${operation.serverUrl}${operation.path.replace(/\{[^}]+\}/g, '1')}`;

const method = (operation: ContractOperation) =>
  operation.method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

describe('Laravel messages for the contract validator', () => {
  it.each([
    ['', "must have required property 'name'", 'The name field is required.'],
    ['per_page', 'must be <= 100', 'The per page must not be greater than 100.'],
    ['page', 'must be >= 1', 'The page must be at least 1.'],
    [
      'name',
      'must NOT have more than 150 characters',
      'The name must not be greater than 150 characters.',
    ],
    ['status', 'must be equal to one of the allowed values', 'The selected status is invalid.'],
    ['organization_id', 'must be integer', 'The organization must be an integer.'],
    ['description', 'must be string,null', 'The description must be a string.'],
    ['email', 'must match format "email"', 'The email must be a valid email address.'],
    ['slug', 'must match pattern "^[a-z]+$"', 'The slug format is invalid.'],
    [
      'ids',
      'must NOT have duplicate items (items ## 1 and 0 are identical)',
      'The ids field has a duplicate value.',
    ],
  ])('%s: %s', (field, ajvMessage, expected) => {
    expect(laravelError(field, ajvMessage)[1]).toBe(expected);
  });
});

describe.each(testDatabases())('contract routes on $name', (database) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(database);
    token = await server.login();
  });
  afterAll(() => server.close());

  it('registers a route for every operation of the contract, under its server URL', () => {
    for (const operation of server.contract.operations) {
      expect(
        server.app.hasRoute({ method: method(operation), url: routeUrl(operation) }),
        operation.operationId,
      ).toBe(true);
    }
  });

  it('answers 401 to every admin operation without a valid token', async () => {
    const guarded = server.contract.operations.filter(needsAdminToken);
    expect(guarded.length).toBeGreaterThan(100);
    for (const operation of guarded) {
      for (const credentials of [{}, { token: 'not-a-token' }, { cookies: { token: 'nope' } }]) {
        const response = await server.api.request({
          method: method(operation),
          url: urlOf(operation),
          body: operation.requestBody === undefined ? undefined : {},
          ...credentials,
        });
        expect(response.status, operation.operationId).toBe(401);
        expect(response.body).toEqual({ message: 'Unauthenticated.' });
      }
    }
    console.log(`401 walk: ${guarded.length} admin operations refused without a valid token`);
  });

  it('answers 401 to every msisdn-scoped portal operation without a valid portal session', async () => {
    const scoped = server.contract.operations.filter(needsPortalSession);
    expect(scoped.length).toBeGreaterThan(10);
    for (const operation of scoped) {
      // An admin token is no portal session.
      for (const credentials of [{}, { token: 'ps_not-a-session' }, { token }]) {
        const response = await server.api.request({
          method: method(operation),
          url: urlOf(operation),
          body: operation.requestBody === undefined ? undefined : {},
          ...credentials,
        });
        expect(response.status, operation.operationId).toBe(401);
      }
    }
  });

  it('lets the public operations through without a token', async () => {
    const open = server.contract.operations.filter(
      (operation) => operation.serverUrl === '/api' && !needsAdminToken(operation),
    );
    expect(open.map((operation) => operation.operationId).sort()).toEqual([
      'forgotPassword',
      'loginAdmin',
      'resetPassword',
      'verifyPasswordResetOtp',
    ]);
    for (const operation of open) {
      const response = await server.api.request({
        method: method(operation),
        url: urlOf(operation),
        body: {},
      });
      expect(response.status, operation.operationId).not.toBe(401);
    }
  });

  it('implements every operation of the contract, and will not start with one missing', () => {
    const register = (handlers: OperationHandlers) =>
      createRouter({
        contract: server.contract,
        handlers,
        authenticate: () => Promise.resolve(undefined),
        authenticatePortal: () => Promise.resolve(undefined),
        authorize: { route: () => Promise.resolve(undefined), record: () => Promise.resolve() },
        log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      });
    const answer: OperationHandler = () => Promise.resolve({ body: {} });
    const allButOne = Object.fromEntries(
      server.contract.operations.slice(1).map((operation) => [operation.operationId, answer]),
    );
    expect(() => register(allButOne)).toThrow(
      `No handler for the contract's operations: ${server.contract.operations[0]?.operationId}`,
    );
  });

  it('answers 404 JSON for unknown routes under /api', async () => {
    for (const url of [
      '/api',
      '/api/no-such-thing',
      '/api/departments/1/extra',
      '/api/portal/nope',
    ]) {
      const response = await server.api.request({ method: 'GET', url, token });
      expect(response.status, url).toBe(404);
      expect(response.body).toEqual({ message: 'Not found.' });
    }
    const post = await server.api.request({ method: 'PATCH', url: '/api/departments', token });
    expect(post.status).toBe(404);
  });

  it('validates query parameters: 422 in Laravel shape', async () => {
    const response = await server.api.request<Schema<'ValidationError'>>({
      method: 'GET',
      url: '/api/departments?per_page=101&page=0&status=7',
      token,
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      per_page: ['The per page must not be greater than 100.'],
      page: ['The page must be at least 1.'],
      status: ['The selected status is invalid.'],
    });
    expect(response.body.message).toBe('The page must be at least 1. (and 2 more errors)');

    const text = await server.api.request<Schema<'ValidationError'>>({
      method: 'GET',
      url: '/api/departments?per_page=ten',
      token,
    });
    expect(text.status).toBe(422);
    expect(text.body.errors).toEqual({ per_page: ['The per page must be an integer.'] });
  });

  it('validates path parameters: 422 where the contract declares it, else 404', async () => {
    const update = await server.api.request<Schema<'ValidationError'>>({
      method: 'PUT',
      url: '/api/departments/abc',
      token,
      body: { name: 'Care', organization_id: 1, status: 1 },
    });
    expect(update.status).toBe(422);
    expect(update.body.errors.id).toEqual(['The id must be an integer.']);
    const zero = await server.api.request<Schema<'ValidationError'>>({
      method: 'PUT',
      url: '/api/departments/0',
      token,
      body: { name: 'Care', organization_id: 1, status: 1 },
    });
    expect(zero.status).toBe(422);
    expect(zero.body.errors.id).toEqual(['The id must be at least 1.']);
    // showDepartment declares no 422: a malformed id is a record that does not exist.
    const show = await server.api.request({ method: 'GET', url: '/api/departments/abc', token });
    expect(show.status).toBe(404);
    expect(show.body).toEqual({ message: 'Record not found.' });
  });

  it('validates bodies: required, types, lengths, enums and formats', async () => {
    const empty = await server.api.request<Schema<'ValidationError'>>({
      method: 'POST',
      url: '/api/departments',
      token,
      body: {},
    });
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({
      message: 'The name field is required. (and 2 more errors)',
      errors: {
        name: ['The name field is required.'],
        organization_id: ['The organization field is required.'],
        status: ['The status field is required.'],
      },
    });

    const wrong = await server.api.request<Schema<'ValidationError'>>({
      method: 'POST',
      url: '/api/organizations',
      token,
      body: { name: 'x'.repeat(151), mobile_no: '12', email: 'not-mail', status: 3 },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({
      name: ['The name must not be greater than 150 characters.'],
      mobile_no: ['The mobile no format is invalid.'],
      email: ['The email must be a valid email address.'],
      status: ['The selected status is invalid.'],
    });

    const notObject = await server.api.request<Schema<'ValidationError'>>({
      method: 'POST',
      url: '/api/departments',
      token,
      body: [1, 2],
    });
    expect(notObject.status).toBe(422);
    expect(Object.keys(notObject.body.errors)).toEqual(['name', 'organization_id', 'status']);
  });

  it('answers malformed JSON with 400 and no internals', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/departments',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('refuses bodies over the size limit', async () => {
    const small = await startTestServer(database, { bodyLimit: 1024 });
    try {
      const smallToken = await small.login();
      const response = await small.app.inject({
        method: 'POST',
        url: '/api/departments',
        headers: { authorization: `Bearer ${smallToken}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ name: 'x'.repeat(5000) }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: 'The request body is too large.' });
    } finally {
      await small.close();
    }
  });

  it('sends the API set of security headers with no-store, and the page policy with pages', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/auth/get-user' });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cache-control']).toBe('no-store');
    const unknown = await server.app.inject({ method: 'GET', url: '/api/unknown?x=1' });
    expect(unknown.headers['cache-control']).toBe('no-store');
    expect(unknown.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );

    const page = await server.app.inject({ method: 'GET', url: '/login' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("script-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['cache-control']).not.toBe('no-store');
  });
});
