import { renderWithProviders } from '@portal/dashboard-kit-testing';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { defineNamespace } from '../i18n/index.ts';
import { loadChartParts } from './chartDrawing.ts';
import { BarChartCard, LineChartCard, PieChartCard } from './charts.tsx';
import { statusPreset } from './columns.tsx';
import { bars, kpi, lines, perDay, pie, seriesOf } from './describe.tsx';
import { familyTable } from './familyTable.tsx';
import { KpiRow } from './KpiRow.tsx';
import { PerDayChart } from './PerDayChart.tsx';
import { useTableColumns } from './useViewKit.ts';

const propsOf = (element: ReactElement) => element.props as Record<string, unknown>;

describe('kpi()', () => {
  it('reads label, value, icon, caption and change in that order', () => {
    expect(kpi('Leads', '42', undefined, 'Last 30 days', 0.25)).toEqual({
      label: 'Leads',
      value: '42',
      icon: undefined,
      caption: 'Last 30 days',
      change: 0.25,
    });
  });

  it('takes an id or goodWhen in an object instead of the caption', () => {
    const cost = kpi('Cost', 'QAR 10', undefined, {
      id: 'cost',
      caption: 'This month',
      change: 0.1,
      goodWhen: 'down',
    });
    expect(cost).toMatchObject({ id: 'cost', caption: 'This month', change: 0.1, goodWhen: 'down' });
  });

  it('is what a KpiRow shows: the caption under the value and the change as good or bad news', () => {
    renderWithProviders(
      <KpiRow
        kpis={[
          kpi('Leads', '42', undefined, 'Last 30 days', 0.25),
          kpi('Cost', 'QAR 10', undefined, { caption: 'This month', change: 0.1, goodWhen: 'down' }),
        ]}
      />,
    );
    expect(screen.getByText('Leads')).toBeTruthy();
    expect(screen.getByText('42')).toBeTruthy();
    expect(screen.getByText('Last 30 days')).toBeTruthy();
    expect(screen.getByText('This month')).toBeTruthy();
    expect(screen.getAllByText(/25/).length).toBeGreaterThan(0);
  });
});

describe('chart descriptions', () => {
  const weeks = [
    { week: 'W1', invoiced: 100, paid: 80 },
    { week: 'W2', invoiced: 120, paid: 130 },
  ];

  it('seriesOf() reads each series from the rows, in the order written, with the row index', () => {
    expect(
      seriesOf(weeks, { invoiced: ['Invoiced', (w) => w.invoiced], rank: ['Rank', (_w, i) => i + 1] }),
    ).toEqual([
      { id: 'invoiced', label: 'Invoiced', data: [100, 120] },
      { id: 'rank', label: 'Rank', data: [1, 2] },
    ]);
    const computed = [{ id: 'x', label: 'X', data: [1] }];
    expect(seriesOf(weeks, computed)).toEqual(computed);
  });

  it('bars() is a bar chart card: a category per row, the axes, the series and the options', () => {
    const format = (v: number) => `${v} QAR`;
    const chart = bars('Collected', weeks, {
      subtitle: 'Last 8 weeks',
      category: (w) => w.week,
      axes: ['Week', 'Amount'],
      series: { invoiced: ['Invoiced', (w) => w.invoiced], paid: ['Paid', (w) => w.paid] },
      valueFormat: format,
      layout: 'horizontal',
      stacked: true,
    });
    expect(chart.type).toBe(BarChartCard);
    expect(propsOf(chart)).toEqual({
      title: 'Collected',
      subtitle: 'Last 8 weeks',
      categories: ['W1', 'W2'],
      categoryAxisLabel: 'Week',
      valueAxisLabel: 'Amount',
      series: [
        { id: 'invoiced', label: 'Invoiced', data: [100, 120] },
        { id: 'paid', label: 'Paid', data: [80, 130] },
      ],
      valueFormat: format,
      layout: 'horizontal',
      stacked: true,
    });
  });

  it('charts the rows’ own numbers as series named by their fields, in the order written', () => {
    const chart = bars('Collected', weeks, {
      category: (w) => w.week,
      fields: { paid: 'Paid', invoiced: 'Invoiced' },
    });
    expect(propsOf(chart)).toEqual({
      title: 'Collected',
      categories: ['W1', 'W2'],
      series: [
        { id: 'paid', label: 'Paid', data: [80, 130] },
        { id: 'invoiced', label: 'Invoiced', data: [100, 120] },
      ],
    });
  });

  it('lines() is a line chart card with a point per row', () => {
    const chart = lines('Trend', weeks, {
      category: (w) => w.week,
      series: { paid: ['Paid', (w) => w.paid] },
      area: true,
    });
    expect(chart.type).toBe(LineChartCard);
    expect(propsOf(chart)).toMatchObject({
      title: 'Trend',
      xLabels: ['W1', 'W2'],
      series: [{ id: 'paid', label: 'Paid', data: [80, 130] }],
      area: true,
    });
  });

  it('pie() is a pie card with a slice per row', () => {
    const chart = pie('By source', [{ key: 'web', count: 3 }], (s) => [s.key, 'Website', s.count], {
      donut: false,
    });
    expect(chart.type).toBe(PieChartCard);
    expect(propsOf(chart)).toEqual({
      title: 'By source',
      slices: [{ id: 'web', label: 'Website', value: 3 }],
      donut: false,
    });
  });

  it('perDay() spans the reporting period unless told otherwise, with the value axis named', () => {
    const values = { days: ['2026-11-23', '2026-11-24'], series: [{ id: 'n', label: 'N', data: [1, 2] }] };
    const chart = perDay('Per day', values, { axis: 'Requests', stacked: true });
    expect(chart.type).toBe(PerDayChart);
    expect(propsOf(chart)).toEqual({
      title: 'Per day',
      periodDays: 30,
      valueAxisLabel: 'Requests',
      ...values,
      stacked: true,
    });
    expect(propsOf(perDay('Per day', values, { periodDays: 7 })).periodDays).toBe(7);
  });

  describe('drawn', () => {
    beforeAll(() => loadChartParts());

    it('shows the described chart under its title, in either language', () => {
      const chart = (title: string) =>
        bars(title, weeks, { category: (w) => w.week, series: { paid: ['Paid', (w) => w.paid] } });
      const { container } = renderWithProviders(chart('Collected'));
      expect(screen.getByRole('figure', { name: 'Collected' })).toBeTruthy();
      expect(container.querySelectorAll('.MuiBarChart-element')).toHaveLength(2);
      renderWithProviders(chart('المحصّل'), { locale: 'ar' });
      expect(screen.getByRole('figure', { name: 'المحصّل' })).toBeTruthy();
    });
  });
});

