/**
 * Email summary agent: summarises incoming threads with their action items and sends a digest each
 * morning (its outgoing emails). Time saved is the reading time of the thread minus that of its
 * summary (common/facts.ts). Both sources (the live loader below and sample.ts) produce a SummaryData;
 * every figure of the dashboard comes from these functions. Live, the figures are SQL's counts of every
 * email (docs/architecture.md, "Dashboard figures": `email_summaries`, `emails_received`, `emails`)
 * and the tables page on the server.
 */
import { change, reportingDays } from '@portal/dashboard-kit/format';
import {
  countOf,
  type Figures,
  figuresOf,
  liveDashboard,
  partsFromRows,
  sumOf,
} from '@portal/dashboard-kit/live';
import { emailFigures, receivedFigures, summaryFact } from '../common/facts.ts';
import type { EmailRow } from '../common/rows.ts';
import { type EmailList, emailTable, RECEIVED, SENT } from '../common/tables.ts';

export { READING_WORDS_PER_MINUTE, timeSavedMs } from '../common/facts.ts';

/** The figures the dashboard counts (sample.ts counts its rows with the same parts). */
export const figureParts = {
  summaries: figuresOf('email_summaries', summaryFact),
  received: receivedFigures,
  emails: emailFigures,
};

/** The threads summarised in the period. */
export const SUMMARISED: EmailList = {
  filters: (asOf) => [...RECEIVED.filters(asOf), ['summary', 'not.is', 'null']],
  keeps: (e, asOf) => RECEIVED.keeps(e, asOf) && e.summary !== null,
};

/** Live: the summaries counted in SQL, the summarised threads and the digests a page at a time. */
const parts = { ...figureParts, threads: emailTable(SUMMARISED), digests: emailTable(SENT) };
export const live = liveDashboard(parts);
export type SummaryData = Awaited<ReturnType<typeof live>>;

/** The same data counted from rows held in the browser (a sample), as live mode reads it from SQL. */
export const fromRows = (emails: readonly EmailRow[], asOf: string): SummaryData => ({
  ...partsFromRows(parts, emails, asOf),
  asOf,
});

const OUTBOUND = { kind: ['outbound'] };

export function summaryKpis({ summaries, received, emails }: SummaryData) {
  const current = countOf(summaries, 'current');
  const saved = sumOf(summaries, 'current', 'value');
  return {
    summaries: current,
    summariesChange: change(current, countOf(summaries, 'previous')),
    digests: countOf(emails, 'current', OUTBOUND),
    actionItems: sumOf(summaries, 'current', 'score'),
    timeSavedMs: saved,
    timeSavedChange: change(saved, sumOf(summaries, 'previous', 'value')),
    // Received in the period and not summarised (yet).
    pending: countOf(received, 'current') - current,
  };
}

/** A day line's rows, value or score per Doha day of the period, oldest first (0 without rows). */
function perDayOf(figures: Figures, field: 'rows' | 'value' | 'score') {
  const days = reportingDays(figures.asOf, figures.days);
  const perDay = new Map<string, number>();
  for (const line of figures.lines)
    if (line.period === 'day' && line.day) perDay.set(line.day, (perDay.get(line.day) ?? 0) + line[field]);
  return days.map((day) => perDay.get(day) ?? 0);
}

/** Per Doha day of the period: threads summarised, action items found and minutes of reading saved. */
export function summariesPerDay({ summaries }: SummaryData) {
  return {
    days: reportingDays(summaries.asOf, summaries.days),
    summaries: perDayOf(summaries, 'rows'),
    actionItems: perDayOf(summaries, 'score'),
    minutesSaved: perDayOf(summaries, 'value').map((ms) => ms / 60_000),
  };
}
