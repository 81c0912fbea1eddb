import { defineDashboard } from '@portal/dashboard-kit/define';
import { live } from './data.ts';
import { sample } from './sample.ts';
import { SocialMediaView as View } from './View.tsx';

/** Posts the workflow drafts, schedules and publishes. */
export default defineDashboard({ tables: ['social_posts'], live, sample, View });
