/**
 * A live loader's window as the superuser's SQL: what `recentRows` asks PostgREST for (the `days` of
 * its date column, `orStill`, `or`, `match`; user and workflow are the superuser read's own), written
 * as a `where`. A live test then reads exactly the rows the loader declared (see `loadSelection`'s
 * `reads`) instead of restating the window by hand (docs/architecture.md, the live test kit).
 */
import type { SelectionReads } from '@portal/dashboard-kit/live';
import { since } from '@portal/dashboard-kit/live';
import type { DeclaredRows } from './declaredRows.ts';

type ReadOptions = ReturnType<SelectionReads['options']>;

const COMPARISONS: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };
const FILTER = /^([a-z_][a-z0-9_]*)\.(eq|neq|gt|gte|lt|lte|in|is)\.(.+)$/;

/** `list` cut at its commas outside parentheses and double quotes, as PostgREST reads it. */
function splitList(list: string): string[] {
  const parts = [''];
  let depth = 0;
  let quoted = false;
  for (const char of list) {
    if (char === '"') quoted = !quoted;
    if (!quoted && char === '(') depth += 1;
    if (!quoted && char === ')') depth -= 1;
    if (char === ',' && depth === 0 && !quoted) parts.push('');
    else parts[parts.length - 1] += char;
  }
  return parts;
}

/** A PostgREST value as an SQL literal (untyped, so Postgres casts it to the column's type as PostgREST does). */
const literal = (value: string) => `'${value.replace(/^"(.*)"$/, '$1').replaceAll("'", "''")}'`;

/** One PostgREST filter (`status.in.(open,closed)`, `closed_at.is.null`, `amount.gte.10`) as SQL. */
function filterSql(filter: string): string {
  const [, column, operator, value] = FILTER.exec(filter) ?? [];
  if (!column || !operator || !value) throw new Error(`not a filter the live test kit reads: ${filter}`);
  if (operator === 'is') {
    if (!/^(null|true|false)$/.test(value)) throw new Error(`not a value of is: ${filter}`);
    return `${column} is ${value}`;
  }
  if (operator === 'in') return `${column} in (${splitList(value.slice(1, -1)).map(literal).join(', ')})`;
  return `${column} ${COMPARISONS[operator]} ${literal(value)}`;
}

/** A PostgREST `or` list (`a.is.null,a.gte.2026-01-01`) as one SQL condition. */
export const orSql = (filters: string) => `(${splitList(filters).map(filterSql).join(' or ')})`;

/** The condition on the table's columns that the loader's options stand for, as of `asOf`. */
export function loaderWhere(options: ReadOptions, asOf: Date): string {
  if (options.byWorkflow === false) throw new Error('the superuser reads rows of the workflow only');
  const match = Object.entries(options.match ?? {}).map(
    ([column, value]) => `${column} = ${literal(`${value}`)}`,
  );
  const dated =
    options.days === undefined
      ? []
      : [`${options.dateColumn ?? 'created_at'}.gte.${since(asOf, options.days)}`];
  const window = dated.map((from) =>
    options.orStill ? orSql(`${from},${options.orStill}`) : filterSql(from),
  );
  return [...match, ...window, ...(options.or ? [orSql(options.or)] : [])].join(' and ') || 'true';
}

/** A live test's expected rows, as the loader declared them: `ownerLoads` reads them when not told. */
export function loaderDeclared<Data>(load: object): DeclaredRows<Data> {
  const { reads } = load as { reads?: SelectionReads };
  if (!reads) throw new Error('this loader declares no reads: give the live test its expected rows');
  const where = (_: unknown, asOf: string) => loaderWhere(reads.options(new Date(asOf)), new Date(asOf));
  return { [reads.list]: { from: reads.from, where } } as DeclaredRows<Data>;
}
