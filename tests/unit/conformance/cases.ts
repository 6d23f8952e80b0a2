import { resourceIndex, type ResourceIndexEntry, type ResourcePath } from '../../../openapi';
import { operations, type OperationId } from '../../../openapi/generated/operations';

/** What both implementations must answer to one request. */
export interface Expectation {
  status: number;
  /** A list page, a `{data: [...]}` list, one record under `data`, or a message body. */
  shape?: 'page' | 'data' | 'record' | 'message';
  /** Top-level values the answer must carry (a subset match). */
  values?: Record<string, unknown>;
  /**
   * What else must be the same on both sides: the whole body (error answers and shared
   * catalogues), or the page's total and row ids (collections both seed from the same module).
   */
  same?: 'body' | 'rows';
}

/** One request of the conformance table. */
export interface ConformanceCase {
  name: string;
  api: 'admin' | 'portal';
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path under the API's base, with its query string. */
  url: string;
  body?: unknown;
  expect: Expectation;
}

const unknownId = 999999;

const pathOf = (operationId: OperationId, id = unknownId) =>
  operations[operationId].path.replace('{id}', String(id));

/** A value of a filter that its rule refuses, and what a valid one is, when there is one. */
function filterCases(path: string, entry: ResourceIndexEntry, seeded: boolean): ConformanceCase[] {
  const cases: ConformanceCase[] = [];
  for (const [name, filter] of Object.entries(entry.filters)) {
    const refused =
      filter.type === 'integer' || filter.type === 'number'
        ? 'abc'
        : filter.enum !== undefined
          ? 'not-a-choice'
          : filter.format === 'date'
            ? '2025-13-45'
            : filter.minLength !== undefined && filter.minLength > 1
              ? 'x'
              : undefined;
    if (refused !== undefined) {
      cases.push({
        name: `${path}: ${name}=${refused} is refused`,
        api: entry.api,
        method: 'GET',
        url: `${path}?${name}=${refused}`,
        expect: { status: 422, same: 'body' },
      });
    }
    const valid = filter.enum?.[0];
    if (typeof valid === 'string' || typeof valid === 'number') {
      cases.push({
        name: `${path}: ${name}=${String(valid)} filters`,
        api: entry.api,
        method: 'GET',
        url: `${path}?${name}=${encodeURIComponent(String(valid))}&per_page=100`,
        expect: { status: 200, shape: 'page', ...(seeded ? { same: 'rows' } : {}) },
      });
    }
  }
  return cases;
}

/** The cases every collection of the resource index gets: paging, filters, validation, 404s. */
function resourceCases(path: ResourcePath): ConformanceCase[] {
  const entry: ResourceIndexEntry = resourceIndex[path];
  const { api, operations: ids } = entry;
  // The billing collections are seeded from one module on both sides: their rows must match.
  const seeded = path.startsWith('/cbs/');
  const cases: ConformanceCase[] = [];
  const request = (
    name: string,
    method: ConformanceCase['method'],
    url: string,
    expectation: Expectation,
    body?: unknown,
  ) => cases.push({ name: `${path}: ${name}`, api, method, url, body, expect: expectation });

  if (ids.list !== undefined) {
    request('second page of 3', 'GET', `${path}?page=2&per_page=3`, {
      status: 200,
      shape: 'page',
      values: { current_page: 2, per_page: 3 },
      ...(seeded ? { same: 'rows' as const } : {}),
    });
    request('a page past the end is empty', 'GET', `${path}?page=9999`, {
      status: 200,
      shape: 'page',
      values: { current_page: 9999, data: [], from: null, to: null },
    });
    request('per_page above 100 is refused', 'GET', `${path}?per_page=101`, {
      status: 422,
      same: 'body',
      values: { errors: { per_page: ['The per page must not be greater than 100.'] } },
    });
    request('page 0 is refused', 'GET', `${path}?page=0`, { status: 422, same: 'body' });
    request('a per_page that is no number is refused', 'GET', `${path}?per_page=ten`, {
      status: 422,
      same: 'body',
    });
    cases.push(...filterCases(path, entry, seeded));
  }
  if (ids.show !== undefined) {
    request('an unknown id is not found', 'GET', pathOf(ids.show), {
      status: 404,
      same: 'body',
    });
  }
  if (ids.store !== undefined) {
    request(
      'an empty body names the required fields',
      'POST',
      path,
      {
        status: 422,
        same: 'body',
      },
      {},
    );
  }
  if (ids.update !== undefined) {
    // The body is validated before the record is looked up.
    request(
      'an empty update of an unknown id names the required fields',
      'PUT',
      pathOf(ids.update),
      {
        status: 422,
        same: 'body',
      },
      {},
    );
  }
  if (ids.destroy !== undefined) {
    request('deleting an unknown id is not found', 'DELETE', pathOf(ids.destroy), {
      status: 404,
      same: 'body',
    });
  }
  if (ids.lookup !== undefined) {
    request('the lookup names every row', 'GET', pathOf(ids.lookup), {
      status: 200,
      shape: 'data',
      ...(seeded ? { same: 'body' as const } : {}),
    });
  }
  return cases;
}

