/** Live data: the knowledge bot's rows, and the leads its conversations captured. */
import type { LiveContext } from '@portal/shared/contract';
import { loadRecentLeads } from '@portal/shared/entities';
import { HISTORY_DAYS } from '../common/knowledge.ts';
import { loadKnowledgeLive } from '../common/live.ts';
import type { WebsiteChatbotData } from './data.ts';

export const MAX_LEADS = 2000;

export async function loadWebsiteChatbotLive(ctx: LiveContext): Promise<WebsiteChatbotData> {
  const [knowledge, leads] = await Promise.all([
    loadKnowledgeLive(ctx),
    loadRecentLeads(ctx, { limit: MAX_LEADS, days: HISTORY_DAYS }),
  ]);
  return { ...knowledge, leads };
}
