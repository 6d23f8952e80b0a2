import type { Kysely } from 'kysely';
import { allRoles } from '../../domain/report-builder';
import type { Schema } from '../../domain/schema';
import { administratorRole } from '../auth/tokens';
import { ErrorBag } from '../contract/laravelErrors';
import type { Database } from '../db/schema';
import { validationFailed } from '../http/errors';

type Design = Schema<'Design'>;
type Row = Schema<'Row'>;

/**
 * The rows of a posted design as stored: numbered in their order, limited to 'All' when no role
 * is chosen; 422 when a cell names a missing report, a row a missing role, or a row has more
 * cells than columns.
 */
export async function checkedRows(db: Kysely<Database>, design: Design): Promise<Row[]> {
  const bag = new ErrorBag();
  const reportIds = [
    ...new Set(
      design.rows.flatMap((row) =>
        row.selected_report.report.flatMap((cell) =>
          cell.report_id === null ? [] : [cell.report_id],
        ),
      ),
    ),
  ];
  const roleIds = [
    ...new Set(design.rows.flatMap((row) => row.role_ids.map((role) => role.id))),
  ].filter((id) => id !== 0);
  const reports =
    reportIds.length === 0
      ? []
      : await db.selectFrom('query_reports').select('id').where('id', 'in', reportIds).execute();
  const roles =
    roleIds.length === 0
      ? []
      : await db.selectFrom('admin_roles').select('id').where('id', 'in', roleIds).execute();
  const knownReports = new Set(reports.map((report) => report.id));
  const knownRoles = new Set(roles.map((role) => role.id));
  design.rows.forEach((row, index) => {
    const field = `rows.${String(index)}`;
    if (row.selected_report.report.length > row.column_no) {
      bag.add(`${field}.selected_report.report`, 'The row has more cells than columns.');
    }
    if (row.role_ids.some((role) => role.id !== 0 && !knownRoles.has(role.id))) {
      bag.add(`${field}.role_ids`, 'The selected role ids is invalid.');
    }
    row.selected_report.report.forEach((cell, position) => {
      if (cell.report_id !== null && !knownReports.has(cell.report_id)) {
        bag.add(
          `${field}.selected_report.report.${String(position)}.report_id`,
          'The selected report id is invalid.',
        );
      }
    });
  });
  if (!bag.empty) throw validationFailed(bag);
  return design.rows.map((row, index) => ({
    ...row,
    order: index + 1,
    role_ids: row.role_ids.length === 0 ? [allRoles] : row.role_ids,
  }));
}

/** The rows a user sees: every row for administrators, else those of 'All' or of their roles. */
export async function visibleRows(
  db: Kysely<Database>,
  userId: number,
  rows: readonly Row[],
): Promise<Row[]> {
  const roles = await db
    .selectFrom('admin_role_users')
    .innerJoin('admin_roles', 'admin_roles.id', 'admin_role_users.role_id')
    .select(['admin_roles.id', 'admin_roles.slug'])
    .where('admin_role_users.user_id', '=', userId)
    .execute();
  if (roles.some((role) => role.slug === administratorRole)) return [...rows];
  const mine = new Set(roles.map((role) => role.id));
  return rows.filter((row) => row.role_ids.some((role) => role.id === 0 || mine.has(role.id)));
}
