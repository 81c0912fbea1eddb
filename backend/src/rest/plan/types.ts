import type { Aggregate, FilterNode, JsonStep } from '../parse/ast.ts';
import type { Column, DbFunction, Table } from '../schema/model.ts';
import type { Relationship } from './relationships.ts';

/** A column of the current level, possibly drilled into with a JSON path, possibly cast. */
export interface ValueRef {
  column: string;
  json: JsonStep[];
  /** Quoted, schema-qualified type (validated against the schema cache). */
  cast?: string;
}

export type Output =
  | { kind: 'value'; key: string; value: ValueRef }
  | { kind: 'aggregate'; key: string; fn: Aggregate | 'count*'; value?: ValueRef; cast?: string }
  | { kind: 'embed'; key: string; child: ChildPlan }
  | { kind: 'spread'; child: ChildPlan };

export type Cond =
  | { kind: 'filter'; value: ValueRef; column: Column | undefined; filter: FilterNode }
  | { kind: 'logic'; op: 'and' | 'or'; negate: boolean; children: Cond[] }
  /** `rel=not.is.null`, `!inner`: the parent has at least one (matching) embedded row. */
  | { kind: 'exists'; negate: boolean; child: ChildPlan };

export type OrderExpr =
  | { kind: 'value'; value: ValueRef }
  /** `order=rel(col)`: a column of a to-one embed. */
  | { kind: 'related'; child: ChildPlan; value: ValueRef };

export interface OrderItem {
  expr: OrderExpr;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** Where a level's rows come from. */
export type Source =
  | { kind: 'table'; table: Table }
  /** A rows-returning function call; `call` is its rendered SQL (arguments already bound). */
  | { kind: 'function'; fn: DbFunction; table?: Table; call: string }
  /** The rows of a data-modifying CTE (insert/update/delete ... returning). */
  | { kind: 'cte'; name: string; table: Table };

export interface ReadPlan {
  source: Source;
  /** Name in error messages, e.g. the table name. */
  label: string;
  /** SQL alias of this level's relation: t0 for the root, t1… for embeds. */
  alias: string;
  columns: Map<string, Column | { name: string; type: string }>;
  outputs: Output[];
  conditions: Cond[];
  order: OrderItem[];
  limit?: number;
  offset?: number;
  /** Aggregates present: every non-aggregate output goes into GROUP BY. */
  grouped: boolean;
}

export interface ChildPlan {
  plan: ReadPlan;
  rel: Relationship;
  parentAlias: string;
  toOne: boolean;
  inner: boolean;
}
