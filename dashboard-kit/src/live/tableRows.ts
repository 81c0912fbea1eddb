/**
 * A table's rows paged on the server: the page on screen, in the order and with the search the table
 * asks for, and the count of every matching row, read with PostgREST's own parameters (`range`,
 * `order`, `or(…ilike…)`, `count: 'estimated'`: docs/architecture.md, "Dashboard figures"), so a page
 * costs the same at a million rows. The CSV of the whole filtered set comes from the server too.
 * A sample's table keeps its rows in the browser (`TableRows` is either), and `DataTable` takes both.
 */
import type { LiveContext } from '@portal/contract';
import type { Database } from '@portal/contract/schema';
import {
  type ColumnOf,
  type FigureArgs,
  type FigureFunction,
  LiveQueryError,
  type RowOf,
  type TableName,
} from './query.ts';

/** What a table asks for: a page (from `offset`, `limit` rows), an order, a search text. */
export interface PageQuery {
  offset: number;
  limit: number;
  /** A column id of the table's `sort` map, and its direction. */
  order?: { columnId: string; direction: 'asc' | 'desc' };
  search?: string;
}

export interface RowsPage<Row> {
  rows: Row[];
  /** Every matching row (PostgREST's estimate past 10,000: docs/architecture.md). */
  count: number;
}

/** A table's rows on the server. `key` changes when the dashboard reloads, so the table reads again. */
export interface ServerRows<Row> {
  readonly kind: 'server';
  readonly key: string;
  /** The table's column ids the server can sort by. */
  readonly sortable: readonly string[];
  page(query: PageQuery, signal?: AbortSignal): Promise<RowsPage<Row>>;
  /** The whole matching set as CSV (the table's columns as the database names them). */
  csv(query: Omit<PageQuery, 'offset' | 'limit'>): Promise<string>;
}

/** The rows of a dashboard's table: in the browser (a sample, a short list) or paged on the server. */
export type TableRows<Row> = readonly Row[] | ServerRows<Row>;

export const isServerRows = <Row>(rows: TableRows<Row>): rows is ServerRows<Row> =>
  !Array.isArray(rows) && (rows as ServerRows<Row>).kind === 'server';

export interface TableOptions<T extends TableName> {
  /** The table's column ids the server sorts by, each with its database column: `{ created: 'created_at' }`. */
  sort: Record<string, ColumnOf<T>>;
  /** The order without a choice (newest first by default). */
  order?: { column: ColumnOf<T>; ascending?: boolean };
  /** The text columns a search looks in (case-insensitive, anywhere in the text). */
  search?: readonly ColumnOf<T>[];
  /** Restrict to the dashboard's workflow (default true; false for tables without workflow_slug). */
  byWorkflow?: boolean;
  /**
   * Only the rows these PostgREST filters keep, given the moment the dashboard reads as of (the
   * stalled journeys: `(asOf) => [['stage', 'neq', 'completed'], ['updated_at', 'lt', weekBefore(asOf)]]`).
   */
  filters?: (asOf: string) => readonly (readonly [column: ColumnOf<T>, operator: string, value: string])[];
}

interface Result {
  data: unknown;
  error: { message: string; code?: string } | null;
  count?: number | null;
}
// The builder's types depend on the literal table and column list; this helper types its own result.
interface LooseQuery extends PromiseLike<Result> {
  eq(column: string, value: string): LooseQuery;
  or(filters: string): LooseQuery;
  filter(column: string, operator: string, value: string): LooseQuery;
  order(column: string, options: { ascending: boolean }): LooseQuery;
  range(from: number, to: number): LooseQuery;
  abortSignal(signal: AbortSignal): LooseQuery;
  csv(): LooseQuery;
}
type Count = { count?: 'estimated' } | undefined;
interface LooseClient {
  from(table: string): { select(columns: string, options?: Count): LooseQuery };
  rpc(name: string, args: Record<string, unknown>, options?: Count): { select(columns: string): LooseQuery };
}

// PostgREST's `or` takes a double-quoted value with `\` and `"` escaped; `*` is ilike's wildcard.
const quoted = (text: string) => `"*${text.replace(/[\\"]/g, (c) => `\\${c}`).replace(/\*/g, '')}*"`;

