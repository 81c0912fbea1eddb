/**
 * Website chatbot: a widget on the client's website. Besides the knowledge bot figures (common/
 * knowledge.ts) it shows where visitors start chatting (pages), who they are (anonymous visitors,
 * returning ones) and the leads the conversations capture.
 */
import type { Lead } from '@portal/dashboard-kit/entities';
import { groupBy, isInReportingPeriod, ratio } from '@portal/dashboard-kit/format';
import { outcomeOf } from '../common/exchanges.ts';
import {
  answeredRate,
  averageSatisfaction,
  type KnowledgeData,
  periodExchanges,
  periodSessions,
} from '../common/knowledge.ts';
import type { SessionRow } from '../common/rows.ts';

export type WebsiteChatbotData = KnowledgeData & { leads: Lead[] };

/** Without a widget id, a conversation counts as its own visitor. */
const visitorOf = (s: SessionRow) => s.visitor_id ?? s.id;

/** A widget URL's page as the site's owner reads it, host and path ('dohasmile.qa/services'), or null. */
export function pageOf(url: string | null): string | null {
  if (!url) return null;
  try {
    const { host, pathname } = new URL(url);
    return `${host}${pathname}`;
  } catch {
    return url; // stored as a bare path already
  }
}

/** The pages where the period's conversations started, the busiest first. */
export function pageStats(data: KnowledgeData) {
  const sessions = periodSessions(data).filter((s) => pageOf(s.page_url) !== null);
  const exchanges = periodExchanges(data);
  return [...groupBy(sessions, (s) => pageOf(s.page_url))]
    .map(([page, list]) => {
      const ids = new Set(list.map((s) => s.id));
      const own = exchanges.filter((x) => ids.has(x.sessionId));
      return {
        page,
        conversations: list.length,
        visitors: new Set(list.map(visitorOf)).size,
        questions: own.length,
        answeredRate: answeredRate(own),
        satisfaction: averageSatisfaction(list),
      };
    })
    .sort((a, b) => b.conversations - a.conversations || a.page.localeCompare(b.page));
}
export type PageStats = ReturnType<typeof pageStats>[number];

/** The period's visitors: how many, how many came back, and how often the bot failed them. */
export function visitorStats(data: KnowledgeData) {
  const sessions = periodSessions(data);
  const perVisitor = groupBy(sessions, visitorOf);
  const withFallback = new Set(
    periodExchanges(data)
      .filter((x) => outcomeOf(x) === 'fallback')
      .map((x) => x.sessionId),
  );
  return {
    visitors: perVisitor.size,
    /** Visitors with more than one conversation in the period. */
    returning: [...perVisitor.values()].filter((list) => list.length > 1).length,
    conversationsPerVisitor: ratio(sessions.length, perVisitor.size),
    /** Share of the period's conversations in which the bot could not answer at least once. */
    withFallback: ratio(sessions.filter((s) => withFallback.has(s.id)).length, sessions.length),
  };
}

/** The period's leads, and how many per conversation of the period (capture rate). */
export function leadCapture(data: WebsiteChatbotData) {
  const leads = data.leads.filter((l) => isInReportingPeriod(l.createdAt, data.asOf)).length;
  return { leads, captureRate: ratio(leads, periodSessions(data).length) };
}
