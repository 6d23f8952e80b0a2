import type { Kysely } from 'kysely';
import { allRoles, designErrors, newDesign, rowVisibleTo } from '../../../domain/report-builder';
import type { Schema } from '../../../domain/schema';
import { forbidden } from '../auth/authorization';
import { administratorRole } from '../auth/tokens';
import { ErrorBag } from '../api/laravelErrors';
import type { OperationHandler, OperationHandlers } from '../api/operation';
import type { Database } from '../db/schema';
import { HttpError, recordNotFound, validationFailed } from '../api/errors';
import type { Hashing } from '../ports';
import type { Services } from '../services';

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
  // The designer's own rules (name, cells per row, graph type, gauge bands), then the database's.
  for (const [field, messages] of Object.entries(designErrors(design))) {
    for (const message of messages) bag.add(field, message);
  }
  design.rows.forEach((row, index) => {
    const field = `rows.${String(index)}`;
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

/** Which rows a user may see: every row for administrators, else those of 'All' or of their roles. */
export async function rowFilterOf(
  db: Kysely<Database>,
  userId: number,
): Promise<(row: Pick<Row, 'role_ids'>) => boolean> {
  const roles = await db
    .selectFrom('admin_role_users')
    .innerJoin('admin_roles', 'admin_roles.id', 'admin_role_users.role_id')
    .select(['admin_roles.id', 'admin_roles.slug'])
    .where('admin_role_users.user_id', '=', userId)
    .execute();
  const administrator = roles.some((role) => role.slug === administratorRole);
  const mine = roles.map((role) => role.id);
  return (row) => rowVisibleTo(row, mine, administrator);
}

interface StoredDesign {
  id: number;
  name: string;
  rows: string;
}

type AnsweredDesign = Schema<'DesignResponse'>['data'];

/** 409: the page named a revision of the design that is no longer the current one. */
const designChanged = () =>
  new HttpError(409, { message: 'The dashboard has changed. It is being reloaded.' });

/**
 * A design as answered, with its revision: a digest of exactly what the caller is given, so it
 * changes with every save that changes what they see (however close two saves fall) and reveals
 * nothing of the rows hidden from them.
 */
async function answered(
  hashing: Hashing,
  design: Omit<AnsweredDesign, 'revision'>,
): Promise<AnsweredDesign> {
  const digest = await hashing.sha256(JSON.stringify([design.id, design.name, design.rows]));
  return { ...design, revision: digest.slice(0, 16) };
}

/** A stored design as answered, with the rows `visible` keeps. */
function designOf(
  stored: StoredDesign,
  visible: (row: Row) => boolean = () => true,
): Omit<AnsweredDesign, 'revision'> {
  const rows = JSON.parse(stored.rows) as Row[];
  return { id: stored.id, name: stored.name, rows: rows.filter(visible), update: true };
}

/**
 * The designer's and the dashboard's operations. The designer stores and loads whole designs (its
 * route permission decides who designs); the admin home's calls are open to every signed-in user
 * and answer only the rows their roles may see: a hidden row's cells cannot be run either.
 * `runReport` is the saved-report run (runQueryReport), which a cell's run goes through.
 */
export function designHandlers(
  { db, ports }: Services,
  runReport: OperationHandler,
): OperationHandlers {
  /** The current design: the one saved last. */
  const current = () =>
    db
      .selectFrom('report_designs')
      .selectAll()
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  const byId = (id: unknown) =>
    db.selectFrom('report_designs').selectAll().where('id', '=', Number(id)).executeTakeFirst();

  return {
    async storeDesign({ params, body }) {
      const id = Number(params.id);
      if (id !== 0 && (await byId(id)) === undefined) throw recordNotFound();
      const design = body as Schema<'Design'>;
      const rows = JSON.stringify(await checkedRows(db, design));
      const now = ports.clock.now().toISOString();
      const name = design.name.trim();
      if (id === 0) {
        await db
          .insertInto('report_designs')
          .values({ name, rows, created_at: now, updated_at: now })
          .execute();
      } else {
        await db
          .updateTable('report_designs')
          .set({ name, rows, updated_at: now })
          .where('id', '=', id)
          .execute();
      }
      return { body: { message: 'Design saved successfully.' } };
    },

    async showCurrentDesign() {
      const stored = await current();
      const design = stored === undefined ? newDesign : designOf(stored);
      return { body: { data: await answered(ports.hashing, design) } };
    },

    async showDesign({ params }) {
      const stored = await byId(params.id);
      if (stored === undefined) throw recordNotFound();
      return { body: { data: await answered(ports.hashing, designOf(stored)) } };
    },

    async showDashboard({ user }) {
      const stored = await current();
      const design =
        stored === undefined ? newDesign : designOf(stored, await rowFilterOf(db, user?.id ?? 0));
      return { body: { data: await answered(ports.hashing, design) } };
    },

    async runDashboardCell(context) {
      const { params, query, user } = context;
      // Rows and cells are named by place: a page drawn from an older save of the design (or from
      // a design no longer current) would be refused a row that moved, or shown another report.
      const stored = await current();
      if (stored?.id !== Number(params.id)) {
        if ((await byId(params.id)) === undefined) throw recordNotFound();
        throw designChanged();
      }
      const visible = await rowFilterOf(db, user?.id ?? 0);
      const shown = await answered(ports.hashing, designOf(stored, visible));
      if (shown.revision !== query.revision) throw designChanged();
      const row = designOf(stored).rows.find((candidate) => candidate.order === Number(params.row));
      if (row === undefined) throw recordNotFound();
      if (!visible(row)) throw forbidden();
      const cell = row.selected_report.report[Number(params.cell) - 1];
      if (cell?.report_id === null || cell?.report_id === undefined) throw recordNotFound();
      const reportId = cell.report_id;
      const run = await runReport({ ...context, params: { id: reportId } });
      const report = await db
        .selectFrom('query_reports')
        .select('grid_filters')
        .where('id', '=', reportId)
        .executeTakeFirst();
      const gridFilters = JSON.parse(report?.grid_filters ?? '[]') as Schema<'GridFilter'>[];
      return { body: { ...(run.body as object), grid_filters: gridFilters } };
    },
  };
}
