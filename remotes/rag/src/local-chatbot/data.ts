/**
 * Local chatbot: a staff assistant on the client's own server. Besides the knowledge bot figures it
 * shows who uses it (staff members by name, as the chat knows them): live from SQL over every
 * conversation of the period (`rag_staff_usage`), a sample through the same computation of its rows.
 */
import type { LiveContext } from '@portal/contract';
import { isInReportingPeriod, REPORTING_DAYS, ratio } from '@portal/dashboard-kit/format';
import { liveDashboard, readFigureFunction, toNumber } from '@portal/dashboard-kit/live';
import { outcomeOf, toExchanges } from '../common/exchanges.ts';
import { type KnowledgeData, knowledgeFromRows, knowledgeLiveParts } from '../common/knowledge.ts';
import type { KnowledgeSampleRows } from '../common/knowledgeSample.ts';

export interface StaffUsage {
  name: string;
  conversations: number;
  questions: number;
  fallbackRate: number | undefined;
  lastSeenAt: string;
}

/** A hotel's or a firm's staff: read whole up to this many names. */
export const STAFF_LIMIT = 500;

/** The period's users of the assistant, the most active first; unnamed conversations are left out. */
export const staffUsage = {
  async read(ctx: LiveContext, asOf: Date): Promise<StaffUsage[]> {
    const data = await readFigureFunction(ctx, 'rag_staff_usage', 'the staff', {
      p_as_of: asOf.toISOString(),
      p_days: REPORTING_DAYS,
      p_limit: STAFF_LIMIT,
    });
    return (data ?? []).map((l) => {
      const questions = toNumber(l.questions) ?? 0;
      return {
        name: l.name,
        conversations: toNumber(l.conversations) ?? 0,
        questions,
        fallbackRate: ratio(toNumber(l.fallbacks) ?? 0, questions),
        lastSeenAt: new Date(l.last_seen_at).toISOString(),
      };
    });
  },
  fromRows({ sessions, messages }: Pick<KnowledgeSampleRows, 'sessions' | 'messages'>, asOf: string) {
    const named = sessions.filter((s) => isInReportingPeriod(s.started_at, asOf) && s.customer_name);
    const nameOf = new Map(named.map((s) => [s.id, s.customer_name as string]));
    const usage = new Map<string, StaffUsage & { fallbacks: number }>();
    for (const s of named) {
      const name = s.customer_name as string;
      const entry = usage.get(name) ?? {
        name,
        conversations: 0,
        questions: 0,
        fallbacks: 0,
        fallbackRate: undefined,
        lastSeenAt: s.started_at,
      };
      entry.conversations += 1;
      if (s.started_at > entry.lastSeenAt) entry.lastSeenAt = s.started_at;
      usage.set(name, entry);
    }
    for (const x of toExchanges(messages)) {
      const entry = usage.get(nameOf.get(x.sessionId) ?? '');
      if (!entry || !isInReportingPeriod(x.question.created_at, asOf)) continue;
      entry.questions += 1;
      if (outcomeOf(x) === 'fallback') entry.fallbacks += 1;
    }
    return [...usage.values()]
      .map(({ fallbacks, ...u }) => ({ ...u, fallbackRate: ratio(fallbacks, u.questions) }))
      .sort((a, b) => b.questions - a.questions || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  },
};

/** Live: the knowledge bot's figures and the staff who used it. */
export const live = liveDashboard({ ...knowledgeLiveParts, staff: staffUsage });
export type LocalChatbotData = KnowledgeData & { staff: StaffUsage[] };

/** The sample's rows counted through the same parts. */
export const localChatbotFromRows = (rows: KnowledgeSampleRows, asOf: string): LocalChatbotData => ({
  ...knowledgeFromRows(rows, asOf),
  staff: staffUsage.fromRows(rows, asOf),
});
