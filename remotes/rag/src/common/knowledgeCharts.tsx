/**
 * The charts of the knowledge bots, described once; each dashboard lists the ones that tell its story
 * (`charts: [charts.questionsPerDay, charts.citations]`), as it does with useKnowledgeKpis.
 */
import { bars, perDay, pie, series, useViewKit } from '@portal/dashboard-kit/ui';
import { useRagT } from '../i18n/index.ts';
import { useAskedBlocks } from './askedBlocks.tsx';
import {
  conversationsByHour,
  type KnowledgeData,
  knowledgeQuestions,
  latencyPerDay,
  outcomeCounts,
  satisfactionCounts,
} from './knowledge.ts';

/** Shown on the most cited documents chart. */
const TOP_DOCUMENTS = 8;

const seconds = (values: readonly (number | undefined)[]) =>
  values.map((ms) => (ms === undefined ? null : ms / 1000));

export function useKnowledgeCharts(data: KnowledgeData) {
  const { t, f, period } = useViewKit(useRagT);
  const asked = useAskedBlocks('answers', knowledgeQuestions(data));
  const latency = latencyPerDay(data);
  const conversations = t('axes.conversations');
  const cited = data.citations.slice(0, TOP_DOCUMENTS);
  return {
    /** Answered and "I don't know" questions per day, stacked. */
    questionsPerDay: asked.perDay,
    /** Median and 95th percentile answer time per day, in seconds (days without answers are gaps). */
    latency: perDay(
      t('charts.latencyPerDay'),
      {
        days: latency.days,
        series: [
          series('p50', t('series.median'), seconds(latency.p50)),
          series('p95', t('series.p95'), seconds(latency.p95)),
        ],
      },
      { axis: t('axes.seconds'), valueFormat: (v) => f.duration(v * 1000), line: true },
    ),
    /** Conversations per hour of the day, Doha time. */
    hours: bars(t('charts.byHour'), conversationsByHour(data), {
      subtitle: period,
      category: (_count, hour) => f.number(hour, 0),
      axes: [t('axes.hour'), conversations],
      series: { conversations: [conversations, (count) => count] },
    }),
    /** Answered, "I don't know" and not yet answered, as shares of the period's questions. */
    outcomes: pie(
      t('charts.outcomes'),
      outcomeCounts(data),
      (o) => [o.key, t(`values.outcome.${o.key}`), o.count],
      {
        valueFormat: (v) => f.number(v, 0),
      },
    ),
    /** How many conversations got 1 to 5 stars. */
    satisfaction: bars(t('charts.satisfaction'), satisfactionCounts(data), {
      category: (s) => t('series.stars', { count: s.stars }),
      axes: [t('axes.stars'), conversations],
      series: { conversations: [conversations, (s) => s.count] },
    }),
    /** The documents the answers cite most. */
    citations: bars(t('charts.citations'), cited, {
      subtitle: period,
      category: (c) => c.title,
      axes: [t('axes.documents'), t('axes.citations')],
      series: { citations: [t('axes.citations'), (c) => c.citations] },
      layout: 'horizontal',
    }),
  };
}
