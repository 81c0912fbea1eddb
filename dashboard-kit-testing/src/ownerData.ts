/**
 * The comparison at the heart of every live test: a dashboard's data loaded as its owner through
 * supabase-js (RLS applies), and the same rows read again by the superuser, so that each figure
 * function can be run on both and the results compared.
 */

import type { LiveContext, WorkflowSlug } from '@portal/contract';
import type { SelectedRow, Selection } from '@portal/dashboard-kit/live';
import { expect } from 'vitest';
import { type DeclaredRows, declaredLists, readDeclared } from './declaredRows.ts';
import type { DemoClient, LiveStack } from './live.ts';
import { sqlPeriod, sqlSince } from './periodSql.ts';
import { superuserMessages, superuserRows } from './superuserRows.ts';

/** The superuser's reads, for one owner and workflow. */
export interface OwnerReader {
  rows<Row>(table: string, columns: readonly string[], where?: string): Promise<Row[]>;
  /** The rows of a selection (its table, its columns), typed as the loader's. */
  select<S extends Selection>(selection: S, where?: string): Promise<SelectedRow<S>[]>;
  messages<Row>(columns: readonly string[], where?: string): Promise<Row[]>;
  /** A chat loader's rows: the conversations started in the last `days` and their messages of those days. */
  chats<Session, Message>(
    sessionColumns: readonly string[],
    messageColumns: readonly string[],
    days: number,
  ): Promise<{ sessions: Session[]; messages: Message[] }>;
  /** One query of the test's own, where `$1` is the owner's id and `$2` the workflow's slug. */
  sql<Row>(sql: string): Promise<Row[]>;
  /** `sqlSince` at the loader's `asOf`: the history it reads. */
  since(column: string, days: number): string;
  /** `sqlPeriod` at the loader's `asOf`: a KPI's period (the reporting period unless told). */
  period(column: string, days?: number): string;
}

export interface OwnerData<Data> {
  /** What the loader gave the owner. */
  data: Data;
  /** The same rows read by the superuser, at the loader's `asOf`. */
  expected: Data;
  /** The superuser's reads for the same owner and workflow, for figures counted in SQL. */
  read: OwnerReader;
  /** Each figure function gives the same result on `data` and on `expected`. */
  expectSame(...figures: ((data: Data) => unknown)[]): void;
}

export async function loadAsOwner<Data extends { asOf: string }>(
  fixture: LiveStack,
  who: DemoClient,
  slug: WorkflowSlug,
  load: (ctx: LiveContext) => Promise<Data>,
  /** The superuser's reads, as code or declared per list (then each list must have as many rows). */
  expected: ((read: OwnerReader, asOf: string) => Promise<NoInfer<Data>>) | DeclaredRows<NoInfer<Data>>,
): Promise<OwnerData<Data>> {
  const data = await load(fixture.context(who, slug));
  const read: OwnerReader = {
    rows: (table, columns, where) => superuserRows(fixture, table, columns, who, slug, where),
    select: (selection, where) => read.rows(selection.table, selection.columns, where),
    messages: (columns, where) => superuserMessages(fixture, columns, who, slug, where),
    chats: async (sessionColumns, messageColumns, days) => ({
      sessions: await read.rows('chat_sessions', sessionColumns, read.since('started_at', days)),
      messages: await read.messages(messageColumns, read.since('m.created_at', days)),
    }),
    sql: (sql) => fixture.query(sql, [fixture.session(who).userId, slug]),
    since: (column, days) => sqlSince(column, data.asOf, days),
    period: (column, days) => sqlPeriod(column, data.asOf, days),
  };
  const superuser =
    typeof expected === 'function'
      ? await expected(read, data.asOf)
      : await readDeclared(read, data.asOf, expected);
  if (typeof expected !== 'function')
    for (const list of declaredLists(expected))
      expect(data[list]).toHaveLength((superuser[list] as unknown[]).length);
  return {
    data,
    expected: superuser,
    read,
    expectSame: (...figures) => {
      for (const figure of figures) expect(figure(data)).toEqual(figure(superuser));
    },
  };
}
