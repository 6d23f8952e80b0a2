import pg from 'pg';

/**
 * The advisory lock that orders test schemas' migrations and drops on one PostgreSQL: a
 * migration scans the whole catalogue (every schema's tables), and a schema another suite drops
 * meanwhile fails that scan ('relation … does not exist'). Migrations share the lock; a drop
 * takes it alone, so it waits for the migrations in progress and they wait for it.
 */
const schemaLockKey = 7_301_734;

/** Runs `migrate` (a server's start, which migrates its schema) while no test schema is dropped. */
export async function whileMigrating<T>(url: string | undefined, migrate: () => Promise<T>) {
  if (url === undefined) return migrate();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock_shared($1)', [schemaLockKey]);
    return await migrate();
  } finally {
    // Ending the session releases its lock.
    await client.end();
  }
}

/** Drops a suite's schema once no migration is scanning the catalogue. */
export async function dropTestSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [schemaLockKey]);
    await client.query(`drop schema if exists ${client.escapeIdentifier(schema)} cascade`);
  } finally {
    await client.end();
  }
}
