/**
 * A per-day chart of what data.ts counted per day (`{ days, alone: […], byPerson: […] }`), its series
 * named in the options: `perDayOf(title, figures.requestsPerDay(data), { labels: { alone: …, byPerson: … },
 * axis, stacked: true })`, instead of `perDay(title, perDaySeries(values, labels), options)`. Only the
 * series labelled are drawn, in the order of `labels`.
 */
import type { ReactElement } from 'react';
import { type PerDayOptions, perDay } from './describe.tsx';
import { type PerDayValues, perDaySeries } from './PerDayChart.tsx';

export const perDayOf = <V extends PerDayValues>(
  title: string,
  values: V,
  { labels, ...options }: PerDayOptions & { labels: Parameters<typeof perDaySeries<V>>[1] },
): ReactElement => perDay(title, perDaySeries(values, labels), options);
