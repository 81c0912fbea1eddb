import type { FilterNode, Operator } from '../parse/ast.ts';
import type { Cond, ValueRef } from '../plan/types.ts';
import type { Column } from '../schema/model.ts';
import { ident, type Params, pgArray } from './quote.ts';

export type ChildExists = (cond: Extract<Cond, { kind: 'exists' }>, p: Params) => string;

/** `"t0"."data"->$1::text->>$2::text`, cast if asked. JSON keys are bound, array indexes are integers. */
export function renderValue(alias: string, v: ValueRef, p: Params): string {
  let sql = `${ident(alias)}.${ident(v.column)}`;
  for (const step of v.json) {
    const operand = step.index !== undefined ? `(${step.index})` : `${p.add(step.key)}::text`;
    sql = `${sql}${step.arrow}${operand}`;
  }
  return v.cast ? `(${sql})::${v.cast}` : sql;
}

const COMPARISON: Partial<Record<Operator, string>> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'LIKE',
  ilike: 'ILIKE',
  match: '~',
  imatch: '~*',
  isdistinct: 'IS DISTINCT FROM',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxl: '&<',
  nxr: '&>',
  adj: '-|-',
};

const TSQUERY: Partial<Record<Operator, string>> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

/** One horizontal filter as SQL; every value is a bind parameter. */
export function renderFilter(
  alias: string,
  value: ValueRef,
  column: Column | undefined,
  f: FilterNode,
  p: Params,
): string {
  const target = renderValue(alias, value, p);
  const sql = renderOperator(target, value, column, f, p);
  return f.negate ? `NOT (${sql})` : sql;
}

function renderOperator(
  target: string,
  value: ValueRef,
  column: Column | undefined,
  f: FilterNode,
  p: Params,
) {
  const v = f.value;
  if (v.type === 'is') {
    return `${target} IS ${v.value.toUpperCase()}`;
  }
  if (v.type === 'list') {
    return v.items.length === 0 ? 'false' : `${target} = ANY(${p.add(pgArray(v.items))})`;
  }
  const isLike = f.op === 'like' || f.op === 'ilike';
  // PostgREST accepts `*` as the LIKE wildcard (URL-friendly), the client sends `%`.
  const text = isLike ? v.text.replaceAll('*', '%') : v.text;
  const tsquery = TSQUERY[f.op];
  if (tsquery) {
    const config = f.language === undefined ? '' : `${p.add(f.language)}::regconfig, `;
    const isVector = column?.typname === 'tsvector' && value.json.length === 0;
    const doc = isVector ? target : `to_tsvector(${config}${target})`;
    return `${doc} @@ ${tsquery}(${config}${p.add(text)})`;
  }
  const op = COMPARISON[f.op] ?? '=';
  if (f.quantifier) return `${target} ${op} ${f.quantifier.toUpperCase()}(${p.add(text)})`;
  return `${target} ${op} ${p.add(text)}`;
}

/** A condition tree as SQL. `exists` conditions are delegated to the read builder (they need a subquery). */
export function renderCond(alias: string, c: Cond, p: Params, exists: ChildExists): string {
  if (c.kind === 'filter') return renderFilter(alias, c.value, c.column, c.filter, p);
  if (c.kind === 'exists') return exists(c, p);
  const joined = c.children
    .map((x) => `(${renderCond(alias, x, p, exists)})`)
    .join(` ${c.op.toUpperCase()} `);
  const body = joined === '' ? (c.op === 'and' ? 'true' : 'false') : joined;
  return c.negate ? `NOT (${body})` : body;
}
