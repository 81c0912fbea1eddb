import { parseError } from '../errors.ts';
import type { Condition, LevelParams, SelectNode } from './ast.ts';
import { parseFieldText } from './cursor.ts';
import { parseFilter, parseList, parseLogic } from './filter.ts';
import { parseCount, parseOrder } from './order.ts';
import { parseSelect } from './select.ts';

export interface ParsedQuery {
  select: SelectNode[];
  /** Filters, order, limit, offset per select level: '' is the root, 'a.b' the embed b inside a. */
  levels: Map<string, LevelParams>;
  /** `columns=` of a write (already unquoted). */
  columns?: string[];
  /** `on_conflict=` of an upsert. */
  onConflict?: string[];
  /** Query parameters taken as RPC arguments (GET/HEAD rpc). */
  args: Map<string, string>;
}

const MAX_PARAMS = 500;
/**
 * Filters over the whole request, every `and`/`or` group and every condition inside one counted: a few
 * thousand make PGlite fail inside the engine ('bad buffer ID', a 500) and no real query comes near.
 */
export const MAX_CONDITIONS = 500;

/**
 * Sorts the decoded query string into select, per-level conditions/order/limit/offset and write options.
 * `isArgument` picks out RPC arguments (function parameter names) for GET/HEAD rpc.
 */
export function parseQuery(
  params: URLSearchParams,
  isArgument: (key: string) => boolean = () => false,
): ParsedQuery {
  const query: ParsedQuery = { select: [{ kind: 'star' }], levels: new Map(), args: new Map() };
  let count = 0;
  for (const [key, value] of params) {
    if (++count > MAX_PARAMS) throw parseError('query string', `more than ${MAX_PARAMS} parameters`);
    if (key === 'select') query.select = parseSelect(value);
    else if (key === 'columns') query.columns = parseNameList(value, 'columns');
    else if (key === 'on_conflict') query.onConflict = parseNameList(value, 'on_conflict');
    else if (isArgument(key)) query.args.set(key, value);
    else addLevelParam(query, key, value);
  }
  let conditions = 0;
  for (const l of query.levels.values()) for (const c of l.conditions) conditions += conditionCount(c);
  if (conditions > MAX_CONDITIONS) {
    throw parseError('filters', `more than ${MAX_CONDITIONS} conditions and groups in one request`);
  }
  return query;
}

/** A condition and, for a group, everything inside it (trees are at most MAX_LOGIC_DEPTH deep). */
function conditionCount(c: Condition): number {
  if (c.kind !== 'logic') return 1;
  let n = 1;
  for (const child of c.children) n += conditionCount(child);
  return n;
}

function level(query: ParsedQuery, path: string): LevelParams {
  let l = query.levels.get(path);
  if (!l) {
    l = { conditions: [] };
    query.levels.set(path, l);
  }
  return l;
}

function addLevelParam(query: ParsedQuery, key: string, value: string) {
  const arrow = key.indexOf('->');
  const head = arrow < 0 ? key : key.slice(0, arrow);
  const parts = head.split('.');
  const last = parts[parts.length - 1] ?? '';
  // `not.or` / `rel.not.and`: the negation is part of the key.
  const negatedLogic =
    parts.length >= 2 && parts[parts.length - 2] === 'not' && (last === 'or' || last === 'and');
  if (arrow < 0 && (last === 'or' || last === 'and')) {
    const path = parts.slice(0, negatedLogic ? -2 : -1).join('.');
    level(query, path).conditions.push(parseLogic(last, negatedLogic, value));
    return;
  }
  const path = parts.slice(0, -1).join('.');
  if (arrow < 0 && last === 'order') level(query, path).order = parseOrder(value);
  else if (arrow < 0 && last === 'limit') level(query, path).limit = parseCount('limit', value);
  else if (arrow < 0 && last === 'offset') level(query, path).offset = parseCount('offset', value);
  else {
    const fieldText = arrow < 0 ? last : last + key.slice(arrow);
    const field = parseFieldText(fieldText, `filter (${key})`);
    level(query, path).conditions.push(parseFilter(field, value));
  }
}

/** `"a","b"` or `a,b` (columns, on_conflict). */
function parseNameList(value: string, what: string): string[] {
  const items = parseList(`(${value})`, what);
  if (items.some((i) => i === '')) throw parseError(what, 'empty column name');
  return items;
}
