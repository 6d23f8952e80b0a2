import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { reportingDir } from '../node/reportBuilder/connections';
import { demoReportingDatabase } from '../core/reportBuilder/demoDatabase';
import type { TestDatabase } from './databases';
import { startTestServer, type TestServer } from './testServer';

/** A signed-in test server with the report builder's demo, and its reporting database. */
export interface DemoReporting {
  server: TestServer;
  /** The administrator's token. */
  token: string;
  /** The demo connection's id, as report definitions name it. */
  connection: string;
  /** The demo reporting database, opened read-only for the hand-written queries. */
  reporting: SqliteDatabase.Database;
  /** Stops the server and removes its data. */
  close: () => Promise<void>;
}

/** Starts a server with the demo reports on `database`, in a data folder of its own. */
export async function startDemoReporting(database: TestDatabase): Promise<DemoReporting> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'telco-reporting-'));
  const server = await startTestServer(database, { demoData: true, dataDir });
  const token = await server.login();
  const row = await server.app.db
    .selectFrom('database_connections')
    .select('id')
    .where('connection_name', '=', demoReportingDatabase)
    .executeTakeFirstOrThrow();
  const reporting = new SqliteDatabase(
    path.join(reportingDir(dataDir), `${demoReportingDatabase}.sqlite`),
    { readonly: true },
  );
  return {
    server,
    token,
    connection: String(row.id),
    reporting,
    close: async () => {
      reporting.close();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
