import Checklist from '@mui/icons-material/Checklist';
import HourglassBottom from '@mui/icons-material/HourglassBottom';
import Summarize from '@mui/icons-material/Summarize';
import Today from '@mui/icons-material/Today';
import type { DashboardViewProps } from '@portal/shared/contract';
import { dayKeyToDate, REPORTING_DAYS } from '@portal/shared/format';
import {
  BarChartCard,
  DashboardPages,
  DataTable,
  LineChartCard,
  series,
  tab,
  useColumns,
  useViewKit,
} from '@portal/shared/ui';
import { itself, useEmailColumns } from '../common/emailColumns.tsx';
import type { EmailsData } from '../common/rows.ts';
import { useGmailTranslation } from '../i18n/index.ts';
import * as figures from './data.ts';

/** Threads summarised with their action items, the morning digests, and the reading time saved. */
export function SummaryView({ data }: DashboardViewProps<EmailsData>) {
  const { t, ui, f } = useViewKit(useGmailTranslation);
  const col = useEmailColumns(itself);
  const presets = useColumns();
  const k = figures.summaryKpis(data);
  const perDay = figures.summariesPerDay(data);
  const period = ui('common.lastDays', { count: REPORTING_DAYS });
  const dayLabels = perDay.days.map((day) => f.dayMonth(dayKeyToDate(day)));
  return (
    <DashboardPages
      label={t('tabsLabel.email-summary-agent')}
      overview={{
        kpis: [
          {
            label: t('kpi.summaries'),
            value: f.number(k.summaries),
            change: k.summariesChange,
            caption: t('kpi.pendingCaption', { count: k.pending }),
            icon: <Summarize />,
          },
          {
            label: t('kpi.digests'),
            value: f.number(k.digests),
            caption: period,
            icon: <Today />,
          },
          {
            label: t('kpi.actionItems'),
            value: f.number(k.actionItems),
            icon: <Checklist />,
          },
          {
            label: t('kpi.timeSaved'),
            value: f.duration(k.timeSavedMs),
            change: k.timeSavedChange,
            caption: t('kpi.timeSavedCaption', { words: f.number(figures.READING_WORDS_PER_MINUTE) }),
            icon: <HourglassBottom />,
          },
        ],
        charts: (
          <BarChartCard
            title={t('charts.summariesPerDay')}
            subtitle={period}
            categories={dayLabels}
            categoryAxisLabel={t('axes.day')}
            valueAxisLabel={t('axes.threads')}
            series={[
              series('summaries', t('series.summaries'), perDay.summaries),
              series('actions', t('series.actionItems'), perDay.actionItems),
            ]}
          />
        ),
      }}
      tabs={[
        tab(
          'threads',
          t('tabs.threads'),
          <DataTable
            title={t('tables.summaries')}
            rows={figures.summariesIn(data)}
            columns={[
              col.from,
              col.subject,
              col.summary,
              col.actionItems,
              col.received,
              presets.duration('timeSaved', t('columns.timeSaved'), figures.timeSavedMs),
            ]}
            initialSort="received"
            emptyMessage={t('empty.summaries')}
          />,
        ),
        tab(
          'digests',
          t('tabs.digests'),
          <DataTable
            title={t('tables.digests')}
            rows={figures.digestsIn(data)}
            columns={[col.to, col.subject, col.snippet, col.received]}
            initialSort="received"
            emptyMessage={t('empty.digests')}
          />,
        ),
      ]}
      analytics={{
        charts: (
          <LineChartCard
            title={t('charts.timeSavedPerDay')}
            subtitle={period}
            xLabels={dayLabels}
            categoryAxisLabel={t('axes.day')}
            valueAxisLabel={t('axes.minutes')}
            series={[{ id: 'minutes', label: t('series.minutesSaved'), data: perDay.minutesSaved }]}
            valueFormat={(v) => f.number(v, 0)}
            area
          />
        ),
      }}
    />
  );
}
