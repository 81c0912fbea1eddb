import type { SampleContext } from '@portal/shared/contract';
import { formattersFor } from '@portal/shared/format';
import { renderWithProviders } from '@portal/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { salesNamespace } from '../i18n/index.ts';
import { leadKpis } from './data.ts';
import { buildLeadGenerationSample } from './sample.ts';
import { LeadGenerationView } from './View.tsx';

const anchor = new Date('2026-03-14T21:00:00.000Z');
const namespaces = { [salesNamespace.name]: salesNamespace.messages };
const ctxFor = (locale: 'en' | 'ar'): SampleContext => ({
  slug: 'lead-generation',
  mode: 'sample',
  locale,
  signal: new AbortController().signal,
});

afterEach(() => window.history.replaceState(null, '', '/'));

describe('LeadGenerationView', () => {
  it('has the four tabs of the spec and opens on the Overview with the computed KPIs', () => {
    const data = buildLeadGenerationSample('en', anchor);
    renderWithProviders(<LeadGenerationView data={data} ctx={ctxFor('en')} />, { namespaces });
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Overview', 'Recent Leads', 'Campaigns', 'Analytics']);
    const kpis = leadKpis(data);
    const f = formattersFor('en');
    expect(screen.getByText('New leads')).toBeTruthy();
    expect(screen.getByText(f.number(kpis.leads))).toBeTruthy();
    // Intl puts a no-break space after the currency; Testing Library collapses it to a space.
    expect(screen.getByText(f.qar(kpis.pipelineValue).replace(/\s/g, ' '))).toBeTruthy();
    expect(screen.getAllByText('Last 30 days').length).toBeGreaterThan(0);
    expect(screen.getByRole('figure', { name: 'Leads per day' })).toBeTruthy();
  });

  it('lists the newest leads first on Recent Leads', () => {
    const data = buildLeadGenerationSample('en', anchor);
    renderWithProviders(<LeadGenerationView data={data} ctx={ctxFor('en')} />, { namespaces });
    fireEvent.click(screen.getByRole('tab', { name: 'Recent Leads' }));
    const newest = [...data.leads].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    const firstRow = within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole(
      'row',
    )[0] as HTMLElement;
    expect(firstRow.textContent).toContain(newest?.name);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('shows campaigns and analytics', () => {
    const data = buildLeadGenerationSample('en', anchor);
    renderWithProviders(<LeadGenerationView data={data} ctx={ctxFor('en')} />, { namespaces });
    fireEvent.click(screen.getByRole('tab', { name: 'Campaigns' }));
    expect(screen.getByRole('table').textContent).toContain(data.campaigns[0]?.name);
    expect(screen.getByRole('figure', { name: 'Replies and conversions per campaign' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Analytics' }));
    expect(screen.getByRole('figure', { name: 'Weekly conversion rate' })).toBeTruthy();
  });

  it('is entirely Arabic in Arabic, sample data included', () => {
    const data = buildLeadGenerationSample('ar', anchor);
    renderWithProviders(<LeadGenerationView data={data} ctx={ctxFor('ar')} />, { locale: 'ar', namespaces });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'نظرة عامة',
      'أحدث العملاء المحتملين',
      'الحملات',
      'التحليلات',
    ]);
    expect(screen.getAllByText('آخر 30 يومًا').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('tab', { name: 'أحدث العملاء المحتملين' }));
    const table = screen.getByRole('table');
    // Headers, names, companies and statuses: Arabic letters everywhere, no English words.
    const text = table.textContent ?? '';
    const englishWords = text.replace(/[\w.+-]+@[\w.-]+/g, '').match(/[A-Za-z]{3,}/g) ?? [];
    expect(englishWords).toEqual([]);
  });
});
