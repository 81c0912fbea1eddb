/** Live data: the knowledge bot's rows, and the leads its conversations captured. */
import type { LiveContext } from '@portal/contract';
import { leadList } from '@portal/dashboard-kit/entities';
import { HISTORY_DAYS } from '../common/knowledge.ts';
import { loadKnowledgeLive } from '../common/live.ts';
import type { WebsiteChatbotData } from './data.ts';

export const MAX_LEADS = 2000;
const recentLeads = leadList({ limit: MAX_LEADS, days: HISTORY_DAYS });

export async function loadWebsiteChatbotLive(ctx: LiveContext): Promise<WebsiteChatbotData> {
  const [knowledge, leads] = await Promise.all([loadKnowledgeLive(ctx), recentLeads.read(ctx, new Date())]);
  return { ...knowledge, leads };
}
