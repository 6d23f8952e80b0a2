// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { csvRecords, parseCsv } from '@domain/csv';
import { createClock } from './clock';
import { matchesQuery, resourceHandlers, type Row } from './resource';
import { scenario, validationScenario } from './scenarios';

interface Department extends Row {
  name: string;
  organization_id: number;
  status: number;
  created_at: string;
  updated_at: string;
}

const rows: Department[] = [];
const server = setupServer();
const base = 'http://127.0.0.1/api/departments';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  rows.splice(
    0,
    rows.length,
    ...Array.from({ length: 12 }, (_, index) => ({
      id: index + 1,
      name: index % 2 === 0 ? `Billing ${index + 1}` : `Network ${index + 1}`,
      organization_id: (index % 3) + 1,
      status: index % 4 === 0 ? 0 : 1,
      created_at: `2025-01-${String(index + 1).padStart(2, '0')}T08:00:00Z`,
      updated_at: `2025-01-${String(index + 1).padStart(2, '0')}T08:00:00Z`,
    })),
  );
  server.resetHandlers(
    ...resourceHandlers(
      {
        path: '/departments',
        rows,
        create: (input, id, now) => ({
          id,
          name: String(input.name),
          organization_id: Number(input.organization_id),
          status: Number(input.status),
          created_at: now,
          updated_at: now,
        }),
      },
      createClock(),
    ),
  );
});
afterAll(() => server.close());

const json = async (response: Response) => (await response.json()) as Record<string, unknown>;

