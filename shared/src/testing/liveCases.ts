/**
 * The cases every family's live test has, written once: a loader stops when its signal aborts, and a
 * dashboard's watch reloads it when one of the owner's rows changes (through `expectWatchToRefresh`).
 * Call them inside a `describe` of a file that called `useLiveStack()`.
 */
import { expect, it } from 'vitest';
import type { WorkflowSlug } from '../catalogue/slugs.ts';
import type { RemoteModule } from '../contract/index.ts';
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

export interface WatchCase<Prepared> {
  who: DemoClient;
  slug: WorkflowSlug;
  /** Rows the probe needs before the watch starts (a conversation to write messages into, say). */
  prepare?: (client: LiveSession['client']) => Promise<Prepared>;
  /** Writes one probe row as `who`; called until the watch reports a change. */
  probe: (client: LiveSession['client'], attempt: number, prepared: Prepared) => ProbeResult;
}

/** `slug`'s dashboard, watched as `who`, reloads when the probe writes a row. */
export function itReloadsOnChange<Prepared = undefined>(
  fixture: LiveStack,
  remote: RemoteModule,
  title: string,
  { who, slug, prepare, probe }: WatchCase<Prepared>,
): void {
  it(title, async () => {
    const dashboard = await remote.dashboards[slug]?.();
    const { client } = fixture.session(who);
    const prepared = (await prepare?.(client)) as Prepared;
    await expectWatchToRefresh(dashboard, fixture.context(who, slug), (attempt) =>
      probe(client, attempt, prepared),
    );
  });
}
