// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoles, cell, emptyCell, row } from '../../../domain/report-builder';
import type { Schema } from '../../../domain/schema';
import { testDatabases } from '../../testing/databases';
import { startTestServer, type TestServer } from '../../testing/testServer';

type Design = Schema<'Design'>;
type CellRun = Schema<'DashboardCellResult'>;
interface Failure {
  message: string;
  errors: Record<string, string[]>;
}

const base = '/api/ext-report-builder';

describe.each(testDatabases())('dashboards on $name', (database) => {
  let server: TestServer;
  let admin: string;
  let topups: number;
  let rate: number;
  let designId: number;
  let viewerRole: { id: number; name: string };

  const call = <Body = unknown>(
    method: 'GET' | 'POST',
    url: string,
    token: string,
    body?: unknown,
  ) => server.api.request<Body>({ method, url: `${base}${url}`, token, body });

  const roleNamed = async (name: string) => {
    const role = await server.app.db
      .insertInto('admin_roles')
      .values({
        name,
        slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${randomBytes(3).toString('hex')}`,
        created_at: '',
        updated_at: '',
      })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
    return role;
  };

  /** A user holding exactly these roles (and no permission of their own), signed in. */
  const userWith = async (roles: { id: number }[]) => {
    const username = `user.${randomBytes(3).toString('hex')}`;
    const id = await server.createAdmin(username, 'Dashboard@2025');
    for (const role of roles) {
      await server.app.db
        .insertInto('admin_role_users')
        .values({ role_id: role.id, user_id: id })
        .execute();
    }
    return { id, token: await server.login(username, 'Dashboard@2025') };
  };

  const reportId = async (name: string) =>
    (
      await server.app.db
        .selectFrom('query_reports')
        .select('id')
        .where('report_name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    server = await startTestServer(database, { demoData: true });
    admin = await server.login();
    topups = await reportId('Top-up transactions');
    rate = await reportId('Collection rate');
    viewerRole = await roleNamed('Report viewer');
    const design: Design = {
      id: 0,
      name: 'Operations',
      rows: [
        row(1, true, [allRoles], [cell('Top-ups', 'table', 'col-md-8', topups), emptyCell(2)]),
        row(
          2,
          false,
          [viewerRole],
          [
            cell('Collection rate', 'graph', 'col-md-4', rate, {
              graph_type: 'GaugeChart',
              column: 'collection_rate',
            }),
          ],
        ),
      ],
    };
    const saved = await call<{ message: string }>('POST', '/store-design/0', admin, design);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    designId = (await call<Schema<'DesignResponse'>>('GET', '/report-designer', admin)).body.data
      .id;
  });
  afterAll(() => server.close());

  const dashboard = async (token: string) =>
    (await call<Schema<'DesignResponse'>>('GET', '/dashboard', token)).body.data;
  /** Runs a cell as the home does: with the revision of the dashboard it drew (by default, now). */
  const runCell = async (
    token: string,
    rowOrder: number,
    position: number,
    query = '',
    revision?: string,
  ) => {
    const drawnFrom = revision ?? (await dashboard(token)).revision;
    const search = `${query === '' ? '?' : `${query}&`}revision=${drawnFrom}`;
    return call<CellRun & Failure>(
      'GET',
      `/dashboard/${String(designId)}/rows/${String(rowOrder)}/cells/${String(position)}${search}`,
      token,
    );
  };
  const designNow = async () =>
    (await call<Schema<'DesignResponse'>>('GET', '/report-designer', admin)).body.data;
  const store = async (design: Design) => {
    const saved = await call('POST', `/store-design/${String(design.id)}`, admin, design);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  };

  it('shows an administrator every row of the current design', async () => {
    const design = await dashboard(admin);
    expect(design).toMatchObject({ id: designId, name: 'Operations' });
    expect(design.rows.map((shown) => shown.name)).toEqual(['Row 1', 'Row 2']);
  });

  it("shows a user the rows of 'All' and of their roles, and runs their cells without the report builder's permission", async () => {
    const viewer = await userWith([viewerRole]);
    expect((await dashboard(viewer.token)).rows.map((shown) => shown.name)).toEqual([
      'Row 1',
      'Row 2',
    ]);
    // Neither the designer nor the report runs are theirs to call.
    expect((await call('GET', '/report-designer', viewer.token)).status).toBe(403);
    expect((await call('GET', `/query-reports/${String(topups)}/run`, viewer.token)).status).toBe(
      403,
    );
    const table = await runCell(viewer.token, 1, 1, '?per_page=5');
    expect(table.status, JSON.stringify(table.body)).toBe(200);
    expect(table.body).toMatchObject({ report_id: topups, per_page: 5 });
    expect(table.body.rows).toHaveLength(5);
    expect(table.body.grid_filters.map((filter) => filter.alias)).toEqual([
      'Operator',
      'Status',
      'MSISDN',
    ]);
    const gauge = await runCell(viewer.token, 2, 1);
    expect(gauge.status).toBe(200);
    expect(gauge.body.columns.map((column) => column.name)).toEqual(['collection_rate']);
  });

  it('never gives a user without the role that row, nor runs its cells for them', async () => {
    const outsider = await userWith([await roleNamed('Outsider')]);
    const design = await dashboard(outsider.token);
    expect(design.rows.map((shown) => [shown.name, shown.role_ids])).toEqual([
      ['Row 1', [{ id: 0, name: 'All' }]],
    ]);
    expect(JSON.stringify(design)).not.toContain('Collection rate');
    const hidden = await runCell(outsider.token, 2, 1);
    expect(hidden.status).toBe(403);
    expect(hidden.body.message).toBe('This action is unauthorized.');
    expect(hidden.body).not.toHaveProperty('rows');
    expect((await runCell(outsider.token, 1, 1)).status).toBe(200);
    // A user with no role at all sees the rows of 'All' only.
    const nobody = await userWith([]);
    expect((await dashboard(nobody.token)).rows).toHaveLength(1);
    expect((await runCell(nobody.token, 2, 1)).status).toBe(403);
  });

  it('loads the whole design into the designer for whoever may design, whatever their roles', async () => {
    const designers = await roleNamed('Dashboard designer');
    const permission = await server.app.db
      .insertInto('admin_permissions')
      .values({
        name: 'Report builder',
        slug: `report-builder-${randomBytes(3).toString('hex')}`,
        http_method: '[]',
        http_path: '/ext-report-builder/*',
        created_at: '',
        updated_at: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.app.db
      .insertInto('admin_role_permissions')
      .values({ role_id: designers.id, permission_id: permission.id })
      .execute();
    const designer = await userWith([designers]);
    // Saving what the designer loaded must keep the rows they do not see on their own home.
    const loaded = await call<Schema<'DesignResponse'>>('GET', '/report-designer', designer.token);
    expect(loaded.body.data.rows).toHaveLength(2);
    const byId = await call<Schema<'DesignResponse'>>(
      'GET',
      `/report-designer/${String(designId)}`,
      designer.token,
    );
    expect(byId.body.data.rows).toHaveLength(2);
    expect((await dashboard(designer.token)).rows).toHaveLength(1);
  });

  it('runs a cell with the grid filters, sort and paging of the run', async () => {
    const digi = await runCell(
      admin,
      1,
      1,
      '?per_page=1000&filters[Operator]=Digi&sort=amount&direction=desc',
    );
    expect(digi.status, JSON.stringify(digi.body)).toBe(200);
    expect(digi.body.rows.length).toBeGreaterThan(0);
    expect(new Set(digi.body.rows.map((shown) => shown.operator_name))).toEqual(new Set(['Digi']));
    const amounts = digi.body.rows.map((shown) => Number(shown.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const wrong = await runCell(admin, 1, 1, '?sort=nonsense');
    expect(wrong.status).toBe(422);
  });

  it('runs a dozen cells at once, as a dashboard of twelve opens, within the default limits', async () => {
    const runs = await Promise.all(Array.from({ length: 12 }, () => runCell(admin, 1, 1)));
    expect(runs.map((run) => run.status)).toEqual(Array.from({ length: 12 }, () => 200));
  });

  it('answers 404 for an unknown design, row or an empty cell, and 401 without a token', async () => {
    const { revision } = await dashboard(admin);
    expect(
      (await call('GET', `/dashboard/999999/rows/1/cells/1?revision=${revision}`, admin)).status,
    ).toBe(404);
    expect((await runCell(admin, 9, 1)).status).toBe(404);
    expect((await runCell(admin, 1, 2)).status).toBe(404);
    expect((await runCell(admin, 1, 3)).status).toBe(404);
    expect((await runCell(admin, 1, 7)).status).toBe(422);
    expect((await call('GET', '/dashboard', '')).status).toBe(401);
    expect((await runCell('', 1, 1, '', revision)).status).toBe(401);
  });

  it('answers 409 and runs nothing for a cell of a page drawn before the design was saved again', async () => {
    const viewer = await userWith([viewerRole]);
    const outsider = await userWith([await roleNamed('Late outsider')]);
    const [viewerPage, outsiderPage] = [
      await dashboard(viewer.token),
      await dashboard(outsider.token),
    ];
    const original = await designNow();
    // The gauge row (the viewer role's) goes first, the top-ups row (everyone's) second.
    const [topupsRow, gaugeRow] = original.rows;
    if (topupsRow === undefined || gaugeRow === undefined) throw new Error('Two rows expected');
    await store({ ...original, rows: [gaugeRow, topupsRow] });
    try {
      // The viewer's page drew the top-ups table at Row 1: the gauge's report is not run for it.
      const stale = await runCell(viewer.token, 1, 1, '', viewerPage.revision);
      expect(stale.status, JSON.stringify(stale.body)).toBe(409);
      expect(stale.body).toEqual({ message: 'The dashboard has changed. It is being reloaded.' });
      // The outsider's Row 1 is now a row of another role: told the page is old, not refused.
      const moved = await runCell(outsider.token, 1, 1, '', outsiderPage.revision);
      expect(moved.status).toBe(409);
      expect(moved.body).not.toHaveProperty('rows');

      const reloaded = await dashboard(viewer.token);
      expect(reloaded.revision).not.toBe(viewerPage.revision);
      expect(reloaded.rows.map((shown) => shown.selected_report.report[0]?.title)).toEqual([
        'Collection rate',
        'Top-ups',
      ]);
      const gauge = await runCell(viewer.token, 1, 1, '', reloaded.revision);
      expect(gauge.status).toBe(200);
      expect(gauge.body.report_id).toBe(rate);
      const table = await runCell(viewer.token, 2, 1, '?per_page=5', reloaded.revision);
      expect(table.status).toBe(200);
      expect(table.body.report_id).toBe(topups);
      // The current revision does not open a row the roles may not see.
      const outsiderNow = await dashboard(outsider.token);
      expect(outsiderNow.rows.map((shown) => shown.order)).toEqual([2]);
      const hidden = await runCell(outsider.token, 1, 1, '', outsiderNow.revision);
      expect(hidden.status).toBe(403);
      expect((await runCell(outsider.token, 2, 1, '', outsiderNow.revision)).status).toBe(200);
      // A revision is the page's: the admin's does not stand for the outsider's rows.
      const admins = await dashboard(admin);
      expect((await runCell(outsider.token, 2, 1, '', admins.revision)).status).toBe(409);
      // Left out, the revision is asked for.
      const bare = await call<Failure>(
        'GET',
        `/dashboard/${String(designId)}/rows/1/cells/1`,
        viewer.token,
      );
      expect(bare.status).toBe(422);
      expect(bare.body.errors).toEqual({ revision: ['The revision field is required.'] });
    } finally {
      await store(original);
    }
  });

  it("keeps a user's revision through a save that changes only rows hidden from them, and the designer's", async () => {
    const outsider = await userWith([await roleNamed('Steady outsider')]);
    const outsiderPage = await dashboard(outsider.token);
    const original = await designNow();
    const [topupsRow, gaugeRow] = original.rows;
    if (topupsRow === undefined || gaugeRow === undefined) throw new Error('Two rows expected');
    const retitled = gaugeRow.selected_report.report.map((shown) => ({
      ...shown,
      title: 'Collections',
    }));
    await store({
      ...original,
      rows: [topupsRow, { ...gaugeRow, selected_report: { report: retitled } }],
    });
    try {
      expect((await dashboard(outsider.token)).revision).toBe(outsiderPage.revision);
      expect((await runCell(outsider.token, 1, 1, '', outsiderPage.revision)).status).toBe(200);
      expect((await designNow()).revision).not.toBe(original.revision);
    } finally {
      await store(original);
    }
  });

  it('answers 409 to a page of a design that another design has replaced as the current one', async () => {
    const page = await dashboard(admin);
    await store({
      id: 0,
      name: 'Replacement',
      rows: [row(1, false, [allRoles], [cell('Top-ups', 'table', 'col-md-12', topups)])],
    });
    const replacement = await designNow();
    try {
      expect(replacement.id).not.toBe(designId);
      expect((await runCell(admin, 1, 1, '', page.revision)).status).toBe(409);
    } finally {
      await server.app.db.deleteFrom('report_designs').where('id', '=', replacement.id).execute();
    }
    expect((await runCell(admin, 1, 1, '', page.revision)).status).toBe(200);
  });

  it('refuses a design whose graph cell has no type or whose gauge band ends before it starts', async () => {
    const broken: Design = {
      id: 0,
      name: 'Broken',
      rows: [
        row(
          1,
          false,
          [allRoles],
          [
            cell('No type', 'graph', 'col-md-6', rate),
            cell('Gauge', 'graph', 'col-md-6', rate, {
              graph_type: 'GaugeChart',
              yellowFrom: 75,
              yellowTo: 60,
            }),
          ],
        ),
      ],
    };
    const refused = await call<Failure>('POST', '/store-design/0', admin, broken);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      'rows.0.selected_report.report.0.graph_type': [
        'The graph type field is required when display type is graph.',
      ],
      'rows.0.selected_report.report.1.yellowTo': ['The yellow band must end at or after 75.'],
    });
    expect((await dashboard(admin)).name).toBe('Operations');
  });
});

describe('a console without a design', () => {
  it('answers an empty design to the home', async () => {
    const [database] = testDatabases();
    if (database === undefined) throw new Error('No test database');
    const server = await startTestServer(database);
    try {
      const token = await server.login();
      const answer = await server.api.request<Schema<'DesignResponse'>>({
        method: 'GET',
        url: `${base}/dashboard`,
        token,
      });
      expect(answer.body.data).toMatchObject({ id: 0, rows: [] });
    } finally {
      await server.close();
    }
  });
});
