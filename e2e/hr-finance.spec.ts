/**
 * The hr and finance families end to end (HR service, job application, client onboarding, invoice
 * collection, financial reports), in English and Arabic, against the production builds and the local
 * stack: every sample route renders every tab with the demo notice and no English on the Arabic page;
 * every live route shows its owner the figures this spec computes itself from the seeded rows, read
 * with the service role; rows inserted with the service role appear without a reload; CSV export and
 * a report's download carry the rows shown; a redeployed remote of each family is picked up by the
 * unchanged shell; axe finds nothing.
 */
import { expect, test } from '@playwright/test';
import { formattersFor } from '@portal/dashboard-kit/format';
import { ar as uiAr } from '../dashboard-kit/src/i18n/ar.ts';
import { en as uiEn } from '../dashboard-kit/src/i18n/en.ts';
import { families } from '../federation.config.ts';
import { ar as financeAr } from '../remotes/finance/src/i18n/ar.ts';
import { en as financeEn } from '../remotes/finance/src/i18n/en.ts';
import { ar as hrAr } from '../remotes/hr/src/i18n/ar.ts';
import { en as hrEn } from '../remotes/hr/src/i18n/en.ts';
import { type Language, serviceClient } from './auth-helpers.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { kpiValue as kpi, openDashboard, dashboardView as view } from './support/dashboards.ts';
import * as family from './support/familySpecs.ts';

const SLUGS = families.filter((f) => f.family === 'hr' || f.family === 'finance').flatMap((f) => f.workflows);
const TEXT = {
  en: { hr: hrEn, finance: financeEn, ui: uiEn },
  ar: { hr: hrAr, finance: financeAr, ui: uiAr },
};
const OWNERS = {
  'hr-service': 'omar',
  'job-application': 'omar',
  'client-onboarding': 'sara',
  'invoice-collection': 'sara',
  'financial-reports': 'sara',
} as const;
type Slug = keyof typeof OWNERS;
const DAY_MS = 86_400_000;

test.describe('sample dashboards of the hr and finance remotes', () => {
  family.sampleRouteTests(SLUGS);
});

// ------------------------------------------------------------------------------------------------
// Live: the figures the spec computes itself from the seeded rows, read with the service role
// ------------------------------------------------------------------------------------------------

/** The owner's rows of the workflow, read with the service role. */
const rowsOf = async <Row>(table: string, slug: Slug, columns: string) =>
  family.workflowRows<Row>(table, columns, await family.ownerId(OWNERS[slug]), slug);

const inLast30Days = (iso: string | null) => iso !== null && Date.parse(iso) >= Date.now() - 30 * DAY_MS;
const todayInDoha = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

/** label → expected text of the KPI cards the spec checks on the dashboard's Overview. */
async function expectedFigures(slug: Slug, language: Language): Promise<[string, string][]> {
  const { hr, finance } = TEXT[language];
  const f = formattersFor(language);
  if (slug === 'hr-service') {
    const rows = (
      await rowsOf<{ created_at: string; answered_by_assistant: boolean }>(
        'hr_requests',
        slug,
        'created_at, answered_by_assistant',
      )
    ).filter((r) => inLast30Days(r.created_at));
    const alone = rows.filter((r) => r.answered_by_assistant).length;
    return [
      [hr.hrService.kpi.requests, f.number(rows.length)],
      [hr.hrService.kpi.answeredAlone, f.percent(alone / rows.length)],
    ];
  }
  if (slug === 'job-application') {
    const rows = (
      await rowsOf<{ applied_at: string; stage: string }>('job_applications', slug, 'applied_at, stage')
    ).filter((r) => inLast30Days(r.applied_at));
    return [
      [hr.jobApplication.kpi.applications, f.number(rows.length)],
      [hr.jobApplication.kpi.hired, f.number(rows.filter((r) => r.stage === 'hired').length)],
    ];
  }
  if (slug === 'client-onboarding') {
    const open = (
      await rowsOf<{ stage: string; updated_at: string }>('onboardings', slug, 'stage, updated_at')
    ).filter((r) => r.stage !== 'completed');
    const stalled = open.filter((r) => Date.parse(r.updated_at) < Date.now() - 7 * DAY_MS).length;
    return [
      [hr.clientOnboarding.kpi.inProgress, f.number(open.length)],
      [hr.clientOnboarding.kpi.stalled, f.number(stalled)],
    ];
  }
  if (slug === 'invoice-collection') {
    const outstanding = (
      await rowsOf<{ status: string; amount_qar: number; due_on: string }>(
        'invoices',
        slug,
        'status, amount_qar, due_on',
      )
    ).filter((r) => r.status === 'sent' || r.status === 'overdue');
    const sum = (rows: typeof outstanding) => rows.reduce((s, r) => s + Number(r.amount_qar), 0);
    return [[finance.invoices.kpi.outstanding, f.qar(sum(outstanding))]];
  }
  const latest = (
    await rowsOf<{
      period_start: string;
      revenue_qar: number;
      expenses_qar: number;
      report_type: string;
      status: string;
    }>('financial_reports', slug, 'period_start, revenue_qar, expenses_qar, report_type, status')
  )
    .filter((r) => r.report_type === 'profit_and_loss' && r.status === 'ready')
    .sort((a, b) => b.period_start.localeCompare(a.period_start))[0];
  if (!latest) throw new Error('no seeded profit and loss statement');
  return [
    [finance.reports.series.revenue, f.qar(Number(latest.revenue_qar))],
    [finance.reports.series.profit, f.qar(Number(latest.revenue_qar) - Number(latest.expenses_qar))],
  ];
}