// A family namespace as the remotes write theirs: every table named under `tables` and `empty`.
const en = {
  tables: { invoices: 'Invoices' },
  empty: { invoices: 'No invoices yet.' },
  columns: { number: 'Number', status: 'Status' },
  status: { paid: 'Paid', sent: 'Sent' },
};
const ar = {
  tables: { invoices: 'الفواتير' },
  empty: { invoices: 'لا فواتير بعد.' },
  columns: { number: 'الرقم', status: 'الحالة' },
  status: { paid: 'مدفوعة', sent: 'مرسلة' },
};
const family = defineNamespace('family-test', en, ar);
const namespaces = { [family.name]: family.messages };
const FamilyTable = familyTable<'invoices'>(family.useT);

interface Invoice {
  id: string;
  number: string;
  status: 'sent' | 'paid';
}

function Invoices({ rows }: { rows: readonly Invoice[] }) {
  const columns = useTableColumns(family.useT, ({ t, col }) => [
    col.text<Invoice>('number', t('columns.number'), (i) => i.number),
    col.status<Invoice, Invoice['status']>(
      'status',
      t('columns.status'),
      (i) => i.status,
      statusPreset(['sent', 'paid'], { sent: 'info', paid: 'success' }, (s) => t(`status.${s}`)),
    ),
  ]);
  return <FamilyTable name="invoices" rows={rows} columns={columns} />;
}

describe('family tables', () => {
  const rows: Invoice[] = [{ id: '1', number: 'INV-1', status: 'paid' }];

  it('take their title and empty message from the name, and columns from useTableColumns', () => {
    renderWithProviders(<Invoices rows={rows} />, { namespaces });
    expect(screen.getByRole('heading', { name: 'Invoices' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Number/ })).toBeTruthy();
    expect(screen.getByText('INV-1')).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
  });

  it('speak the page language and say so when there are no rows', () => {
    renderWithProviders(<Invoices rows={[]} />, { locale: 'ar', namespaces });
    expect(screen.getByText('الفواتير')).toBeTruthy();
    expect(screen.getByText('لا فواتير بعد.')).toBeTruthy();
  });
});
