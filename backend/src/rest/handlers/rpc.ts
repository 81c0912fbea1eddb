import { bodyFormat, type Reply, type RequestContext, runStatement, unwrapSingle } from '../context.ts';
import { RestError, SchemaMissError } from '../errors.ts';
import { contentTypeFor } from '../http.ts';
import { parseQuery } from '../parse/query.ts';
import { checkLevelsUsed, newPlanContext, planRead } from '../plan/read.ts';
import type { ReadPlan } from '../plan/types.ts';
import type { DbFunction } from '../schema/model.ts';
import { Params } from '../sql/quote.ts';
import { renderBody, renderRows, renderTotal } from '../sql/read.ts';
import {
  type RenderedCall,
  renderJsonArgsCall,
  renderScalarCall,
  renderSingleJsonCall,
  renderTextArgsCall,
  rowsSource,
  scalarSetSource,
} from '../sql/rpc.ts';
import { contentRange, readReply } from './read.ts';

type Shape = 'void' | 'scalar' | 'scalar-set' | 'rows' | 'row';

export interface PreparedRpc {
  sql: string;
  params: (string | null)[];
  shape: Shape;
  plan?: ReadPlan;
  readOnly: boolean;
}

const isJsonType = (t: string) => t === 'json' || t === 'jsonb';

/** Picks the overload whose named parameters match `keys` (PGRST202 none, PGRST203 several). */
export function chooseFunction(
  schema: string,
  name: string,
  candidates: DbFunction[],
  keys: string[],
  allowSingleJson: boolean,
): { fn: DbFunction; singleJson: boolean } {
  const given = new Set(keys);
  const named = candidates.filter((fn) => {
    if (fn.args.some((a) => a.name === null)) return false;
    const names = new Set(fn.args.map((a) => a.name as string));
    return (
      keys.every((k) => names.has(k)) && fn.args.every((a) => a.hasDefault || given.has(a.name as string))
    );
  });
  if (named.length === 1 && named[0]) return { fn: named[0], singleJson: false };
  if (named.length > 1) {
    throw new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${named
        .map((f) => `${schema}.${name}(${f.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`)
        .join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  const single = allowSingleJson
    ? candidates.find(
        (fn) => fn.args.length === 1 && fn.args[0]?.name === null && isJsonType(fn.args[0].typname),
      )
    : undefined;
  if (single) return { fn: single, singleJson: true };
  const sorted = [...keys].sort();
  const withParams = sorted.length === 0 ? 'without parameters' : `with parameters ${sorted.join(', ')}`;
  throw new SchemaMissError(
    404,
    'PGRST202',
    `Could not find the function ${schema}.${name}${sorted.length === 0 ? ' without parameters' : `(${sorted.join(', ')})`} in the schema cache`,
    `Searched for the function ${schema}.${name} ${withParams} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
  );
}

/** Plans `/rpc/<name>`; `body` is the parsed JSON of a POST (undefined for GET/HEAD). */
export function prepareRpc(ctx: RequestContext, name: string, body: unknown): PreparedRpc {
  const candidates = ctx.cache.functions(ctx.schema, name);
  const argNames = new Set(candidates.flatMap((f) => f.args.map((a) => a.name ?? '')));
  const isPost = ctx.method === 'POST';
  const query = parseQuery(ctx.url.searchParams, isPost ? undefined : (k) => argNames.has(k));
  const p = new Params();
  let call: RenderedCall;
  let fn: DbFunction;
  if (isPost) {
    const isObj = typeof body === 'object' && body !== null && !Array.isArray(body);
    const keys = isObj ? Object.keys(body as object) : [];
    const chosen = chooseFunction(ctx.schema, name, candidates, keys, true);
    if (!isObj && !chosen.singleJson) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
    fn = chosen.fn;
    call = chosen.singleJson ? renderSingleJsonCall(fn, body, p) : renderJsonArgsCall(fn, keys, body, p);
  } else {
    fn = chooseFunction(ctx.schema, name, candidates, [...query.args.keys()], false).fn;
    call = renderTextArgsCall(fn, query.args, p);
  }
  const readOnly = !isPost;
  const r = fn.returns;
  if (r.kind === 'void')
    return { sql: renderScalarCall(call, true), params: p.values, shape: 'void', readOnly };
  if (r.kind === 'scalar' && !r.set) {
    return { sql: renderScalarCall(call, false), params: p.values, shape: 'scalar', readOnly };
  }
  const planCtx = newPlanContext(ctx.cache, query.levels, ctx.aggregates);
  let plan: ReadPlan;
  let shape: Shape;
  if (r.kind === 'scalar') {
    // setof scalar: a one-column relation named after the function; the body is an array of scalars.
    const source = { kind: 'function' as const, fn, call: scalarSetSource(fn, call) };
    plan = planRead(planCtx, source, name, [{ kind: 'column', field: { name, json: [] } }]);
    shape = 'scalar-set';
  } else {
    const source = { kind: 'function' as const, fn, table: r.table, call: rowsSource(call) };
    plan = planRead(planCtx, source, name, query.select);
    shape = r.set ? 'rows' : 'row';
  }
  checkLevelsUsed(planCtx);
  const rows = renderRows(plan, p);
  const total = ctx.prefs.count ? renderTotal(plan, p) : undefined;
  const sql = renderBody(rows, bodyFormat(ctx.media), total, shape === 'scalar-set' ? name : undefined);
  return { sql, params: p.values, shape, plan, readOnly };
}

export async function executeRpc(ctx: RequestContext, prepared: PreparedRpc): Promise<Reply> {
  const reply = await rpcReply(ctx, prepared);
  // postgrest-js sends `rpc(fn, objectArgs, { head: true })` as POST + return=minimal: no body then.
  if (ctx.method === 'POST' && ctx.prefs.return === 'minimal') reply.body = undefined;
  return reply;
}

async function rpcReply(ctx: RequestContext, prepared: PreparedRpc): Promise<Reply> {
  const row = await runStatement(ctx, prepared.sql, prepared.params, { readOnly: prepared.readOnly });
  const headers: Record<string, string> = {};
  if (ctx.applied.length > 0) headers['Preference-Applied'] = ctx.applied.join(', ');
  if (prepared.shape === 'void') return { status: 204, headers };
  if (prepared.shape === 'scalar') {
    headers['Content-Type'] = contentTypeFor(ctx.media === 'csv' ? 'json' : ctx.media);
    headers['Content-Range'] = contentRange(0, 1, ctx.prefs.count ? 1 : undefined);
    if (ctx.method === 'HEAD') return { status: 200, headers };
    return { status: 200, body: row.body ?? 'null', headers };
  }
  if (prepared.shape === 'row' && prepared.plan && ctx.media !== 'csv') {
    const reply = readReply({ ...ctx, media: 'json' }, prepared.plan, row);
    if (reply.body !== undefined) reply.body = Number(row.n) === 1 ? unwrapSingle(reply.body) : 'null';
    return reply;
  }
  if (!prepared.plan) throw new Error('rpc plan missing');
  return readReply(ctx, prepared.plan, row);
}
