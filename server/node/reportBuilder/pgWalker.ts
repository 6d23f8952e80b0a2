// Judges SQL meant for a PostgreSQL report connection by PostgreSQL's own parser (libpg-query,
// the server's grammar built to WebAssembly; server-only): exactly one SELECT whose parse tree
// holds only the nodes, functions, types, operators and tables a report needs. SQL text handed
// to a function as a string (`query_to_xml('DELETE …')`, `dblink_exec(…)`) never runs, since no
// such function is allowed; a node the walker does not know is refused by name.

import { loadModule, parseSync } from 'libpg-query';
import { allowedFunctions, allowedOperators, allowedTypes, constructNames } from './pgAllowed';
import { nestingOf, tokenize } from '../../core/reportBuilder/sqlTokens';

await loadModule();

/** The deepest SQL the parser is given: deeper text could exhaust its stack (and leak its memory). */
export const maxNesting = 1000;

type Fields = Readonly<Record<string, unknown>>;

/** A construct a report may not use; its message is for the author. */
class Refusal extends Error {}

const refuse = (message: string): never => {
  throw new Refusal(message);
};

const notAllowed = (construct: string) => `${construct} is not allowed in a report.`;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields of a structure (a node's unwrapped part); refused when it is not one. */
function fieldsOf(value: unknown, where: string): Fields {
  return isFields(value) ? value : refuse(notAllowed(where));
}

/** What the words of a `[{String: {sval}}, …]` name list say. */
function namesOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map((item: unknown) => {
    const text = isFields(item) && isFields(item.String) ? item.String.sval : undefined;
    return typeof text === 'string' ? text : '?';
  });
}

/** The name a built-in goes by: unqualified or in pg_catalog; undefined for any other schema. */
function builtinName(names: readonly string[]): string | undefined {
  if (names.length === 1) return names[0];
  return names.length === 2 && names[0] === 'pg_catalog' ? names[1] : undefined;
}

/** How a node's fields are read: walked (nodes), skipped (plain values) or checked apart. */
interface Shape {
  nodes?: readonly string[];
  plain?: readonly string[];
  special?: Readonly<Record<string, (value: unknown) => void>>;
}

/** Reads a node's fields by its shape; a field the shape does not name is refused. */
function visit(type: string, fields: Fields, shape: Shape): void {
  for (const [key, value] of Object.entries(fields)) {
    if (shape.nodes?.includes(key) === true) walk(value);
    else if (shape.special?.[key] !== undefined) shape.special[key](value);
    else if (shape.plain?.includes(key) !== true) {
      refuse(notAllowed(`${constructNames[type] ?? type} (${key})`));
    }
  }
}

function checkFunction(value: unknown): void {
  const names = namesOf(value);
  const name = builtinName(names);
  if (name === undefined || !allowedFunctions.has(name)) {
    refuse(`The function ${names.join('.')} is not allowed in a report.`);
  }
}

function checkOperator(value: unknown): void {
  const names = namesOf(value);
  const name = builtinName(names);
  if (name === undefined || !allowedOperators.has(name)) {
    refuse(`The operator ${names.join('.')} is not allowed in a report.`);
  }
}

function checkTypeName(value: unknown): void {
  visit('TypeName', fieldsOf(value, 'This type'), {
    nodes: ['typmods', 'arrayBounds'],
    plain: ['typemod', 'location'],
    special: {
      names: (names) => {
        const words = namesOf(names);
        const name = builtinName(words);
        if (name === undefined || !allowedTypes.has(name)) {
          refuse(`The type ${words.join('.')} is not allowed in a report.`);
        }
      },
    },
  });
}

/** Refuses the system catalogs: a report reads the connection's own tables. */
function checkRelation(fields: Fields): void {
  const schema = typeof fields.schemaname === 'string' ? fields.schemaname : undefined;
  const relation = typeof fields.relname === 'string' ? fields.relname : '';
  const name = schema === undefined ? relation : `${schema}.${relation}`;
  const system = (text: string) => text.startsWith('pg_') || text === 'information_schema';
  if (schema === undefined ? system(relation) : system(schema)) {
    refuse(`The system catalog ${name} is not allowed in a report: reports read their own tables.`);
  }
}

