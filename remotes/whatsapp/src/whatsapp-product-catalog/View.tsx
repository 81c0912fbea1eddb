import Inventory from '@mui/icons-material/Inventory2';
import Sync from '@mui/icons-material/Sync';
import type { DashboardViewProps } from '@portal/contract';
import { bars, DashboardPages, kpi, perDay, perDaySeries, tab, useViewKit } from '@portal/dashboard-kit/ui';
import { OrdersTable } from '../common/OrdersTable.tsx';
import { useWhatsappColumns, valuesPreset, whatsappTab } from '../common/WhatsappTable.tsx';
import { useWhatsappTranslation } from '../i18n/index.ts';
import * as figures from './data.ts';

/** Whether customers see the product in the chat, and the tone of each state. */
const shownState = (p: figures.ProductStats) => (p.is_active ? 'active' : 'hidden');
const SHOWN = { active: 'success', hidden: 'neutral' } as const;
const MOST_ASKED_FIRST = { initialSort: 'enquiries' };

/** The catalogue in the chat: demand per product, stock, the last sync, orders. */
export function WhatsappProductCatalogView({ data }: DashboardViewProps<figures.WhatsappProductCatalogData>) {
  const { t, f, period } = useViewKit(useWhatsappTranslation);
  const k = figures.catalogKpis(data);
  const stats = figures.productStats(data);
  const columns = useWhatsappColumns<figures.ProductStats>(({ t, col }) => [
    col.text('sku', t('columns.sku'), (p) => p.sku, { render: (p) => <bdi>{p.sku}</bdi> }),
    col.text('name-ar', t('columns.nameAr'), (p) => p.name_ar, {
      render: (p) => <span lang="ar">{p.name_ar}</span>,
    }),
    col.text('name-en', t('columns.nameEn'), (p) => p.name_en, {
      render: (p) => <span lang="en">{p.name_en}</span>,
    }),
    col.text('category', t('columns.category'), (p) => p.category),
    col.qar('price', t('columns.price'), (p) => p.price_qar),
    col.number('stock', t('columns.stock'), (p) => p.stock),
    col.status('active', t('columns.active'), shownState, valuesPreset(t, SHOWN)),
    col.number('enquiries', t('columns.enquiries'), (p) => p.enquiries),
    col.number('orders', t('columns.orders'), (p) => p.orders),
    col.percent('conversion', t('columns.conversion'), (p) => p.conversion),
  ]);
  const lastSync = k.lastSync === null ? t('kpi.neverSynced') : f.dateTime(k.lastSync);
  const outOfStock = figures.outOfStock(stats);
  const mostAsked = [...stats].sort((a, b) => b.enquiries - a.enquiries).slice(0, 8);
  const series = { enquiries: t('series.enquiries'), orders: t('series.orders') };
  const perDayCounts = perDaySeries(figures.catalogPerDay(data), series);
  const ordersRevenue = { count: k.orders, revenue: f.qar(k.revenue) };
  const productsCaption = t('kpi.activeProducts', { count: k.active });
  const overview = {
    kpis: [
      kpi(t('kpi.products'), f.number(k.products), <Inventory />, productsCaption),
      kpi(t('kpi.outOfStock'), f.number(k.outOfStock)),
      kpi(t('kpi.enquiries'), f.number(k.enquiries), undefined, t('kpi.ordersRevenue', ordersRevenue)),
      kpi(t('kpi.lastSync'), lastSync, <Sync />),
    ],
    charts: bars(t('charts.demand'), mostAsked, {
      subtitle: period,
      layout: 'horizontal',
      category: (p) => (f.locale === 'ar' ? p.name_ar : p.name_en),
      axes: [t('axes.product'), t('axes.count')],
      series: {
        enquiries: [series.enquiries, (p) => p.enquiries],
        orders: [series.orders, (p) => p.orders],
      },
    }),
  };
  const tabs = [
    whatsappTab('products', t('tabs.products'), 'catalogue', stats, columns, MOST_ASKED_FIRST),
    whatsappTab('out-of-stock', t('tabs.outOfStock'), 'outOfStock', outOfStock, columns, MOST_ASKED_FIRST),
    tab('orders', t('tabs.orders'), <OrdersTable orders={data.orders} />),
  ];
  const analytics = {
    charts: perDay(t('charts.catalogPerDay'), perDayCounts, { axis: t('axes.count'), line: true }),
  };
  const label = t('tabsLabel.whatsapp-product-catalog');
  return <DashboardPages label={label} overview={overview} tabs={tabs} analytics={analytics} />;
}
