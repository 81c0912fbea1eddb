import Inventory from '@mui/icons-material/Inventory2';
import Sync from '@mui/icons-material/Sync';
import type { DashboardViewProps } from '@portal/shared/contract';
import { useFormatters, useUiTranslation } from '@portal/shared/i18n';
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
} from '@portal/shared/ui';
import { useMemo } from 'react';
import { OrdersTable } from '../common/OrdersTable.tsx';
import { PERIOD_DAYS } from '../common/rows.ts';
import { useWhatsappTranslation } from '../i18n/index.ts';
import {
  catalogKpis,
  catalogPerDay,
  type ProductStats,
  productStats,
  type WhatsappProductCatalogData,
} from './data.ts';

function ProductsTable({ rows, title }: { rows: readonly ProductStats[]; title: string }) {
  const { t } = useWhatsappTranslation();
  const col = useColumns();
  const columns = useMemo<DataColumn<ProductStats>[]>(
    () => [
      col.text<ProductStats>('sku', t('columns.sku'), (p) => p.sku, { render: (p) => <bdi>{p.sku}</bdi> }),
      col.text<ProductStats>('name-ar', t('columns.nameAr'), (p) => p.name_ar, {
        render: (p) => <span lang="ar">{p.name_ar}</span>,
      }),
      col.text<ProductStats>('name-en', t('columns.nameEn'), (p) => p.name_en, {
        render: (p) => <span lang="en">{p.name_en}</span>,
      }),
      col.text<ProductStats>('category', t('columns.category'), (p) => p.category),
      col.qar<ProductStats>('price', t('columns.price'), (p) => p.price_qar),
      col.number<ProductStats>('stock', t('columns.stock'), (p) => p.stock),
      {
        ...col.text<ProductStats>('active', t('columns.active'), (p) =>
          t(p.is_active ? 'values.active' : 'values.hidden'),
        ),
        render: (p) => (
          <StatusChip
            label={t(p.is_active ? 'values.active' : 'values.hidden')}
            tone={p.is_active ? 'success' : 'neutral'}
          />
        ),
      },
      col.number<ProductStats>('enquiries', t('columns.enquiries'), (p) => p.enquiries),
      col.number<ProductStats>('orders', t('columns.orders'), (p) => p.orders),
      col.percent<ProductStats>('conversion', t('columns.conversion'), (p) => p.conversion),
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

function DemandChart({ data }: { data: WhatsappProductCatalogData }) {
  const { t } = useWhatsappTranslation();
  const { t: ui } = useUiTranslation();
  const f = useFormatters();
  const top = productStats(data)
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

function CatalogPerDayChart({ data }: { data: WhatsappProductCatalogData }) {
  const { t } = useWhatsappTranslation();
  const perDay = perDaySeries(catalogPerDay(data), {
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
export function WhatsappProductCatalogView({ data }: DashboardViewProps<WhatsappProductCatalogData>) {
  const { t } = useWhatsappTranslation();
  const f = useFormatters();
  const kpis = catalogKpis(data);
  const stats = productStats(data);
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
