import { adminTokens } from '../core/auth/tokens';
import { openDatabase } from '../node/db/database';
import { testServices } from '../testing/services';

/**
 * `bellCount` bells' users (no password: they never sign in) and a bearer token for each, in a
 * PostgreSQL schema a server migrated; and 500 departments of one organization, the page a
 * list load reads.
 */
export async function createBellUsers(
  url: string,
  schema: string,
  dataDir: string,
  bellCount: number,
): Promise<{ id: number; token: string }[]> {
  const handle = await openDatabase({ databaseUrl: url, dataDir, postgresSchema: schema });
  try {
    const now = new Date().toISOString();
    const ids: number[] = [];
    for (let start = 0; start < bellCount; start += 500) {
      const rows = await handle.db
        .insertInto('admin_users')
        .values(
          Array.from({ length: Math.min(500, bellCount - start) }, (_, offset) => ({
            username: `bell.${start + offset}`,
            name: `Bell ${start + offset}`,
            password_hash: '!',
            avatar: null,
            email: null,
            mobile: null,
            organization_id: null,
            department_id: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning('id')
        .execute();
      ids.push(...rows.map((row) => row.id));
    }
    const tokens: string[] = [];
    const services = testServices(handle.db);
    for (const id of ids) tokens.push((await adminTokens.issue(services, id)).token);

    // The page the list load reads: 10 of 500 departments of one organization.
    const organization = await handle.db
      .insertInto('organizations')
      .values({
        name: 'Digi Telecommunications Sdn Bhd',
        short_code: null,
        mobile_no: '60163880016',
        email: null,
        address: null,
        status: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto('departments')
      .values(
        Array.from({ length: 500 }, (_, index) => ({
          name: `Department ${index}`,
          organization_id: organization.id,
          description: null,
          status: 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    return ids.map((id, index) => ({ id, token: tokens[index] ?? '' }));
  } finally {
    await handle.close();
  }
}
