// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { connectToBroker } from '../../testing/brokerClient';
import {
  killHard,
  passthrough,
  signIn,
  startChildServer,
  type ChildServer,
} from '../../testing/childServer';
import { sqliteFileIn } from '../db/database';

// A server in its own process, on SQLite (the unit-postgres project leaves this file out).
describe('graceful shutdown on SIGTERM', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'telco-shutdown-'));
  let child: ChildServer | undefined;

  afterAll(async () => {
    if (child !== undefined) await killHard(child.process);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('drains: not ready, still serving, then closes bells, writes the log and exits 0', async () => {
    child = await startChildServer(dataDir, { SHUTDOWN_DELAY_MS: '2000' });
    const { url, process: server } = child;
    const token = await signIn(url);
    const headers = { ...passthrough, authorization: `Bearer ${token}` };
    const bell = await connectToBroker(`${url.replace('http', 'ws')}/mqtt`, {
      username: 'admin',
      password: token,
    });
    const bellClosed = new Promise<void>((resolve) => bell.once('close', () => resolve()));
    const exited = new Promise<number | null>((resolve) =>
      server.once('exit', (code) => resolve(code)),
    );
    const ready = await fetch(`${url}/readyz`, { headers: passthrough });
    expect(ready.status).toBe(200);

    server.kill('SIGTERM');
    // A balancer checking readiness stops sending; calls that still come are answered.
    await expect
      .poll(async () => (await fetch(`${url}/readyz`, { headers: passthrough })).status)
      .toBe(503);
    const draining = await fetch(`${url}/readyz`, { headers: passthrough });
    expect(await draining.json()).toMatchObject({ status: 'draining' });
    const during = await fetch(`${url}/api/organizations`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Drained Org', mobile_no: '60163880017', status: 1 }),
    });
    expect(during.status).toBe(201);

    await bellClosed;
    expect(await exited).toBe(0);
    // The call answered while draining is in the operation log the shutdown wrote out.
    const database = new SqliteDatabase(sqliteFileIn(dataDir), { readonly: true });
    try {
      const logged = database
        .prepare("select input from operation_logs where method = 'POST' and path like ?")
        .all('%organizations') as { input: string }[];
      expect(logged.map(({ input }) => input).join()).toContain('Drained Org');
    } finally {
      database.close();
    }
  }, 120_000);
});
