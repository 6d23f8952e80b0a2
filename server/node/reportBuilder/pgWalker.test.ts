// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { maxNesting, pgRefusal } from './pgWalker';
import { checkRawQuery } from '../../core/reportBuilder/sqlText';

describe('the PostgreSQL report walker', () => {
  it.each([
    // What report authors write: aggregates, windows, dates, strings, casts, CASE, sub-queries.
    [
      'SELECT status, COUNT(*) AS n, SUM(amount), AVG(amount), MIN(created_at), MAX(created_at),',
      "COALESCE(note, ''), NULLIF(amount, 0), GREATEST(a, b), LEAST(a, b),",
      "date_trunc('day', created_at), extract(year FROM created_at), date_part('month', created_at),",
      "to_char(created_at, 'YYYY-MM'), now(), current_date, round(amount::numeric, 2),",
      'lower(msisdn), upper(msisdn), trim(msisdn), substring(msisdn FROM 1 FOR 4),',
      "concat(a, '-', b), length(msisdn), replace(msisdn, '60', '0'),",
      "string_agg(msisdn, ',' ORDER BY msisdn), array_agg(id),",
      "CASE WHEN amount > 10 THEN 'big' ELSE 'small' END, CAST(amount AS integer), amount::text",
      'FROM cbs_topups JOIN operators ON operators.id = cbs_topups.operator_id',
      "WHERE created_at >= now() - interval '7 days' AND status IN ('success', 'pending')",
      "AND msisdn LIKE '601%' AND note IS NOT NULL AND amount BETWEEN 1 AND 100",
      'AND EXISTS (SELECT 1 FROM services WHERE services.id = cbs_topups.id)',
      'GROUP BY status HAVING COUNT(*) > 1 ORDER BY 2 DESC NULLS LAST LIMIT 10 OFFSET 5',
    ].join(' '),
    'SELECT id, row_number() OVER (PARTITION BY status ORDER BY id), rank() OVER w, lag(amount) OVER w, lead(amount, 1) OVER w FROM t WINDOW w AS (ORDER BY id)',
    'WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 10) SELECT x FROM n',
    'SELECT * FROM generate_series(1, 10) AS g(x)',
    'VALUES (1, 2), (3, 4)',
    "SELECT payload->>'kind', payload #>> '{a,b}' FROM events",
    'SELECT a FROM t UNION ALL SELECT b FROM u ORDER BY 1',
    'SELECT * FROM reporting.daily_usage',
    // What the server wraps around a raw query, and a visual report as compiled.
    'SELECT * FROM (\nSELECT 1 AS a\n) AS "report" WHERE "report"."a" = $1 ORDER BY "a" DESC LIMIT $2 OFFSET $3',
    'SELECT COUNT(*) AS "total" FROM (SELECT DATE("usage_records"."recorded_at") AS "day" FROM "usage_records") AS "counted"',
  ])('allows %s', (sql) => {
    expect(pgRefusal(sql)).toBeUndefined();
  });

  it.each([
    // SQL handed to a function as text, and what reaches outside the report's session.
    ["SELECT query_to_xml('DELETE FROM t', true, false, '')", 'The function query_to_xml'],
    ["SELECT * FROM query_to_xml_and_xmlschema('SELECT 1', true, false, '')", 'query_to_xml_and'],
    ["SELECT dblink_exec('dbname=x', 'DELETE FROM t')", 'The function dblink_exec'],
    ["SELECT * FROM dblink('dbname=x', 'SELECT 1') AS r(a int)", 'The function dblink'],
    ["SELECT pg_read_file('/etc/passwd')", 'The function pg_read_file'],
    [
      "SELECT pg_catalog.pg_read_binary_file('/etc/passwd')",
      'The function pg_catalog.pg_read_binary_file is not allowed',
    ],
    ['SELECT "pg_ls_dir"(\'.\')', 'The function pg_ls_dir'],
    ['SELECT U&"pg_read_fil\\0065"(\'/etc/passwd\')', 'The function pg_read_file'],
    ["SELECT lo_export(1, '/tmp/x')", 'The function lo_export'],
    ['SELECT pg_terminate_backend(42)', 'The function pg_terminate_backend'],
    ['SELECT pg_cancel_backend(42)', 'The function pg_cancel_backend'],
    ['SELECT pg_advisory_lock(1)', 'The function pg_advisory_lock'],
    ['SELECT pg_try_advisory_xact_lock(1)', 'The function pg_try_advisory_xact_lock'],
    ["SELECT set_config('role', 'postgres', false)", 'The function set_config'],
    ["SELECT current_setting('data_directory')", 'The function current_setting'],
    ["SELECT nextval('s')", 'The function nextval'],
    ["SELECT setval('s', 42)", 'The function setval'],
    ['SELECT pg_sleep(60)', 'The function pg_sleep'],
    ['SELECT reporting.my_function(1)', 'The function reporting.my_function'],
    // Locking, writing and catalogs.
    ['SELECT * FROM t FOR UPDATE', 'FOR UPDATE is not allowed in a report.'],
    ['SELECT * FROM t FOR SHARE', 'FOR SHARE is not allowed in a report.'],
    ['SELECT * FROM t FOR NO KEY UPDATE NOWAIT', 'FOR NO KEY UPDATE is not allowed in a report.'],
    ['SELECT * INTO copy FROM t', 'SELECT INTO is not allowed in a report.'],
    [
      'WITH gone AS (DELETE FROM t RETURNING id) SELECT * FROM gone',
      'DELETE is not allowed in a report: a WITH query may only read.',
    ],
    ['WITH x AS (UPDATE t SET a = 1 RETURNING a) SELECT * FROM x', 'UPDATE is not allowed'],
    ['DELETE FROM t', 'DELETE is not allowed'],
    ['COPY t TO PROGRAM $$touch /tmp/x$$', 'COPY is not allowed'],
    ['SELECT 1; SELECT 2', 'The query must be a single statement.'],
    ['SELECT * FROM pg_authid', 'The system catalog pg_authid is not allowed in a report'],
    ['SELECT * FROM pg_catalog.pg_stat_activity', 'The system catalog pg_catalog.pg_stat_activity'],
    ['SELECT * FROM information_schema.columns', 'information_schema.columns'],
    ["SELECT 'pg_authid'::regclass", 'The type regclass is not allowed in a report.'],
    ['SELECT a OPERATOR(reporting.===) b FROM t', 'The operator reporting.=== is not allowed'],
    ['SELECT x FROM t TABLESAMPLE bernoulli(10)', 'TABLESAMPLE is not allowed in a report.'],
    ["SELECT xmlelement(name a, 'b')", 'An XML function is not allowed in a report.'],
    ['SELECT (1', 'The query is not valid PostgreSQL: syntax error at end of input.'],
  ])('refuses %s', (sql, message) => {
    expect(pgRefusal(sql)).toContain(message);
  });

  it('refuses text nested past what the parser is given, before parsing it', () => {
    const deep = `SELECT 1${' + 1'.repeat(maxNesting + 1)}`;
    expect(pgRefusal(deep)).toBe(
      `The query nests more than ${String(maxNesting)} levels deep: write it more simply.`,
    );
    const wide = `SELECT ${Array.from({ length: 3000 }, (_, index) => `${String(index)} + 1`).join(', ')}`;
    expect(pgRefusal(wide)).toBeUndefined();
    expect(pgRefusal(`SELECT ${'('.repeat(maxNesting + 1)}1${')'.repeat(maxNesting + 1)}`)).toMatch(
      /nests more than/,
    );
  });

  it('judges raw queries on pgsql connections, and leaves SQLite to its own checks', () => {
    expect(
      checkRawQuery("SELECT query_to_xml('DELETE FROM t', true, false, '')", 'pgsql', pgRefusal),
    ).toEqual({ ok: false, message: 'The function query_to_xml is not allowed in a report.' });
    expect(checkRawQuery('SELECT id FROM t FOR UPDATE;', 'pgsql', pgRefusal)).toEqual({
      ok: false,
      message: 'FOR UPDATE is not allowed in a report.',
    });
    // A column named like a word that writes is a column to PostgreSQL's parser.
    expect(checkRawQuery('SELECT comment, security FROM t -- note', 'pgsql', pgRefusal)).toEqual({
      ok: true,
      statement: 'SELECT comment, security FROM t',
    });
    expect(checkRawQuery('SELECT arr[1] FROM t', 'pgsql', pgRefusal)).toEqual({
      ok: true,
      statement: 'SELECT arr[1] FROM t',
    });
    expect(checkRawQuery('SELECT 1 AS [update]', 'sqlite').ok).toBe(true);
  });
});
