import type { Kysely } from 'kysely';
import {
  allRoles,
  demoConnections,
  demoDay,
  demoReports,
  seedDesigns,
} from '../../../domain/report-builder';
import type { Schema } from '../../../domain/schema';
import type { Database } from '../db/schema';
import { storedColumnsOf } from './reports';

// The report builder's demo is the mock API's: the same connections, reports and dashboard
// designs (domain/report-builder), every report on the demo reporting database.

/** A date of the demo lists (as of `demoDay`) moved to the seeding instant `now`. */
const movedTo = (now: string) => {
  const shift = Date.parse(now) - Date.parse(demoDay);
  return (stamp: string) => new Date(Date.parse(stamp) + shift).toISOString();
};

/**
 * The report builder's demo: the demo database connections (cbs_reporting, a sqlite connection
 * to the demo reporting database the host creates, and others to show), the demo reports on it
 * and the dashboard designs, the billing one current.
 */
export async function seedReportBuilderDemo(db: Kysely<Database>, now: string): Promise<void> {
  const stamps = { created_at: now, updated_at: now };
  // The admin demo (domain/admin-demo) seeds the same connections: reuse those it made.
  const connectionIds = new Map<string, number>();
  for (const connection of demoConnections) {
    const existing = await db
      .selectFrom('database_connections')
      .select('id')
      .where('connection_name', '=', connection.connection_name)
      .executeTakeFirst();
    const { id } =
      existing ??
      (await db
        .insertInto('database_connections')
        .values({ ...connection, password: '', ...stamps })
        .returning('id')
        .executeTakeFirstOrThrow());
    connectionIds.set(connection.connection_name, id);
  }
  const reporting = connectionIds.get('cbs_reporting');
  if (reporting === undefined) throw new Error('The demo reporting connection is missing.');

  const moved = movedTo(now);
  /** The ids the demo reports got here, by their ids in the demo list. */
  const reportIds = new Map<number, number>();
  for (const { id, created, updated, definition } of demoReports) {
    const saved = await db
      .insertInto('query_reports')
      .values({
        ...storedColumnsOf(definition, reporting),
        created_at: moved(created),
        updated_at: moved(updated),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    reportIds.set(id, saved.id);
  }

  // The designs name roles as the mock API's roles are: here by name, those that exist.
  const roles = await db.selectFrom('admin_roles').select(['id', 'name']).execute();
  const roleOf = (role: Schema<'RoleOption'>) =>
    role.id === allRoles.id ? allRoles : roles.find((candidate) => candidate.name === role.name);
  const reportId = (id: number | null) => (id === null ? null : (reportIds.get(id) ?? null));
  // The first design is the current one: the one saved last (each an hour after the next).
  for (const [index, design] of seedDesigns().entries()) {
    const rows = design.rows.map((row) => {
      const roleIds = row.role_ids.flatMap((role) => roleOf(role) ?? []);
      return {
        ...row,
        role_ids: roleIds.length === 0 ? [allRoles] : roleIds,
        selected_report: {
          report: row.selected_report.report.map((cell) => ({
            ...cell,
            report_id: reportId(cell.report_id),
            url:
              cell.url?.replace(
                /\/query-builder\/(\d+)$/,
                (_, id: string) => `/query-builder/${String(reportId(Number(id)))}`,
              ) ?? null,
          })),
        },
      };
    });
    const saved = moved(new Date(Date.parse(demoDay) - index * 3_600_000).toISOString());
    await db
      .insertInto('report_designs')
      .values({
        name: design.name,
        rows: JSON.stringify(rows),
        created_at: saved,
        updated_at: saved,
      })
      .execute();
  }
}
