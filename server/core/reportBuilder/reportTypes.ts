// The types the report compiler's modules share. A module of its own, importing nothing, so the
// compiler, its conditions, its size limits and the SQL readers do not import each other round.

import type { RawBuilder } from 'kysely';
import type { Schema } from '../../../domain/schema';

/** The SQL dialects the reference server runs reports on. */
export type Dialect = 'sqlite' | 'pgsql';

/** What a column or expression holds, as far as binding a value to compare with it goes. */
export type ValueType = 'text' | 'number' | 'date' | 'unknown';

/** A named result column and what its values are. */
export interface TypedColumn {
  name: string;
  type: ValueType;
}

/**
 * The tables of a connection and their columns, in order; with each column's type by
 * `table.column` when the connection told it.
 */
export type Catalog = ReadonlyMap<string, readonly string[]> & {
  readonly types?: ReadonlyMap<string, ValueType>;
};

/** A report definition as the form posts it (sections of other query types may be missing). */
export type ReportDefinition = Omit<Schema<'ReportInput'>, 'id'>;

/** A saved report used in a table slot: its compiled query and its output columns. */
export interface SubQuery {
  query: RawBuilder<unknown>;
  columns: readonly string[];
  /** The output columns' types, by name. */
  types?: ReadonlyMap<string, ValueType>;
}

/** What a compile needs besides the definition. */
export interface CompileContext {
  catalog: Catalog;
  /** Compiled saved reports that table slots of type query may name, by id. */
  subqueries: ReadonlyMap<number, SubQuery>;
  /** Today (YYYY-MM-DD), for the predefined date values. */
  today: string;
  userId: number;
  organizationId: number | null;
  /** Run-time values: grid filters by alias and parameters of is_param filters by name. */
  filters: Readonly<Record<string, string>>;
  /** Prefix of the error fields (`data.` when the form is being saved). */
  prefix: string;
}
