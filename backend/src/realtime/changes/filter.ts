/**
 * The postgres_changes `filter` grammar: `column=op.value`, ops eq|neq|lt|lte|gt|gte|in (Realtime's
 * classic set) plus like|ilike|match|imatch|is|isdistinct, a `not.` prefix and several conditions joined
 * by commas (AND), as RealtimePostgresFilterBuilder in realtime-js 2.1xx writes them. Values may be
 * double-quoted PostgREST-style (`name=eq."a,b"`, `\"` and `\\` escapes inside).
 *
 * Comparison follows the column's Postgres type, as Realtime casts the filter value to it: numbers
 * compare numerically, timestamps chronologically, uuids case-insensitively, everything else as text.
 */

export const FILTER_OPS = [
  'eq',
  'neq',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

export interface Condition {
  column: string;
  op: FilterOp;
  negate: boolean;
  /** One value, or several for `in`. `null` only for the literal `null` of `is`. */
  values: (string | null)[];
}

export class FilterSyntaxError extends Error {}

/** Splits on `sep` outside double quotes and parentheses. */
function splitTopLevel(text: string, sep: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      current += ch;
      if (ch === '\\' && i + 1 < text.length) {
        current += text[++i];
      } else if (ch === '"') {
        quoted = false;
      }
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    if (ch === sep && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  if (quoted) throw new FilterSyntaxError('unterminated quote');
  parts.push(current);
  return parts;
}

function unquote(v: string): string {
  if (v.length >= 2 && v.startsWith('"') && v.endsWith('"')) {
    return v.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return v;
}

export function parseFilter(filter: string | undefined | null): Condition[] {
  if (filter === undefined || filter === null || filter === '') return [];
  return splitTopLevel(filter, ',').map(parseCondition);
}

function parseCondition(text: string): Condition {
  const eq = text.indexOf('=');
  if (eq <= 0) throw new FilterSyntaxError(`invalid filter condition "${text}"`);
  const column = text.slice(0, eq).trim();
  let rest = text.slice(eq + 1);
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot <= 0) throw new FilterSyntaxError(`invalid filter condition "${text}"`);
  const op = rest.slice(0, dot) as FilterOp;
  if (!FILTER_OPS.includes(op)) throw new FilterSyntaxError(`unknown filter operator "${op}"`);
  const raw = rest.slice(dot + 1);
  if (op === 'in') {
    if (!raw.startsWith('(') || !raw.endsWith(')')) {
      throw new FilterSyntaxError(`"in" needs a parenthesised list: "${text}"`);
    }
    const inner = raw.slice(1, -1);
    const values = inner === '' ? [] : splitTopLevel(inner, ',').map((v) => unquote(v.trim()));
    return { column, op, negate, values };
  }
  if (op === 'is') {
    const v = raw.toLowerCase();
    if (!['null', 'true', 'false', 'unknown'].includes(v)) {
      throw new FilterSyntaxError(`"is" accepts null, true, false or unknown: "${text}"`);
    }
    return { column, op, negate, values: [v] };
  }
  return { column, op, negate, values: [unquote(raw)] };
}

const NUMERIC = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid', 'money']);
const INTEGER = new Set(['int2', 'int4', 'int8', 'oid']);
const TEMPORAL = new Set(['timestamp', 'timestamptz', 'date']);
const TRUE_WORDS = new Set(['t', 'true', 'y', 'yes', 'on', '1']);

type Comparable = number | bigint | string | boolean;

/** Normalises a record value or a filter literal into something `<`/`===` can compare. */
function normalise(value: unknown, type: string): Comparable | null {
  if (value === null || value === undefined) return null;
  if (INTEGER.has(type)) {
    try {
      return BigInt(typeof value === 'number' ? Math.trunc(value) : String(value).trim());
    } catch {
      return null;
    }
  }
  if (NUMERIC.has(type)) {
    const n = typeof value === 'number' ? value : Number(String(value).trim());
    return Number.isNaN(n) ? null : n;
  }
  if (type === 'bool') {
    if (typeof value === 'boolean') return value;
    return TRUE_WORDS.has(String(value).toLowerCase());
  }
  if (TEMPORAL.has(type)) {
    // Postgres writes and accepts `+00` offsets; JavaScript's Date wants `+00:00`.
    const s = String(value)
      .trim()
      .replace(' ', 'T')
      .replace(/([+-]\d\d)$/, '$1:00');
    const t = Date.parse(type === 'date' ? `${s.slice(0, 10)}T00:00:00Z` : s);
    return Number.isNaN(t) ? String(value) : t;
  }
  if (type === 'uuid') return String(value).toLowerCase();
  if (type === 'json' || type === 'jsonb') {
    return typeof value === 'string' ? value : JSON.stringify(value);
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * A string that two values share exactly when `eq` holds between them for this column type; null when
 * the value cannot take part in equality (null, or not castable). Used to index `col=eq.value` bindings.
 */
export function equalityKey(value: unknown, type: string): string | null {
  const v = normalise(value, type);
  return v === null ? null : `${typeof v}:${String(v)}`;
}

/** The condition a binding can be indexed by: its first plain (not negated) `eq`. */
export function indexableCondition(conditions: Condition[]): Condition | undefined {
  return conditions.find((c) => c.op === 'eq' && !c.negate && c.values[0] !== null);
}

function likeToRegExp(pattern: string, flags: string): RegExp {
  // PostgREST accepts `*` for `%` in URLs; Realtime passes the value to SQL LIKE.
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i] as string;
    if (ch === '\\' && i + 1 < pattern.length) {
      source += (pattern[++i] as string).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    } else if (ch === '%' || ch === '*') source += '.*';
    else if (ch === '_') source += '.';
    else source += ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`, `s${flags}`);
}

function compare(a: Comparable, b: Comparable): number {
  if (typeof a === 'bigint' || typeof b === 'bigint') {
    const x = typeof a === 'bigint' ? a : BigInt(Math.trunc(Number(a)));
    const y = typeof b === 'bigint' ? b : BigInt(Math.trunc(Number(b)));
    return x < y ? -1 : x > y ? 1 : 0;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

/** SQL three-valued logic: null is "unknown" (and stays unknown under `not.`). */
function evaluate(cond: Condition, raw: unknown, type: string): boolean | null {
  const value = normalise(raw, type);
  const literal = cond.values[0] ?? null;
  switch (cond.op) {
    case 'is': {
      if (literal === 'null') return value === null;
      if (literal === 'unknown') return value === null;
      return value === (literal === 'true');
    }
    case 'isdistinct': {
      const other = literal === null || literal === 'null' ? null : normalise(literal, type);
      if (value === null || other === null) return value !== other;
      return compare(value, other) !== 0;
    }
    case 'in': {
      if (value === null) return null;
      return cond.values.some((v) => {
        const other = normalise(v, type);
        return other !== null && compare(value, other) === 0;
      });
    }
    case 'like':
    case 'ilike':
    case 'match':
    case 'imatch': {
      if (value === null || literal === null) return null;
      const text = typeof raw === 'string' ? raw : String(raw);
      const flags = cond.op === 'ilike' || cond.op === 'imatch' ? 'i' : '';
      try {
        const re = cond.op.endsWith('like') ? likeToRegExp(literal, flags) : new RegExp(literal, flags);
        return re.test(text);
      } catch {
        return false;
      }
    }
    default: {
      const other = normalise(literal, type);
      if (value === null || other === null) return null;
      const c = compare(value, other);
      switch (cond.op) {
        case 'eq':
          return c === 0;
        case 'neq':
          return c !== 0;
        case 'lt':
          return c < 0;
        case 'lte':
          return c <= 0;
        case 'gt':
          return c > 0;
        case 'gte':
          return c >= 0;
      }
      return false;
    }
  }
}

/**
 * True when every condition holds for `record`. A column missing from the record (e.g. a DELETE whose
 * old image holds only the primary key) makes its condition unknown, hence false.
 */
export function matches(
  conditions: Condition[],
  record: Record<string, unknown>,
  typeOf: (column: string) => string | undefined,
): boolean {
  for (const cond of conditions) {
    if (!(cond.column in record)) return false;
    const type = typeOf(cond.column) ?? 'text';
    const result = evaluate(cond, record[cond.column], type);
    if (result === null || result === cond.negate) return false;
  }
  return true;
}
