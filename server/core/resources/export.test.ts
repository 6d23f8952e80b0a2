// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRecords, exportTooLarge, parseCsv } from '../../../domain/csv';
import type { Schema } from '../../../domain/schema';
import { testDatabases } from '../../testing/databases';
import { startTestServer, type TestServer } from '../../testing/testServer';

// The CSV export of a list (`{list}/export`): authorized as the list, filtered as the list, every
// page, at most EXPORT_ROW_LIMIT rows, and safe to open in a spreadsheet.

type Row = Record<string, unknown> & { id: number };
interface Single {
  data: Row;
}
interface Page {
  data: Row[];
  total: number;
}

const categories = '/api/cbs/product/product-category';
const rowLimit = 4;

const category = (code: string, status: 'active' | 'inactive', extra: object = {}) => ({
  name: `Category ${code}`,
  code,
  status,
  ...extra,
});

describe.each(testDatabases())('CSV export of lists on $name', (database) => {
  let server: TestServer;
  let token: string;
  const request = <Body = unknown>(
    method: 'GET' | 'POST',
    url: string,
    as = token,
    body?: unknown,
  ) => server.api.request<Body>({ method, url, token: as, body });

  /** Signs in as a new user whose role grants these permission lines. */
  async function userWith(username: string, httpPath: string): Promise<string> {
    const permission = await request<Single>('POST', '/api/admin-permissions', token, {
      name: `Grant of ${username}`,
      slug: `grant.${username}`,
      http_method: [],
      http_path: httpPath,
    });
    await request('POST', '/api/admin-roles', token, {
      name: `Role of ${username}`,
      slug: `role-${username}`,
      permissions: [permission.body.data.id],
    });
    await server.createAdmin(username, `${username}-password`, `role-${username}`);
    return server.login(username, `${username}-password`);
  }

  beforeAll(async () => {
    server = await startTestServer(database, { exportRowLimit: rowLimit });
    token = await server.login();
    await request('POST', categories, token, category('VOICE', 'active'));
    await request(
      'POST',
      categories,
      token,
      category('DATA', 'active', {
        name: '=HYPERLINK("http://evil.example"),"Data"',
        description: 'Data passes, daily\nand monthly',
      }),
    );
    await request('POST', categories, token, category('SMS', 'inactive'));
    await request('POST', categories, token, category('VAS', 'active'));
    await request('POST', categories, token, category('DEVICE', 'inactive'));
  });
  afterAll(() => server.close());

  it('streams every row the filters match, newest first, as the list answers them', async () => {
    const exported = await request<string>('GET', `${categories}/export?status=active`);
    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    const day = new Date().toISOString().slice(0, 10);
    expect(exported.headers['content-disposition']).toBe(
      `attachment; filename="product-category-${day}.csv"`,
    );
    const list = await request<Page>('GET', `${categories}?status=active&per_page=2`);
    expect(list.body.total).toBe(3);
    const all = await request<Page>('GET', `${categories}?status=active&per_page=100`);
    const [header, ...rows] = parseCsv(exported.body);
    expect(header).toEqual(Object.keys(all.body.data[0] ?? {}));
    // Every page of the list, not the first one only.
    expect(rows.map((cells) => Number(cells[0]))).toEqual(all.body.data.map((row) => row.id));
    const records = csvRecords(exported.body);
    expect(records.map((record) => record.code)).toEqual(['VAS', 'DATA', 'VOICE']);
    expect(records[2]).toMatchObject({ name: 'Category VOICE', status: 'active', parent_id: '' });

    const inactive = await request<string>('GET', `${categories}/export?status=inactive`);
    expect(csvRecords(inactive.body).map((record) => record.code)).toEqual(['DEVICE', 'SMS']);
    const none = await request<string>('GET', `${categories}/export?name=nothing-matches`);
    expect(parseCsv(none.body)).toEqual([header]);
  });

  it('refuses a filter the list refuses', async () => {
    const refused = await request<Schema<'ValidationError'>>(
      'GET',
      `${categories}/export?status=archived`,
    );
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['status']);
  });

  it('refuses a list longer than the row limit before sending any of it', async () => {
    const refused = await request<Schema<'ValidationError'>>('GET', `${categories}/export`);
    expect(refused.status).toBe(422);
    expect(refused.headers['content-type']).toMatch(/json/);
    expect(refused.body.message).toBe(exportTooLarge(5, rowLimit));
    expect(refused.body.errors).toEqual({ rows: [exportTooLarge(5, rowLimit)] });
  });

  it('writes cells a spreadsheet cannot run: quoted, and formulas neutralised', async () => {
    const exported = await request<string>('GET', `${categories}/export?name=hyperlink`);
    const [record] = csvRecords(exported.body);
    expect(record?.name).toBe('\'=HYPERLINK("http://evil.example"),"Data"');
    expect(record?.description).toBe('Data passes, daily\nand monthly');
    // The raw text quotes the cell and doubles its quotes.
    expect(exported.body).toContain('"\'=HYPERLINK(""http://evil.example""),""Data"""');
    expect(exported.body).toContain('"Data passes, daily\nand monthly"');
  });

  it('never writes a write-only secret', async () => {
    const gateway = await request<Single>('POST', '/api/cbs/payment/gateway', token, {
      name: 'ShopeePay Malaysia',
      code: 'shopeepay',
      provider: 'ShopeePay Malaysia Sdn Bhd',
      supported_currencies: ['MYR'],
      supported_methods: ['ewallet'],
      is_sandbox: false,
      status: 'active',
    });
    await request('POST', '/api/cbs/payment/merchant-gateway', token, {
      gateway_id: gateway.body.data.id,
      merchant_name: 'Telco Console Kit - ShopeePay',
      merchant_code: 'SPP-TCK-01',
      merchant_key: 'mk_live_4f1c9a2e7b',
      currency: 'MYR',
      fee_rate: 1.25,
      status: 'active',
    });
    const exported = await request<string>('GET', '/api/cbs/payment/merchant-gateway/export');
    expect(exported.status).toBe(200);
    expect(exported.body).not.toContain('mk_live_4f1c9a2e7b');
    expect(parseCsv(exported.body)[0]).not.toContain('merchant_key');
    expect(csvRecords(exported.body)[0]).toMatchObject({
      merchant_code: 'SPP-TCK-01',
      fee_rate: '1.25',
      // Lists of plain values are written item by item.
    });
    const gateways = csvRecords(
      (await request<string>('GET', '/api/cbs/payment/gateway/export')).body,
    );
    expect(gateways[0]?.supported_methods).toBe('ewallet');
  });

  it('is authorized as the list: the same permission lines let both through, or neither', async () => {
    const listOnly = await userWith('catalogue.reader', 'GET:/cbs/product/product-category');
    expect((await request('GET', `${categories}?status=active`, listOnly)).status).toBe(200);
    expect((await request('GET', `${categories}/export?status=active`, listOnly)).status).toBe(200);

    const departments = await userWith('departments.clerk', '/departments*');
    for (const url of [categories, `${categories}/export`]) {
      const refused = await request<Schema<'ErrorMessage'>>('GET', url, departments);
      expect(refused.status, url).toBe(403);
      expect(refused.body).toEqual({ message: 'This action is unauthorized.' });
    }
    expect((await request('GET', '/api/departments/export', departments)).status).toBe(200);

    const billing = await userWith('billing.officer', '/cbs/*');
    expect((await request('GET', `${categories}/export?status=active`, billing)).status).toBe(200);
    expect((await request('GET', '/api/admin-users/export', billing)).status).toBe(403);
    expect((await request('GET', '/api/admin-users', billing)).status).toBe(403);
  });

  it('asks for a token like every admin call', async () => {
    const anonymous = await server.api.request({ method: 'GET', url: `${categories}/export` });
    expect(anonymous.status).toBe(401);
  });

  it('exports the admin lists too, with references by name', async () => {
    const organization = await request<Single>('POST', '/api/organizations', token, {
      name: 'Digi Telecommunications Sdn Bhd',
      mobile_no: '60163880016',
      status: 1,
    });
    await request('POST', '/api/departments', token, {
      name: 'Billing Operations',
      organization_id: organization.body.data.id,
      status: 1,
    });
    const exported = await request<string>('GET', '/api/departments/export?name=billing');
    expect(csvRecords(exported.body)).toEqual([
      expect.objectContaining({
        name: 'Billing Operations',
        organization: 'Digi Telecommunications Sdn Bhd',
      }),
    ]);
  });
});
