import type { Reply, RequestContext } from '../context.ts';

/**
 * `GET /rest/v1/`: a small Swagger 2.0 description of the exposed schema (tables, columns, functions),
 * the document PostgREST serves at its root. Only names and types: no data.
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
