/**
 * The cases every family's live test has, written once: a loader stops when its signal aborts, a
 * client who does not own a workflow sees nothing of it, and a dashboard's watch reloads it when one of
 * the owner's rows changes (through `expectWatchToRefresh`). Families declare their loaders and probe
 * rows; the code is here. Call them inside a `describe` of a file that called `useLiveStack()`.
 */

import type { LiveContext, RemoteModule, WorkflowSlug } from '@portal/contract';
import type { TablesInsert } from '@portal/contract/schema';
import type { TableName } from '@portal/dashboard-kit/live';
import { expect, it } from 'vitest';
import type { DemoClient, LiveSession, LiveStack } from './live.ts';
import { expectWatchToRefresh } from './watchProbe.ts';

type ProbeResult = PromiseLike<{ error: unknown }>;

/** A loader given an aborted signal rejects instead of answering. */
export function itStopsWhenAborted(load: (signal: AbortSignal) => Promise<unknown>): void {
  it('stops when the page is left (the signal aborts)', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(load(controller.signal)).rejects.toThrow();
  });
}

/** The live loaders of some workflows, by slug. */
export type LoadersBySlug = Partial<Record<WorkflowSlug, (ctx: LiveContext) => Promise<object>>>;

/** The lists of a loader's data (every array field): what another client must see empty. */
export const listsOf = (data: object): unknown[][] =>
  Object.values(data).filter((value): value is unknown[] => Array.isArray(value));

/** The seeded client who owns `slug`, and the one who does not; each workflow has one owner. */
async function ownerAndOther(fixture: LiveStack, slug: WorkflowSlug): Promise<[DemoClient, DemoClient]> {
  const rows = await fixture.query<{ user_id: string }>(
    'select user_id from public.client_workflows where workflow_slug = $1',
    [slug],
  );
  const owns = (who: DemoClient) => rows.some((r) => r.user_id === fixture.session(who).userId);
  if (owns('sara') === owns('omar')) throw new Error(`${slug} must have exactly one of the two as its owner`);
  return owns('sara') ? ['sara', 'omar'] : ['omar', 'sara'];
}

const entriesOf = (loaders: LoadersBySlug) =>
  Object.entries(loaders) as [WorkflowSlug, (ctx: LiveContext) => Promise<object>][];

/**
 * The cases of a family's loaders: each, run by the client who does not own its workflow, gives only
 * empty lists (`othersTitle`), as itself and asking for the owner's rows (its context carrying the
 * owner's id), which row-level security refuses; and each, run by its owner, stops when aborted.
 */
export function loaderCases(fixture: LiveStack, othersTitle: string, loaders: LoadersBySlug): void {
  it(othersTitle, async () => {
    for (const [slug, load] of entriesOf(loaders)) {
      const [owner, other] = await ownerAndOther(fixture, slug);
      const ctx = fixture.context(other, slug);
      for (const asked of [ctx, { ...ctx, userId: fixture.session(owner).userId }]) {
        const lists = listsOf(await load(asked));
        expect(lists.length).toBeGreaterThan(0);
        expect(lists).toEqual(lists.map(() => []));
      }
    }
  });
  it('stops when the page is left (the signal aborts)', async () => {
    for (const [slug, load] of entriesOf(loaders)) {
      const [owner] = await ownerAndOther(fixture, slug);
      const controller = new AbortController();
      controller.abort();
      await expect(load(fixture.context(owner, slug, controller.signal))).rejects.toThrow();
    }
  });
}

/** A probe row of the workflow's own table: the fixture adds the workflow and inserts it as `who`. */
export interface ProbeRow<T extends TableName> {
  into: T;
  row: (attempt: number) => Omit<TablesInsert<T>, 'workflow_slug'>;
}

/** A probe row of any one table, typed by the table it names. */
type AnyProbeRow = { [T in TableName]: ProbeRow<T> }[TableName];

interface WatchCaseBase {
  who: DemoClient;
  slug: WorkflowSlug;
}

export type WatchCase<Prepared> = WatchCaseBase &
  (
    | {
        /** Rows the probe needs before the watch starts (a conversation to write messages into, say). */
        prepare?: (client: LiveSession['client']) => Promise<Prepared>;
        /** Writes one probe row as `who`; called until the watch reports a change. */
        probe: (client: LiveSession['client'], attempt: number, prepared: Prepared) => ProbeResult;
      }
    | { insert: AnyProbeRow }
  );

/** Writes `insert`'s row for `slug`; the table is a type parameter, so the typed builder is loosened here. */
function insertProbe(client: LiveSession['client'], slug: WorkflowSlug, { into, row }: AnyProbeRow) {
  const table = client.from(into) as unknown as { insert(row: object): ProbeResult };
  return (attempt: number) =>
    table.insert({ workflow_slug: slug, ...(row as (attempt: number) => object)(attempt) });
}

/** `slug`'s dashboard, watched as `who`, reloads when the probe writes a row. */
export function itReloadsOnChange<Prepared = undefined>(
  fixture: LiveStack,
  remote: RemoteModule,
  title: string,
  watch: WatchCase<Prepared>,
): void {
  const { who, slug } = watch;
  it(title, async () => {
    const dashboard = await remote.dashboards[slug]?.();
    const { client } = fixture.session(who);
    if ('insert' in watch) {
      await expectWatchToRefresh(
        dashboard,
        fixture.context(who, slug),
        insertProbe(client, slug, watch.insert),
      );
      return;
    }
    const prepared = (await watch.prepare?.(client)) as Prepared;
    await expectWatchToRefresh(dashboard, fixture.context(who, slug), (attempt) =>
      watch.probe(client, attempt, prepared),
    );
  });
}
