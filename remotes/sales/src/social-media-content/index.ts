import { defineDashboard, lazySample } from '@portal/dashboard-kit/define';
import { live } from './data.ts';
import { SocialMediaView as View } from './View.tsx';

// The sample's code and content download only when a sample is loaded, never on a live dashboard.
const sample = lazySample(() => import('./sample.ts').then((m) => m.sample));

/** Posts the workflow drafts, schedules and publishes. */
export default defineDashboard({ tables: ['social_posts'], live, sample, View });
