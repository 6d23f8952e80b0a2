// What a pgsql report connection's role can do besides reading. The credential is the
// boundary: a role that can write, run programs, read server files, signal other sessions or
// open other sessions (dblink, postgres_fdw) is refused for reports, whatever their text.

/** The server roles whose members reach outside the database or into other sessions. */
export const powerfulRoles = [
  'pg_read_server_files',
  'pg_write_server_files',
  'pg_execute_server_program',
  'pg_signal_backend',
] as const;

/** Extensions that open sessions of their own, outside the report's read-only transaction. */
export const sessionExtensions = ['dblink', 'postgres_fdw'] as const;

/** How many of the objects a role can change a message names. */
const shown = 5;

/**
 * What the connecting role can do besides reading, as (kind, name) rows: superuser; the role
 * attributes CREATEROLE, CREATEDB, REPLICATION; membership of the powerful roles; the session
 * extensions installed; CREATE on the database or a schema; INSERT, UPDATE, DELETE or TRUNCATE
 * on a table or view (or on one of its columns), UPDATE on a sequence.
 */
export const inspectionSql = `SELECT kind, name FROM (
  SELECT 1 AS rank, 'superuser' AS kind, '' AS name FROM pg_roles
    WHERE rolname = current_user AND rolsuper
  UNION ALL
  SELECT 2, 'attribute', attribute FROM pg_roles, LATERAL unnest(ARRAY[
      CASE WHEN rolcreaterole THEN 'CREATEROLE' END,
      CASE WHEN rolcreatedb THEN 'CREATEDB' END,
      CASE WHEN rolreplication THEN 'REPLICATION' END]) AS attribute
    WHERE rolname = current_user AND attribute IS NOT NULL
  UNION ALL
  SELECT 3, 'member', rolname FROM pg_roles
    WHERE rolname = ANY ($1::text[]) AND pg_has_role(current_user, oid, 'MEMBER')
  UNION ALL
  SELECT 4, 'extension', extname FROM pg_extension WHERE extname = ANY ($2::text[])
  UNION ALL
  SELECT 5, 'create', 'database ' || current_database()
    WHERE has_database_privilege(current_database(), 'CREATE')
  UNION ALL
  SELECT 6, 'create', 'schema ' || nspname FROM pg_namespace
    WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'
      AND has_schema_privilege(oid, 'CREATE')
  UNION ALL
  SELECT 7, 'change', c.relname FROM pg_class AS c JOIN pg_namespace AS n ON n.oid = c.relnamespace
    WHERE n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema' AND (
      (c.relkind IN ('r', 'p', 'v', 'm', 'f')
        AND (has_table_privilege(c.oid, 'INSERT, UPDATE, DELETE, TRUNCATE')
          OR has_any_column_privilege(c.oid, 'INSERT, UPDATE')))
      OR (c.relkind = 'S' AND has_sequence_privilege(c.oid, 'UPDATE')))
) AS found ORDER BY rank, name LIMIT 100`;

/** The parameters of inspectionSql. */
export const inspectionParameters = [[...powerfulRoles], [...sessionExtensions]];

/** A list in words: `a`, `a and b`, `a, b and c`. */
const listed = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** Up to `shown` names, with `…` when there are more. */
const someOf = (names: readonly string[]) =>
  names.slice(0, shown).join(', ') + (names.length > shown ? ', …' : '');

/**
 * Why reports on the role's connection are refused, naming what to change; undefined when the
 * inspection found nothing besides reading.
 */
export function roleProblem(username: string, rows: readonly unknown[][]): string | undefined {
  const named = (kind: string) =>
    rows.filter(([found]) => found === kind).map(([, name]) => String(name));
  const can: string[] = [];
  if (named('superuser').length > 0) {
    can.push('is a superuser');
  } else {
    const attributes = named('attribute');
    const members = named('member');
    const creates = named('create');
    const changes = named('change');
    if (attributes.length > 0) can.push(`has ${listed(attributes)}`);
    if (members.length > 0) can.push(`is a member of ${listed(members)}`);
    if (creates.length > 0) can.push(`can create objects (in the ${listed(creates)})`);
    if (changes.length > 0) can.push(`can change data (${someOf(changes)})`);
  }
  const extensions = named('extension');
  const problems = [
    ...(can.length > 0 ? [`The role ${username} ${listed(can)}`] : []),
    ...(extensions.length > 0
      ? [
          `${can.length > 0 ? 'the' : 'The'} database has ${listed(extensions)} installed, which ${extensions.length > 1 ? 'open' : 'opens'} other sessions`,
        ]
      : []),
  ];
  if (problems.length === 0) return undefined;
  const fix =
    extensions.length > 0
      ? 'reports need a read-only role on a database without them'
      : 'reports need a read-only role';
  return `${problems.join('; ')}: ${fix} (see the README: a reporting role).`;
}
