import Edit from '@mui/icons-material/Edit';
import Label from '@mui/icons-material/Label';
import LabelOff from '@mui/icons-material/LabelOff';
import PriorityHigh from '@mui/icons-material/PriorityHigh';
import type { DashboardViewProps } from '@portal/shared/contract';
import { REPORTING_DAYS } from '@portal/shared/format';
import {
  BarChartCard,
  DashboardPages,
  DataTable,
  PerDayChart,
  PieChartCard,
  series,
  tab,
  useViewKit,
} from '@portal/shared/ui';
import { itself, useEmailColumns, useEmailLabels } from '../common/emailColumns.tsx';
import type { EmailsData } from '../common/rows.ts';
import { useGmailTranslation } from '../i18n/index.ts';
import * as figures from './data.ts';

/** Labels applied as mail arrives, what is still figures.unlabelled, and how often people corrected a label. */
export function LabellingView({ data }: DashboardViewProps<EmailsData>) {
  const { t, ui, f } = useViewKit(useGmailTranslation);
  const labels = useEmailLabels();
  const col = useEmailColumns(itself);
  const k = figures.labellingKpis(data);
  const perDay = figures.labelsPerDay(data);
  const period = ui('common.lastDays', { count: REPORTING_DAYS });
  const distribution = figures.labelDistribution(data);
  return (
    <DashboardPages
      label={t('tabsLabel.gmail-email-labelling')}
      overview={{
        kpis: [
          {
            label: t('kpi.labelled'),
            value: f.number(k.labelled),
            change: k.labelledChange,
            icon: <Label />,
          },
          {
            label: t('kpi.unlabelled'),
            value: f.number(k.unlabelled),
            icon: <LabelOff />,
          },
          {
            label: t('kpi.corrections'),
            value: f.number(k.corrections),
            change: k.correctionRateChange,
            goodWhen: 'down',
            caption: t('kpi.correctionCaption', { rate: f.percent(k.correctionRate) }),
            icon: <Edit />,
          },
          {
            label: t('kpi.highPriority'),
            value: f.number(k.highPriority),
            caption: t('kpi.highPriorityCaption', { count: k.received }),
            icon: <PriorityHigh />,
          },
        ],
        charts: (
          <PerDayChart
            title={t('charts.labelsPerDay')}
            periodDays={REPORTING_DAYS}
            days={perDay.days}
            valueAxisLabel={t('axes.emails')}
            series={[
              series('labelled', t('series.labelled'), perDay.labelled),
              series('corrected', t('series.corrected'), perDay.corrected),
            ]}
          />
        ),
      }}
      tabs={[
        tab(
          'unlabelled',
          t('tabs.unlabelled'),
          <DataTable
            title={t('tables.unlabelled')}
            rows={figures.unlabelled(data)}
            columns={[col.from, col.subject, col.snippet, col.priority, col.received]}
            initialSort="received"
            emptyMessage={t('empty.unlabelled')}
          />,
        ),
        tab(
          'corrections',
          t('tabs.corrections'),
          <DataTable
            title={t('tables.corrections')}
            rows={figures.corrections(data)}
            columns={[col.from, col.subject, col.originalLabel, col.label, col.priority, col.labelled]}
            initialSort="labelled"
            emptyMessage={t('empty.corrections')}
          />,
        ),
      ]}
      analytics={{
        charts: (
          <>
            <BarChartCard
              title={t('charts.labels')}
              subtitle={period}
              layout="horizontal"
              categories={distribution.map((l) => l.label)}
              categoryAxisLabel={t('axes.label')}
              valueAxisLabel={t('axes.emails')}
              series={[
                series(
                  'labelled',
                  t('series.labelled'),
                  distribution.map((l) => l.count),
                ),
                series(
                  'corrected-away',
                  t('series.correctedAway'),
                  distribution.map((l) => l.correctedAway),
                ),
              ]}
            />
            <PieChartCard
              title={t('charts.priorities')}
              subtitle={period}
              donut
              slices={figures.priorities(data).map((p) => ({
                id: p.key,
                label: labels.priority(p.key),
                value: p.count,
              }))}
            />
          </>
        ),
      }}
    />
  );
}
