import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import EventBusy from '@mui/icons-material/EventBusy';
import Paid from '@mui/icons-material/Paid';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Schedule from '@mui/icons-material/Schedule';
import type { DashboardViewProps } from '@portal/shared/contract';
import { BarChartCard, DashboardPages, series, tab, useViewKit } from '@portal/shared/ui';
import { useFinanceTranslation } from '../i18n/index.ts';
import * as figures from './data.ts';
import { InvoicesTable } from './InvoicesTable.tsx';

/** Invoices out, money in: what is owed and for how long, what reminders achieve, who is overdue. */
export function InvoiceCollectionView({ data }: DashboardViewProps<figures.InvoiceData>) {
  const { t, f } = useViewKit(useFinanceTranslation);
  const k = figures.invoiceKpis(data);
  const weeks = figures.weeklyCollection(data);
  const buckets = figures.ageing(data);
  const reminders = figures.collectionAfterReminders(data);
  const qar = (amount: number) => f.qarCompact(amount);
  return (
    <DashboardPages
      label={t('tabsLabel.invoice-collection')}
      overview={{
        kpis: [
          {
            label: t('invoices.kpi.issued'),
            value: f.number(k.issued.count),
            change: k.issued.change,
            caption: t('invoices.kpi.sent', { count: k.sent }),
            icon: <ReceiptLong />,
          },
          {
            label: t('invoices.kpi.outstanding'),
            value: f.qar(k.outstandingQar),
            caption: t('invoices.kpi.overdue', { count: k.overdue, amount: f.qar(k.overdueQar) }),
            icon: <AccountBalanceWallet />,
          },
          {
            label: t('invoices.kpi.paid'),
            value: f.qar(k.paidQar),
            change: k.paid.change,
            caption: t('invoices.kpi.paidCount', { count: k.paid.count }),
            icon: <Paid />,
          },
          {
            label: t('invoices.kpi.dso'),
            value: k.dso === undefined ? f.missing : t('invoices.kpi.days', { count: Math.round(k.dso) }),
            caption: t('invoices.kpi.dsoCaption'),
            icon: <Schedule />,
          },
          {
            label: t('invoices.kpi.reminders'),
            value: f.number(k.remindersSent),
            icon: <EventBusy />,
          },
        ],
        charts: (
          <BarChartCard
            title={t('invoices.charts.weekly')}
            categories={weeks.map((w) => f.dayMonth(w.weekEnding))}
            categoryAxisLabel={t('invoices.axes.weekEnding')}
            valueAxisLabel={t('invoices.axes.amount')}
            series={[
              series(
                'invoiced',
                t('invoices.series.invoiced'),
                weeks.map((w) => w.invoicedQar),
              ),
              series(
                'paid',
                t('invoices.series.collected'),
                weeks.map((w) => w.paidQar),
              ),
            ]}
            valueFormat={qar}
          />
        ),
      }}
      tabs={[
        tab(
          'invoices',
          t('tabs.invoices'),
          <InvoicesTable
            rows={figures.periodInvoices(data)}
            asOf={data.asOf}
            title={t('invoices.tables.invoices')}
            emptyMessage={t('invoices.empty.invoices')}
          />,
        ),
        tab(
          'overdue',
          t('tabs.overdue'),
          <InvoicesTable
            rows={figures.overdueInvoices(data)}
            asOf={data.asOf}
            title={t('invoices.tables.overdue')}
            emptyMessage={t('invoices.empty.overdue')}
            overdue
          />,
        ),
      ]}
      analytics={{
        charts: (
          <>
            <BarChartCard
              title={t('invoices.charts.ageing')}
              subtitle={t('invoices.charts.ageingSubtitle')}
              categories={buckets.map((b) => t(`values.ageing.${b.bucket}`))}
              categoryAxisLabel={t('invoices.axes.age')}
              valueAxisLabel={t('invoices.axes.amount')}
              series={[
                series(
                  'amount',
                  t('invoices.axes.amount'),
                  buckets.map((b) => b.amountQar),
                ),
              ]}
              valueFormat={qar}
            />
            <BarChartCard
              title={t('invoices.charts.afterReminders')}
              subtitle={t('invoices.charts.afterRemindersSubtitle')}
              categories={reminders.map((r) => t('invoices.afterReminders', { count: r.reminders }))}
              categoryAxisLabel={t('invoices.axes.reminders')}
              valueAxisLabel={t('invoices.axes.collectionRate')}
              series={[
                series(
                  'rate',
                  t('invoices.axes.collectionRate'),
                  reminders.map((r) => r.rate),
                ),
              ]}
              valueFormat={(v) => f.percent(v)}
            />
          </>
        ),
      }}
    />
  );
}
