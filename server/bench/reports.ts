/**
 * `npx tsx server/bench/reports.ts`: how long the report builder holds the event loop for the
 * worst report definitions, and how long one user's quick report waits behind another user's
 * slow ones. An in-process server on a temporary SQLite data dir with the demo reporting
 * database; every call goes through the HTTP API (`app.inject`). Not part of the tests.
 *
 * Event loop: a 1 ms-resolution delay histogram runs during each call; its maximum is the longest
 * stretch the loop was held (the figure a concurrent request would wait). Each definition is saved
 * and run BENCH_REPEAT times (3), the first on code not yet optimised by the JIT. Queue: user A
 * starts 4 runs of a slow report (counting to BENCH_SLOW_COUNT, 3,000,000), then user B runs a
 * quick one; B's wait is its answer time.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { Schema } from '../../domain/schema';
import { storedColumnsOf } from '../core/reportBuilder/reports';
import { startTestServer } from '../testing/testServer';

type Input = Schema<'ReportInput'>;

const base = '/api/ext-report-builder';
const slowCount = Number(process.env.BENCH_SLOW_COUNT ?? 3_000_000);
const repeat = Number(process.env.BENCH_REPEAT ?? 3);

const ms = (value: number) => `${value.toFixed(1)} ms`;

const server = await startTestServer(
  { name: 'sqlite', url: undefined },
  { demoData: true, reportReaders: 2 },
);
const tokenA = await server.login();
await server.createAdmin('bench.b', 'bench-b-password', 'administrator');
const tokenB = await server.login('bench.b', 'bench-b-password');
const demo = String(
  (
    await server.app.db
      .selectFrom('database_connections')
      .select('id')
      .where('connection_name', '=', 'cbs_reporting')
      .executeTakeFirstOrThrow()
  ).id,
);

/** One API call; its status, the time it took and the longest the event loop was held. */
async function measured(
  method: 'GET' | 'POST',
  url: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; wallMs: number; blockMs: number; message: string }> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  const payload = body === undefined ? undefined : JSON.stringify(body);
  histogram.enable();
  // The histogram counts from its first tick: a call that held the loop before it would be missed.
  await new Promise((resolve) => setTimeout(resolve, 5));
  const started = performance.now();
  const response = await server.app.inject({
    method,
    url: `${base}${url}`,
    headers: {
      authorization: `Bearer ${token}`,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload }),
  });
  const wallMs = performance.now() - started;
  // The timer that measures needs one more turn of the loop to record the last stretch.
  await new Promise((resolve) => setTimeout(resolve, 5));
  histogram.disable();
  const text = response.body;
  const message = /"([^"]*(?:at most|more than|deep|levels|nests|invalid)[^"]*)"/.exec(text)?.[1];
  return {
    status: response.statusCode,
    wallMs,
    blockMs: histogram.max / 1e6,
    message: (message ?? text).slice(0, 110),
  };
}

/** A report on cbs_topups (as `t`) with raw selections and conditions. */
function definition(parts: Partial<Input>): Input {
  return {
    id: 0,
    report_name: 'Bench',
    db_connection_name: demo,
    query_type: 'query_builder',
    tables: [
      {
        object_type: 'table',
        name: 'cbs_topups',
        selected_query: null,
        query_alias: 't',
        options: ['id'],
        table_join: null,
      },
    ],
    selections: [{ column: 't.id', alias: 'id', is_raw: 'no', is_sortable: 'no', has_label: 'no' }],
    have_aggregate_function: 'no',
    have_group_by: 'no',
    have_order_by: 'no',
    set_limit: 'no',
    add_graph: 'no',
    grid_filters: [],
    ...parts,
  };
}

const conditions = (count: number): Partial<Input> => ({
  filter_group: [
    {
      filter_type: 'and',
      query_filters: Array.from({ length: count }, () => ({
        filter: 't.id',
        operators: 'is_null' as const,
      })),
    },
  ],
});