const portalCases: ConformanceCase[] = [
  {
    name: 'portal: the operators',
    api: 'portal',
    method: 'GET',
    url: '/get-operator',
    expect: { status: 200, same: 'body' },
  },
  {
    name: 'portal: the languages of an operator',
    api: 'portal',
    method: 'GET',
    url: '/get-language/1',
    expect: { status: 200, same: 'body' },
  },
  {
    name: 'portal: the menu of an operator in a language',
    api: 'portal',
    method: 'GET',
    url: '/get-menu/1/23',
    expect: { status: 200, same: 'body' },
  },
  {
    name: 'portal: the footer of an operator in a language',
    api: 'portal',
    method: 'POST',
    url: '/get-footer-section',
    body: { operatorId: 1, languageId: 23 },
    expect: { status: 200, same: 'body' },
  },
  {
    name: 'portal: the free services',
    api: 'portal',
    method: 'POST',
    url: '/free-service',
    body: { operatorId: 2, languageId: 12 },
    expect: { status: 200, same: 'body' },
  },
  {
    name: 'portal: a language id needs its operator',
    api: 'portal',
    method: 'POST',
    url: '/get-language-id',
    body: {},
    expect: { status: 422, same: 'body' },
  },
  {
    name: 'portal: the footer needs operator and language',
    api: 'portal',
    method: 'POST',
    url: '/get-footer-section',
    body: {},
    expect: { status: 422, same: 'body' },
  },
];

const reportBuilderCases: ConformanceCase[] = [
  {
    name: 'report builder: the roles a design is for',
    api: 'admin',
    method: 'GET',
    url: '/ext-report-builder/roles',
    expect: { status: 200, shape: 'data' },
  },
  {
    name: 'report builder: the database connections',
    api: 'admin',
    method: 'GET',
    url: '/ext-report-builder/db-connections',
    expect: { status: 200, shape: 'data' },
  },
  {
    name: 'report builder: an unknown design is not found',
    api: 'admin',
    method: 'GET',
    url: `/ext-report-builder/report-designer/${unknownId}`,
    expect: { status: 404, same: 'body' },
  },
  {
    name: 'report builder: a cell of an unknown dashboard design is not found',
    api: 'admin',
    method: 'GET',
    url: `/ext-report-builder/dashboard/${unknownId}/rows/1/cells/1`,
    expect: { status: 404, same: 'body' },
  },
  {
    name: 'report builder: the dashboard of the current design',
    api: 'admin',
    method: 'GET',
    url: '/ext-report-builder/dashboard',
    expect: { status: 200, shape: 'record' },
  },
];

/** The whole table: every collection of the admin and billing APIs, the report builder, the portal. */
export function conformanceCases(): ConformanceCase[] {
  const collections = (Object.keys(resourceIndex) as ResourcePath[]).filter(
    // The menu and the notifications are their own screens' APIs, with their own tests.
    (path) => path !== '/admin-menu' && path !== '/auth/notifications',
  );
  return [...collections.flatMap(resourceCases), ...reportBuilderCases, ...portalCases];
}
