import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { reportingTables } from '../../../domain/report-builder';
import {
  demoReportingDatabase,
  demoReportingRows,
  demoReportingTables,
  insertSql,
} from '../../core/reportBuilder/demoDatabase';
import { reportingDir } from './connections';

/** Whether the file holds the tables the demo reporting database has now (an older one may not). */
function current(file: string): boolean {
  const database = new SqliteDatabase(file, { readonly: true });
  try {
    const tables = database
      .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((row) => row.name)
      .sort();
    return JSON.stringify(tables) === JSON.stringify(Object.keys(reportingTables).sort());
  } finally {
    database.close();
  }
}

/**
 * Creates the demo reporting database `<dataDir>/reporting/cbs_reporting.sqlite` when it is
 * missing or holds other tables than the demo's (a file of an older version): telecom billing
 * and portal tables with deterministic rows dated before `today`. Written to a temporary file
 * first, so a crash never leaves half a database behind.
 */
export function ensureDemoReportingDatabase(dataDir: string, today = new Date()): string {
  const file = path.join(reportingDir(dataDir), `${demoReportingDatabase}.sqlite`);
  if (existsSync(file) && current(file)) return file;
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
