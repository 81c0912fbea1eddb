import Edit from '@mui/icons-material/Edit';
import Label from '@mui/icons-material/Label';
import LabelOff from '@mui/icons-material/LabelOff';
import PriorityHigh from '@mui/icons-material/PriorityHigh';
import type { DashboardViewProps } from '@portal/contract';
import { bars, DashboardPages, kpi, perDay, perDaySeries, pie, useViewKit } from '@portal/dashboard-kit/ui';
import { itself, useEmailColumns, useEmailLabels } from '../common/emailColumns.tsx';
import { emailTab } from '../common/GmailTable.tsx';
import { useGmailTranslation } from '../i18n/index.ts';
import * as figures from './data.ts';

/** Labels applied as mail arrives, what is still unlabelled, and how often people corrected a label. */
export function LabellingView({ data }: DashboardViewProps<figures.LabellingData>) {
  const { t, f, period } = useViewKit(useGmailTranslation);
  const labels = useEmailLabels();
  const col = useEmailColumns(itself);
  const k = figures.labellingKpis(data);
  const labelled = t('series.labelled');
  const perDayCounts = perDaySeries(figures.labelsPerDay(data), {
    labelled,
    corrected: t('series.corrected'),
  });
  const correctionRate = { rate: f.percent(k.correctionRate) };
  const corrections = [col.from, col.subject, col.originalLabel, col.label, col.priority, col.labelled];
  const highPriorityCaption = t('kpi.highPriorityCaption', { count: k.received });
  const overview = {
    kpis: [
      kpi(t('kpi.labelled'), f.number(k.labelled), <Label />, { change: k.labelledChange }),
      kpi(t('kpi.unlabelled'), f.number(k.unlabelled), <LabelOff />),
      kpi(t('kpi.corrections'), f.number(k.corrections), <Edit />, {
        change: k.correctionRateChange,
        goodWhen: 'down',
        caption: t('kpi.correctionCaption', correctionRate),
      }),
      kpi(t('kpi.highPriority'), f.number(k.highPriority), <PriorityHigh />, highPriorityCaption),
    ],
    charts: perDay(t('charts.labelsPerDay'), perDayCounts, { axis: t('axes.emails') }),
  };
  const unlabelled = [col.from, col.subject, col.snippet, col.priority, col.received];
  const tabs = [
    emailTab('unlabelled', t('tabs.unlabelled'), 'unlabelled', data.unlabelledEmails, unlabelled),
    emailTab('corrections', t('tabs.corrections'), 'corrections', data.corrections, corrections, {
      initialSort: 'labelled',
    }),
  ];
  const analytics = {
    charts: [
      bars(t('charts.labels'), figures.labelDistribution(data), {
        subtitle: period,
        category: (l) => l.label,
        axes: [t('axes.label'), t('axes.emails')],
        series: {
          labelled: [labelled, (l) => l.count],
          'corrected-away': [t('series.correctedAway'), (l) => l.correctedAway],
        },
        layout: 'horizontal',
      }),
      pie(t('charts.priorities'), figures.priorities(data), (p) => [p.key, labels.priority(p.key), p.count], {
        subtitle: period,
        donut: true,
      }),
    ],
  };
  const label = t('tabsLabel.gmail-email-labelling');
  return <DashboardPages label={label} overview={overview} tabs={tabs} analytics={analytics} />;
}
