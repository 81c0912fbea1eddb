import { type Lead, leadFigures } from '@portal/dashboard-kit/entities';
import { DashboardPages } from '@portal/dashboard-kit/ui';
import { leadRow, renderWithProviders } from '@portal/dashboard-kit-testing';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { useLeadBlocks } from './LeadBlocks.tsx';
import { campaignPerformance } from './leads.ts';

const lead = (status: Lead['status'], source: Lead['source']) => leadRow({ status, source });
const leads = [lead('new', 'website'), lead('won', 'website'), lead('new', 'referral')];
const figures = leadFigures.fromRows(leads, '2026-04-02T00:00:00.000Z');

let charts: { status: ReactElement; source: ReactElement } | undefined;

function Leads() {
  const blocks = useLeadBlocks();
  const texts = { title: 'All leads', emptyMessage: 'None' };
  charts = {
    status: blocks.byStatus('By status', figures, 'Leads'),
    source: blocks.bySource('By source', figures),
  };
  return (
    <DashboardPages
      label="Leads"
      overview={{}}
      tabs={[
        blocks.leadsTab(leads, texts),
        blocks.campaignsTab(campaignPerformance([]), { title: 'Sent', emptyMessage: 'No campaigns' }),
      ]}
      analytics={{}}
    />
  );
}

describe('useLeadBlocks', () => {
  it('gives the Recent Leads and Campaigns tabs and the two lead charts, labelled in the page’s language', () => {
    renderWithProviders(<Leads />, { locale: 'ar' });
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['نظرة عامة', 'أحدث العملاء المحتملين', 'الحملات', 'التحليلات']);
    // Every status in the funnel's order, counted; only the sources that have leads.
    const status = charts?.status.props as { categories: string[]; series: { data: number[] }[] };
    expect(status.categories).toEqual(['جديد', 'تم التواصل', 'مؤهَّل', 'أُرسل العرض', 'تم الفوز', 'خسارة']);
    expect(status.series[0]?.data).toEqual([2, 0, 0, 0, 1, 0]);
    const source = charts?.source.props as { slices: { id: string; value: number }[] };
    expect(source.slices.map((s) => [s.id, s.value])).toEqual([
      ['website', 2],
      ['referral', 1],
    ]);
  });
});
