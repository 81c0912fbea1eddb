/** The schema cache's view of the exposed schemas, as PostgREST keeps it. */

export interface Column {
  name: string;
  /** `format_type` text, e.g. `timestamp with time zone`, `text[]`. Catalog-sourced, safe to inline. */
  type: string;
  /** `pg_type.typname`, e.g. `timestamptz`, `_text`, `tsvector`. */
  typname: string;
  /** `pg_type.typcategory`: 'A' array, 'S' string, 'N' numeric, 'U' user (json/jsonb), … */
  category: string;
  notNull: boolean;
  /** Default expression text from pg_get_expr (catalog-sourced), or null. */
  default: string | null;
  /** 'a' GENERATED ALWAYS AS IDENTITY, 'd' BY DEFAULT, '' none. */
  identity: string;
  /** 's' stored generated column, '' none. */
  generated: string;
}

export interface Table {
  oid: number;
  schema: string;
  name: string;
  /** pg_class.relkind: r table, p partitioned, v view, m matview, f foreign. */
  kind: string;
  columns: Column[];
  columnsByName: Map<string, Column>;
  primaryKey: string[];
  /** Primary key, unique constraints and unique indexes. */
  uniqueKeys: string[][];
  outgoing: ForeignKey[];
  incoming: ForeignKey[];
}

export interface ForeignKey {
  name: string;
  table: Table;
  columns: string[];
  target: Table;
  targetColumns: string[];
}

export interface FunctionArg {
  name: string | null;
  type: string;
  typname: string;
  hasDefault: boolean;
}

export type FunctionReturn =
  | { kind: 'void' }
  | { kind: 'scalar'; set: boolean; type: string; typname: string }
  | { kind: 'rows'; set: boolean; table?: Table; columns: { name: string; type: string }[] };

export interface DbFunction {
  schema: string;
  name: string;
  /** Input arguments in declaration order. */
  args: FunctionArg[];
  returns: FunctionReturn;
  /** 'i' immutable, 's' stable, 'v' volatile. */
  volatility: string;
  variadic: boolean;
  /** The API roles (anon, authenticated, service_role) that may execute it. */
  executableBy: string[];
}

/** True when `cols` (in any order) are exactly one of the table's unique keys. */
export function isUniqueKey(table: Table, cols: readonly string[]): boolean {
  const set = new Set(cols);
  return table.uniqueKeys.some((k) => k.length === set.size && k.every((c) => set.has(c)));
}
