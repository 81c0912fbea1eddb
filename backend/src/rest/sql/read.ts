import type { ChildPlan, Cond, OrderItem, Output, ReadPlan, Source } from '../plan/types.ts';
import { renderCond, renderValue } from './conditions.ts';
import { ident, type Params, qualified } from './quote.ts';

/** The FROM item of a level: a table, a function call or a CTE, aliased. */
export function renderSource(source: Source, alias: string): string {
  if (source.kind === 'table') return `${qualified(source.table.schema, source.table.name)} ${ident(alias)}`;
  if (source.kind === 'cte') return `${ident(source.name)} ${ident(alias)}`;
  return `${source.call} ${ident(alias)}`;
}

/** How an embedded level's rows join their parent row. */
export function joinCondition(child: ChildPlan): string {
  const c = ident(child.plan.alias);
  const p = ident(child.parentAlias);
  const { rel } = child;
  const pairs = (left: string, lcols: string[], right: string, rcols: string[]) =>
    lcols.map((col, i) => `${left}.${ident(col)} = ${right}.${ident(rcols[i] ?? '')}`).join(' AND ');
  if (rel.junction) {
    const j = ident(`j_${child.plan.alias}`);
    const { table, toParent, toTarget } = rel.junction;
    return `EXISTS (SELECT 1 FROM ${qualified(table.schema, table.name)} ${j} WHERE ${pairs(
      j,
      toTarget.columns,
      c,
      toTarget.targetColumns,
    )} AND ${pairs(j, toParent.columns, p, toParent.targetColumns)})`;
  }
  if (rel.direction === 'out') return pairs(c, rel.fk.targetColumns, p, rel.fk.columns);
  return pairs(c, rel.fk.columns, p, rel.fk.targetColumns);
}

/** Output keys of a level, spreads flattened into their parent. */
export function outputKeys(plan: ReadPlan): string[] {
  return plan.outputs.flatMap((o) => (o.kind === 'spread' ? outputKeys(o.child.plan) : [o.key]));
}

export interface RowsOptions {
  /** Leave out ORDER/LIMIT/OFFSET (for counting). */
  unordered?: boolean;
  /** An extra WHERE term already rendered (the join of an embedded level). */
  join?: string;
}

/** The WHERE clause of a level (without the keyword), or '' when it has no conditions. */
export function renderWhere(plan: ReadPlan, p: Params, join?: string): string {
  const terms = join ? [join] : [];
  for (const c of plan.conditions) terms.push(renderCond(plan.alias, c, p, existsSql));
  return terms.map((t) => (terms.length > 1 ? `(${t})` : t)).join(' AND ');
}

function existsSql(c: Extract<Cond, { kind: 'exists' }>, p: Params): string {
  const { plan } = c.child;
  const where = renderWhere(plan, p, joinCondition(c.child));
  const sql = `EXISTS (SELECT 1 FROM ${renderSource(plan.source, plan.alias)} WHERE ${where})`;
  return c.negate ? `NOT ${sql}` : sql;
}

function renderOutput(plan: ReadPlan, o: Output, p: Params): string[] {
  switch (o.kind) {
    case 'value':
      return [`${renderValue(plan.alias, o.value, p)} AS ${ident(o.key)}`];
    case 'aggregate': {
      const inner =
        o.fn === 'count*' ? 'count(*)' : `${o.fn}(${o.value ? renderValue(plan.alias, o.value, p) : '*'})`;
      return [`${o.cast ? `(${inner})::${o.cast}` : inner} AS ${ident(o.key)}`];
    }
    case 'embed': {
      const rows = renderRows(o.child.plan, p, { join: joinCondition(o.child) });
      const e = ident(`e_${o.child.plan.alias}`);
      const sql = o.child.toOne
        ? `(SELECT row_to_json(${e}) FROM (${rows}) ${e})`
        : `COALESCE((SELECT json_agg(${e}) FROM (${rows}) ${e}), '[]')`;
      return [`${sql} AS ${ident(o.key)}`];
    }
    case 'spread': {
      const s = ident(`s_${o.child.plan.alias}`);
      return outputKeys(o.child.plan).map((k) => `${s}.${ident(k)} AS ${ident(k)}`);
    }
  }
}

function lateralSpreads(plan: ReadPlan, p: Params): string {
  let sql = '';
  for (const o of plan.outputs) {
    if (o.kind !== 'spread') continue;
    const rows = renderRows(o.child.plan, p, { join: joinCondition(o.child) });
    sql += ` LEFT JOIN LATERAL (${rows}) ${ident(`s_${o.child.plan.alias}`)} ON TRUE`;
  }
  return sql;
}

