// Whether a report connection names the console's own database, which holds password hashes
// and every connection's stored password: a report must never read it, whichever name, address
// or file link leads there.

import { realpathSync, statSync } from 'node:fs';
import { lookup } from 'node:dns/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'pg-connection-string';

/** Where a PostgreSQL database is reached: host (name, address or socket folder), port, name. */
export interface PgPlace {
  host: string;
  port: number;
  database: string;
}

/**
 * The console's own PostgreSQL database as its `DATABASE_URL` names it, read as pg reads it
 * (host in the URL or `?host=`, a socket folder included), with libpq's defaults.
 */
export function placeOfUrl(url: string, env: NodeJS.ProcessEnv = process.env): PgPlace {
  const parsed = parse(url);
  const user = parsed.user || env.PGUSER || os.userInfo().username;
  return {
    host: parsed.host || env.PGHOST || 'localhost',
    port: Number(parsed.port || env.PGPORT || 5432),
    database: parsed.database || env.PGDATABASE || user,
  };
}

/** Whether an address is this machine's: loopback, unspecified (0.0.0.0 reaches it) or its own. */
function isOwnAddress(address: string): boolean {
  const plain = address.replace(/^::ffff:/i, '').toLowerCase();
  if (net.isIPv4(plain) && (plain.startsWith('127.') || plain === '0.0.0.0')) return true;
  if (plain === '::1' || plain === '::') return true;
  return Object.values(os.networkInterfaces()).some((entries) =>
    (entries ?? []).some((entry) => entry.address.toLowerCase() === plain),
  );
}

/**
 * What a host stands for: `local` for this machine (a socket folder, localhost, a loopback or
 * own address, or a name that resolves to one), else its addresses (or its name, when it does
 * not resolve).
 */
async function hostKeys(host: string): Promise<Set<string>> {
  const name = host
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .toLowerCase();
  if (name === '' || name.startsWith('/') || name === 'localhost' || isOwnAddress(name)) {
    return new Set(['local']);
  }
  if (net.isIP(name) !== 0) return new Set([name]);
  try {
    const addresses = (await lookup(name, { all: true })).map((entry) => entry.address);
    if (addresses.some(isOwnAddress)) return new Set(['local']);
    return new Set([name, ...addresses.map((address) => address.toLowerCase())]);
  } catch {
    return new Set([name]);
  }
}

/** Whether two PostgreSQL places are one database: same server (host and port) and same name. */
export async function samePgDatabase(a: PgPlace, b: PgPlace): Promise<boolean> {
  if (a.port !== b.port || a.database !== b.database) return false;
  const [keysA, keysB] = await Promise.all([hostKeys(a.host), hostKeys(b.host)]);
  return [...keysA].some((key) => keysB.has(key));
}

/** A file's identity (device and inode), which every link to it shares; undefined if missing. */
function identityOf(file: string): string | undefined {
  try {
    const stat = statSync(file);
    return `${String(stat.dev)}:${String(stat.ino)}`;
  } catch {
    return undefined;
  }
}

/**
 * Why a sqlite connection's file may not be read, or undefined: it must stay inside the
 * reporting folder once links are followed, and must not be the console's own file (a hard
 * link shares its inode).
 */
export function sqliteFileProblem(
  file: string,
  reportingDir: string,
  consoleFile: string,
): string | undefined {
  let real: string;
  try {
    real = realpathSync(file);
  } catch {
    return undefined;
  }
  const folder = realpathSync(reportingDir);
  const console = identityOf(consoleFile);
  if (console !== undefined && identityOf(real) === console) {
    return `The SQLite database ${path.basename(file)} is the console's own database, which reports cannot read.`;
  }
  if (path.dirname(real) !== folder) {
    return `The SQLite database ${path.basename(file)} links outside the reporting folder.`;
  }
  return undefined;
}
