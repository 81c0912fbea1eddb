/** The parsed (not yet schema-checked) shape of a PostgREST request's query string. */

export interface JsonStep {
  arrow: '->' | '->>';
  /** An object key, or an array index when `index` is set. */
  key: string;
  index?: number;
}

/** A column reference with an optional JSON path: `data->a->>b`. */
export interface FieldRef {
  name: string;
  json: JsonStep[];
}

export const AGGREGATES = ['sum', 'avg', 'max', 'min', 'count'] as const;
export type Aggregate = (typeof AGGREGATES)[number];

export interface ColumnNode {
  kind: 'column';
  field: FieldRef;
  alias?: string;
  /** `col::type` (applied to the value, or to the aggregate's result when `aggregate` is set). */
  cast?: string;
  /** `col::type.sum()`: cast of the aggregate's input. */
  inputCast?: string;
  aggregate?: Aggregate;
}

/** A bare `count()` in the select list. */
export interface CountNode {
  kind: 'count';
  alias?: string;
  cast?: string;
}

export interface StarNode {
  kind: 'star';
}

export interface EmbedNode {
  kind: 'embed';
  /** Table name, FK column name or FK constraint name. */
  name: string;
  alias?: string;
  hint?: string;
  join?: 'inner' | 'left';
  spread: boolean;
  children: SelectNode[];
}

export type SelectNode = ColumnNode | CountNode | StarNode | EmbedNode;

/** Comparisons: the operators that accept `(any)` / `(all)` with a `{a,b}` list. */
const QUANTIFIABLE_OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
] as const;

export const OPERATORS = [
  ...QUANTIFIABLE_OPERATORS,
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const;
export type Operator = (typeof OPERATORS)[number];

export const QUANTIFIABLE = new Set<Operator>(QUANTIFIABLE_OPERATORS);
export const FTS_OPERATORS = new Set<Operator>(['fts', 'plfts', 'phfts', 'wfts']);

export type FilterValue =
  | { type: 'text'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'is'; value: 'null' | 'true' | 'false' | 'unknown' };

export interface FilterNode {
  kind: 'filter';
  field: FieldRef;
  negate: boolean;
  op: Operator;
  quantifier?: 'any' | 'all';
  /** Text search configuration, `fts(english)`. */
  language?: string;
  value: FilterValue;
}

export interface LogicNode {
  kind: 'logic';
  op: 'and' | 'or';
  negate: boolean;
  children: Condition[];
}

export type Condition = FilterNode | LogicNode;

export interface OrderTerm {
  field: FieldRef;
  /** `rel(col)`: order by a column of an embedded to-one resource. */
  relation?: string;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** Everything addressed to one level of the select tree ('' = root, 'a.b' = embed b inside a). */
export interface LevelParams {
  conditions: Condition[];
  order?: OrderTerm[];
  limit?: number;
  offset?: number;
}
