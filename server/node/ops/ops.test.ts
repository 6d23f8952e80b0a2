// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/databases';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { apiReferencePolicy, redocScriptUrl } from './apiReference';

describe.each(testDatabases())('operations endpoints ($name)', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server.close());

  it('serves the bundled contract and its reference page, under a strict policy', async () => {
    const contract = await server.app.inject({ url: '/api/openapi.json' });
    expect(contract.statusCode).toBe(200);
    expect(contract.headers['content-type']).toBe('application/json; charset=utf-8');
    const document = contract.json<{ info: { title: string }; paths: object }>();
    expect(document.info.title).toBe('Telco Console Kit API');
    expect(Object.keys(document.paths)).toContain('/auth/login');

    const page = await server.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe(apiReferencePolicy);
    expect(page.body).toContain(`<script src="${redocScriptUrl}"></script>`);
    expect(page.body).toContain('<redoc spec-url="/api/openapi.json"></redoc>');
    const script = await server.app.inject({ url: redocScriptUrl });
    expect(script.statusCode).toBe(200);
    expect(script.body).not.toContain('cdn.redoc.ly');
  });

  it('still answers 404 for any other path under /api', async () => {
    for (const url of ['/api/docs/other.js', '/api/docsx', '/api/openapi.yaml']) {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: 'Not found.' });
    }
  });
});
