/** Counts of leads every dashboard that lists leads charts: per status in funnel order, per source. */
import { countBy } from '../../format/periods.ts';
import { LEAD_SOURCES, LEAD_STATUSES, type Lead } from './leads.ts';

/** Leads per status, every status in funnel order (new → lost). */
export const leadsByStatus = (leads: readonly Lead[]) => countBy(leads, (l) => l.status, LEAD_STATUSES);

/** Leads per source, only the sources that have leads, the largest first. */
export const leadsBySource = (leads: readonly Lead[]) =>
  countBy(leads, (l) => l.source, LEAD_SOURCES)
    .filter((s) => s.count > 0)
    .sort((a, b) => b.count - a.count);