function checkAlias(value: unknown): void {
  visit('Alias', fieldsOf(value, 'This alias'), { nodes: ['colnames'], plain: ['aliasname'] });
}

function checkWindow(value: unknown): void {
  visit('WindowDef', fieldsOf(value, 'This window'), {
    nodes: ['partitionClause', 'orderClause', 'startOffset', 'endOffset'],
    plain: ['name', 'refname', 'frameOptions', 'location'],
  });
}

const lockingNames: Readonly<Record<string, string>> = {
  LCS_FORUPDATE: 'FOR UPDATE',
  LCS_FORNOKEYUPDATE: 'FOR NO KEY UPDATE',
  LCS_FORSHARE: 'FOR SHARE',
  LCS_FORKEYSHARE: 'FOR KEY SHARE',
};

/** The first word of a statement node (`DeleteStmt` → DELETE). */
function statementName(node: unknown): string {
  const type = isFields(node) ? (Object.keys(node)[0] ?? '') : '';
  return constructNames[type] ?? type.replace(/Stmt$/, '').toUpperCase();
}

function checkSelect(value: unknown): void {
  visit('SelectStmt', fieldsOf(value, 'This query'), {
    nodes: [
      'distinctClause',
      'targetList',
      'fromClause',
      'whereClause',
      'groupClause',
      'havingClause',
      'windowClause',
      'valuesLists',
      'sortClause',
      'limitOffset',
      'limitCount',
    ],
    plain: ['groupDistinct', 'limitOption', 'op', 'all'],
    special: {
      larg: checkSelect,
      rarg: checkSelect,
      withClause: (clause) =>
        visit('WithClause', fieldsOf(clause, 'This WITH clause'), {
          nodes: ['ctes'],
          plain: ['recursive', 'location'],
        }),
      intoClause: () => refuse(notAllowed('SELECT INTO')),
      lockingClause: (clauses) => {
        const first: unknown = Array.isArray(clauses) ? clauses[0] : undefined;
        const locking = isFields(first) && isFields(first.LockingClause) ? first.LockingClause : {};
        const strength = typeof locking.strength === 'string' ? locking.strength : '';
        refuse(notAllowed(lockingNames[strength] ?? 'FOR UPDATE'));
      },
    },
  });
}

