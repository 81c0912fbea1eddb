import { renderWithProviders } from '@portal/dashboard-kit-testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useUiTranslation } from '../i18n/index.ts';
import { tab } from './DashboardPages.tsx';
import { pagesView } from './pagesView.tsx';

const CountView = pagesView(useUiTranslation, 'tabs.label', (data: { count: number }, { f, show, ctx }) => ({
  overview: { kpis: [{ label: 'Count', value: f.number(data.count) }] },
  tabs: [tab('speed', 'Speed', <p>{show.duration(data.count * 1000)}</p>)],
  analytics: <p>Mode: {ctx.mode}</p>,
}));

describe('pagesView', () => {
  it('draws the pages it describes from the data, its tab list named by the label key', () => {
    renderWithProviders(
      <CountView
        data={{ count: 1200 }}
        ctx={{ mode: 'sample', locale: 'en', slug: 'rag-chatbot', signal: new AbortController().signal }}
      />,
    );
    expect(screen.getByRole('tablist', { name: 'Dashboard sections' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Overview', 'Speed', 'Analytics']);
    expect(screen.getByText('1,200')).toBeTruthy();
  });
});
