import type { DbFunction } from '../schema/model.ts';
import { ident, type Params, qualified } from './quote.ts';

/** A rendered function call: `from` (an optional FROM item decoding the JSON arguments) and `call`. */
export interface RenderedCall {
  from?: string;
  call: string;
}

/** POST: named arguments decoded from the JSON body by json_to_record, as PostgREST does. */
export function renderJsonArgsCall(fn: DbFunction, names: string[], body: unknown, p: Params): RenderedCall {
  const target = qualified(fn.schema, fn.name);
  if (names.length === 0) return { call: `${target}()` };
  const json = p.add(JSON.stringify(body));
  const defs = names.map((n) => `${ident(n)} ${argType(fn, n)}`).join(', ');
  const args = names.map((n) => `${ident(n)} := "_a".${ident(n)}`).join(', ');
  return {
    from: `json_to_record(${json}::json) AS "_a"(${defs})`,
    call: `${target}(${args})`,
  };
}

/** POST to a function with one unnamed json/jsonb parameter: the whole body is the argument. */
export function renderSingleJsonCall(fn: DbFunction, body: unknown, p: Params): RenderedCall {
  const type = fn.args[0]?.type ?? 'json';
  return { call: `${qualified(fn.schema, fn.name)}(${p.add(JSON.stringify(body))}::${type})` };
}

/** GET/HEAD: arguments are query-string text, converted by each parameter type's input function. */
export function renderTextArgsCall(fn: DbFunction, args: Map<string, string>, p: Params): RenderedCall {
  const list = [...args].map(([n, v]) => `${ident(n)} := ${p.add(v)}::${argType(fn, n)}`).join(', ');
  return { call: `${qualified(fn.schema, fn.name)}(${list})` };
}

function argType(fn: DbFunction, name: string): string {
  // Catalog-sourced format_type text (e.g. `integer[]`, `character varying`): safe to inline.
  return fn.args.find((a) => a.name === name)?.type ?? 'text';
}

/** The FROM item for a rows-returning call (the JSON-args decoder joined laterally if present). */
export function rowsSource(c: RenderedCall): string {
  return c.from ? `${c.from} CROSS JOIN LATERAL ${c.call}` : c.call;
}

/** A set-returning scalar function as a one-column relation named after the function. */
export function scalarSetSource(fn: DbFunction, c: RenderedCall): string {
  const fromItem = c.from ? `${c.from} CROSS JOIN LATERAL ${c.call} AS "_v"` : `${c.call} AS "_v"`;
  return `(SELECT "_v" AS ${ident(fn.name)} FROM ${fromItem})`;
}

/** `SELECT to_json(fn(...))::text` for a function returning one scalar (or void: no body). */
export function renderScalarCall(c: RenderedCall, isVoid: boolean): string {
  const expr = isVoid ? `(${c.call})::text` : `to_json(${c.call})::text`;
  return `SELECT ${expr} AS body, 1 AS n${c.from ? ` FROM ${c.from}` : ''}`;
}