describe('resourceHandlers', () => {
  it('lists newest first, one page at a time', async () => {
    const page = await json(await fetch(`${base}?page=2&per_page=5`));
    expect(page).toMatchObject({
      current_page: 2,
      from: 6,
      to: 10,
      last_page: 3,
      per_page: 5,
      total: 12,
    });
    expect((page.data as Row[]).map((row) => row.id)).toEqual([7, 6, 5, 4, 3]);
  });

  it('filters by the parameters the contract declares, and ignores others as the server does', async () => {
    const byOrganization = await json(await fetch(`${base}?organization_id=2`));
    expect(byOrganization.total).toBe(4);
    const byName = await json(await fetch(`${base}?name=network`));
    expect(byName.total).toBe(6);
    // The department list declares neither free text nor a date range.
    const undeclared = await json(await fetch(`${base}?q=billing%2011&date_from=2025-01-03`));
    expect(undeclared.total).toBe(12);
  });

  it('matches other fields exactly, so one enum value never matches another', async () => {
    rows.push({ ...rows[0], id: 40, name: 'Unpaid Collections', status: 1 } as Department);
    const byStatus = await json(await fetch(`${base}?status=0`));
    expect(byStatus.total).toBe(3);
    const byId = await json(await fetch(`${base}?organization_id=1`));
    expect((byId.data as Department[]).every((row) => row.organization_id === 1)).toBe(true);
  });

  it("refuses per_page above 100 and nonsense paging with Laravel's 422, as the server does", async () => {
    const tooLarge = await fetch(`${base}?per_page=500`);
    expect(tooLarge.status).toBe(422);
    expect(await json(tooLarge)).toEqual({
      message: 'The per page must not be greater than 100.',
      errors: { per_page: ['The per page must not be greater than 100.'] },
    });
    const nonsense = await fetch(`${base}?page=abc&per_page=-3`);
    expect(nonsense.status).toBe(422);
    expect((await json(nonsense)).errors).toEqual({
      page: ['The page must be an integer.'],
      per_page: ['The per page must be at least 1.'],
    });
  });

  it('answers the whole list when pagination is off', async () => {
    const all = await json(await fetch(`${base}?pagination=false`));
    expect(Object.keys(all)).toEqual(['data']);
    expect(all.data).toHaveLength(12);
  });

  it('creates a record, then shows, updates and deletes it', async () => {
    const created = await fetch(base, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Revenue Assurance', organization_id: 1, status: 1 }),
    });
    expect(created.status).toBe(201);
    expect(await json(created)).toMatchObject({
      message: 'Department created successfully.',
      data: { id: 13, name: 'Revenue Assurance', created_at: '2025-06-02T09:01:00Z' },
    });
    expect(await json(await fetch(`${base}/13`))).toMatchObject({
      data: { name: 'Revenue Assurance' },
    });
    const updated = await fetch(`${base}/13`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Revenue Assurance & Fraud', organization_id: 1, status: 0 }),
    });
    expect(await json(updated)).toMatchObject({
      data: { id: 13, status: 0, name: 'Revenue Assurance & Fraud' },
    });
    expect(await json(await fetch(`${base}/13`, { method: 'DELETE' }))).toEqual({
      message: 'Department deleted successfully.',
    });
    expect((await fetch(`${base}/13`)).status).toBe(404);
  });

  it("answers Laravel's 422 for missing required fields and changes nothing", async () => {
    const response = await fetch(base, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: '' }),
    });
    expect(response.status).toBe(422);
    const body = await json(response);
    expect(body.message).toBe('The name field is required. (and 2 more errors)');
    expect(body.errors).toEqual({
      name: ['The name field is required.'],
      organization_id: ['The organization field is required.'],
      status: ['The status field is required.'],
    });
    expect(rows).toHaveLength(12);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await fetch(`${base}/999`)).status).toBe(404);
    expect((await fetch(`${base}/999`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('the CSV export of a list', () => {
  it('answers every row the filters match, newest first, under the record fields', async () => {
    const response = await fetch(`${base}/export?status=1&name=billing`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="departments-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...cells] = parseCsv(await response.text());
    expect(header?.slice(0, 4)).toEqual(['id', 'name', 'organization_id', 'organization']);
    expect(cells.map((row) => Number(row[0]))).toEqual([11, 7, 3]);
    // Every page: nine rows have status 1, almost a page of ten.
    const all = parseCsv(await (await fetch(`${base}/export?status=1`)).text()).slice(1);
    expect(all).toHaveLength(9);
  });

  it('neutralises formulas and quotes what needs quoting', async () => {
    rows[1] = { ...rows[1], name: '=cmd|" /C calc"!A0, "x"' } as Department;
    const text = await (await fetch(`${base}/export?name=cmd`)).text();
    expect(text).toContain('"\'=cmd|"" /C calc""!A0, ""x"""');
    expect(csvRecords(text)[0]?.name).toBe('\'=cmd|" /C calc"!A0, "x"');
  });

  it('refuses a filter the list refuses', async () => {
    const response = await fetch(`${base}/export?status=7`);
    expect(response.status).toBe(422);
  });
});

describe('scenarios', () => {
  it.each([
    ['forbidden', 403, { message: 'This action is unauthorized.' }],
    ['unauthenticated', 401, { message: 'Unauthenticated.' }],
    ['serverError', 500, { message: 'Server Error' }],
    ['notFound', 404, { message: 'Record not found.' }],
  ] as const)('%s answers %i', async (name, status, body) => {
    server.use(scenario('listDepartments', name));
    const response = await fetch(base);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(body);
  });

  it('empty answers an empty page for a paginated list', async () => {
    server.use(scenario('listDepartments', 'empty'));
    expect(await json(await fetch(base))).toMatchObject({ data: [], total: 0, from: null });
  });

  it('networkError fails the request', async () => {
    server.use(scenario('listDepartments', 'networkError'));
    await expect(fetch(base)).rejects.toThrow();
  });

  it('slow answers normally after the delay', async () => {
    server.use(scenario('listDepartments', 'slow', 50));
    const started = performance.now();
    const page = await json(await fetch(base));
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(page.total).toBe(12);
  });

  it('validationScenario answers the given field messages', async () => {
    server.use(
      validationScenario('storeDepartment', { name: ['The name has already been taken.'] }),
    );
    const response = await fetch(base, { method: 'POST', body: '{}' });
    expect(response.status).toBe(422);
    expect(await json(response)).toEqual({
      message: 'The name has already been taken.',
      errors: { name: ['The name has already been taken.'] },
    });
  });
});

describe('matchesQuery', () => {
  const row = {
    id: 1,
    name: 'Digi Prepaid',
    msisdn: '60123456789',
    status: 'paid',
    active: true,
    paid_at: '2025-03-04T10:00:00Z',
    created_at: '2025-01-01T00:00:00Z',
  };
  const query = (text: string) => new URLSearchParams(text);

  it('matches declared text fields by substring, numeric text included', () => {
    expect(matchesQuery(row, query('msisdn=6012'), { contains: ['msisdn'] })).toBe(true);
    expect(matchesQuery(row, query('msisdn=6012'))).toBe(false);
    expect(matchesQuery(row, query('name=prepaid'))).toBe(true);
  });

  it('matches enums exactly and booleans as true/false or 1/0', () => {
    expect(matchesQuery({ ...row, status: 'unpaid' }, query('status=paid'))).toBe(false);
    expect(matchesQuery(row, query('active=1'))).toBe(true);
    expect(matchesQuery(row, query('active=false'))).toBe(false);
  });

  it('bounds the declared date field by inclusive days', () => {
    expect(
      matchesQuery(row, query('date_from=2025-03-04&date_to=2025-03-04'), { date: 'paid_at' }),
    ).toBe(true);
    expect(matchesQuery(row, query('date_from=2025-03-05'), { date: 'paid_at' })).toBe(false);
    expect(matchesQuery(row, query('date_to=2024-12-31'))).toBe(false);
  });
});