function renderOrder(plan: ReadPlan, items: OrderItem[], p: Params): string {
  return items
    .map((o) => {
      let expr: string;
      if (o.expr.kind === 'value') expr = renderValue(plan.alias, o.expr.value, p);
      else {
        const child = o.expr.child;
        expr = `(SELECT ${renderValue(child.plan.alias, o.expr.value, p)} FROM ${renderSource(
          child.plan.source,
          child.plan.alias,
        )} WHERE ${joinCondition(child)} LIMIT 1)`;
      }
      const dir = o.direction ? ` ${o.direction.toUpperCase()}` : '';
      const nulls = o.nulls ? ` NULLS ${o.nulls.toUpperCase()}` : '';
      return `${expr}${dir}${nulls}`;
    })
    .join(', ');
}

/** `SELECT <outputs> FROM <source> … WHERE … GROUP BY … ORDER BY … LIMIT … OFFSET …` for one level. */
export function renderRows(plan: ReadPlan, p: Params, opts: RowsOptions = {}): string {
  const outputs = plan.outputs.flatMap((o) => renderOutput(plan, o, p));
  let sql = `SELECT ${outputs.join(', ')} FROM ${renderSource(plan.source, plan.alias)}${lateralSpreads(plan, p)}`;
  const where = renderWhere(plan, p, opts.join);
  if (where) sql += ` WHERE ${where}`;
  if (plan.grouped) {
    const positions = plan.outputs
      .map((o, i) => (o.kind === 'value' ? String(i + 1) : ''))
      .filter((x) => x !== '');
    if (positions.length > 0) sql += ` GROUP BY ${positions.join(', ')}`;
  }
  if (!opts.unordered) {
    if (plan.order.length > 0) sql += ` ORDER BY ${renderOrder(plan, plan.order, p)}`;
    if (plan.limit !== undefined) sql += ` LIMIT ${p.add(String(plan.limit))}::bigint`;
    if (plan.offset !== undefined) sql += ` OFFSET ${p.add(String(plan.offset))}::bigint`;
  }
  return sql;
}

export type BodyFormat = 'json' | 'json-stripped' | 'csv';

/**
 * Wraps a level's rows into the response: `body` (JSON array text or CSV lines) and `n` (rows in it),
 * plus `total` when a count was asked for. `scalarKey` makes an array of that column's values.
 */
export function renderBody(rows: string, format: BodyFormat, total?: string, scalarKey?: string): string {
  const r = '"_r"';
  let body: string;
  if (scalarKey !== undefined) body = `coalesce(json_agg(${r}.${ident(scalarKey)}), '[]')::text`;
  else if (format === 'csv') body = `coalesce(string_agg(${csvLine(r)}, E'\\n'), '')`;
  else if (format === 'json-stripped')
    body = `coalesce(json_agg(json_strip_nulls(row_to_json(${r}))), '[]')::text`;
  else body = `coalesce(json_agg(${r}), '[]')::text`;
  const count = total ? `, (${total}) AS total` : '';
  return `SELECT ${body} AS body, count(*) AS n${count} FROM (${rows}) ${r}`;
}

/**
 * Each row of a level as its CSV line (no aggregation): the row's text form without its parentheses,
 * as renderBody's CSV writes it: fields quoted when they hold a comma, quote, space or line break,
 * quotes doubled, nulls empty (an empty string is "").
 */
export function renderCsvLines(rows: string): string {
  const r = '"_r"';
  return `SELECT ${csvLine(r)} AS line FROM (${rows}) ${r}`;
}

/**
 * A row's CSV line from its text form `(a,"b ""c""",)`: PostgreSQL quotes a field holding a comma,
 * quote, parenthesis, space, backslash or line break and doubles its quotes, as CSV does, but it also
 * doubles its backslashes, which CSV does not (PostgREST sends them doubled): every backslash of that
 * text is one of such a pair, so halving them all restores the values.
 */
function csvLine(r: string): string {
  return `replace(substring(${r}::text, 2, length(${r}::text) - 2), '\\\\', '\\')`;
}

/** `SELECT count(*)` of a root level without its limit/offset (Prefer: count=exact). */
export function renderTotal(plan: ReadPlan, p: Params): string {
  if (plan.grouped) return `SELECT count(*) FROM (${renderRows(plan, p, { unordered: true })}) "_c"`;
  const where = renderWhere(plan, p);
  return `SELECT count(*) FROM ${renderSource(plan.source, plan.alias)}${where ? ` WHERE ${where}` : ''}`;
}
