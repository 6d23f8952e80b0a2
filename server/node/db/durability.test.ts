// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  killHard,
  passthrough,
  signIn,
  startChildServer,
  type ChildServer,
} from '../../testing/childServer';

/** Concurrent writers, and how many acknowledged writes to wait for before the kill. */
const writers = 4;
const acknowledgedBeforeKill = 60;

describe('durability of acknowledged writes (SQLite)', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'telco-durability-'));
  const children: ChildServer[] = [];

  afterAll(async () => {
    for (const child of children) await killHard(child.process);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every write it acknowledged when the server is killed mid-stream', async () => {
    const first = await startChildServer(dataDir);
    children.push(first);
    const token = await signIn(first.url);
    const headers = {
      ...passthrough,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    };
    const organization = await fetch(`${first.url}/api/organizations`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: 'Digi Telecommunications Sdn Bhd',
        mobile_no: '60163880016',
        status: 1,
      }),
    });
    const organizationId = ((await organization.json()) as { data: { id: number } }).data.id;

    const acknowledged: { id: number; name: string }[] = [];
    let sent = 0;
    let inFlight = 0;
    let inFlightAtKill = -1;
    let reachedTarget: () => void = () => undefined;
    const target = new Promise<void>((resolve) => {
      reachedTarget = resolve;
    });

    /** Posts departments one after another until the server stops answering. */
    const writer = async (writerId: number) => {
      for (;;) {
        const name = `Durable ${writerId}-${sent}`;
        sent += 1;
        inFlight += 1;
        try {
          const response = await fetch(`${first.url}/api/departments`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ name, organization_id: organizationId, status: 1 }),
          });
          if (response.status !== 201) throw new Error(`Unexpected ${response.status}`);
          const body = (await response.json()) as { data: { id: number; name: string } };
          acknowledged.push({ id: body.data.id, name: body.data.name });
          if (acknowledged.length >= acknowledgedBeforeKill) reachedTarget();
        } catch {
          // Refused or cut off by the kill: not acknowledged, so nothing is promised.
          return;
        } finally {
          inFlight -= 1;
        }
      }
    };

    const streams = Array.from({ length: writers }, (_, index) => writer(index));
    await target;
    inFlightAtKill = inFlight;
    await killHard(first.process);
    await Promise.all(streams);
    expect(first.process.signalCode).toBe('SIGKILL');
    // Writes were still on their way when the process died.
    expect(inFlightAtKill).toBeGreaterThan(0);

    const second = await startChildServer(dataDir);
    children.push(second);
    const after = await fetch(`${second.url}/api/all-departments`, {
      headers: { ...passthrough, authorization: `Bearer ${await signIn(second.url)}` },
    });
    expect(after.status).toBe(200);
    const stored = ((await after.json()) as { data: { id: number; name: string }[] }).data;
    const byId = new Map(stored.map((row) => [row.id, row.name]));
    const lost = acknowledged.filter((write) => byId.get(write.id) !== write.name);
    expect(lost, `lost ${lost.length} of ${acknowledged.length} acknowledged writes`).toEqual([]);
    // Unacknowledged writes may or may not have landed; nothing else may appear.
    expect(stored.length).toBeGreaterThanOrEqual(acknowledged.length);
    expect(stored.length).toBeLessThanOrEqual(sent);
    console.log(
      `durability: ${acknowledged.length} acknowledged of ${sent} sent, ${inFlightAtKill} in flight at SIGKILL, ${stored.length} stored after restart`,
    );
  }, 180_000);
});
