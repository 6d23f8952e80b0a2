import type { Kysely } from 'kysely';
import { compiledQueries } from '../db/compiledQueries';
import type { Database } from '../db/schema';
import { untyped, type Row } from './engine';

/** How `embedReference` names the row a reference column points at. */
export interface EmbedOptions {
  /** The reference column (`route_list_id`) and the answered field (`route`). */
  column: string;
  as: string;
  /** The referenced table and its column answered as `name`. */
  table: keyof Database;
  label?: string;
  /** What to answer when the referenced row is gone; left out when not given. */
  missing?: (id: number) => Row;
}

/** A presenter that embeds `{id, name}` of the referenced row into each answered row. */
export function embedReference(options: EmbedOptions) {
  const label = options.label ?? 'name';
  const names = compiledQueries();
  return async (db: Kysely<Database>, rows: Row[]): Promise<Row[]> => {
    const ids = [...new Set(rows.map((row) => Number(row[options.column])))];
    if (ids.length === 0) return rows;
    const found = await names(db, ids.join(','), () =>
      untyped(db)
        .selectFrom(options.table)
        .select(['id', `${label} as name`])
        .where('id', 'in', ids),
    );
    const byId = new Map(found.map((row) => [Number(row.id), { id: row.id, name: row.name }]));
    return rows.map((row) => {
      const id = Number(row[options.column]);
      const reference = byId.get(id) ?? options.missing?.(id);
      return reference === undefined ? row : { ...row, [options.as]: reference };
    });
  };
}

/** Runs several presenters one after the other. */
export const presentAll =
  (...presenters: ((db: Kysely<Database>, rows: Row[]) => Promise<Row[]>)[]) =>
  async (db: Kysely<Database>, rows: Row[]): Promise<Row[]> => {
    let out = rows;
    for (const present of presenters) out = await present(db, out);
    return out;
  };
