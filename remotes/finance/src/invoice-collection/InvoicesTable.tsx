import { DataTable, statusPreset, useTableColumns } from '@portal/shared/ui';
import { useFinanceTranslation } from '../i18n/index.ts';
import { amountOf, daysOverdue, type InvoiceRow, statusOf, values } from './data.ts';

interface InvoicesTableProps {
  rows: readonly InvoiceRow[];
  asOf: string;
  title: string;
  emptyMessage: string;
  /** The overdue list: days overdue and the last reminder instead of the issue date. */
  overdue?: boolean;
}

const TONES = {
  draft: 'neutral',
  sent: 'info',
  overdue: 'error',
  paid: 'success',
  cancelled: 'neutral',
} as const;

/** Invoices with their amount, status, dates and reminders; searchable, sortable, exportable. */
export function InvoicesTable({ asOf, overdue = false, ...table }: InvoicesTableProps) {
  const columns = useTableColumns(
    useFinanceTranslation,
    ({ t, ui, f, col }) => {
      const status = statusPreset(values.status, TONES, (s) => t(`values.invoiceStatus.${s}`));
      /** A calendar day (YYYY-MM-DD) shown as a date; exported as it is. */
      const day = (id: string, header: string, value: (i: InvoiceRow) => string) =>
        col.text<InvoiceRow>(id, header, value, { nowrap: true, render: (i) => f.date(value(i)) });
      return [
        col.text<InvoiceRow>('number', t('invoices.columns.number'), (i) => i.invoice_number, {
          nowrap: true,
        }),
        col.text<InvoiceRow>('customer', ui('columns.customer'), (i) => i.customer_name),
        col.contact<InvoiceRow>('email', ui('columns.email'), (i) => i.customer_email, { sortable: false }),
        col.qar<InvoiceRow>('amount', t('invoices.columns.amount'), amountOf),
        col.status('status', ui('columns.status'), (i: InvoiceRow) => statusOf(i, asOf), status),
        day('issued', t('invoices.columns.issued'), (i) => i.issued_on),
        day('due', t('invoices.columns.due'), (i) => i.due_on),
        col.number<InvoiceRow>('reminders', t('invoices.columns.reminders'), (i) => i.reminders_sent),
        ...(overdue
          ? [
              col.number<InvoiceRow>('days-overdue', t('invoices.columns.daysOverdue'), (i) =>
                daysOverdue(i, asOf),
              ),
              col.date<InvoiceRow>(
                'last-reminder',
                t('invoices.columns.lastReminder'),
                (i) => i.last_reminder_at,
              ),
            ]
          : [col.date<InvoiceRow>('paid', t('invoices.columns.paid'), (i) => i.paid_at)]),
      ];
    },
    [asOf, overdue],
  );
  return <DataTable {...table} columns={columns} initialSort={overdue ? 'days-overdue' : 'issued'} />;
}
