/**
 * The lead generation dashboard on its sample. Determinism, translation and every tab rendering in both
 * languages are proven for every dashboard by dashboards.test.tsx; here: the spec's tab set, the
 * figures shown, and the sample's shape.
 */

import type { Lead } from '@portal/dashboard-kit/entities';
import { formattersFor, REPORTING_DAYS } from '@portal/dashboard-kit/format';
import { isServerRows, type TableRows } from '@portal/dashboard-kit/live';
import { SAMPLE_TEST_ANCHOR as anchor, renderSample } from '@portal/dashboard-kit-testing';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { leadsBySource } from '../common/leads.ts';
import { salesNamespace as namespace } from '../i18n/index.ts';
import { leadKpis, leadsPerDay } from './data.ts';
import { buildLeadGenerationSample as sample } from './sample.ts';
import { LeadGenerationView as View } from './View.tsx';

const render = (locale: 'en' | 'ar' = 'en') =>
  renderSample({ slug: 'lead-generation', View, sample, namespace }, locale);
/** A sample's table rows are in the browser. */
const rowsOf = (leads: TableRows<Lead>): readonly Lead[] => {
  if (isServerRows(leads)) throw new Error('a sample keeps its rows');
  return leads;
};
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

afterEach(() => window.history.replaceState(null, '', '/'));

describe('LeadGenerationView', () => {
  it('has the four tabs of the spec in both languages and opens on the Overview with the computed KPIs', () => {
    const kpis = leadKpis(render());
    expect(tabNames()).toEqual(['Overview', 'Recent Leads', 'Campaigns', 'Analytics']);
    const f = formattersFor('en');
    expect(screen.getByText('New leads')).toBeTruthy();
    expect(screen.getByText(f.number(kpis.leads))).toBeTruthy();
    // Intl puts a no-break space after the currency; Testing Library collapses it to a space.
    expect(screen.getByText(f.qar(kpis.pipelineValue).replace(/\s/g, ' '))).toBeTruthy();
    expect(screen.getAllByText('Last 30 days').length).toBeGreaterThan(0);
    expect(screen.getByRole('figure', { name: 'Leads per day' })).toBeTruthy();
    cleanup();
    render('ar');
    expect(tabNames()).toEqual(['نظرة عامة', 'أحدث العملاء المحتملين', 'الحملات', 'التحليلات']);
  });

  it('lists the newest leads first on Recent Leads, then shows campaigns and analytics', () => {
    const data = render();
    fireEvent.click(screen.getByRole('tab', { name: 'Recent Leads' }));
    const newest = [...rowsOf(data.leads)].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    const rows = within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');
    expect(rows[0]?.textContent).toContain(newest?.name);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Campaigns' }));
    expect(screen.getByRole('table').textContent).toContain(data.campaigns[0]?.name);
    expect(screen.getByRole('figure', { name: 'Replies and conversions per campaign' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Analytics' }));
    expect(screen.getByRole('figure', { name: 'Weekly conversion rate' })).toBeTruthy();
  });
});

describe('lead generation sample', () => {
  it('keeps its shape when the anchor moves: the same rows, shifted in time', () => {
    const a = sample('en', anchor);
    const b = sample('en', new Date(anchor.getTime() + 3 * 86_400_000));
    expect(rowsOf(b.leads).map((l) => l.name)).toEqual(rowsOf(a.leads).map((l) => l.name));
    const shift =
      Date.parse(rowsOf(b.leads)[0]?.createdAt ?? '') - Date.parse(rowsOf(a.leads)[0]?.createdAt ?? '');
    expect(shift).toBe(3 * 86_400_000);
  });

  it('covers both KPI periods before the anchor, with QAR amounts and valid scores', () => {
    const data = sample('en', anchor);
    expect(leadKpis(data).leads).toBeGreaterThan(0);
    expect(leadKpis(data).leadsChange).toBeDefined();
    const perDay = leadsPerDay(data);
    expect(perDay.days).toHaveLength(REPORTING_DAYS);
    expect(perDay.days.at(-1)).toBe('2026-03-14');
    expect(perDay.counts.every((n) => n > 0)).toBe(true);
    expect(leadsBySource(data.figures).length).toBeGreaterThan(3);
    for (const lead of rowsOf(data.leads)) {
      expect(Date.parse(lead.createdAt)).toBeLessThan(anchor.getTime());
      expect(lead.score).toBeGreaterThanOrEqual(0);
      expect(lead.score).toBeLessThanOrEqual(100);
      expect(Number.isInteger(lead.estimatedValue)).toBe(true);
    }
  });
});
