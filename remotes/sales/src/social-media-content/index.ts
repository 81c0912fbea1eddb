import type { WorkflowDashboard } from '@portal/shared/contract';
import { sampleAnchor } from '@portal/shared/sample';
import { watchTables } from '../common/live.ts';
import type { SocialMediaData } from './data.ts';
import { loadSocialMediaLive } from './live.ts';
import { buildSocialMediaSample } from './sample.ts';
import { SocialMediaView } from './View.tsx';

const dashboard: WorkflowDashboard<SocialMediaData> = {
  loadLive: loadSocialMediaLive,
  loadSample: async (ctx) => buildSocialMediaSample(ctx.locale, sampleAnchor()),
  View: SocialMediaView,
  watch: (ctx, onChange) => watchTables(ctx, ['social_posts'], onChange),
};

export default dashboard;
