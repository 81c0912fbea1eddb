/**
 * A family's live test written against its remote module, as the shell uses it: each dashboard's
 * loader is the one its module hands over (not a function the test imports on the side), and the
 * cases every family ends with are one declaration, `familyCases(fixture, remote, { … })`: which
 * dashboards another client must see empty, and which one reloads when its owner writes a probe row.
 */

import type { LiveContext, RemoteModule, WorkflowSlug } from '@portal/contract';
import { describe } from 'vitest';
import type { DemoClient, LiveStack } from './live.ts';
import { itReloadsOnChange, type LoadersBySlug, loaderCases, type WatchCase } from './liveCases.ts';

/** `slug`'s live loader, from the family's remote module. */
export async function loaderOf(remote: RemoteModule, slug: WorkflowSlug) {
  const dashboard = await remote.dashboards[slug]?.();
  if (!dashboard) throw new Error(`${slug} is not a dashboard of this remote`);
  return dashboard.loadLive;
}

type InsertCase = Extract<WatchCase<undefined>, { insert: unknown }>;

export interface FamilyCases {
  /** Dashboards that the client who does not own them must see empty, and that stop when aborted. */
  othersSeeNothing: readonly WorkflowSlug[];
  /** Who writes which probe row, and the dashboard of theirs that must reload without a page reload. */
  reloads: readonly [who: DemoClient, slug: WorkflowSlug, insert: InsertCase['insert']];
}

export function familyCases(fixture: LiveStack, remote: RemoteModule, cases: FamilyCases): void {
  const [who, slug, insert] = cases.reloads;
  const load = (of: WorkflowSlug) => async (ctx: LiveContext) => (await loaderOf(remote, of))(ctx);
  const loaders: LoadersBySlug = Object.fromEntries(cases.othersSeeNothing.map((of) => [of, load(of)]));
  describe('other clients', () =>
    loaderCases(
      fixture,
      'a client who does not own a workflow sees nothing of it, even asking for the owner’s rows',
      loaders,
    ));
  describe('watch', () =>
    itReloadsOnChange(fixture, remote, `reloads ${slug} when ${who} writes to ${insert.into}`, {
      who,
      slug,
      insert,
    }));
}
