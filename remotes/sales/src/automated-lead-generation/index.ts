import { defineDashboard } from '@portal/dashboard-kit/define';
import { live } from './data.ts';
import { buildAutomatedLeadGenerationSample as sample } from './sample.ts';
import { AutomatedLeadGenerationView as View } from './View.tsx';

/** A finished run is when new leads arrive: runs refresh it as well as leads and sequences. */
export default defineDashboard({ tables: ['workflow_runs', 'leads', 'campaigns'], live, sample, View });
