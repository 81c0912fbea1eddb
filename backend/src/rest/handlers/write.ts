import {
  bodyFormat,
  type Reply,
  type RequestContext,
  runStatement,
  type StatementRow,
  singularityError,
  unwrapSingle,
  wantsObject,
} from '../context.ts';
import { payloadColumnNotFound, RestError } from '../errors.ts';
import { contentTypeFor, parseJsonBody, readBody } from '../http.ts';
import type { ParsedQuery } from '../parse/query.ts';
import { parseQuery } from '../parse/query.ts';
import { checkLevelsUsed, newPlanContext, planRead } from '../plan/read.ts';
import type { ReadPlan } from '../plan/types.ts';
import type { Table } from '../schema/model.ts';
import { Params } from '../sql/quote.ts';
import { renderBody, renderRows, renderWhere } from '../sql/read.ts';
import {
  type InsertGroup,
  renderDeleteCte,
  renderInsertCte,
  renderMinimalBody,
  renderUpdateCte,
  type UpsertSpec,
  WRITE_CTE_NAME,
} from '../sql/write.ts';

type JsonObject = Record<string, unknown>;

export interface PreparedWrite {
  sql: string;
  params: (string | null)[];
  representation: boolean;
}

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The raw body of a JSON request (other content types → 415), size-limited. */
export async function readJsonText(ctx: RequestContext): Promise<string> {
  const type =
    (ctx.req.headers['content-type'] ?? 'application/json').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type !== 'application/json' && type !== '' && !type.endsWith('+json')) {
    throw new RestError(415, 'PGRST107', `The request's Content-Type is not acceptable: ${type}`);
  }
  return readBody(ctx.req, ctx.maxBodyBytes);
}

/** Reads and JSON-parses the body before planning, so bad JSON is a 400 whatever else is wrong. */
export async function readJson(ctx: RequestContext): Promise<unknown> {
  return parseJsonBody(await readJsonText(ctx));
}

function checkColumns(table: Table, columns: string[]) {
  for (const c of columns) if (!table.columnsByName.has(c)) throw payloadColumnNotFound(table.name, c);
}

/** The representation (return=representation) of written rows: the select tree over the CTE. */
function representationPlan(ctx: RequestContext, table: Table, query: ParsedQuery): ReadPlan {
  const planCtx = newPlanContext(ctx.cache, query.levels, ctx.aggregates);
  const plan = planRead(planCtx, { kind: 'cte', name: WRITE_CTE_NAME, table }, table.name, query.select);
  checkLevelsUsed(planCtx);
  return plan;
}

function finish(ctx: RequestContext, cte: string, plan: ReadPlan, representation: boolean, p: Params) {
  if (!representation) return `${cte} ${renderMinimalBody(false)}`;
  return `${cte} ${renderBody(renderRows(plan, p), bodyFormat(ctx.media))}`;
}

/** POST: insert one object or an array of objects; upsert with `Prefer: resolution=…`. */
export function prepareInsert(ctx: RequestContext, table: Table, body: unknown): PreparedWrite {
  const query = parseQuery(ctx.url.searchParams);
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isObject)) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  let columns = query.columns;
  if (!columns) {
    const first = Object.keys(rows[0] ?? {});
    const same = rows.every((r) => {
      const keys = Object.keys(r);
      return keys.length === first.length && first.every((k) => k in r);
    });
    if (!same) throw new RestError(400, 'PGRST102', 'All object keys must match');
    columns = first;
  }
  checkColumns(table, columns);

  const groups = ctx.prefs.missing === 'default' ? groupByPresentKeys(rows, columns) : [{ columns, rows }];
  let upsert: UpsertSpec | undefined;
  if (ctx.prefs.resolution) {
    const onConflict = query.onConflict ?? table.primaryKey;
    checkColumns(table, onConflict);
    upsert = { onConflict, resolution: ctx.prefs.resolution };
  }
  const representation = ctx.prefs.return === 'representation';
  const plan = representationPlan(ctx, table, query);
  const p = new Params();
  const cte = renderInsertCte(table, plan.alias, groups, upsert, representation, p);
  return { sql: finish(ctx, cte, plan, representation, p), params: p.values, representation };
}

