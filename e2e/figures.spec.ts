/**
 * Live figures from SQL (issue 43), in English and Arabic, against the production builds and the local
 * stack: a fresh client who owns Lead Generation opens it; the KPI row counts every lead of the period
 * (from `dashboard_figures`, not a capped list); a lead written meanwhile moves the KPI within 2 s
 * without reloading the page (realtime re-reads the figures); the Recent Leads table pages on the
 * server (its pager counts every lead) and its CSV export downloads the whole set, more than a page.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { formattersFor } from '../dashboard-kit/src/format/intl.ts';
import { ar as uiAr } from '../dashboard-kit/src/i18n/ar.ts';
import { en as uiEn } from '../dashboard-kit/src/i18n/en.ts';
import { ar as salesAr } from '../remotes/sales/src/i18n/ar.ts';
import { en as salesEn } from '../remotes/sales/src/i18n/en.ts';
import { expectDirection, fill, LANGUAGES, PASSWORD, serviceClient } from './auth-helpers.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { kpiValue, openDashboard } from './support/dashboards.ts';
import { freshClient, signedIn } from './support/loop.ts';

const TEXT = { en: { ui: uiEn, sales: salesEn }, ar: { ui: uiAr, sales: salesAr } };
/** More than the table's first page (10 rows) and than one page of the largest size (50). */
const LEADS = 60;

const lead = (userId: string, i: number) => ({
  user_id: userId,
  workflow_slug: 'lead-generation',
  full_name: `Figure lead ${i}`,
  source: i % 2 ? 'website' : 'linkedin',
  status: 'new',
  score: 50,
  created_at: new Date(Date.now() - (i + 1) * 3_600_000).toISOString(),
});

for (const language of LANGUAGES) {
  const t = TEXT[language];
  const f = formattersFor(language);

  test(`a rate of nothing reads as a dash, not 0 %, in ${language}`, async ({ browser }) => {
    // Issue 36 item 10: a workflow with no leads yet has no conversion rate to show.
    const client = await freshClient(language);
    const page = await signedIn(browser, language, client.email, PASSWORD);
    await openDashboard(page, '/lead-generation');
    await expectDirection(page, language);
    await expect(kpiValue(page, t.sales.leadGeneration.kpi.leads)).toHaveText(f.number(0));
    await expect(kpiValue(page, t.sales.leadGeneration.kpi.conversion)).toHaveText(f.missing);
    await expectNoAxeViolations(page);
  });

  test(`a live KPI moves within 2 s of a new lead, and the leads export whole, in ${language}`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const client = await freshClient(language);
    const service = serviceClient();
    const { error } = await service
      .from('leads')
      .insert(Array.from({ length: LEADS }, (_, i) => lead(client.id, i)));
    expect(error).toBeNull();

    const page = await signedIn(browser, language, client.email, PASSWORD);
    await openDashboard(page, '/lead-generation');
    await expectDirection(page, language);
    const newLeads = kpiValue(page, t.sales.leadGeneration.kpi.leads);
    await expect(newLeads).toHaveText(f.number(LEADS));
    await expectNoAxeViolations(page);
    // Let the dashboard's realtime channel join (its join reloads the figures once).
    await page.waitForTimeout(1500);

    const insertedAt = Date.now();
    const { error: late } = await service.from('leads').insert(lead(client.id, LEADS));
    expect(late).toBeNull();
    await expect(newLeads).toHaveText(f.number(LEADS + 1), { timeout: 2000 });
    console.log(`[figures] ${language}: KPI moved ${Date.now() - insertedAt} ms after the insert`);

    await page.getByRole('tab', { name: t.ui.tabs.recentLeads }).click();
    const table = page.getByRole('table', { name: t.sales.leadGeneration.tables.recentLeads });
    await expect(table.locator('tbody tr')).toHaveCount(10);
    // The pager counts every lead on the server, not the rows of the page.
    const shown = { from: f.number(1), to: f.number(10), total: f.number(LEADS + 1) };
    await expect(page.getByText(fill(t.ui.table.displayedRows, shown))).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.ui.table.exportCsv }).click();
    const file = await (await download).path();
    const csv = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '').trim();
    const lines = csv.split(/\r?\n/);
    expect(lines).toHaveLength(LEADS + 2);
    expect(lines[0]).toContain('full_name');
    expect(csv).toContain(`Figure lead ${LEADS}`);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
}
