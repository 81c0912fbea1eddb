import type { TableRows } from '@portal/dashboard-kit/live';
import { familyTable, statusPreset, useTableColumns } from '@portal/dashboard-kit/ui';
import { useFinanceTranslation } from '../i18n/index.ts';
import { amountOf, daysOverdue, type InvoiceRow, statusOf, values } from './data.ts';

/** Drafts and cancelled invoices are neutral (see statusPreset). */
const TONES = { sent: 'info', overdue: 'error', paid: 'success' } as const;
const INITIAL_SORT = { invoices: 'issued', overdue: 'days-overdue' } as const;

/** The dashboard's two lists, titled `invoices.tables.<name>`. */
const InvoiceList = familyTable<'invoices' | 'overdue', 'invoices.'>(useFinanceTranslation, 'invoices.');

export interface InvoicesTableProps {
  name: 'invoices' | 'overdue';
  /** The invoices in the browser (a sample) or paged on the server. */
  rows: TableRows<InvoiceRow>;
  asOf: string;
}

/**
 * The dashboard's two lists of invoices with their amount, status, dates and reminders; the overdue
 * list shows the days overdue and the last reminder instead of the payment date.
 */
export function InvoicesTable({ name, rows, asOf }: InvoicesTableProps) {
  const columns = useTableColumns(
    useFinanceTranslation,
    ({ t, ui, col }) => {
      const status = statusPreset(values.status, TONES, (s) => t(`values.invoiceStatus.${s}`));
      const common = [
        col.text<InvoiceRow>('number', t('invoices.columns.number'), (i) => i.invoice_number, {
          nowrap: true,
        }),
        col.text<InvoiceRow>('customer', ui('columns.customer'), (i) => i.customer_name),
        col.contact<InvoiceRow>('email', ui('columns.email'), (i) => i.customer_email, { sortable: false }),
        col.qar<InvoiceRow>('amount', t('invoices.columns.amount'), amountOf),
        col.status('status', ui('columns.status'), (i: InvoiceRow) => statusOf(i, asOf), status),
        col.day<InvoiceRow>('issued', t('invoices.columns.issued'), (i) => i.issued_on),
        col.day<InvoiceRow>('due', t('invoices.columns.due'), (i) => i.due_on),
        col.number<InvoiceRow>('reminders', t('invoices.columns.reminders'), (i) => i.reminders_sent),
      ];
      if (name === 'invoices')
        return [...common, col.date<InvoiceRow>('paid', t('invoices.columns.paid'), (i) => i.paid_at)];
      return [
        ...common,
        col.number<InvoiceRow>('days-overdue', t('invoices.columns.daysOverdue'), (i) =>
          daysOverdue(i, asOf),
        ),
        col.date<InvoiceRow>('last-reminder', t('invoices.columns.lastReminder'), (i) => i.last_reminder_at),
      ];
    },
    [name, asOf],
  );
  // Keyed by name: each list starts with its own sort, search and page, not the state the other left.
  return (
    <InvoiceList key={name} name={name} rows={rows} columns={columns} initialSort={INITIAL_SORT[name]} />
  );
}
