import Inventory from '@mui/icons-material/Inventory2';
import Sync from '@mui/icons-material/Sync';
import type { DashboardViewProps } from '@portal/shared/contract';
import {
  BarChartCard,
  DashboardPages,
  type DataColumn,
  DataTable,
  PerDayChart,
  perDaySeries,
  StatusChip,
  series,
  tab,
  useColumns,
  useViewKit,
} from '@portal/shared/ui';
import { useMemo } from 'react';
import { OrdersTable } from '../common/OrdersTable.tsx';
import { PERIOD_DAYS } from '../common/rows.ts';
import { useWhatsappTranslation } from '../i18n/index.ts';
import * as figures from './data.ts';

function ProductsTable({ rows, title }: { rows: readonly figures.ProductStats[]; title: string }) {
  const { t } = useWhatsappTranslation();
  const col = useColumns();
  const columns = useMemo<DataColumn<figures.ProductStats>[]>(
    () => [
      col.text<figures.ProductStats>('sku', t('columns.sku'), (p) => p.sku, {
        render: (p) => <bdi>{p.sku}</bdi>,
      }),
      col.text<figures.ProductStats>('name-ar', t('columns.nameAr'), (p) => p.name_ar, {
        render: (p) => <span lang="ar">{p.name_ar}</span>,
      }),
      col.text<figures.ProductStats>('name-en', t('columns.nameEn'), (p) => p.name_en, {
        render: (p) => <span lang="en">{p.name_en}</span>,
      }),
      col.text<figures.ProductStats>('category', t('columns.category'), (p) => p.category),
      col.qar<figures.ProductStats>('price', t('columns.price'), (p) => p.price_qar),
      col.number<figures.ProductStats>('stock', t('columns.stock'), (p) => p.stock),
      {
        ...col.text<figures.ProductStats>('active', t('columns.active'), (p) =>
          t(p.is_active ? 'values.active' : 'values.hidden'),
        ),
        render: (p) => (
          <StatusChip
            label={t(p.is_active ? 'values.active' : 'values.hidden')}
            tone={p.is_active ? 'success' : 'neutral'}
          />
        ),
      },
      col.number<figures.ProductStats>('enquiries', t('columns.enquiries'), (p) => p.enquiries),
      col.number<figures.ProductStats>('orders', t('columns.orders'), (p) => p.orders),
      col.percent<figures.ProductStats>('conversion', t('columns.conversion'), (p) => p.conversion),
    ],
    [t, col],
  );
  return (
    <DataTable
      title={title}
      rows={rows}
      columns={columns}
      initialSort="enquiries"
      emptyMessage={t('empty.products')}
    />
  );
}

function DemandChart({ data }: { data: figures.WhatsappProductCatalogData }) {
  const { t, ui, f } = useViewKit(useWhatsappTranslation);
  const top = figures
    .productStats(data)
    .sort((a, b) => b.enquiries - a.enquiries)
    .slice(0, 8);
  return (
    <BarChartCard
      title={t('charts.demand')}
      subtitle={ui('common.lastDays', { count: PERIOD_DAYS })}
      layout="horizontal"
      categories={top.map((p) => (f.locale === 'ar' ? p.name_ar : p.name_en))}
      categoryAxisLabel={t('axes.product')}
      valueAxisLabel={t('axes.count')}
      series={[
        series(
          'enquiries',
          t('series.enquiries'),
          top.map((p) => p.enquiries),
        ),
        series(
          'orders',
          t('series.orders'),
          top.map((p) => p.orders),
        ),
      ]}
    />
  );
}

function CatalogPerDayChart({ data }: { data: figures.WhatsappProductCatalogData }) {
  const { t } = useWhatsappTranslation();
  const perDay = perDaySeries(figures.catalogPerDay(data), {
    enquiries: t('series.enquiries'),
    orders: t('series.orders'),
  });
  return (
    <PerDayChart
      title={t('charts.catalogPerDay')}
      periodDays={PERIOD_DAYS}
      valueAxisLabel={t('axes.count')}
      {...perDay}
      line
    />
  );
}

/** The catalogue in the chat: demand per product, stock, the last sync, orders. */
export function WhatsappProductCatalogView({ data }: DashboardViewProps<figures.WhatsappProductCatalogData>) {
  const { t, f } = useViewKit(useWhatsappTranslation);
  const kpis = figures.catalogKpis(data);
  const stats = figures.productStats(data);
  const lastSync = kpis.lastSync === null ? t('kpi.neverSynced') : f.dateTime(kpis.lastSync);
  const outOfStock = stats.filter((p) => p.stock <= 0);
  return (
    <DashboardPages
      label={t('tabsLabel.whatsapp-product-catalog')}
      overview={{
        kpis: [
          {
            label: t('kpi.products'),
            value: f.number(kpis.products),
            caption: t('kpi.activeProducts', { count: kpis.active }),
            icon: <Inventory />,
          },
          { label: t('kpi.outOfStock'), value: f.number(kpis.outOfStock) },
          {
            label: t('kpi.enquiries'),
            value: f.number(kpis.enquiries),
            caption: t('kpi.ordersRevenue', { count: kpis.orders, revenue: f.qar(kpis.revenue) }),
          },
          { label: t('kpi.lastSync'), value: lastSync, icon: <Sync /> },
        ],
        charts: <DemandChart data={data} />,
      }}
      tabs={[
        tab('products', t('tabs.products'), <ProductsTable rows={stats} title={t('tables.catalogue')} />),
        tab(
          'out-of-stock',
          t('tabs.outOfStock'),
          <ProductsTable rows={outOfStock} title={t('tables.outOfStock')} />,
        ),
        tab('orders', t('tabs.orders'), <OrdersTable orders={data.orders} />),
      ]}
      analytics={{ charts: <CatalogPerDayChart data={data} /> }}
    />
  );
}
