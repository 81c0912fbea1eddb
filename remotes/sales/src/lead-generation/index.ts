/**
 * The lead generation dashboard as the contract wants it. This file only wires the parts together;
 * dashboards.ts loads it lazily, so none of it is downloaded before the dashboard is opened.
 */
import type { WorkflowDashboard } from '@portal/shared/contract';
import { sampleAnchor } from '@portal/shared/sample';
import { watchTables } from '../common/live.ts';
import type { LeadGenerationData } from './data.ts';
import { loadLeadGenerationLive } from './live.ts';
import { buildLeadGenerationSample } from './sample.ts';
import { LeadGenerationView } from './View.tsx';

const dashboard: WorkflowDashboard<LeadGenerationData> = {
  loadLive: loadLeadGenerationLive,
  loadSample: async (ctx) => buildLeadGenerationSample(ctx.locale, sampleAnchor()),
  View: LeadGenerationView,
  watch: (ctx, onChange) => watchTables(ctx, ['leads', 'campaigns'], onChange),
};

export default dashboard;
