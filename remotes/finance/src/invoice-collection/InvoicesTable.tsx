import { familyListTable, type ListColumns, statusPreset } from '@portal/dashboard-kit/ui';
import { useFinanceTranslation } from '../i18n/index.ts';
import { amountOf, daysOverdue, type InvoiceRow, statusOf, values } from './data.ts';

/** Drafts and cancelled invoices are neutral (see statusPreset). */
const TONES = { sent: 'info', overdue: 'error', paid: 'success' } as const;

/**
 * The dashboard's two lists of invoices (`invoices.tables.<name>`) with their amount, status, dates and
 * reminders; the overdue list shows the days overdue and the last reminder instead of the payment date.
 */
export const InvoicesTable = familyListTable(
  useFinanceTranslation,
  'invoices.',
  { invoices: 'issued', overdue: 'days-overdue' },
  ({ t, ui, col }, { asOf }: { asOf: string }): ListColumns<'invoices' | 'overdue', InvoiceRow> => {
    const status = statusPreset(values.status, TONES, (s) => t(`values.invoiceStatus.${s}`));
    return {
      columns: [
        col.text('number', t('invoices.columns.number'), (i) => i.invoice_number, { nowrap: true }),
        col.text('customer', ui('columns.customer'), (i) => i.customer_name),
        col.contact('email', ui('columns.email'), (i) => i.customer_email, { sortable: false }),
        col.qar('amount', t('invoices.columns.amount'), amountOf),
        col.status('status', ui('columns.status'), (i) => statusOf(i, asOf), status),
        col.day('issued', t('invoices.columns.issued'), (i) => i.issued_on),
        col.day('due', t('invoices.columns.due'), (i) => i.due_on),
        col.number('reminders', t('invoices.columns.reminders'), (i) => i.reminders_sent),
      ],
      invoices: [col.date('paid', t('invoices.columns.paid'), (i) => i.paid_at)],
      overdue: [
        col.number('days-overdue', t('invoices.columns.daysOverdue'), (i) => daysOverdue(i, asOf)),
        col.date('last-reminder', t('invoices.columns.lastReminder'), (i) => i.last_reminder_at),
      ],
    };
  },
);
