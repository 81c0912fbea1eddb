/**
 * A family live test's cases, one call each: `itAsOwner(who, slug, [figures…], check)` loads the
 * dashboard as its owner with the loader the remote hands over, has the superuser read the rows that
 * loader declares it reads (`loaderDeclared`), expects every figure to be the same on both, then runs
 * the test's own SQL `check`. `const itAsOwner = ownerFigures(fixture, remote)` at the top of the file.
 */

import type { RemoteModule, WorkflowSlug } from '@portal/contract';
import { it } from 'vitest';
import { ownerLoads } from './familyCases.ts';
import type { DemoClient, LiveStack } from './live.ts';
import type { OwnerData } from './ownerData.ts';

export function ownerFigures(fixture: LiveStack, remote: RemoteModule) {
  const asOwner = ownerLoads(fixture, remote);
  return <Data extends { asOf: string }>(
    who: DemoClient,
    slug: WorkflowSlug,
    figures: readonly ((data: Data) => unknown)[],
    check: (owner: OwnerData<Data>) => Promise<void> = async () => {},
  ) =>
    it(`${slug} as ${who}: the loader's rows and figures are the superuser's`, async () => {
      const owner = await asOwner<Data>(who, slug);
      owner.expectSame(...figures);
      await check(owner);
    });
}
