/** The reads the dashboard's stats and list wait for, started at a cold load (app/routing/preloadData.ts). */
import { ownedWorkflowsRead } from '../../lib/workspace/data.ts';
import { runActivityRead } from './dashboardData.ts';

export function preload() {
  ownedWorkflowsRead.start();
  runActivityRead.start();
}
