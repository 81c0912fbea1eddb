import type { WorkflowDashboard } from '@portal/shared/contract';
import { sampleAnchor } from '@portal/shared/sample';
import { watchTables } from '../common/live.ts';
import type { AutomatedLeadGenerationData } from './data.ts';
import { loadAutomatedLeadGenerationLive } from './live.ts';
import { buildAutomatedLeadGenerationSample } from './sample.ts';
import { AutomatedLeadGenerationView } from './View.tsx';

const dashboard: WorkflowDashboard<AutomatedLeadGenerationData> = {
  loadLive: loadAutomatedLeadGenerationLive,
  loadSample: async (ctx) => buildAutomatedLeadGenerationSample(ctx.locale, sampleAnchor()),
  View: AutomatedLeadGenerationView,
  // A finished run is the moment new leads arrive: refresh on runs as well as on leads and sequences.
  watch: (ctx, onChange) => watchTables(ctx, ['workflow_runs', 'leads', 'campaigns'], onChange),
};

export default dashboard;
