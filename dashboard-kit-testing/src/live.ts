/**
 * The live fixture: a real local stack (PGlite, migrated and seeded) and the seeded clients signed in
 * through the real supabase-js client, for a remote's live loaders and watches. Call
 * `useLiveStack()` at the top of a `// @vitest-environment node` test file.
 */
import { startTestStack, type TestStack } from '@portal/backend/testing';
import type { LiveContext, RemoteModule, WorkflowSlug } from '@portal/contract';
import type { TableName } from '@portal/dashboard-kit/live';
import { createPortalClient, type PortalSupabaseClient } from '@portal/dashboard-kit/supabase';
import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import {
  itReloadsOnChange,
  itStopsWhenAborted,
  type LoadersBySlug,
  loaderCases,
  type WatchCase,
} from './liveCases.ts';
import { superuserMessages, superuserRows } from './superuserRows.ts';

export const DEMO_PASSWORD = 'Client#2026';
export type DemoClient = 'sara' | 'omar';

export interface LiveSession {
  client: PortalSupabaseClient;
  userId: string;
}

export interface WeekReport {
  weekEnd: Date;
  headline(slug: WorkflowSlug): Record<string, number>;
}

export interface LiveStack {
  readonly stack: TestStack;
  /** The seeded client, signed in. */
  session(who: DemoClient): LiveSession;
  /** A live dashboard context as the shell builds it for `who` on `slug`'s page. */
  context(who: DemoClient, slug: WorkflowSlug, signal?: AbortSignal): LiveContext;
  /** Rows of a table for a client and workflow, counted by the superuser (no RLS): what to expect. */
  countRows(table: string, who: DemoClient, slug: WorkflowSlug, where?: string): Promise<number>;
  /** Inserts rows as `who` through the API (RLS applies), a thousand a request; answers their ids. */
  insertAs(who: DemoClient, table: TableName, rows: readonly object[]): Promise<string[]>;
  /** Deletes rows by id as the superuser. */
  removeRows(table: TableName, ids: readonly string[]): Promise<void>;
  /**
   * `who`'s client_report of the last finished week: the week's end (Doha midnight of its end day,
   * the moment a dashboard reads that week as of, 7 days) and a workflow's headline figures by key.
   */
  lastWeekReport(who: DemoClient): Promise<WeekReport>;
  /** One query as the superuser (no RLS), for figures a test computes itself. */
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** `superuserRows` of this stack: a table's rows for the owner and workflow, shaped as PostgREST sends them. */
  rows<Row>(
    table: string,
    columns: readonly string[],
    who: DemoClient,
    slug: WorkflowSlug,
    where?: string,
  ): Promise<Row[]>;
  /** `superuserMessages` of this stack: the chat messages of the workflow's conversations (`where` on `m.…`). */
  messages<Row>(
    columns: readonly string[],
    who: DemoClient,
    slug: WorkflowSlug,
    where?: string,
  ): Promise<Row[]>;
  /** The case: the loader rejects when its signal has aborted. */
  itStopsWhenAborted(load: (signal: AbortSignal) => Promise<unknown>): void;
  /** The cases: each loader shows the client who does not own its workflow nothing, and stops when aborted. */
  loaderCases(othersTitle: string, loaders: LoadersBySlug): void;
  /** The case: a dashboard's watch reloads it when the probe writes a row. */
  itReloadsOnChange<Prepared = undefined>(
    remote: RemoteModule,
    title: string,
    watch: WatchCase<Prepared>,
  ): void;
}

async function signIn(stack: TestStack, email: string): Promise<LiveSession> {
  // Node 20 has no global WebSocket: supabase-js needs one even when realtime is unused.
  const client = createPortalClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const { data, error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error || !data.user) throw error ?? new Error(`no user for ${email}`);
  return { client, userId: data.user.id };
}

export function useLiveStack(): LiveStack {
  let stack: TestStack | undefined;
  const sessions = new Map<DemoClient, LiveSession>();
  const running = () => {
    if (!stack) throw new Error('the live stack is not started yet (use it inside tests)');
    return stack;
  };
  const session = (who: DemoClient) => {
    const found = sessions.get(who);
    if (!found) throw new Error(`${who} is not signed in`);
    return found;
  };

  beforeAll(async () => {
    stack = await startTestStack({ engine: 'pglite' });
    for (const who of ['sara', 'omar'] as const) sessions.set(who, await signIn(stack, `${who}@demo.qa`));
  });
  afterAll(async () => {
    for (const s of sessions.values()) {
      await s.client.removeAllChannels();
      await s.client.auth.signOut();
    }
    await stack?.stop();
  });

  const fixture: LiveStack = {
    get stack() {
      return running();
    },
    session,
    context: (who, slug, signal = new AbortController().signal) => ({
      slug,
      mode: 'live',
      locale: 'en',
      supabase: session(who).client,
      userId: session(who).userId,
      signal,
    }),
    async countRows(table, who, slug, where = '') {
      const rows = await fixture.query<{ n: number }>(
        `select count(*)::int as n from public.${table} where user_id = $1 and workflow_slug = $2 ${where ? `and ${where}` : ''}`,
        [session(who).userId, slug],
      );
      return rows[0]?.n ?? -1;
    },
    async insertAs(who, table, rows) {
      const ids: string[] = [];
      for (let from = 0; from < rows.length; from += 1000) {
        const { data, error } = await session(who)
          .client.from(table)
          .insert(rows.slice(from, from + 1000) as never)
          .select('id');
        if (error) throw new Error(`inserting into ${table} as ${who}: ${error.message}`);
        ids.push(...((data ?? []) as unknown as { id: string }[]).map((row) => row.id));
      }
      return ids;
    },
    async removeRows(table, ids) {
      await fixture.query(`delete from public.${table} where id = any($1::uuid[])`, [ids]);
    },
    async lastWeekReport(who) {
      const { data, error } = await session(who).client.rpc('client_report', {
        p_user_id: session(who).userId,
        p_frequency: 'week',
      });
      if (error) throw new Error(`client_report of ${who}: ${error.message}`);
      const report = data as unknown as {
        period_end: string;
        workflows: { slug: string; current: { headline: { key: string; value: number | string }[] } }[];
      };
      return {
        weekEnd: new Date(`${report.period_end}T00:00:00+03:00`),
        headline: (slug) =>
          Object.fromEntries(
            (report.workflows.find((w) => w.slug === slug)?.current.headline ?? []).map((h) => [
              h.key,
              Number(h.value),
            ]),
          ),
      };
    },
    async query<Row>(sql: string, params: unknown[] = []) {
      const { rows } = await running().db.query<Row & Record<string, unknown>>(sql, params);
      return rows;
    },
    rows: (table, columns, who, slug, where) => superuserRows(fixture, table, columns, who, slug, where),
    messages: (columns, who, slug, where) => superuserMessages(fixture, columns, who, slug, where),
    itStopsWhenAborted,
    loaderCases: (othersTitle, loaders) => loaderCases(fixture, othersTitle, loaders),
    itReloadsOnChange: (remote, title, watch) => itReloadsOnChange(fixture, remote, title, watch),
  };
  return fixture;
}
export { type FamilyCases, familyCases, loaderOf } from './familyCases.ts';
export type { WatchCase } from './liveCases.ts';
export { superuserMessages, superuserRows } from './superuserRows.ts';
export { expectWatchToRefresh } from './watchProbe.ts';
