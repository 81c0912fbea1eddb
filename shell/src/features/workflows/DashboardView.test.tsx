// @vitest-environment happy-dom
/**
 * DashboardView draws the remote's View again only when its data changes: a render of the page around
 * it (the workflow's status, ownership and intake arriving) leaves the dashboard as it is.
 */
import type { DashboardViewProps, WorkflowDashboard } from '@portal/contract';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../lib/i18n/setup.ts';
import { DashboardView } from './DashboardView.tsx';

const i18n = setupI18n();
beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

const withTexts = (node: ReactNode) => <I18nextProvider i18n={i18n}>{node}</I18nextProvider>;

/** A dashboard whose View counts its renders. */
function countingDashboard() {
  const renders = { count: 0 };
  function View({ data }: DashboardViewProps<{ leads: number }>) {
    renders.count += 1;
    return <p>Leads: {data.leads}</p>;
  }
  const dashboard: WorkflowDashboard<{ leads: number }> = {
    loadSample: async () => ({ leads: 12 }),
    loadLive: async () => ({ leads: 12 }),
    View,
  };
  return { dashboard, renders };
}

describe('DashboardView', () => {
  it('does not draw the View again when the page around it renders again', async () => {
    const { dashboard, renders } = countingDashboard();
    const page = (status: string) =>
      withTexts(
        <div data-status={status}>
          <DashboardView dashboard={dashboard} slug="lead-generation" mode="sample" />
        </div>,
      );
    const { rerender } = render(page('checking'));
    expect(await screen.findByText('Leads: 12')).toBeTruthy();
    const drawn = renders.count;
    rerender(page('active'));
    rerender(page('paused'));
    expect(screen.getByText('Leads: 12')).toBeTruthy();
    expect(renders.count).toBe(drawn);
  });
});
