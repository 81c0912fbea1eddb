import type { Reply, RequestContext } from '../context.ts';
import type { DbFunction } from '../schema/model.ts';

/**
 * `GET /rest/v1/`: a small Swagger 2.0 description of the exposed schema (tables, columns, and the
 * functions the caller's role may execute, under `/rpc/<name>`), the document PostgREST serves at its
 * root. Only names and types: no data.
 */
export function openApi(ctx: RequestContext): Reply {
  const paths: Record<string, unknown> = { '/': {} };
  const definitions: Record<string, unknown> = {};
  for (const t of ctx.cache.tables(ctx.schema)) {
    paths[`/${t.name}`] = {};
    definitions[t.name] = {
      type: 'object',
      required: t.columns.filter((c) => c.notNull && c.default === null && !c.identity).map((c) => c.name),
      properties: Object.fromEntries(t.columns.map((c) => [c.name, { format: c.type }])),
    };
  }
  for (const fn of ctx.cache.allFunctions(ctx.schema)) {
    if (!fn.executableBy.includes(ctx.identity.role)) continue;
    if (fn.returns.kind === 'scalar' && fn.returns.typname === 'trigger') continue; // not callable
    paths[`/rpc/${fn.name}`] = rpcPath(fn);
  }
  const doc = {
    swagger: '2.0',
    info: { title: 'PostgREST-compatible API (local)', version: '12' },
    basePath: '/',
    schemes: ['http'],
    consumes: ['application/json'],
    produces: ['application/json'],
    paths,
    definitions,
  };
  return {
    status: 200,
    body: JSON.stringify(doc),
    headers: { 'Content-Type': 'application/openapi+json; charset=utf-8' },
  };
}

/** One function as PostgREST describes it: POST with the arguments as a JSON object; GET unless volatile. */
function rpcPath(fn: DbFunction) {
  const named = fn.args.filter((a) => a.name !== null);
  const tag = `(rpc) ${fn.name}`;
  const responses = { '200': { description: 'OK' } };
  const post = {
    tags: [tag],
    produces: ['application/json'],
    parameters: [
      {
        in: 'body',
        name: 'args',
        required: true,
        schema: {
          type: 'object',
          required: named.filter((a) => !a.hasDefault).map((a) => a.name),
          properties: Object.fromEntries(named.map((a) => [a.name, { format: a.type }])),
        },
      },
    ],
    responses,
  };
  if (fn.volatility === 'v') return { post };
  const get = {
    tags: [tag],
    produces: ['application/json'],
    parameters: named.map((a) => ({
      in: 'query',
      name: a.name,
      required: !a.hasDefault,
      type: 'string',
      format: a.type,
    })),
    responses,
  };
  return { get, post };
}
