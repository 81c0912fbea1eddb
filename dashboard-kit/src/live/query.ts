/**
 * The one query every live dashboard repeats: this client's rows of this workflow, recent first,
 * bounded, cancelled when the user leaves the page. PostgREST errors become thrown errors, which the
 * shell shows as its error state with Retry.
 */
import type { LiveContext } from '@portal/contract';
import type { Database, Tables } from '@portal/contract/schema';
import { since } from './values.ts';

export type TableName = keyof Database['public']['Tables'];
export type ColumnOf<T extends TableName> = keyof Tables<T> & string;
/** The selected columns of a row, typed from the generated schema. */
export type RowOf<T extends TableName, C extends ColumnOf<T>> = Pick<Tables<T>, C>;
/**
 * A dashboard's data: the rows its figures are computed from, and `asOf`, the moment they are
 * computed at (now in live mode, the sample anchor in sample mode); sample.ts and live.ts both give it.
 */
export type AsOf<Rows extends object> = Rows & { asOf: string };

export class LiveQueryError extends Error {
  readonly code: string | undefined;
  constructor(table: string, error: { message: string; code?: string }) {
    super(`Could not read ${table}: ${error.message}`);
    this.name = 'LiveQueryError';
    this.code = error.code;
  }
}

export interface RecentRowsOptions<T extends TableName> {
  /** At most this many rows (the dashboard says what it shows); newest first. */
  limit: number;
  /** Only rows dated within this many days before `asOf` (by `dateColumn`). */
  days?: number;
  asOf?: Date;
  /** The column that dates a row and orders the result (default created_at). */
  dateColumn?: ColumnOf<T>;
  /** Restrict to the dashboard's workflow (default true; false for tables without workflow_slug). */
  byWorkflow?: boolean;
  /** Extra equality filters, e.g. `{ session_id: id }`. */
  match?: Partial<Record<ColumnOf<T>, string>>;
  /** Oldest first instead of newest first. */
  ascending?: boolean;
  /** A PostgREST `or` filter for what `days` cannot say, e.g. open deals of any age. */
  or?: string;
  /**
   * With `days`: rows of those days OR rows matching this PostgREST filter whatever their age, e.g.
   * `status.in.(open,in_progress)` for the requests still open.
   */
  orStill?: string;
}

/** What a bounded list reads besides the moment: it reads as of the moment its dashboard loads. */
export type LoadOptions<T extends TableName> = Omit<RecentRowsOptions<T>, 'asOf'>;

interface Result {
  data: unknown[] | null;
  error: { message: string; code?: string } | null;
}
// The builder's types depend on the literal table and column list; this helper types its own result.
interface LooseQuery extends PromiseLike<Result> {
  eq(column: string, value: string): LooseQuery;
  gte(column: string, value: string): LooseQuery;
  or(filters: string): LooseQuery;
  order(column: string, options: { ascending: boolean }): LooseQuery;
  limit(count: number): LooseQuery;
  abortSignal(signal: AbortSignal): LooseQuery;
}
interface LooseClient {
  from(table: string): { select(columns: string): LooseQuery };
}

type Functions = Database['public']['Functions'];
/**
 * The database functions a dashboard reads its figures from: those that take the dashboard's
 * workflow and user (`p_workflow_slug`, `p_user_id`), as every `dashboard_*` function does.
 */
export type FigureFunction = {
  [N in keyof Functions]: [Functions[N]['Args']] extends [never]
    ? never
    : Functions[N]['Args'] extends { p_workflow_slug: string; p_user_id?: string }
      ? N
      : never;
}[keyof Functions];
/** A figure function's arguments besides the workflow and the user, which the context gives. */
export type FigureArgs<N extends FigureFunction> = Omit<
  Functions[N]['Args'],
  'p_workflow_slug' | 'p_user_id'
>;

interface LooseRpcClient {
  rpc(
    name: string,
    args: Record<string, unknown>,
  ): { abortSignal(signal: AbortSignal): PromiseLike<{ data: unknown; error: Result['error'] }> };
}

/**
 * What the figure function `name` returns for this client's workflow with `args`, cancelled when the
 * user leaves the page; an error is thrown as "Could not read <what>". The arguments are checked
 * against the generated schema, so a renamed or missing one fails the typecheck.
 */
export async function readFigureFunction<N extends FigureFunction>(
  ctx: LiveContext,
  name: N,
  what: string,
  args: FigureArgs<N>,
): Promise<Functions[N]['Returns'] | null> {
  // RLS already limits the rows to the user; the function is told too, as admins could read more.
  const { data, error } = await (ctx.supabase as unknown as LooseRpcClient)
    .rpc(name, { ...args, p_workflow_slug: ctx.slug, p_user_id: ctx.userId })
    .abortSignal(ctx.signal);
  if (error) throw new LiveQueryError(what, error);
  return data as Functions[N]['Returns'] | null;
}

/** This client's recent rows of `table` for the dashboard's workflow, with the columns asked for. */
export async function recentRows<T extends TableName, C extends ColumnOf<T>>(
  ctx: LiveContext,
  table: T,
  columns: readonly C[],
  options: RecentRowsOptions<T>,
): Promise<RowOf<T, C>[]> {
  const dateColumn = options.dateColumn ?? 'created_at';
  let query = (ctx.supabase as unknown as LooseClient)
    .from(table)
    .select(columns.join(','))
    // RLS already limits rows to the user; admins could read more, so the query says so too.
    .eq('user_id', ctx.userId);
  if (options.byWorkflow !== false) query = query.eq('workflow_slug', ctx.slug);
  for (const [column, value] of Object.entries(options.match ?? {})) query = query.eq(column, String(value));
  const from = options.days === undefined ? undefined : since(options.asOf ?? new Date(), options.days);
  if (from !== undefined && options.orStill)
    query = query.or(`${dateColumn}.gte."${from}",${options.orStill}`);
  else if (from !== undefined) query = query.gte(dateColumn, from);
  if (options.or) query = query.or(options.or);
  const { data, error } = await query
    .order(dateColumn, { ascending: options.ascending ?? false })
    .limit(options.limit)
    .abortSignal(ctx.signal);
  if (error) throw new LiveQueryError(table, error);
  return (data ?? []) as RowOf<T, C>[];
}
