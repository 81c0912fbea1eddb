import { defineDashboard, lazySample } from '@portal/dashboard-kit/define';
import { live } from './data.ts';
import { AutomatedLeadGenerationView as View } from './View.tsx';

// The sample's code and content download only when a sample is loaded, never on a live dashboard.
const sample = lazySample(() => import('./sample.ts').then((m) => m.buildAutomatedLeadGenerationSample));

/** A finished run is when new leads arrive: runs refresh it as well as leads and sequences. */
export default defineDashboard({ tables: ['workflow_runs', 'leads', 'campaigns'], live, sample, View });
