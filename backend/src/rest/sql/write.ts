import type { Table } from '../schema/model.ts';
import { ident, type Params, qualified } from './quote.ts';

/** Rows that share the same set of columns become one INSERT (so missing columns get their DEFAULT). */
export interface InsertGroup {
  columns: string[];
  rows: Record<string, unknown>[];
}

export interface UpsertSpec {
  onConflict: string[];
  resolution: 'merge-duplicates' | 'ignore-duplicates';
}

const CTE = '"_w"';

/** RETURNING list: the whole row for a representation, `1` otherwise (no SELECT policy needed then). */
function returning(representation: boolean, alias: string): string {
  return representation ? `RETURNING ${ident(alias)}.*` : 'RETURNING 1';
}

/**
 * `WITH "_w" AS (INSERT … RETURNING …)`: one INSERT per column group, rows decoded by
 * json_populate_recordset against the table's row type (as PostgREST does), so every value is typed by
 * Postgres and sent as one JSON bind parameter per group.
 */
export function renderInsertCte(
  table: Table,
  alias: string,
  groups: InsertGroup[],
  upsert: UpsertSpec | undefined,
  representation: boolean,
  p: Params,
): string {
  const target = qualified(table.schema, table.name);
  const ctes = groups.map((g, i) => {
    const json = p.add(JSON.stringify(g.rows));
    const cols = g.columns.map(ident).join(', ');
    const insert =
      g.columns.length === 0
        ? `INSERT INTO ${target} AS ${ident(alias)} SELECT FROM json_array_elements(${json}::json)`
        : `INSERT INTO ${target} AS ${ident(alias)} (${cols}) SELECT ${cols} FROM json_populate_recordset(NULL::${target}, ${json}::json) "_j"`;
    let conflict = '';
    if (upsert) {
      const on = upsert.onConflict.length > 0 ? ` (${upsert.onConflict.map(ident).join(', ')})` : '';
      const sets = g.columns.map((c) => `${ident(c)} = EXCLUDED.${ident(c)}`).join(', ');
      conflict =
        upsert.resolution === 'ignore-duplicates' || sets === ''
          ? ` ON CONFLICT${on} DO NOTHING`
          : ` ON CONFLICT${on} DO UPDATE SET ${sets}`;
    }
    return `${ident(`_w${i}`)} AS (${insert}${conflict} ${returning(representation, alias)})`;
  });
  const union = groups.map((_, i) => `SELECT * FROM ${ident(`_w${i}`)}`).join(' UNION ALL ');
  return `WITH ${ctes.join(', ')}, ${CTE} AS (${union})`;
}

/** `WITH "_w" AS (UPDATE … SET c = "_p".c … FROM json_populate_record(…) "_p" WHERE … RETURNING …)`. */
export function renderUpdateCte(
  table: Table,
  alias: string,
  columns: string[],
  body: Record<string, unknown>,
  where: string,
  representation: boolean,
  p: Params,
): string {
  const target = qualified(table.schema, table.name);
  if (columns.length === 0) {
    // Nothing to set: PostgREST answers without touching any row. The filters stay in the statement so
    // that their bind parameters are all used.
    return `WITH ${CTE} AS (SELECT ${ident(alias)}.* FROM ${target} ${ident(alias)} WHERE false AND (${where}))`;
  }
  const json = p.add(JSON.stringify(body));
  const sets = columns.map((c) => `${ident(c)} = "_p".${ident(c)}`).join(', ');
  return `WITH ${CTE} AS (UPDATE ${target} AS ${ident(alias)} SET ${sets} FROM (SELECT * FROM json_populate_record(NULL::${target}, ${json}::json)) "_p" WHERE ${where} ${returning(representation, alias)})`;
}

export function renderDeleteCte(table: Table, alias: string, where: string, representation: boolean): string {
  const target = qualified(table.schema, table.name);
  return `WITH ${CTE} AS (DELETE FROM ${target} AS ${ident(alias)} WHERE ${where} ${returning(representation, alias)})`;
}

/** The body of a write without representation: only the number of affected rows. */
export function renderMinimalBody(withTotal: boolean): string {
  return `SELECT '' AS body, count(*) AS n${withTotal ? ', count(*) AS total' : ''} FROM ${CTE}`;
}

export const WRITE_CTE_NAME = '_w';
