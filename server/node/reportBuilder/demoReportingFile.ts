import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  demoReportingDatabase,
  demoReportingRows,
  demoReportingTables,
  insertSql,
} from '../../core/reportBuilder/demoDatabase';
import { reportingDir } from './connections';

/**
 * Creates the demo reporting database `<dataDir>/reporting/cbs_reporting.sqlite` when it is
 * missing: telecom billing tables (operators, services, subscribers, subscriptions, top-ups,
 * payment gateways and transactions, invoices) with deterministic rows dated before `today`.
 * Written to a temporary file first, so a crash never leaves half a database behind.
 */
export function ensureDemoReportingDatabase(dataDir: string, today = new Date()): string {
  const file = path.join(reportingDir(dataDir), `${demoReportingDatabase}.sqlite`);
  if (existsSync(file)) return file;
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${String(process.pid)}.tmp`;
  rmSync(temporary, { force: true });
  const database = new SqliteDatabase(temporary);
  try {
    database.exec(demoReportingTables);
    database.transaction(() => {
      for (const { table, rows } of demoReportingRows(today)) {
        const [first] = rows;
        if (first === undefined) continue;
        const statement = database.prepare(insertSql(table, first.length));
        for (const row of rows) statement.run(...row);
      }
    })();
  } finally {
    database.close();
  }
  renameSync(temporary, file);
  return file;
}
