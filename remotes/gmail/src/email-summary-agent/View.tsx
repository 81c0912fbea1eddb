import Checklist from '@mui/icons-material/Checklist';
import HourglassBottom from '@mui/icons-material/HourglassBottom';
import Summarize from '@mui/icons-material/Summarize';
import Today from '@mui/icons-material/Today';
import type { DashboardViewProps } from '@portal/contract';
import { dayKeyToDate } from '@portal/dashboard-kit/format';
import { bars, DashboardPages, kpi, lines, series, useColumns, useViewKit } from '@portal/dashboard-kit/ui';
import { itself, useEmailColumns } from '../common/emailColumns.tsx';
import { emailTab } from '../common/GmailTable.tsx';
import { useGmailTranslation } from '../i18n/index.ts';
import * as figures from './data.ts';

/** Threads summarised with their action items, the morning digests, and the reading time saved. */
export function SummaryView({ data }: DashboardViewProps<figures.SummaryData>) {
  const { t, f, period } = useViewKit(useGmailTranslation);
  const col = useEmailColumns(itself);
  const presets = useColumns();
  const k = figures.summaryKpis(data);
  const perDay = figures.summariesPerDay(data);
  const byDay = { subtitle: period, category: (day: string) => f.dayMonth(dayKeyToDate(day)) };
  const words = { words: f.number(figures.READING_WORDS_PER_MINUTE) };
  const timeSaved = presets.duration('timeSaved', t('columns.timeSaved'), figures.timeSavedMs);
  const summaries = [col.from, col.subject, col.summary, col.actionItems, col.received, timeSaved];
  const pending = t('kpi.pendingCaption', { count: k.pending });
  const reading = t('kpi.timeSavedCaption', words);
  const overview = {
    kpis: [
      kpi(t('kpi.summaries'), f.number(k.summaries), <Summarize />, pending, k.summariesChange),
      kpi(t('kpi.digests'), f.number(k.digests), <Today />, period),
      kpi(t('kpi.actionItems'), f.number(k.actionItems), <Checklist />),
      kpi(t('kpi.timeSaved'), f.duration(k.timeSavedMs), <HourglassBottom />, reading, k.timeSavedChange),
    ],
    charts: bars(t('charts.summariesPerDay'), perDay.days, {
      ...byDay,
      axes: [t('axes.day'), t('axes.threads')],
      series: [
        series('summaries', t('series.summaries'), perDay.summaries),
        series('actions', t('series.actionItems'), perDay.actionItems),
      ],
    }),
  };
  const digests = [col.to, col.subject, col.snippet, col.received];
  const tabs = [
    emailTab('threads', t('tabs.threads'), 'summaries', data.threads, summaries),
    emailTab('digests', t('tabs.digests'), 'digests', data.digests, digests),
  ];
  const analytics = {
    charts: lines(t('charts.timeSavedPerDay'), perDay.days, {
      ...byDay,
      axes: [t('axes.day'), t('axes.minutes')],
      series: [series('minutes', t('series.minutesSaved'), perDay.minutesSaved)],
      valueFormat: (v) => f.number(v, 0),
      area: true,
    }),
  };
  const label = t('tabsLabel.email-summary-agent');
  return <DashboardPages label={label} overview={overview} tabs={tabs} analytics={analytics} />;
}
