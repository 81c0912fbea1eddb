/**
 * What a family's e2e spec does on a dashboard page: open it and wait for the remote, read a KPI card
 * by its label, and find the seeded owners' ids and counts with the service role.
 */
import { expect, type Page } from '@playwright/test';
import { serviceClient } from '../auth-helpers.ts';

export const DEMO_CLIENTS = { omar: 'omar@demo.qa', sara: 'sara@demo.qa' } as const;
export type DemoOwner = keyof typeof DEMO_CLIENTS;

/** The dashboard's own content (inside the shell's page). */
export const dashboardView = (page: Page) => page.getByTestId('dashboard-view');

/** The value of a KPI card, found by its label. */
export const kpiValue = (page: Page, label: string) =>
  dashboardView(page)
    .locator('.MuiCardContent-root')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('.MuiTypography-h5');

export async function openDashboard(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('workflow-dashboard')).toHaveAttribute('data-remote-status', 'ready');
  await expect(dashboardView(page).getByRole('tab').first()).toBeVisible();
}

export async function ownerId(owner: DemoOwner): Promise<string> {
  const { data, error } = await serviceClient()
    .from('profiles')
    .select('id')
    .eq('email', DEMO_CLIENTS[owner])
    .single();
  if (error) throw error;
  return (data as { id: string }).id;
}

/** The start of the 30-day period the dashboards report on, as of now. */
export const periodStart = (days = 30) => new Date(Date.now() - days * 86_400_000).toISOString();
