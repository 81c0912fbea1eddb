import type { Tx } from '../../db/port.ts';
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
import { outputKeys, renderBody, renderCsvLines, renderRows, renderTotal } from '../sql/read.ts';

export interface PreparedRead {
  sql: string;
  params: (string | null)[];
  plan: ReadPlan;
  /** `Prefer: count=estimated`: the count query, planned first and run only when the plan says it is small. */
  estimate?: { sql: string; params: (string | null)[] };
  /** `Accept: text/csv` without a count: each row as its CSV line, read through a cursor (streamCsv). */
  csvLines?: string;
}

/**
 * `count=estimated` counts exactly up to this many rows and answers the planner's estimate above it,
 * as PostgREST does past its db-max-rows: a table's page then costs the same at a million rows.
 */
export const ESTIMATED_COUNT_EXACT_UP_TO = 10_000;

/** Plans GET/HEAD on a table or view (no database access: the schema cache answers). */
export function prepareRead(ctx: RequestContext, table: Table): PreparedRead {
  const query = parseQuery(ctx.url.searchParams);
  const planCtx = newPlanContext(ctx.cache, query.levels, ctx.aggregates);
  const plan = planRead(planCtx, { kind: 'table', table }, table.name, query.select);
  checkLevelsUsed(planCtx);
  const p = new Params();
  const rows = renderRows(plan, p);
  if (ctx.prefs.count === 'estimated') {
    const counted = new Params();
    const estimate = { sql: renderTotal(plan, counted), params: counted.values };
    return { sql: renderBody(rows, bodyFormat(ctx.media)), params: p.values, plan, estimate };
  }
  const total = ctx.prefs.count ? renderTotal(plan, p) : undefined;
  const csvLines = ctx.media === 'csv' && !total && ctx.method === 'GET' ? renderCsvLines(rows) : undefined;
  return { sql: renderBody(rows, bodyFormat(ctx.media), total), params: p.values, plan, csvLines };
}

export async function executeRead(ctx: RequestContext, prepared: PreparedRead): Promise<Reply> {
  const { estimate } = prepared;
  if (prepared.csvLines !== undefined)
    return streamCsv(ctx, prepared.plan, prepared.csvLines, prepared.params);
  if (!estimate)
    return readReply(
      ctx,
      prepared.plan,
      await runStatement(ctx, prepared.sql, prepared.params, { readOnly: true }),
    );
  const row = await ctx.db.withIdentity(
    ctx.identity,
    async (tx) => {
      const { rows } = await tx.query<StatementRow>(prepared.sql, prepared.params);
      const planned = await tx.query<{ 'QUERY PLAN': unknown }>(
        `EXPLAIN (FORMAT JSON) ${estimate.sql.replace(/^SELECT count\(\*\)/, 'SELECT 1')}`,
        estimate.params,
      );
      let total = plannedRows(planned.rows[0]?.['QUERY PLAN']);
      if (total === undefined || total <= ESTIMATED_COUNT_EXACT_UP_TO) {
        const exact = await tx.query<{ count: string | number }>(estimate.sql, estimate.params);
        total = Number(exact.rows[0]?.count ?? 0);
      }
      return { ...(rows[0] ?? { body: null, n: 0 }), total };
    },
    { readOnly: true, rollback: ctx.prefs.tx === 'rollback' },
  );
  return readReply(ctx, prepared.plan, row);
}

/** The rows the planner expects the count's rows (`SELECT 1 FROM …`, as PostgREST explains it) to be. */
function plannedRows(explained: unknown): number | undefined {
  const document = typeof explained === 'string' ? JSON.parse(explained) : explained;
  const rows = Array.isArray(document) ? document[0]?.Plan?.['Plan Rows'] : undefined;
  return typeof rows === 'number' ? Math.round(rows) : undefined;
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

/** Rows fetched from the cursor per chunk of a streamed CSV answer (a few hundred KB of text). */
export const CSV_ROWS_PER_CHUNK = 2_000;

/**
 * A whole table as CSV, streamed: the rows are read through a cursor in the request's transaction,
 * CSV_ROWS_PER_CHUNK at a time, and each chunk is written before the next is fetched, so neither the
 * database nor this process holds the whole answer (PostgREST builds it whole; a million rows is
 * ~100 MB). The first chunk is fetched before the headers go out, so a bad filter is still an error
 * answer. The row count is not known up front: no Content-Range (ask a count to get one, unstreamed).
 */
function streamCsv(
  ctx: RequestContext,
  plan: ReadPlan,
  linesSql: string,
  params: (string | null)[],
): Promise<Reply> {
  const cursor = '"pgrst_csv"';
  const fetchChunk = async (tx: Tx) =>
    (await tx.query<{ line: string }>(`FETCH ${CSV_ROWS_PER_CHUNK} FROM ${cursor}`)).rows.map((r) => r.line);
  return new Promise<Reply>((answer, refuse) => {
    let answered = false;
    ctx.db
      .withIdentity(
        ctx.identity,
        async (tx) => {
          await tx.query(`DECLARE ${cursor} NO SCROLL CURSOR FOR ${linesSql}`, params);
          let lines = await fetchChunk(tx);
          // The transaction stays open until the last chunk is written (or the client leaves).
          await new Promise<void>((sent, failed) => {
            answered = true;
            const headers: Record<string, string> = { 'Content-Type': contentTypeFor('csv') };
            if (ctx.applied.length > 0) headers['Preference-Applied'] = ctx.applied.join(', ');
            answer({
              status: 200,
              headers,
              stream: async (write) => {
                try {
                  await write(csvHeader(outputKeys(plan)));
                  while (lines.length > 0) {
                    await write(`\n${lines.join('\n')}`);
                    if (lines.length < CSV_ROWS_PER_CHUNK) break;
                    lines = await fetchChunk(tx);
                  }
                  sent();
                } catch (e) {
                  failed(e);
                  throw e;
                }
              },
            });
          });
        },
        { readOnly: true, rollback: ctx.prefs.tx === 'rollback' },
      )
      .catch((e) => {
        if (!answered) refuse(e);
      });
  });
}
