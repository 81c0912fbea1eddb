/**
 * Gmail email labelling: the workflow labels each incoming email and sets its priority; people may
 * change a label afterwards (original_label keeps the workflow's choice). Both sources (the live loader
 * below and sample.ts) produce a LabellingData; every figure of the dashboard comes from these
 * functions. Live, the figures are SQL's counts of every email (docs/architecture.md, "Dashboard
 * figures": `emails_labelled`, `emails_received`, `emails_unlabelled`) and the tables page on the server.
 */
import { change, ratio } from '@portal/dashboard-kit/format';
import {
  agesOf,
  countOf,
  countPerDayOf,
  type Figures,
  figuresOf,
  liveDashboard,
  partsFromRows,
  sumOf,
  type Top,
  topOf,
} from '@portal/dashboard-kit/live';
import { isCorrected, labelledFact, receivedFact, receivedFigures, unlabelledFact } from '../common/facts.ts';
import { EMAIL_PRIORITIES, EMAIL_STATUSES, type EmailRow } from '../common/rows.ts';
import { ALL_RECEIVED, type EmailList, emailTable, periodOf } from '../common/tables.ts';

const CORRECTED = ['corrected'];

/** The figures the dashboard counts (sample.ts counts its rows with the same parts). */
export const figureParts = {
  labelled: figuresOf('emails_labelled', labelledFact),
  received: receivedFigures,
  priorities: topOf('emails_received', 'priority', (e: EmailRow) => e.priority, receivedFact, { limit: 3 }),
  // Labels the workflow gave that people changed, by the workflow's label (a client has few labels).
  correctedAway: topOf('emails_labelled', 'original_label', (e: EmailRow) => e.original_label, labelledFact, {
    statuses: CORRECTED,
    limit: 100,
  }),
  // Unlabelled mail of the whole history, one age band: read from the day lines.
  unlabelled: agesOf('emails_unlabelled', unlabelledFact, EMAIL_STATUSES, []),
};

/** Incoming emails still without a label, whenever received. */
export const UNLABELLED: EmailList = {
  filters: (asOf) => [...ALL_RECEIVED.filters(asOf), ['label', 'is', 'null']],
  keeps: (e) => ALL_RECEIVED.keeps(e, '') && e.label === null,
};

/** The labels people changed in the period (by labelling time). */
export const CORRECTIONS: EmailList = {
  filters: (asOf) => {
    const { from, to } = periodOf(asOf);
    return [
      ['label_corrected', 'eq', 'true'],
      ['labelled_at', 'gte', from],
      ['labelled_at', 'lt', to],
    ];
  },
  keeps: (e, asOf) => {
    const { from, to } = periodOf(asOf);
    const at = labelledFact(e).at;
    return isCorrected(e) && at !== null && String(at) >= from && String(at) < to;
  },
};

/** Live: the labelling counted in SQL, the unlabelled and the corrected emails a page at a time. */
const parts = {
  ...figureParts,
  unlabelledEmails: emailTable(UNLABELLED),
  corrections: emailTable(CORRECTIONS),
};
export const live = liveDashboard(parts);
export type LabellingData = Awaited<ReturnType<typeof live>>;

/**
 * A sample's label groups in an order that does not depend on the labels' language (ties of the same
 * size by their latest moment rather than by name), so that its English and Arabic data are alike;
 * labelDistribution orders them for display.
 */
const sameInEveryLanguage = (top: Top): Top => ({
  ...top,
  groups: [...top.groups].sort(
    (a, b) => b.rows - a.rows || (b.latestAt ?? '').localeCompare(a.latestAt ?? ''),
  ),
});

/** The same data counted from rows held in the browser (a sample), as live mode reads it from SQL. */
export function fromRows(emails: readonly EmailRow[], asOf: string): LabellingData {
  const counted = partsFromRows(parts, emails, asOf);
  return { ...counted, correctedAway: sameInEveryLanguage(counted.correctedAway), asOf };
}

/** Share of the labelled emails whose label a person changed: how often the workflow was wrong. */
const correctionRate = (labelled: Figures, period: 'current' | 'previous') =>
  ratio(countOf(labelled, period, { status: CORRECTED }), countOf(labelled, period));

export function labellingKpis({ labelled, received, unlabelled }: LabellingData) {
  const current = countOf(labelled, 'current');
  const previous = countOf(labelled, 'previous');
  return {
    labelled: current,
    labelledChange: change(current, previous),
    unlabelled: unlabelled.reduce((sum, line) => sum + line.rows, 0),
    corrections: countOf(labelled, 'current', { status: CORRECTED }),
    correctionRate: correctionRate(labelled, 'current'),
    correctionRateChange: previous
      ? change(correctionRate(labelled, 'current'), correctionRate(labelled, 'previous'))
      : undefined,
    // The score of a received email is 1 when its priority is high.
    highPriority: sumOf(received, 'current', 'score'),
    received: countOf(received, 'current'),
  };
}

/** Labels applied per Doha day of the period, with the corrections among them. */
export function labelsPerDay({ labelled }: LabellingData) {
  const { days, counts } = countPerDayOf(labelled);
  return { days, labelled: counts, corrected: countPerDayOf(labelled, { status: CORRECTED }).counts };
}

export interface LabelStats {
  label: string;
  /** Emails carrying the label now. */
  count: number;
  /** Emails the workflow gave this label that a person changed to another. */
  correctedAway: number;
}

/** The labels of the period's labelled emails, most used first, with how often each was corrected. */
export function labelDistribution({ labelled, correctedAway }: LabellingData): LabelStats[] {
  const stats = new Map<string, LabelStats>();
  const entry = (label: string) => {
    const found = stats.get(label) ?? { label, count: 0, correctedAway: 0 };
    stats.set(label, found);
    return found;
  };
  // A label of '' is none: a label a person removed.
  for (const line of labelled.lines)
    if (line.period === 'current' && line.kind !== '') entry(line.kind).count += line.rows;
  for (const group of correctedAway.groups)
    if (group.key !== '') entry(group.key).correctedAway += group.rows;
  return [...stats.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/** Emails received in the period per priority. */
export const priorities = ({ priorities }: LabellingData) =>
  EMAIL_PRIORITIES.map((key) => ({
    key,
    count: priorities.groups.find((g) => g.key === key)?.rows ?? 0,
  }));
