// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { reportingCatalog } from '../../../domain/report-builder';
import { reportingDir } from './connections';
import { ensureDemoReportingDatabase } from './demoReportingFile';

describe('the demo reporting file', () => {
  let dataDir = '';
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  /** The tables of a SQLite file, by name. */
  const tablesOf = (file: string) => {
    const database = new SqliteDatabase(file, { readonly: true });
    try {
      return database
        .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
        .all()
        .map((row) => row.name)
        .sort();
    } finally {
      database.close();
    }
  };

  it('is made with the tables of the catalogue, kept when current, and remade when older', () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'telco-demo-reporting-'));
    const file = ensureDemoReportingDatabase(dataDir);
    expect(tablesOf(file)).toEqual(Object.keys(reportingCatalog).sort());
    const made = statSync(file).ino;
    expect(ensureDemoReportingDatabase(dataDir)).toBe(file);
    expect(statSync(file).ino).toBe(made);

    // A file of an older version, with fewer tables, gives way to the current one.
    rmSync(file);
    mkdirSync(reportingDir(dataDir), { recursive: true });
    const older = new SqliteDatabase(file);
    older.exec('CREATE TABLE operators (id INTEGER PRIMARY KEY, name TEXT NOT NULL)');
    older.close();
    ensureDemoReportingDatabase(dataDir);
    expect(tablesOf(file)).toEqual(Object.keys(reportingCatalog).sort());
  });
});
