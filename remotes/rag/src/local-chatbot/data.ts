/**
 * Local chatbot: a staff assistant on the client's own server. Besides the knowledge bot figures it
 * shows who uses it (staff members by name, as the chat knows them) and when.
 */
import { inReportingPeriod, ratio } from '@portal/dashboard-kit/format';
import { outcomeOf } from '../common/exchanges.ts';
import { type KnowledgeData, periodExchanges } from '../common/knowledge.ts';

export interface StaffUsage {
  name: string;
  conversations: number;
  questions: number;
  fallbackRate: number | undefined;
  lastSeenAt: string;
}

/** The period's users of the assistant, the most active first; unnamed sessions are left out. */
export function staffUsage(data: KnowledgeData): StaffUsage[] {
  const sessions = inReportingPeriod(data.sessions, (s) => s.started_at, data.asOf).filter(
    (s) => s.customer_name,
  );
  const nameOf = new Map(sessions.map((s) => [s.id, s.customer_name as string]));
  const usage = new Map<string, StaffUsage>();
  for (const s of sessions) {
    const name = s.customer_name as string;
    const entry = usage.get(name) ?? {
      name,
      conversations: 0,
      questions: 0,
      fallbackRate: 0,
      lastSeenAt: s.started_at,
    };
    entry.conversations += 1;
    if (s.started_at > entry.lastSeenAt) entry.lastSeenAt = s.started_at;
    usage.set(name, entry);
  }
  const fallbacks = new Map<string, number>();
  for (const x of periodExchanges(data)) {
    const name = nameOf.get(x.sessionId);
    const entry = name === undefined ? undefined : usage.get(name);
    if (!entry || name === undefined) continue;
    entry.questions += 1;
    if (outcomeOf(x) === 'fallback') fallbacks.set(name, (fallbacks.get(name) ?? 0) + 1);
  }
  return [...usage.values()]
    .map((u) => ({ ...u, fallbackRate: ratio(fallbacks.get(u.name) ?? 0, u.questions) }))
    .sort((a, b) => b.questions - a.questions || a.name.localeCompare(b.name));
}
