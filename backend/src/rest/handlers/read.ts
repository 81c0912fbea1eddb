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
import { RestError } from '../errors.ts';
import { contentTypeFor } from '../http.ts';
import { parseQuery } from '../parse/query.ts';
import { checkLevelsUsed, newPlanContext, planRead } from '../plan/read.ts';
import type { ReadPlan } from '../plan/types.ts';
import type { Table } from '../schema/model.ts';
import { Params } from '../sql/quote.ts';
import { outputKeys, renderBody, renderRows, renderTotal } from '../sql/read.ts';

export interface PreparedRead {
  sql: string;
  params: (string | null)[];
  plan: ReadPlan;
}

/** Plans GET/HEAD on a table or view (no database access: the schema cache answers). */
export function prepareRead(ctx: RequestContext, table: Table): PreparedRead {
  const query = parseQuery(ctx.url.searchParams);
  const planCtx = newPlanContext(ctx.cache, query.levels, ctx.aggregates);
  const plan = planRead(planCtx, { kind: 'table', table }, table.name, query.select);
  checkLevelsUsed(planCtx);
  const p = new Params();
  const rows = renderRows(plan, p);
  const total = ctx.prefs.count ? renderTotal(plan, p) : undefined;
  return { sql: renderBody(rows, bodyFormat(ctx.media), total), params: p.values, plan };
}

export async function executeRead(ctx: RequestContext, prepared: PreparedRead): Promise<Reply> {
  const row = await runStatement(ctx, prepared.sql, prepared.params, { readOnly: true });
  return readReply(ctx, prepared.plan, row);
}

/** Status, Content-Range and body of a read (also used for rpc returning rows). */
export function readReply(ctx: RequestContext, plan: ReadPlan, row: StatementRow): Reply {
  const n = Number(row.n);
  const total = row.total === undefined || row.total === null ? undefined : Number(row.total);
  const offset = plan.offset ?? 0;
  const headers: Record<string, string> = {
    'Content-Type': contentTypeFor(ctx.media),
    'Content-Range': contentRange(offset, n, total),
  };
  if (ctx.applied.length > 0) headers['Preference-Applied'] = ctx.applied.join(', ');
  let status = 200;
  if (total !== undefined) {
    if (offset > total && offset > 0) {
      throw new RestError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        `An offset of ${offset} was requested, but there are only ${total} rows.`,
      );
    }
    if (n < total) status = 206;
  }
  if (wantsObject(ctx.media) && n !== 1) throw singularityError(n);
  if (ctx.method === 'HEAD') return { status, headers };
  let body = row.body ?? '[]';
  if (ctx.media === 'csv') body = csvHeader(outputKeys(plan)) + (body === '' ? '' : `\n${body}`);
  else if (wantsObject(ctx.media)) body = unwrapSingle(body);
  return { status, body, headers };
}

export function contentRange(offset: number, n: number, total: number | undefined): string {
  const of = total === undefined ? '*' : String(total);
  return n > 0 ? `${offset}-${offset + n - 1}/${of}` : `*/${of}`;
}

function csvHeader(keys: string[]): string {
  return keys.map((k) => (/[",\n\r]/.test(k) ? `"${k.replaceAll('"', '""')}"` : k)).join(',');
}
