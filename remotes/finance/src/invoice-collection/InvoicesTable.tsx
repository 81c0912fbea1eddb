import { type DataColumn, familyTable, listColumns, statusPreset, useTableColumns } from '@portal/shared/ui';
import { useFinanceTranslation } from '../i18n/index.ts';
import { amountOf, daysOverdue, type InvoiceRow, statusOf, values } from './data.ts';

/** The dashboard's two lists, titled `invoices.tables.<name>`. */
const InvoiceList = familyTable<'invoices' | 'overdue', 'invoices.'>(useFinanceTranslation, 'invoices.');
type ListProps = { name: 'invoices' | 'overdue'; rows: readonly InvoiceRow[]; asOf: string };

const TONES = {
  draft: 'neutral',
  sent: 'info',
  overdue: 'error',
  paid: 'success',
  cancelled: 'neutral',
} as const;

/**
 * Invoices with their amount, status, dates and reminders; searchable, sortable, exportable. The
 * overdue list shows the days overdue and the last reminder instead of the payment date.
 */
export function InvoicesTable({ name, rows, asOf }: ListProps) {
  const columns = useTableColumns(
    useFinanceTranslation,
    ({ t, ui, col }): DataColumn<InvoiceRow>[] => {
      const status = statusPreset(values.status, TONES, (s) => t(`values.invoiceStatus.${s}`));
      return listColumns(
        name,
        [
          col.text('number', t('invoices.columns.number'), (i) => i.invoice_number, { nowrap: true }),
          col.text('customer', ui('columns.customer'), (i) => i.customer_name),
          col.contact('email', ui('columns.email'), (i) => i.customer_email, { sortable: false }),
          col.qar('amount', t('invoices.columns.amount'), amountOf),
          col.status('status', ui('columns.status'), (i) => statusOf(i, asOf), status),
          col.day('issued', t('invoices.columns.issued'), (i) => i.issued_on),
          col.day('due', t('invoices.columns.due'), (i) => i.due_on),
          col.number('reminders', t('invoices.columns.reminders'), (i) => i.reminders_sent),
        ],
        {
          invoices: [col.date('paid', t('invoices.columns.paid'), (i) => i.paid_at)],
          overdue: [
            col.number('days-overdue', t('invoices.columns.daysOverdue'), (i) => daysOverdue(i, asOf)),
            col.date('last-reminder', t('invoices.columns.lastReminder'), (i) => i.last_reminder_at),
          ],
        },
      );
    },
    [asOf, name],
  );
  const initialSort = name === 'overdue' ? 'days-overdue' : 'issued';
  return <InvoiceList name={name} rows={rows} columns={columns} initialSort={initialSort} />;
}
