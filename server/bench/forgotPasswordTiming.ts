/**
 * `npx tsx server/bench/forgotPasswordTiming.ts`: whether the time of a forgot-password answer
 * tells a registered address from an unknown one. An in-process server on a temporary SQLite
 * data dir, whose code gateway takes BENCH_GATEWAY_MS (default 200) to accept a message, answers
 * BENCH_ROUNDS (default 200) pairs of calls, a registered and an unknown address (each first in
 * every other pair); the
 * figures are each kind's p50, p90 and mean, and the difference of the medians.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildServer } from '../node/app';
import { readConfig } from '../node/config';
import { quantile } from './load';

const rounds = Number(process.env.BENCH_ROUNDS ?? 200);
const gatewayMs = Number(process.env.BENCH_GATEWAY_MS ?? 200);

const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(10);

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forgot-timing-'));
  const app = await buildServer(
    {
      ...readConfig({}),
      dataDir,
      logLevel: 'silent',
      demoData: false,
      otpRateLimit: 1_000_000,
      otpSendsPerNumber: 1_000_000,
    },
    {
      otpSender: {
        send: () => new Promise((resolve) => setTimeout(resolve, gatewayMs)),
      },
    },
  );
  try {
    const now = new Date().toISOString();
    await app.db
      .insertInto('admin_users')
      .values({
        username: 'timed.user',
        name: 'Timed user',
        password_hash: '!',
        avatar: null,
        email: 'timed.user@telco-kit.my',
        mobile: '60123456789',
        organization_id: null,
        department_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const ask = async (contact: string) => {
      const started = performance.now();
      const answer = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { mobile_or_email: contact },
      });
      if (answer.statusCode !== 200) throw new Error(`answered ${String(answer.statusCode)}`);
      return performance.now() - started;
    };
    // Warm-up: the first calls compile routes and statements.
    for (let round = 0; round < 20; round += 1) {
      await ask('60123456789');
      await ask('60129999789');
    }
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      // Each kind goes first in every other pair, so neither pays for its place.
      if (round % 2 === 0) {
        known.push(await ask('60123456789'));
        unknown.push(await ask('60129999789'));
      } else {
        unknown.push(await ask('60129999789'));
        known.push(await ask('60123456789'));
      }
    }
    const line = (label: string, times: number[]) => {
      const sorted = [...times].sort((a, b) => a - b);
      const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
      console.log(
        `${label.padEnd(22)} p50 ${ms(quantile(sorted, 0.5))}  p90 ${ms(quantile(sorted, 0.9))}  mean ${ms(mean)}`,
      );
      return quantile(sorted, 0.5);
    };
    console.log(
      `forgot-password, ${String(rounds)} pairs, gateway taking ${String(gatewayMs)} ms a message:`,
    );
    const knownMedian = line('registered address', known);
    const unknownMedian = line('unknown address', unknown);
    console.log(`difference of the medians: ${(knownMedian - unknownMedian).toFixed(2)} ms`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