/** How the rows are paged, sorted and searched, by column name (a table's or a function's). */
interface PagedOptions {
  sort: Record<string, string>;
  order?: { column: string; ascending?: boolean };
  search?: readonly string[];
}

/**
 * Rows paged, sorted, searched, counted and exported by PostgREST over what `from` selects (a
 * table's rows, or a function's answer), `what` naming them in an error.
 */
function pagedRows<Line, Row>(
  ctx: LiveContext,
  what: string,
  from: (select: string, count: Count) => LooseQuery,
  columns: readonly string[],
  map: (line: Line) => Row,
  options: PagedOptions,
  key: string,
): ServerRows<Row> {
  const query = ({ order, search }: Omit<PageQuery, 'offset' | 'limit'>, count = false) => {
    let built = from(columns.join(','), count ? { count: 'estimated' } : undefined);
    const text = search?.trim();
    if (text && options.search?.length)
      built = built.or(options.search.map((column) => `${column}.ilike.${quoted(text)}`).join(','));
    const chosen = order && options.sort[order.columnId];
    const column = chosen ?? options.order?.column ?? 'created_at';
    const ascending = chosen ? order.direction === 'asc' : (options.order?.ascending ?? false);
    // The id breaks ties, so that a page boundary never repeats or skips a row.
    return built.order(column, { ascending }).order('id', { ascending });
  };
  return {
    kind: 'server',
    key,
    sortable: Object.keys(options.sort),
    async page(page, signal) {
      const { data, error, count } = await query(page, true)
        .range(page.offset, page.offset + page.limit - 1)
        .abortSignal(signal ?? ctx.signal);
      if (error) throw new LiveQueryError(what, error);
      const rows = (data ?? []) as Line[];
      return { rows: rows.map(map), count: count ?? rows.length };
    },
    async csv(filter) {
      const { data, error } = await query(filter).csv();
      if (error) throw new LiveQueryError(what, error);
      return String(data ?? '');
    },
  };
}

/** The client's rows of `table` for the dashboard's workflow, paged on the server. */
export function serverRows<T extends TableName, C extends ColumnOf<T>, Row>(
  ctx: LiveContext,
  table: T,
  columns: readonly C[],
  map: (row: RowOf<T, C>) => Row,
  options: TableOptions<T>,
  key: string,
): ServerRows<Row> {
  const from = (select: string, count: Count) => {
    let built = (ctx.supabase as unknown as LooseClient)
      .from(table)
      .select(select, count)
      // RLS already limits rows to the user; admins could read more, so the query says so too.
      .eq('user_id', ctx.userId);
    if (options.byWorkflow !== false) built = built.eq('workflow_slug', ctx.slug);
    // `key` is the moment the dashboard reads as of (tableOf).
    for (const [column, operator, value] of options.filters?.(key) ?? [])
      built = built.filter(column, operator, value);
    return built;
  };
  return pagedRows(ctx, table, from, columns, map, options, key);
}

type Functions = Database['public']['Functions'];
/** A row of what the figure function `N` answers. */
export type FunctionRow<N extends FigureFunction> = Functions[N]['Returns'] extends readonly (infer R)[]
  ? R
  : never;

/** How a function's answer is paged: its columns the table sorts by, the order without a choice, the search. */
export interface FunctionTableOptions<C extends string> {
  sort: Record<string, C>;
  order?: { column: C; ascending?: boolean };
  search?: readonly C[];
}

/** What the figure function `name` answers with `args` for this client's workflow, paged on the server. */
export function functionRows<N extends FigureFunction, C extends keyof FunctionRow<N> & string, Row>(
  ctx: LiveContext,
  name: N,
  args: FigureArgs<N>,
  columns: readonly C[],
  map: (row: Pick<FunctionRow<N>, C>) => Row,
  options: FunctionTableOptions<C>,
  key: string,
): ServerRows<Row> {
  // RLS already limits the rows to the user; the function is told too, as admins could read more.
  const all = { ...args, p_workflow_slug: ctx.slug, p_user_id: ctx.userId };
  const from = (select: string, count: Count) =>
    (ctx.supabase as unknown as LooseClient).rpc(name, all, count).select(select);
  return pagedRows(ctx, name, from, columns, map, options, key);
}
