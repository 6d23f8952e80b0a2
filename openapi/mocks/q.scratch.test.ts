// @vitest-environment node
import { it } from 'vitest';
import { sql } from 'kysely';
import { openMockCore } from './core';

it('query', async () => {
  const { db } = await openMockCore();
  const q = process.env.Q ?? 'select 1';
  const r = await sql.raw(q).execute(db);
  console.log(JSON.stringify(r.rows, null, 0).slice(0, 4000));
});
