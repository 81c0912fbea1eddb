/**
 * What every family's dashboard spec does: open a dashboard and wait for its remote, read a KPI card
 * by its label, walk a sample route's tabs checking the demo notice, the direction, no English on the
 * Arabic page and axe on every tab, and find the seeded owners' ids with the service role.
 */
import { expect, type Page } from '@playwright/test';
import { ar as uiAr } from '../../dashboard-kit/src/i18n/ar.ts';
import { en as uiEn } from '../../dashboard-kit/src/i18n/en.ts';
import { englishWords } from '../../dashboard-kit-testing/src/englishWords.ts';
import { expectDirection, type Language, serviceClient, trackErrors, useLanguage } from '../auth-helpers.ts';
import { expectNoAxeViolations } from './axe.ts';

const UI = { en: uiEn, ar: uiAr };
export const NOTICE = { en: 'for demonstration only', ar: 'لأغراض العرض التوضيحي فقط' };

export const DEMO_CLIENTS = { omar: 'omar@demo.qa', sara: 'sara@demo.qa' } as const;
export type DemoOwner = keyof typeof DEMO_CLIENTS;

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

export const dashboardView = (page: Page) => page.getByTestId('dashboard-view');

/** The value of a KPI card, found by its label. */
export const kpiValue = (page: Page, label: string) =>
  dashboardView(page)
    .locator('.MuiCardContent-root')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('.MuiTypography-h5');

export async function openDashboard(page: Page, path: string) {
  // What the page logged, so a remote that does not load says why in the failure.
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
  });
  await page.goto(path);
  await expect(
    page.getByTestId('workflow-dashboard'),
    `${path} did not load; the page logged: ${logged.join(' | ') || 'nothing'}`,
  ).toHaveAttribute('data-remote-status', 'ready');
  await expect(dashboardView(page).getByRole('tab').first()).toBeVisible();
}

/**
 * `/sample-<slug>` in `language`: the notice, Overview first and Analytics among at least `minTabs`
 * tabs, each tab rendered, without English on the Arabic page (but `latinAllowed`), axe clean, no
 * page errors.
 */
export async function expectSampleRoute(
  page: Page,
  slug: string,
  language: Language,
  { minTabs = 3, latinAllowed = [] as readonly string[] } = {},
) {
  const errors = trackErrors(page);
  await useLanguage(page, language);
  await openDashboard(page, `/sample-${slug}`);
  await expectDirection(page, language);
  await expect(page.getByTestId('sample-notice')).toContainText(NOTICE[language]);
  const tabs = dashboardView(page).getByRole('tab');
  const count = await tabs.count();
  expect(count).toBeGreaterThanOrEqual(minTabs);
  await expect(tabs.first()).toHaveText(UI[language].tabs.overview);
  await expect(dashboardView(page).getByRole('tab', { name: UI[language].tabs.analytics })).toHaveCount(1);
  for (let index = 0; index < count; index++) {
    await tabs.nth(index).click();
    const panel = dashboardView(page).getByRole('tabpanel');
    await expect(panel).toBeVisible();
    await expect(panel).not.toBeEmpty();
    if (language === 'ar') {
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what must be Arabic (textContent would add scripts and styles).
      const text = await page.locator('body').innerText();
      expect(englishWords(text).filter((word) => !latinAllowed.includes(word))).toEqual([]);
    }
    await expectNoAxeViolations(page);
  }
  expect(errors).toEqual([]);
}
