/**
 * Website chatbot: a widget on the client's website. Besides the knowledge bot figures (common/
 * knowledge.ts) it shows where visitors start chatting (pages), who they are (anonymous visitors,
 * returning ones) and the leads the conversations capture. Live, pages and visitors are SQL's count of
 * every conversation of the period (`rag_pages`, `rag_visitors`) and the leads are counted in SQL and
 * paged on the server; a sample counts its rows through the same computations.
 */
import type { LiveContext } from '@portal/contract';
import { type Lead, leadFigures, leadTable } from '@portal/dashboard-kit/entities';
import { groupBy, isInReportingPeriod, mean, REPORTING_DAYS, ratio } from '@portal/dashboard-kit/format';
import { countOf, liveDashboard, readFigureFunction, toNumber } from '@portal/dashboard-kit/live';
import { outcomeOf, toExchanges } from '../common/exchanges.ts';
import { type KnowledgeData, knowledgeFromRows, knowledgeLiveParts } from '../common/knowledge.ts';
import type { KnowledgeSampleRows } from '../common/knowledgeSample.ts';
import type { SessionRow } from '../common/rows.ts';

/** Without a widget id, a conversation counts as its own visitor. */
const visitorOf = (s: SessionRow) => s.visitor_id ?? s.id;

/** A widget URL's page as the site's owner reads it, host and path ('dohasmile.qa/services'), or null (SQL: private.page_of). */
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
  /** Answered share of the decided exchanges (undefined while none was decided). */
  answeredRate: number | undefined;
  satisfaction: number | undefined;
}

/** A site's pages: read whole up to this many, the busiest first. */
export const PAGES_LIMIT = 100;

/** The period's conversations, and per conversation its questions of the period, answered and fallback. */
function periodExchanges(
  { sessions, messages }: Pick<KnowledgeSampleRows, 'sessions' | 'messages'>,
  asOf: string,
) {
  const period = sessions.filter((s) => isInReportingPeriod(s.started_at, asOf));
  const per = new Map<string, { questions: number; answered: number; fallbacks: number }>();
  for (const x of toExchanges(messages)) {
    if (!isInReportingPeriod(x.question.created_at, asOf)) continue;
    const entry = per.get(x.sessionId) ?? { questions: 0, answered: 0, fallbacks: 0 };
    entry.questions += 1;
    if (outcomeOf(x) === 'answered') entry.answered += 1;
    if (outcomeOf(x) === 'fallback') entry.fallbacks += 1;
    per.set(x.sessionId, entry);
  }
  return { period, per };
}

/** The pages where the period's conversations started, the busiest first (`rag_pages`). */
export const pageStats = {
  async read(ctx: LiveContext, asOf: Date): Promise<PageStats[]> {
    const data = await readFigureFunction(ctx, 'rag_pages', 'the pages', {
      p_as_of: asOf.toISOString(),
      p_days: REPORTING_DAYS,
      p_limit: PAGES_LIMIT,
    });
    return (data ?? []).map((l) => {
      const answered = toNumber(l.answered) ?? 0;
      return {
        page: l.page,
        conversations: toNumber(l.conversations) ?? 0,
        visitors: toNumber(l.visitors) ?? 0,
        questions: toNumber(l.questions) ?? 0,
        answeredRate: ratio(answered, answered + (toNumber(l.fallbacks) ?? 0)),
        satisfaction: toNumber(l.satisfaction) ?? undefined,
      };
    });
  },
  fromRows(rows: Pick<KnowledgeSampleRows, 'sessions' | 'messages'>, asOf: string): PageStats[] {
    const { period, per } = periodExchanges(rows, asOf);
    const withPage = period.filter((s) => pageOf(s.page_url) !== null);
    return [...groupBy(withPage, (s) => pageOf(s.page_url) as string)]
      .map(([page, list]) => {
        const sum = (field: 'answered' | 'fallbacks' | 'questions') =>
          list.reduce((n, s) => n + (per.get(s.id)?.[field] ?? 0), 0);
        return {
          page,
          conversations: list.length,
          visitors: new Set(list.map(visitorOf)).size,
          questions: sum('questions'),
          answeredRate: ratio(sum('answered'), sum('answered') + sum('fallbacks')),
          satisfaction: mean(list.flatMap((s) => (s.satisfaction === null ? [] : [s.satisfaction]))),
        };
      })
      .sort((a, b) => b.conversations - a.conversations || (a.page < b.page ? -1 : a.page > b.page ? 1 : 0))
      .slice(0, PAGES_LIMIT);
  },
};

export interface VisitorCounts {
  conversations: number;
  visitors: number;
  /** Visitors with more than one conversation in the period. */
  returning: number;
  /** The period's conversations in which the bot could not answer at least once. */
  withFallback: number;
}

/** The period's visitors (`rag_visitors`). */
export const visitorCounts = {
  async read(ctx: LiveContext, asOf: Date): Promise<VisitorCounts> {
    const data = await readFigureFunction(ctx, 'rag_visitors', 'the visitors', {
      p_as_of: asOf.toISOString(),
      p_days: REPORTING_DAYS,
    });
    const [line] = data ?? [];
    return {
      conversations: toNumber(line?.conversations) ?? 0,
      visitors: toNumber(line?.visitors) ?? 0,
      returning: toNumber(line?.returning_visitors) ?? 0,
      withFallback: toNumber(line?.with_fallback) ?? 0,
    };
  },
  fromRows(rows: Pick<KnowledgeSampleRows, 'sessions' | 'messages'>, asOf: string): VisitorCounts {
    const { period, per } = periodExchanges(rows, asOf);
    const perVisitor = groupBy(period, visitorOf);
    return {
      conversations: period.length,
      visitors: perVisitor.size,
      returning: [...perVisitor.values()].filter((list) => list.length > 1).length,
      withFallback: period.filter((s) => (per.get(s.id)?.fallbacks ?? 0) > 0).length,
    };
  },
};

/** Live: the knowledge bot's figures, its pages and visitors, the leads counted and paged on the server. */
export const live = liveDashboard({
  ...knowledgeLiveParts,
  pages: pageStats,
  visitors: visitorCounts,
  leadFigures,
  leads: leadTable,
});
export type WebsiteChatbotData = Awaited<ReturnType<typeof live>> & {
  transcripts?: KnowledgeData['transcripts'];
};

/** The sample's rows (and leads) counted through the same parts. */
export const websiteChatbotFromRows = (
  rows: KnowledgeSampleRows & { leads: Lead[] },
  asOf: string,
): WebsiteChatbotData => ({
  ...knowledgeFromRows(rows, asOf),
  pages: pageStats.fromRows(rows, asOf),
  visitors: visitorCounts.fromRows(rows, asOf),
  leadFigures: leadFigures.fromRows(rows.leads, asOf),
  leads: rows.leads,
});

/** The period's visitors: how many, how many came back, how many conversations each, how often the bot failed them. */
export function visitorStats({ visitors: v }: Pick<WebsiteChatbotData, 'visitors'>) {
  return {
    visitors: v.visitors,
    returning: v.returning,
    conversationsPerVisitor: ratio(v.conversations, v.visitors),
    withFallback: ratio(v.withFallback, v.conversations),
  };
}

/** The period's leads, and how many per conversation of the period (capture rate). */
export function leadCapture(data: Pick<WebsiteChatbotData, 'leadFigures' | 'sessions'>) {
  const leads = countOf(data.leadFigures, 'current');
  return { leads, captureRate: ratio(leads, countOf(data.sessions, 'current')) };
}
