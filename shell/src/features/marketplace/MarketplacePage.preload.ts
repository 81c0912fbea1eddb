/** The reads the marketplace's cards wait for, started at a cold load (app/routing/preloadData.ts). */
import { ownedWorkflowsRead } from '../../lib/workspace/data.ts';
import { marketItemsRead } from './catalogueData.ts';

export function preload() {
  marketItemsRead.start();
  ownedWorkflowsRead.start();
}