const rawSelection = (expression: string): Partial<Input> => ({
  selections: [
    { column: expression, alias: 'e', is_raw: 'yes', is_sortable: 'no', has_label: 'no' },
  ],
});

/** Stores a definition without compiling it (as an older server saved it); its id. */
async function stored(input: Input): Promise<number> {
  const now = new Date().toISOString();
  const row = await server.app.db
    .insertInto('query_reports')
    .values({ ...storedColumnsOf(input, Number(demo)), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const nested = (depth: number, open = '(', close = ')') =>
  `${open.repeat(depth)}t.id${close.repeat(depth)}`;

const cases: [string, Partial<Input>][] = [
  ['2,000 nested parentheses', rawSelection(nested(2_000))],
  ['100,000 nested parentheses', rawSelection(nested(100_000))],
  ['2,000 nested COALESCE(…, 1)', rawSelection(nested(2_000, 'COALESCE(', ', 1)'))],
  ['2,000 nested ABS(…)', rawSelection(nested(2_000, 'ABS('))],
  ['1,000 conditions', conditions(1_000)],
  ['3,000 conditions', conditions(3_000)],
  ['5,000 conditions', conditions(5_000)],
  ['6,000 conditions', conditions(6_000)],
  ['10,000 conditions', conditions(10_000)],
  [
    '2,000 raw selections of 400 characters',
    {
      selections: Array.from({ length: 2_000 }, (_, index) => ({
        column: Array.from({ length: 50 }, () => 't.id').join(' + '),
        alias: `e${String(index)}`,
        is_raw: 'yes' as const,
        is_sortable: 'no' as const,
        has_label: 'no' as const,
      })),
    },
  ],
  [
    '7,000 tables cross-joined',
    {
      tables: Array.from({ length: 7_000 }, (_, index) => ({
        object_type: 'table' as const,
        name: 'cbs_topups',
        selected_query: null,
        query_alias: index === 0 ? 't' : `t${String(index)}`,
        options: [],
        table_join:
          index === 0
            ? null
            : { type: 'crossJoin' as const, condition: '=' as const, column1: '', column2: '' },
      })),
    },
  ],
  [
    '12,000 selected columns',
    {
      selections: Array.from({ length: 12_000 }, (_, index) => ({
        column: 't.id',
        alias: `a${String(index)}`,
        is_raw: 'no' as const,
        is_sortable: 'no' as const,
        has_label: 'no' as const,
      })),
    },
  ],
  [
    'ordered by 100,000 columns',
    {
      have_order_by: 'yes',
      query_clause: {
        limit_value: 10,
        order_columns: Array.from({ length: 100_000 }, () => 't.id'),
      },
    },
  ],
  [
    'an IN list of 400,000 values',
    {
      filter_group: [
        {
          filter_type: 'and',
          query_filters: [{ filter: 't.id', operators: 'in', value: '1,'.repeat(400_000) }],
        },
      ],
    },
  ],
  [
    'every limit at once (the largest accepted)',
    {
      tables: Array.from({ length: 64 }, (_, index) => ({
        object_type: 'table' as const,
        name: 'cbs_topups',
        selected_query: null,
        query_alias: index === 0 ? 't' : `t${String(index)}`,
        options: [],
        table_join:
          index === 0
            ? null
            : { type: 'crossJoin' as const, condition: '=' as const, column1: '', column2: '' },
      })),
      // 1,000 raw columns of 27 characters and 500 raw filters of 42: 48,000 characters.
      selections: Array.from({ length: 1_000 }, (_, index) => ({
        column: `COALESCE(ABS(t.id), ${String(100_000 + index)})`,
        alias: `e${String(index)}`,
        is_raw: 'yes' as const,
        is_sortable: 'no' as const,
        has_label: 'no' as const,
      })),
      filter_group: [
        {
          filter_type: 'and',
          query_filters: Array.from({ length: 500 }, (_, index) => ({
            filter: `ROUND(COALESCE(t.id, 0) * 1.5, 2) - ${String(100_000 + index)}`,
            operators: 'not_in' as const,
            // 5,000 values in all.
            value: Array.from({ length: 10 }, (_, n) => String(n)).join(','),
            radio: 'or' as const,
            is_raw: 'yes' as const,
          })),
        },
      ],
      have_order_by: 'yes',
      query_clause: { limit_value: 10, order_columns: Array.from({ length: 1_000 }, () => 't.id') },
    },
  ],
  [
    'raw query of 99,000 characters',
    { query_type: 'raw_query', raw_query: `SELECT 1${' + 1'.repeat(24_748)} AS n` },
  ],
  [
    'raw query of 900,000 characters',
    {
      query_type: 'raw_query',
      raw_query: `SELECT ${Array.from({ length: 60_000 }, (_, index) => `1 AS c${String(index)}`).join(', ')}`,
    },
  ],
];

/** The event loop's longest hold in each of `repeat` calls (the first one cold). */
async function holds(call: () => ReturnType<typeof measured>) {
  const runs = [];
  for (let round = 0; round < repeat; round += 1) runs.push(await call());
  const [first] = runs;
  if (first === undefined) throw new Error('BENCH_REPEAT must be at least 1');
  const held = runs.map((run) => ms(run.blockMs).padStart(9)).join(' /');
  return { first, text: `${String(first.status)} held${held}` };
}

console.log(
  `Event loop held by one definition (saved with POST, run with GET; ${String(repeat)} calls each):`,
);
for (const [label, parts] of cases) {
  const input = definition(parts);
  const save = await holds(() =>
    measured('POST', '/store-report-query/0', tokenA, { data: input }),
  );
  const id = await stored(input);
  const run = await holds(() => measured('GET', `/query-reports/${String(id)}/run`, tokenA));
  const said = save.first.status === 200 ? '' : save.first.message;
  console.log(`  ${label.padEnd(42)} save ${save.text}; run ${run.text}  ${said}`);
}
{
  const huge = definition(conditions(50_000));
  const run = await measured('GET', `/query-reports/${String(await stored(huge))}/run`, tokenA);
  console.log(
    `  ${'50,000 conditions (stored)'.padEnd(40)} run ${String(run.status)} held ${ms(run.blockMs)} (${ms(run.wallMs)})  ${run.message}`,
  );
}

// The queue: A's slow report counts to slowCount in SQLite; B's is the demo's first report.
const slow = await stored(
  definition({
    query_type: 'raw_query',
    raw_query: `WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < ${String(slowCount)}) SELECT COUNT(*) AS n FROM c`,
  }),
);
const quick = await stored(definition({ report_name: 'Quick' }));
// Both readers started once, so neither figure counts a child process's start.
await Promise.all([
  measured('GET', `/query-reports/${String(quick)}/run`, tokenB),
  measured('GET', `/query-reports/${String(quick)}/run`, tokenA),
]);
const alone = await measured('GET', `/query-reports/${String(slow)}/run`, tokenA);
console.log(`\nQueue (2 SQLite readers): one slow run alone takes ${ms(alone.wallMs)}`);
const started = performance.now();
const runsOfA = Array.from({ length: 4 }, () =>
  measured('GET', `/query-reports/${String(slow)}/run`, tokenA).then((run) => ({
    ...run,
    at: performance.now() - started,
  })),
);
await new Promise((resolve) => setTimeout(resolve, 100));
const ofB = await measured('GET', `/query-reports/${String(quick)}/run`, tokenB);
const finishedA = await Promise.all(runsOfA);
console.log(
  `  B's quick report, asked 100 ms after A's 4 slow ones: ${String(ofB.status)} in ${ms(ofB.wallMs)}`,
);
console.log(
  `  A's slow runs finished at ${finishedA.map((run) => `${ms(run.at)} (${String(run.status)})`).join(', ')}`,
);
await server.close();
