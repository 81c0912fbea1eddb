/** Counts of leads every dashboard that lists leads charts: per status in funnel order, per source. */
import type { Figures } from '../../live/figures.ts';
import { figuresBy } from '../../live/figures.ts';
import { LEAD_SOURCES, LEAD_STATUSES } from './leads.ts';

/** The period's leads per status, every status in funnel order (new → lost). */
export const leadsByStatus = (figures: Figures) => figuresBy(figures, 'current', 'status', LEAD_STATUSES);

/** The period's leads per source, only the sources that have leads, the largest first. */
export const leadsBySource = (figures: Figures) =>
  figuresBy(figures, 'current', 'kind', LEAD_SOURCES)
    .filter((s) => s.count > 0)
    .sort((a, b) => b.count - a.count);
