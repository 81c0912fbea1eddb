import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import EventBusy from '@mui/icons-material/EventBusy';
import Paid from '@mui/icons-material/Paid';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Schedule from '@mui/icons-material/Schedule';
import type { DashboardViewProps } from '@portal/contract';
import { bars, DashboardPages, kpi, listTabs, useViewKit } from '@portal/dashboard-kit/ui';
import { useFinanceTranslation } from '../i18n/index.ts';
import * as figures from './data.ts';
import { InvoicesTable } from './InvoicesTable.tsx';

/** Invoices out, money in: what is owed and for how long, what reminders achieve, who is overdue. */
export function InvoiceCollectionView({ data }: DashboardViewProps<figures.InvoiceData>) {
  const { t, f } = useViewKit(useFinanceTranslation);
  const k = figures.invoiceKpis(data);
  const amount = t('invoices.axes.amount');
  const dso = k.dso === undefined ? f.missing : t('invoices.kpi.days', { count: Math.round(k.dso) });
  const rate = t('invoices.axes.collectionRate');
  const sent = t('invoices.kpi.sent', { count: k.sent });
  const overdueNote = t('invoices.kpi.overdue', { count: k.overdue, amount: f.qar(k.overdueQar) });
  const paidCount = t('invoices.kpi.paidCount', { count: k.paid.count });
  const overview = {
    kpis: [
      kpi(t('invoices.kpi.issued'), f.number(k.issued.count), <ReceiptLong />, sent, k.issued.change),
      kpi(t('invoices.kpi.outstanding'), f.qar(k.outstandingQar), <AccountBalanceWallet />, overdueNote),
      kpi(t('invoices.kpi.paid'), f.qar(k.paidQar), <Paid />, paidCount, k.paid.change),
      kpi(t('invoices.kpi.dso'), dso, <Schedule />, t('invoices.kpi.dsoCaption')),
      kpi(t('invoices.kpi.reminders'), f.number(k.remindersSent), <EventBusy />),
    ],
    charts: bars(t('invoices.charts.weekly'), figures.weeklyCollection(data), {
      category: (w) => f.dayMonth(w.weekEnding),
      axes: [t('invoices.axes.weekEnding'), amount],
      fields: { invoiced: t('invoices.series.invoiced'), paid: t('invoices.series.collected') },
      valueFormat: f.qarCompact,
    }),
  };
  const lists = { invoices: data.invoices, overdue: data.overdue };
  const tabs = listTabs(t, lists, (name, rows) => <InvoicesTable name={name} rows={rows} asOf={data.asOf} />);
  const analytics = {
    charts: [
      bars(t('invoices.charts.ageing'), figures.ageing(data), {
        subtitle: t('invoices.charts.ageingSubtitle'),
        category: (b) => t(`values.ageing.${b.id}`),
        axes: [t('invoices.axes.age'), amount],
        series: { amount: [amount, (b) => b.total] },
        valueFormat: f.qarCompact,
      }),
      bars(t('invoices.charts.afterReminders'), figures.collectionAfterReminders(data), {
        subtitle: t('invoices.charts.afterRemindersSubtitle'),
        category: (r) => t('invoices.afterReminders', { count: r.steps }),
        axes: [t('invoices.axes.reminders'), rate],
        series: { rate: [rate, (r) => r.rate] },
        valueFormat: (v) => f.percent(v),
      }),
    ],
  };
  const label = t('tabsLabel.invoice-collection');
  return <DashboardPages label={label} overview={overview} tabs={tabs} analytics={analytics} />;
}
