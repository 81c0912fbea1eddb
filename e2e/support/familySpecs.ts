/**
 * The tests every family's spec has, written once: each sample route in both languages, each live
 * route showing its owner the figures the spec computes, a table's CSV download read back, and a
 * redeployed remote picked up by the unchanged shell. The test generators are called where the spec
 * wants its tests (inside a `test.describe` or at the top).
 */
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import type { FamilyId } from '@portal/contract';
import { en as uiEn } from '../../dashboard-kit/src/i18n/en.ts';
import {
  expectDirection,
  LANGUAGES,
  type Language,
  serviceClient,
  signIn,
  trackErrors,
  useLanguage,
} from '../auth-helpers.ts';
import { expectNoAxeViolations } from './axe.ts';
import {
  DEMO_CLIENTS,
  type DemoOwner,
  dashboardView,
  expectSampleRoute,
  kpiValue,
  openDashboard,
} from './dashboards.ts';
import { withRedeployedRemote } from './redeploy.ts';

export { ownerId, periodStart } from './dashboards.ts';

/** The seeded clients' password (supabase/seed.sql). */
const CLIENT_PASSWORD = 'Client#2026';

/** Signs in as a seeded client through the login form in `language` and opens the dashboard at `path`. */
export async function openAs(page: Page, language: Language, owner: DemoOwner, path: string) {
  await useLanguage(page, language);
  await signIn(page, language, DEMO_CLIENTS[owner], CLIENT_PASSWORD);
  await openDashboard(page, path);
}

/**
 * The rows of one workflow of one user, read with the service role; with `since`, only those whose
 * `since.column` is at or after `since.from`.
 */
export async function workflowRows<Row>(
  table: string,
  columns: string,
  user: string,
  slug: string,
  since?: { column: string; from: string },
): Promise<Row[]> {
  const rows = serviceClient().from(table).select(columns).eq('user_id', user).eq('workflow_slug', slug);
  const { data, error } = await (since ? rows.gte(since.column, since.from) : rows);
  if (error) throw error;
  return data as Row[];
}

/** `/sample-<slug>` in each language: every tab, the notice, no English on the Arabic page, axe. */
export function sampleRouteTests(
  slugs: readonly string[],
  options?: Parameters<typeof expectSampleRoute>[3],
) {
  for (const language of LANGUAGES) {
    for (const slug of slugs) {
      test(`/sample-${slug} in ${language}: every tab, the notice${language === 'ar' ? ', no English' : ''}, axe`, async ({
        page,
      }) => {
        test.setTimeout(120_000);
        await expectSampleRoute(page, slug, language, options);
      });
    }
  }
}

/**
 * `/<slug>` in each language, signed in as its owner: no demo notice, and each KPI card (by its
 * label) shows the value `expectedFigures` computed from the seeded rows; axe, no page errors.
 */
export function liveFigureTests<Slug extends string>(
  slugs: readonly Slug[],
  owners: Record<Slug, DemoOwner>,
  expectedFigures: (slug: Slug, language: Language) => Promise<[string, string][]>,
) {
  for (const language of LANGUAGES) {
    for (const slug of slugs) {
      test(`/${slug} in ${language} shows ${owners[slug]} the figures of the seeded rows`, async ({
        page,
      }) => {
        const errors = trackErrors(page);
        const expected = await expectedFigures(slug, language);
        await openAs(page, language, owners[slug], `/${slug}`);
        await expectDirection(page, language);
        await expect(page.getByTestId('sample-notice')).toHaveCount(0);
        for (const [label, value] of expected) await expect(kpiValue(page, label), label).toHaveText(value);
        await expectNoAxeViolations(page);
        expect(errors).toEqual([]);
      });
    }
  }
}

/** What clicking `button` downloads: the file's name, its text (without the BOM) and its lines. */
export async function downloadFrom(page: Page, button: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const text = readFileSync((await download.path()) as string, 'utf8').replace(/^\uFEFF/, '');
  // The tables write CRLF line ends.
  return { name: download.suggestedFilename(), text, lines: text.trim().split('\r\n') };
}

/**
 * On the open dashboard, `tab`'s table named `table` shows `visible`, and its CSV export downloads
 * `<table>.csv` (a comma of the title becomes " - ": file names carry no commas) with `columns` in its header, `rows` lines below it (one a text of `contains` unless
 * said) and every text of `contains`; `visible` (all of `contains` unless said) are in the table.
 */
export async function expectTableCsv(
  page: Page,
  tab: string,
  table: string,
  {
    columns,
    contains,
    rows = contains.length,
    visible = contains,
  }: { columns: string[]; contains: string[]; rows?: number; visible?: string[] },
) {
  const view = dashboardView(page);
  await view.getByRole('tab', { name: tab }).click();
  const shown = view.getByRole('table', { name: table });
  await expect(shown).toBeVisible();
  for (const text of visible) await expect(shown.getByText(text, { exact: true })).toBeVisible();
  const csv = await downloadFrom(page, view.getByRole('button', { name: uiEn.table.exportCsv }));
  expect(csv.name).toBe(`${table.replace(/\s*[,،;]\s*/g, ' - ')}.csv`);
  for (const column of columns) expect(csv.lines[0]).toContain(column);
  expect(csv.lines).toHaveLength(rows + 1);
  for (const text of contains) expect(csv.text).toContain(text);
}

/**
 * One test: each family rebuilt with one tab's `label` changed and redeployed, in turn; the open page,
 * reloaded, shows the new label (the shell is not rebuilt).
 */
export function redeployTest(changes: { family: FamilyId; path: string; label: string; exact?: boolean }[]) {
  const names = changes.map((change) => change.family).join(' and ');
  const title =
    changes.length === 1
      ? `a rebuilt and redeployed ${names} remote is picked up by the unchanged shell`
      : `rebuilt and redeployed ${names} remotes are picked up by the unchanged shell`;
  test(title, async ({ page }) => {
    // A build of the remote a change.
    test.setTimeout(120_000 + changes.length * 120_000);
    for (const { family, path, label, exact } of changes) {
      const changed = `${label} ✓2`;
      await openDashboard(page, path);
      await expect(dashboardView(page).getByRole('tab', { name: label, exact })).toBeVisible();
      await withRedeployedRemote(family, { from: label, to: changed }, async () => {
        await page.reload();
        await expect(dashboardView(page).getByRole('tab', { name: changed })).toBeVisible();
      });
    }
  });
}
