import { DataTable } from '@portal/dashboard-kit/ui';
import { renderWithProviders } from '@portal/dashboard-kit-testing';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { type CampaignFunnel, campaignFunnelFromRow } from './campaignFunnel.ts';
import { useCampaignFunnelBlocks } from './campaignFunnelBlocks.tsx';
import { campaignFunnelRow, funnelCounts } from './campaignRows.ts';

const campaign = (name: string, ...counts: Parameters<typeof funnelCounts>) =>
  campaignFunnelFromRow(
    campaignFunnelRow({ id: name, name, audience_size: 120, ...funnelCounts(...counts) }),
  );
const oud = campaign('Oud week', 100, 96, 48, 12, 6);
const musk = campaign('Musk', 50, 50, 20, 5, 1);

type Bars = { categories: string[]; series: { id: string; label: string; data: number[] }[] };
let charts: { total: Bars; byCampaign: Bars } | undefined;

function Funnel({ rows, table }: { rows: CampaignFunnel[]; table: 'columns' | 'scheduleColumns' }) {
  const funnel = useCampaignFunnelBlocks();
  const propsOf = (chart: ReactElement) => chart.props as Bars;
  charts = {
    total: propsOf(funnel.total('Funnel', rows, ['Stage', 'Emails'])),
    byCampaign: propsOf(funnel.byCampaign('By campaign', rows, ['Campaign', 'Emails'])),
  };
  return <DataTable title={table} rows={rows} columns={funnel[table]} emptyMessage="None" />;
}

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('useCampaignFunnelBlocks', () => {
  it('shows each campaign’s counts stage by stage, its bounces and its rates out of the delivered', () => {
    renderWithProviders(<Funnel rows={[oud]} table="columns" />);
    expect(headers()).toEqual([
      ...['Campaign', 'Status', 'Sent', 'Delivered', 'Opened', 'Clicked', 'Replied', 'Bounced'],
      ...['Open rate', 'Click rate', 'Reply rate', 'Started'],
    ]);
    const cells = screen.getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 12)).toEqual([
      ...['Oud week', 'Completed', '100', '96', '48', '12', '6', '4'],
      ...['50%', '12.5%', '6.3%', '—'],
    ]);
  });

  it('schedules a campaign with its recipients, in Arabic too', () => {
    renderWithProviders(<Funnel rows={[oud]} table="scheduleColumns" />, { locale: 'ar' });
    expect(headers()).toEqual(['الحملة', 'موعد الإرسال', 'المستلمون']);
    expect(screen.getByRole('cell', { name: '120' })).toBeTruthy();
  });

  it('charts the campaigns added up stage by stage, and each campaign after sending', () => {
    renderWithProviders(<Funnel rows={[oud, musk]} table="columns" />, { locale: 'ar' });
    expect(charts?.total.categories).toEqual(['أُرسلت', 'وصلت', 'فُتحت', 'نُقر عليها', 'رُدّ عليها']);
    expect(charts?.total.series.map((s) => [s.label, s.data])).toEqual([['Emails', [150, 146, 68, 17, 7]]]);
    expect(charts?.byCampaign.categories).toEqual(['Oud week', 'Musk']);
    expect(charts?.byCampaign.series.map((s) => [s.id, s.data])).toEqual([
      ['delivered', [96, 50]],
      ['opened', [48, 20]],
      ['clicked', [12, 5]],
      ['replied', [6, 1]],
    ]);
  });
});
