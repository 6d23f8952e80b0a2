// @vitest-environment node
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Schema } from '../../../domain/schema';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { ReportConnections } from './connections';
import { pgRefusal } from './pgWalker';
import { storedColumnsOf } from '../../core/reportBuilder/reports';
import { checkRawQuery } from '../../core/reportBuilder/sqlText';

interface Failure {
  message: string;
  errors: Record<string, string[]>;
}

const base = '/api/ext-report-builder';

/**
 * PostgreSQL nests block comments, SQLite does not: in PostgreSQL this is a comment, `) AS s) AS
 * s2`, then COMMIT and a DELETE; a reader that ends the comment at the first `*\/` sees a string
 * instead. The server reads a raw query's columns as `SELECT * FROM (SELECT * FROM (…) AS …) AS
 * …`: the two `)` close those wrappers, the tail reopens them.
 */
const nestedCommentPayload =
  "SELECT 1 AS a /* /* */ ' */ ) AS s) AS s2; COMMIT; DELETE FROM t; SELECT * FROM (SELECT * FROM (SELECT 1 AS a /* ' */";

/** Texts of JavaScript's own errors, which must never reach a client. */
const javascriptErrorText = /Cannot read properties|is not a function|undefined|TypeError/;

describe('raw queries read in the dialect of their connection', () => {
  it('ends a PostgreSQL comment only where PostgreSQL ends it (comments nest)', () => {
    const pgsql = checkRawQuery(nestedCommentPayload, 'pgsql', pgRefusal);
    expect(pgsql.ok).toBe(false);
    // SQLite does not nest comments: there the same text is one SELECT with a string in it.
    expect(checkRawQuery('SELECT 1 /* /* */ AS a', 'sqlite').ok).toBe(true);
    expect(checkRawQuery('SELECT 1 /* /* */ AS a', 'pgsql', pgRefusal)).toEqual({
      ok: false,
      message: 'The raw query has an unterminated string, name or comment.',
    });
    expect(
      checkRawQuery('SELECT 1 /* outer /* inner */ still a comment */ AS a', 'pgsql', pgRefusal),
    ).toEqual({ ok: true, statement: 'SELECT 1 /* outer /* inner */ still a comment */ AS a' });
  });

  it.each([
    ['SELECT "pg_read_file"(\'/etc/passwd\')', /function pg_read_file is not allowed/],
    ['SELECT pg_catalog."PG_LS_DIR"(\'.\')', /function pg_catalog.PG_LS_DIR is not allowed/],
    ['SELECT "lo_export"(1, \'/tmp/x\')', /function lo_export is not allowed/],
    ['SELECT U&"pg_read_fil\\0065"(\'/etc/passwd\')', /function pg_read_file is not allowed/],
  ])('refuses the quoted function name in %s', (query, message) => {
    const check = checkRawQuery(query, 'pgsql', pgRefusal);
    expect(check.ok).toBe(false);
    expect(check.ok ? '' : check.message).toMatch(message);
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.runIf(postgresUrl !== undefined && postgresUrl !== '')(
  'a pgsql report connection is read-only whatever the text',
  () => {
    const url = new URL(postgresUrl ?? 'postgres://localhost');
    const suffix = randomBytes(5).toString('hex');
    // The owner can write its table; reports run as the reader, which only reads it.
    const owner = `ro_owner_${suffix}`;
    const reader = `ro_reader_${suffix}`;
    let admin: pg.Client;
    let server: TestServer;
    let token: string;
    let connection: string;

    const request = <Body = unknown>(
      method: 'GET' | 'POST' | 'PUT',
      path: string,
      body?: unknown,
    ) => server.api.request<Body>({ method, url: path, token, body });
    const rowsOfT = async () =>
      Number((await admin.query<{ n: string }>(`SELECT COUNT(*) AS n FROM ${owner}.t`)).rows[0]?.n);
    const connectionInput = (username: string) => ({
      connection_name: `pg_${username}`,
      driver: 'pgsql',
      host: url.hostname,
      port: Number(url.port || 5432),
      database: url.pathname.slice(1) || 'postgres',
      username,
      password: 'reports-pass',
      status: 1,
    });

    beforeAll(async () => {
      admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`CREATE ROLE ${owner} LOGIN PASSWORD 'reports-pass'`);
      await admin.query(`CREATE ROLE ${reader} LOGIN PASSWORD 'reports-pass'`);
      await admin.query(`CREATE SCHEMA ${owner} AUTHORIZATION ${owner}`);
      await admin.query(`CREATE TABLE ${owner}.t (id integer PRIMARY KEY)`);
      await admin.query(`INSERT INTO ${owner}.t SELECT generate_series(1, 5)`);
      await admin.query(`ALTER TABLE ${owner}.t OWNER TO ${owner}`);
      await admin.query(`GRANT USAGE ON SCHEMA ${owner} TO ${reader}`);
      await admin.query(`GRANT SELECT ON ${owner}.t TO ${reader}`);
      await admin.query(`ALTER ROLE ${reader} SET search_path = ${owner}`);

      server = await startTestServer({ name: 'sqlite', url: undefined });
      token = await server.login();
      const saved = await request<Schema<'DatabaseConnectionResponse'>>(
        'POST',
        '/api/database-connections',
        connectionInput(reader),
      );
      expect(saved.status, JSON.stringify(saved.body)).toBe(201);
      connection = String(saved.body.data.id);
    });

    afterAll(async () => {
      await server.close();
      await admin.query(`DROP SCHEMA IF EXISTS ${owner} CASCADE`);
      await admin.query(`DROP ROLE IF EXISTS ${owner}`);
      await admin.query(`DROP ROLE IF EXISTS ${reader}`);
      await admin.end();
    });

    beforeEach(async () => {
      await admin.query(
        `INSERT INTO ${owner}.t SELECT generate_series(1, 5) ON CONFLICT DO NOTHING`,
      );
    });

    it('changes no row when the nested-comment payload is saved', async () => {
      const saved = await request<Failure>('POST', `${base}/store-report-query/0`, {
        data: {
          id: 0,
          report_name: 'Nested comments',
          db_connection_name: connection,
          query_type: 'raw_query',
          raw_query: nestedCommentPayload,
        },
      });
      expect(await rowsOfT()).toBe(5);
      expect(saved.status).toBe(422);
      expect(JSON.stringify(saved.body)).not.toMatch(javascriptErrorText);
    });

    it('changes no row when a stored report with the payload is run', async () => {
      // Stored as a report saved before the checks knew better would be.
      const now = new Date().toISOString();
      const stored = await server.app.db
        .insertInto('query_reports')
        .values({
          ...storedColumnsOf(
            {
              report_name: 'Nested comments, stored',
              query_type: 'raw_query',
              raw_query: nestedCommentPayload,
            },
            Number(connection),
          ),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const ran = await request<Failure>('GET', `${base}/query-reports/${stored.id}/run`);
      expect(await rowsOfT()).toBe(5);
      expect(ran.status).toBe(422);
      expect(JSON.stringify(ran.body)).not.toMatch(javascriptErrorText);
    });

    it('runs one statement only, read-only, even past the checks of the text', async () => {
      const connections = new ReportConnections(os.tmpdir());
      try {
        const row = await server.app.db
          .selectFrom('database_connections')
          .selectAll()
          .where('id', '=', Number(connection))
          .executeTakeFirstOrThrow();
        const target = connections.target(row, 'connection', 1);
        // The connection judges every statement it runs, whoever compiled it.
        await expect(
          target.query({ sql: 'SELECT 1; COMMIT; DELETE FROM t', parameters: [] }, 10),
        ).rejects.toThrow('The query must be a single statement.');
        await expect(
          target.query({ sql: 'DELETE FROM t RETURNING id', parameters: [] }, 10),
        ).rejects.toThrow(/DELETE is not allowed/);
        expect(await rowsOfT()).toBe(5);
      } finally {
        await connections.close();
      }
    });

    it('says when a connection is saved with a role that can change data', async () => {
      const writer = await request<Schema<'DatabaseConnectionResponse'>>(
        'PUT',
        `/api/database-connections/${connection}`,
        connectionInput(owner),
      );
      expect(writer.status).toBe(200);
      expect(writer.body.message).toBe(
        `Database connection updated successfully. The role ${owner} can create objects (in the schema ${owner}) and can change data (t): reports need a read-only role (see the README: a reporting role). Reports on this connection are refused until then.`,
      );
      const selectOnly = await request<Schema<'DatabaseConnectionResponse'>>(
        'PUT',
        `/api/database-connections/${connection}`,
        connectionInput(reader),
      );
      expect(selectOnly.status).toBe(200);
      expect(selectOnly.body.message).toBe('Database connection updated successfully.');
    });
  },
);