/** Rows with the same present keys go together; a missing key then takes the column DEFAULT. */
function groupByPresentKeys(rows: JsonObject[], columns: string[]): InsertGroup[] {
  const groups = new Map<string, InsertGroup>();
  for (const row of rows) {
    const present = columns.filter((c) => c in row);
    const key = JSON.stringify(present);
    let g = groups.get(key);
    if (!g) {
      g = { columns: present, rows: [] };
      groups.set(key, g);
    }
    g.rows.push(row);
  }
  if (groups.size === 0) return [{ columns, rows: [] }];
  return [...groups.values()];
}

/**
 * The root filters of a PATCH/DELETE. Hosted Supabase preloads pg-safeupdate, so an UPDATE/DELETE
 * without any WHERE fails there; we answer the same 400 so nothing succeeds only locally.
 */
function mutationWhere(plan: ReadPlan, p: Params, verb: 'UPDATE' | 'DELETE'): string {
  if (plan.conditions.length === 0) throw new RestError(400, '21000', `${verb} requires a WHERE clause`);
  if (plan.limit !== undefined || plan.offset !== undefined) {
    throw new RestError(400, 'PGRST100', '"limit/offset are not supported on PATCH and DELETE"');
  }
  const where = renderWhere(plan, p);
  plan.conditions = []; // already applied by the mutation; the representation reads the CTE as is
  return where;
}

export function prepareUpdate(ctx: RequestContext, table: Table, body: unknown): PreparedWrite {
  const query = parseQuery(ctx.url.searchParams);
  if (!isObject(body)) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  const columns = query.columns ?? Object.keys(body);
  checkColumns(table, columns);
  const representation = ctx.prefs.return === 'representation';
  const plan = representationPlan(ctx, table, query);
  const p = new Params();
  const where = mutationWhere(plan, p, 'UPDATE');
  const cte = renderUpdateCte(table, plan.alias, columns, body, where, representation, p);
  return { sql: finish(ctx, cte, plan, representation, p), params: p.values, representation };
}

export function prepareDelete(ctx: RequestContext, table: Table): PreparedWrite {
  const query = parseQuery(ctx.url.searchParams);
  const representation = ctx.prefs.return === 'representation';
  const plan = representationPlan(ctx, table, query);
  const p = new Params();
  const where = mutationWhere(plan, p, 'DELETE');
  const cte = renderDeleteCte(table, plan.alias, where, representation);
  return { sql: finish(ctx, cte, plan, representation, p), params: p.values, representation };
}

export async function executeWrite(ctx: RequestContext, prepared: PreparedWrite): Promise<Reply> {
  const { prefs } = ctx;
  const check = (row: StatementRow) => {
    const n = Number(row.n);
    // Throwing here rolls the transaction back, as PostgREST does for these two cases.
    if (prefs.handling === 'strict' && prefs.maxAffected !== undefined && n > prefs.maxAffected) {
      throw new RestError(
        400,
        'PGRST124',
        'Query result exceeds max-affected preference constraint',
        `The query affects ${n} rows`,
      );
    }
    if (prepared.representation && wantsObject(ctx.media) && n !== 1) throw singularityError(n);
  };
  const row = await runStatement(ctx, prepared.sql, prepared.params, { readOnly: false, check });
  const n = Number(row.n);
  const headers: Record<string, string> = {};
  if (ctx.applied.length > 0) headers['Preference-Applied'] = ctx.applied.join(', ');
  if (prefs.count) headers['Content-Range'] = `*/${n}`;
  const created = ctx.method === 'POST';
  if (!prepared.representation) return { status: created ? 201 : 204, headers };
  headers['Content-Type'] = contentTypeFor(ctx.media);
  const raw = row.body ?? '[]';
  const body = wantsObject(ctx.media) ? unwrapSingle(raw) : raw;
  return { status: created ? 201 : 200, body, headers };
}
