/**
 * The website chatbot sample: the chat widget of a Doha real-estate agency. Visitors ask about
 * listings, tenancy and ownership rules; some leave their details and become leads; when the bot has
 * no answer, an agent may take over.
 */
import type { Locale } from '@portal/contract';
import { LEAD_STATUSES, type Lead } from '@portal/dashboard-kit/entities';
import { createRandom, samplePhone } from '@portal/dashboard-kit/sample';
import { buildKnowledgeRows } from '../common/knowledgeSample.ts';
import { WEBSITE_CHATBOT_PROFILE } from '../content/website-chatbot.ts';
import { type WebsiteChatbotData, websiteChatbotFromRows } from './data.ts';

/** Visitors who left their details become leads (most of them), a day after at the latest. */
export function buildWebsiteChatbotSample(locale: Locale, anchor: Date): WebsiteChatbotData {
  const data = buildKnowledgeRows(WEBSITE_CHATBOT_PROFILE, locale, anchor);
  const r = createRandom(WEBSITE_CHATBOT_PROFILE.seed).fork('leads');
  const leads: Lead[] = [];
  for (const session of data.sessions) {
    if (!session.customer_name || !session.customer_contact || !r.chance(0.7)) continue;
    const started = Date.parse(session.started_at);
    const fresh = anchor.getTime() - started < 3 * 86_400_000;
    leads.push({
      id: `sample-lead-${leads.length + 1}`,
      name: session.customer_name,
      company: null,
      email: session.customer_contact,
      phone: samplePhone(r),
      source: 'website',
      // Fresh leads are new; older ones have moved along the funnel.
      status: fresh ? 'new' : r.weighted(LEAD_STATUSES, [10, 30, 25, 15, 10, 10]),
      score: r.int(35, 95),
      estimatedValue: null,
      // A few minutes after the conversation started, and never after the anchor.
      createdAt: new Date(Math.min(started + r.int(2, 30) * 60_000, anchor.getTime() - 60_000)).toISOString(),
    });
  }
  return websiteChatbotFromRows({ ...data, leads }, anchor.toISOString());
}
