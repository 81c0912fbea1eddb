/**
 * Client reports (issue 42), in English and Arabic: the admin previews a client's monthly report of a
 * past month on /admin/reports (the email's own HTML, in the client's direction), sends it, finds it in
 * the local mailbox in the client's language with its unsubscribe headers, cannot send it twice, and
 * sees it as sent; a sample dashboard prints to an A4 PDF with one page per section (Playwright's
 * page.pdf with the portal's print stylesheet) and links to the sample report.
 */
import { expect, test } from '@playwright/test';
import { ar as reportsAr } from '../shell/src/features/admin/reports/i18n/ar.ts';
import { en as reportsEn } from '../shell/src/features/admin/reports/i18n/en.ts';
import { DEMO, expectDirection, LANGUAGES, mailbox, serviceClient, useLanguage } from './auth-helpers.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { openDashboard } from './support/dashboards.ts';
import { freshClient, signedIn, TEXT } from './support/loop.ts';

const ADMIN_TEXT = { en: reportsEn, ar: reportsAr } as const;
/** The report email's subject starts so (backend/src/reports/compose.ts). */
const MONTHLY = { en: 'Your monthly report', ar: 'تقريرك الشهري' } as const;
const LEADS = { en: 'Leads found', ar: 'العملاء المحتملون' } as const;

/** The 15th of last month at 09:00 UTC (midday in Doha): a day of a month that is over. */
function dayOfLastMonth(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 9));
}

/** Pages of a PDF: Chromium writes each page as an object of /Type /Page. */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;

for (const language of LANGUAGES) {
  const t = ADMIN_TEXT[language];

  test(`an admin previews a client's monthly report, sends it once, and it arrives in the client's language (${language})`, async ({
    browser,
  }) => {
    const client = await freshClient(language);
    const day = dayOfLastMonth();
    const service = serviceClient();
    const at = (hours: number) => new Date(day.getTime() + hours * 3_600_000).toISOString();
    const runs = await service.from('workflow_runs').insert(
      [0, 1, 2, 3].map((i) => ({
        user_id: client.id,
        workflow_slug: 'lead-generation',
        status: i === 3 ? 'failed' : 'succeeded',
        executor: 'engine',
        created_at: at(i),
        started_at: at(i),
        finished_at: at(i),
        duration_ms: 1000,
      })),
    );
    expect(runs.error).toBeNull();
    const leads = await service.from('leads').insert(
      [0, 1, 2, 3, 4].map((i) => ({
        user_id: client.id,
        workflow_slug: 'lead-generation',
        full_name: `Lead ${i}`,
        status: i < 2 ? 'qualified' : 'new',
        created_at: at(i),
      })),
    );
    expect(leads.error).toBeNull();

    const admin = await signedIn(browser, language, DEMO.admin.email, DEMO.admin.password);
    await admin.goto(`/admin/reports?client=${client.id}`);
    await expectDirection(admin, language);
    await admin.getByRole('combobox', { name: t.frequency }).selectOption({ label: t.month });
    await admin.getByRole('textbox', { name: t.day }).fill(day.toISOString().slice(0, 10));

    // The email as the client receives it: Arabic for the Arabic client, right to left.
    await expect(admin.getByTestId('report-subject')).toContainText(MONTHLY[language]);
    const preview = admin.frameLocator('[data-testid="report-preview"]');
    await expect(preview.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const leadsRow = preview.getByRole('row', { name: new RegExp(LEADS[language]) });
    await expect(leadsRow).toContainText('5');
    await expectNoAxeViolations(admin);

    await admin.getByRole('button', { name: t.send }).click();
    const monthly = async () =>
      (await mailbox(client.email)).filter((m) => m.subject.startsWith(MONTHLY[language]));
    await expect.poll(async () => (await monthly()).length, 'the report in the mailbox').toBe(1);
    // The mailbox's JSON (backend/src/mail/mailbox.ts) carries the HTML body and the headers too.
    const [mail] = (await monthly()) as { html?: string; text: string; headers?: Record<string, string> }[];
    expect(mail?.html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
    expect(mail?.text).toContain(LEADS[language]);
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(
      /^<http.+\/api\/reports\/unsubscribe\?token=[0-9a-f-]{36}>$/,
    );

    // Sending the same period again says when it went out, and sends nothing.
    await admin.getByRole('button', { name: t.send }).click();
    const already = t.alreadySent.split('}}')[1]?.split('{{')[0] as string; // " was already "
    await expect(admin.getByText(already, { exact: false }).first()).toBeVisible();
    expect((await monthly()).length).toBe(1);

    await admin.getByRole('tab', { name: t.tabs.sent }).click();
    const row = admin.getByRole('row').filter({ hasText: client.name });
    await expect(row.first()).toContainText(t.status.sent);
    await expectNoAxeViolations(admin);
    await admin.context().close();
  });

  test(`a sample dashboard prints to an A4 PDF, one page per section, and links to the sample report (${language})`, async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await useLanguage(page, language);
    // The remote's own dashboard, not the HTML's prerendered one it replaces (sections are counted below).
    await openDashboard(page, '/sample-lead-generation');
    await expectDirection(page, language);
    await expect(
      page.getByRole('button', { name: TEXT[language].workflows.print.downloadPdf }),
    ).toBeVisible();
    await expect(page.locator('[data-print-section="charts"] svg').first()).toBeVisible();
    const sections = await page.locator('[data-print-section]').count();
    expect(sections).toBeGreaterThan(1);
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdf.byteLength).toBeGreaterThan(10_000);
    expect(pageCount(pdf)).toBe(sections);

    await page.getByRole('link', { name: TEXT[language].workflows.sampleNotice.report }).click();
    await expect(page).toHaveURL(/\/sample-report$/);
    const report = page.getByTestId('report-document');
    await expect(report).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(report.getByRole('row', { name: new RegExp(LEADS[language]) })).toBeVisible();
    const reportPdf = await page.pdf({ format: 'A4' });
    // Summary, three workflows and the attention list: a page each.
    expect(pageCount(reportPdf)).toBe(await page.locator('.report-section').count());
    await expectNoAxeViolations(page);
    await context.close();
  });
}
