/**
 * Website chatbot: a widget on the client's website. Besides the knowledge bot figures (common/
 * knowledge.ts) it shows where visitors start chatting (pages), who they are (anonymous visitors,
 * returning ones) and the leads the conversations capture.
 */

import type { Lead } from '@portal/shared/entities';
import { groupBy, isInReportingPeriod, ratio } from '@portal/shared/format';
import { outcomeOf } from '../common/exchanges.ts';
import {
  answeredRate,
  averageSatisfaction,
  type KnowledgeData,
  periodExchanges,
} from '../common/knowledge.ts';
import type { SessionRow } from '../common/rows.ts';

export interface WebsiteChatbotData extends KnowledgeData {
  leads: Lead[];
}

const inPeriod = (data: KnowledgeData, at: string) => isInReportingPeriod(at, data.asOf);

const periodSessions = (data: KnowledgeData): SessionRow[] =>
  data.sessions.filter((s) => inPeriod(data, s.started_at));

/** Without a widget id, a conversation counts as its own visitor. */
const visitorOf = (s: SessionRow) => s.visitor_id ?? s.id;

/**
 * The page of a widget URL as the site's owner reads it: host and path without the query
 * ('dohasmile.qa/services'), or null without a URL.
 */
export function pageOf(url: string | null): string | null {
  if (!url) return null;
  try {
    const { host, pathname } = new URL(url);
    return `${host}${pathname}`;
  } catch {
    return url; // stored as a bare path already
  }
}

export interface PageStats {
  page: string;
  conversations: number;
  visitors: number;
  questions: number;
  answeredRate: number;
  satisfaction: number | undefined;
}

/** The pages where the period's conversations started, the busiest first. */
export function pageStats(data: KnowledgeData): PageStats[] {
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

export interface VisitorStats {
  visitors: number;
  /** Visitors with more than one conversation in the period. */
  returning: number;
  conversationsPerVisitor: number;
  /** Share of the period's conversations in which the bot could not answer at least once. */
  withFallback: number;
}

export function visitorStats(data: KnowledgeData): VisitorStats {
  const sessions = periodSessions(data);
  const perVisitor = groupBy(sessions, visitorOf);
  const withFallback = new Set(
    periodExchanges(data)
      .filter((x) => outcomeOf(x) === 'fallback')
      .map((x) => x.sessionId),
  );
  return {
    visitors: perVisitor.size,
    returning: [...perVisitor.values()].filter((list) => list.length > 1).length,
    conversationsPerVisitor: ratio(sessions.length, perVisitor.size),
    withFallback: ratio(sessions.filter((s) => withFallback.has(s.id)).length, sessions.length),
  };
}

export interface LeadCapture {
  leads: number;
  /** Leads per conversation of the period. */
  captureRate: number;
}

export function leadCapture(data: WebsiteChatbotData): LeadCapture {
  const leads = data.leads.filter((l) => inPeriod(data, l.createdAt)).length;
  return { leads, captureRate: ratio(leads, periodSessions(data).length) };
}