test.describe('live dashboards of the hr and finance remotes, as their owners', () => {
  family.liveFigureTests(SLUGS as Slug[], OWNERS, expectedFigures);

  test('an HR request sent on WhatsApp appears without a reload', async ({ page }) => {
    await family.openAs(page, 'en', 'omar', '/hr-service');
    const [[label, before] = ['', '']] = await expectedFigures('hr-service', 'en');
    const requests = kpi(page, label);
    await expect(requests).toHaveText(before);
    const { error } = await serviceClient()
      .from('hr_requests')
      .insert({
        user_id: await family.ownerId('omar'),
        workflow_slug: 'hr-service',
        employee_name: 'Maria Santos',
        request_type: 'certificate',
        details: 'Salary certificate for the embassy, please.',
      });
    expect(error).toBeNull();
    await expect(requests).toHaveText(formattersFor('en').number(Number(before) + 1));
  });

  test('an invoice issued in Arabic appears on invoice collection without a reload', async ({ page }) => {
    await family.openAs(page, 'ar', 'sara', '/invoice-collection');
    const [[label, before] = ['', '']] = await expectedFigures('invoice-collection', 'ar');
    const outstanding = kpi(page, label);
    await expect(outstanding).toHaveText(before);
    const { error } = await serviceClient()
      .from('invoices')
      .insert({
        user_id: await family.ownerId('sara'),
        workflow_slug: 'invoice-collection',
        invoice_number: 'INV-E2E-0001',
        customer_name: 'مطاعم الدوحة الحديثة',
        amount_qar: 1250,
        status: 'sent',
        due_on: todayInDoha(),
      });
    expect(error).toBeNull();
    const [[, after] = ['', '']] = await expectedFigures('invoice-collection', 'ar');
    expect(after).not.toBe(before);
    await expect(outstanding).toHaveText(after);
  });

  test('CSV export of the overdue invoices, and a report downloaded, carry the rows shown', async ({
    page,
  }) => {
    const t = TEXT.en;
    const overdue = (
      await rowsOf<{ invoice_number: string; status: string; due_on: string }>(
        'invoices',
        'invoice-collection',
        'invoice_number, status, due_on',
      )
    ).filter((r) => (r.status === 'sent' || r.status === 'overdue') && r.due_on < todayInDoha());
    expect(overdue.length).toBeGreaterThan(0);
    await family.openAs(page, 'en', 'sara', '/invoice-collection');
    await family.expectTableCsv(page, t.finance.tabs.overdue, t.finance.invoices.tables.overdue, {
      // The overdue list pages on the server, which exports the whole set with the database's column
      // names (docs/architecture.md, "Dashboard figures"): the due day, not the days computed from it.
      columns: ['invoice_number', 'due_on'],
      contains: overdue.map((row) => row.invoice_number),
      visible: [],
    });
    // Any of them is found in the table itself.
    const last = overdue.at(-1)?.invoice_number ?? '-';
    await view(page).getByRole('searchbox', { name: t.ui.table.search }).fill(last);
    await expect(view(page).getByRole('table').getByText(last, { exact: true })).toBeVisible();

    await openDashboard(page, '/financial-reports');
    await view(page).getByRole('tab', { name: t.finance.tabs.reports }).click();
    const report = await family.downloadFrom(
      page,
      view(page)
        .getByRole('button', { name: new RegExp(`^${t.finance.reports.download}: `) })
        .first(),
    );
    expect(report.name).toMatch(/^(Profit and loss|Cash flow) - \w+ \d{4}\.csv$/); // no commas
    expect(report.lines[0]).toBe(`${t.finance.reports.columns.item},${t.finance.reports.columns.value}`);
    expect(report.lines).toHaveLength(7);
    await expectNoAxeViolations(page);
  });
});

family.redeployTest([
  { family: 'hr', path: '/sample-hr-service', label: hrEn.tabs.openRequests, exact: true },
  { family: 'finance', path: '/sample-financial-reports', label: financeEn.tabs.reports, exact: true },
]);
