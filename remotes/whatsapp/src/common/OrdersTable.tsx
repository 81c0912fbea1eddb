import type { TableRows } from '@portal/dashboard-kit/live';
import type { StatusTone } from '@portal/dashboard-kit/ui';
import { type DataColumn, DataTable, statusPreset, useTableColumns } from '@portal/dashboard-kit/ui';
import { useWhatsappTranslation } from '../i18n/index.ts';
import { linesOf } from './orders.ts';
import { ORDER_STATUSES, type OrderRow, type OrderStatus } from './rows.ts';

const ORDER_TONE: Record<OrderStatus, StatusTone> = {
  pending: 'info',
  confirmed: 'info',
  shipped: 'warning',
  delivered: 'success',
  cancelled: 'neutral',
};

interface OrdersTableProps {
  /** In the browser (a sample) or paged on the server (`ordersTable`: sort ids as the columns below). */
  orders: TableRows<OrderRow>;
  title?: string;
}

/** The stored status, one of the values the database allows. */
const orderStatus = (o: OrderRow) => o.status as OrderStatus;

/** Orders, newest first: number, customer, units, total in QAR, status and when they were paid. */
export function OrdersTable({ orders, title }: OrdersTableProps) {
  const { t } = useWhatsappTranslation();
  const columns = useTableColumns(useWhatsappTranslation, ({ t, col }): DataColumn<OrderRow>[] => {
    const status = statusPreset(ORDER_STATUSES, ORDER_TONE, (s) => t(`values.orderStatus.${s}`));
    return [
      col.text('number', t('columns.orderNumber'), (o) => o.order_number, {
        render: (o) => <bdi>{o.order_number}</bdi>,
      }),
      col.text('customer', t('columns.customer'), (o) => o.customer_name),
      col.contact('phone', t('columns.phone'), (o) => o.customer_phone, { sortable: false }),
      col.number('units', t('columns.units'), (o) =>
        linesOf(o).reduce((sum, line) => sum + line.quantity, 0),
      ),
      col.qar('total', t('columns.total'), (o) => o.total_qar),
      col.status('status', t('columns.status'), orderStatus, status),
      col.date('created', t('columns.ordered'), (o) => o.created_at),
      col.date('paid', t('columns.paid'), (o) => o.paid_at),
    ];
  });
  return (
    <DataTable
      title={title ?? t('tables.orders')}
      rows={orders}
      columns={columns}
      initialSort="created"
      emptyMessage={t('empty.orders')}
    />
  );
}