/** How each node type a report may use is read. */
const shapes: Readonly<Record<string, Shape | ((fields: Fields) => void)>> = {
  SelectStmt: (fields) => checkSelect(fields),
  CommonTableExpr: (fields) =>
    visit('CommonTableExpr', fields, {
      nodes: ['aliascolnames'],
      plain: ['ctename', 'ctematerialized', 'location', 'cterecursive', 'cterefcount'],
      special: {
        ctequery: (query) => {
          if (!isFields(query) || !isFields(query.SelectStmt)) {
            refuse(
              `${statementName(query)} is not allowed in a report: a WITH query may only read.`,
            );
          }
          walk(query);
        },
      },
    }),
  ResTarget: { nodes: ['val'], plain: ['name', 'location'] },
  ColumnRef: { nodes: ['fields'], plain: ['location'] },
  A_Const: { plain: ['ival', 'fval', 'boolval', 'sval', 'bsval', 'isnull', 'location'] },
  ParamRef: { plain: ['number', 'location'] },
  A_Star: {},
  String: { plain: ['sval'] },
  Integer: { plain: ['ival'] },
  Float: { plain: ['fval'] },
  Boolean: { plain: ['boolval'] },
  List: { nodes: ['items'] },
  FuncCall: {
    nodes: ['args', 'agg_order', 'agg_filter'],
    plain: [
      'agg_within_group',
      'agg_star',
      'agg_distinct',
      'func_variadic',
      'funcformat',
      'location',
    ],
    special: { funcname: checkFunction, over: checkWindow },
  },
  WindowDef: (fields) => checkWindow(fields),
  SortBy: {
    nodes: ['node'],
    plain: ['sortby_dir', 'sortby_nulls', 'location'],
    special: { useOp: checkOperator },
  },
  TypeCast: { nodes: ['arg'], plain: ['location'], special: { typeName: checkTypeName } },
  A_Expr: {
    nodes: ['lexpr', 'rexpr'],
    plain: ['kind', 'location'],
    special: { name: checkOperator },
  },
  BoolExpr: { nodes: ['args'], plain: ['boolop', 'location'] },
  NullTest: { nodes: ['arg'], plain: ['nulltesttype', 'argisrow', 'location'] },
  BooleanTest: { nodes: ['arg'], plain: ['booltesttype', 'location'] },
  CaseExpr: { nodes: ['arg', 'args', 'defresult'], plain: ['location'] },
  CaseWhen: { nodes: ['expr', 'result'], plain: ['location'] },
  CoalesceExpr: { nodes: ['args'], plain: ['location'] },
  MinMaxExpr: { nodes: ['args'], plain: ['op', 'location'] },
  SubLink: {
    nodes: ['testexpr', 'subselect'],
    plain: ['subLinkType', 'subLinkId', 'location'],
    special: { operName: checkOperator },
  },
  RangeVar: (fields) => {
    checkRelation(fields);
    visit('RangeVar', fields, {
      plain: ['schemaname', 'relname', 'inh', 'relpersistence', 'location'],
      special: { alias: checkAlias },
    });
  },
  RangeSubselect: { nodes: ['subquery'], plain: ['lateral'], special: { alias: checkAlias } },
  RangeFunction: {
    nodes: ['functions'],
    plain: ['lateral', 'ordinality', 'is_rowsfrom'],
    special: { alias: checkAlias },
  },
  JoinExpr: {
    nodes: ['larg', 'rarg', 'usingClause', 'quals'],
    plain: ['jointype', 'isNatural', 'rtindex'],
    special: { alias: checkAlias, join_using_alias: checkAlias },
  },
  A_ArrayExpr: { nodes: ['elements'], plain: ['location'] },
  A_Indirection: { nodes: ['arg', 'indirection'] },
  A_Indices: { nodes: ['lidx', 'uidx'], plain: ['is_slice'] },
  RowExpr: { nodes: ['args', 'colnames'], plain: ['row_format', 'location'] },
  CollateClause: { nodes: ['arg', 'collname'], plain: ['location'] },
  SQLValueFunction: { plain: ['op', 'typmod', 'location'] },
  GroupingSet: { nodes: ['content'], plain: ['kind', 'location'] },
  GroupingFunc: { nodes: ['args'], plain: ['location'] },
};

/** Walks a node (`{Type: fields}`), a list of nodes, or the empty node `{}` of the parser. */
function walk(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item);
    return;
  }
  if (!isFields(value)) return refuse(notAllowed('This construct'));
  const entries = Object.entries(value);
  if (entries.length === 0) return;
  const [type = '', fields] = entries.length === 1 ? (entries[0] ?? []) : [];
  const shape = shapes[type];
  if (shape === undefined || !isFields(fields)) {
    return refuse(notAllowed(constructNames[type] ?? `The construct ${type}`));
  }
  if (typeof shape === 'function') shape(fields);
  else visit(type, fields, shape);
}

/**
 * Why PostgreSQL SQL may not run as a report, or undefined when it may: it must be one SELECT
 * (or WITH … SELECT, or VALUES) that passes the walker.
 */
export function pgRefusal(sql: string): string | undefined {
  const tokens = tokenize(sql, 'pgsql');
  if (tokens === undefined) return 'The query has an unterminated string, name or comment.';
  if (nestingOf(tokens) > maxNesting) {
    return `The query nests more than ${String(maxNesting)} levels deep: write it more simply.`;
  }
  let tree: unknown;
  try {
    tree = parseSync(sql);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return `The query is not valid PostgreSQL: ${reason}.`;
  }
  const statements: unknown[] = isFields(tree) && Array.isArray(tree.stmts) ? tree.stmts : [];
  if (statements.length !== 1) return 'The query must be a single statement.';
  const [only] = statements;
  const statement = isFields(only) ? only.stmt : undefined;
  if (!isFields(statement) || !isFields(statement.SelectStmt)) {
    return `The query must be a SELECT statement (SELECT or WITH … SELECT): ${statementName(statement)} is not allowed.`;
  }
  try {
    walk(statement);
  } catch (error) {
    if (error instanceof Refusal) return error.message;
    if (error instanceof RangeError) return 'The query is too complex to check.';
    throw error;
  }
  return undefined;
}
