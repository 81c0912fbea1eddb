/**
 * The admin overview's run figures lead to the runs behind them (issue 14: each figure links to its
 * list), in English and Arabic: "failures in the last 24 hours" opens every client's failed runs of that
 * period, the filters sit in the address and narrow by client, and widening the period shows the older
 * failure. The runs are a fresh client's own, written as the run executor writes them.
 */
import { expect, test } from '@playwright/test';
import { DEMO, expectDirection, fill, LANGUAGES, serviceClient } from './auth-helpers.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { freshClient, signedIn, TEXT } from './support/loop.ts';

const HOUR_MS = 3_600_000;

for (const language of LANGUAGES) {
  const t = TEXT[language].admin;

  test(`the overview's failures figure opens the failed runs, filtered in the address (${language})`, async ({
    browser,
  }) => {
    const client = await freshClient(language);
    const error = `SMTP server refused the connection (e2e ${language})`;
    const run = (status: 'failed' | 'succeeded', hoursAgo: number) => {
      const at = new Date(Date.now() - hoursAgo * HOUR_MS).toISOString();
      return {
        user_id: client.id,
        workflow_slug: 'lead-generation',
        status,
        executor: 'webhook',
        error: status === 'failed' ? error : null,
        started_at: at,
        finished_at: at,
        duration_ms: 0,
        created_at: at,
      };
    };
    const service = serviceClient();
    const inserted = await service
      .from('workflow_runs')
      .insert([run('failed', 1), run('failed', 48), run('succeeded', 1)]);
    expect(inserted.error).toBeNull();
    const failedToday = await service
      .from('workflow_runs')
      .select('id', { count: 'exact', head: true })
      .eq('status', 'failed')
      .gte('created_at', new Date(Date.now() - 24 * HOUR_MS).toISOString());

    const admin = await signedIn(browser, language, DEMO.admin.email, DEMO.admin.password);
    await expect(admin).toHaveURL(/\/admin$/);
    const failures = admin.getByRole('link', { name: new RegExp(t.overview.failures) });
    await expect(failures).toContainText(String(failedToday.count));
    await failures.click();

    await expect(admin).toHaveURL(/tab=runs&status=failed&period=24h/);
    await expect(admin.getByRole('tab', { name: t.tabs.runs })).toHaveAttribute('aria-selected', 'true');
    await expectDirection(admin, language);
    await expect(admin.getByLabel(t.queue.status)).toHaveValue('failed');
    await expect(admin.getByLabel(t.runs.period)).toHaveValue('24h');

    await admin.getByLabel(t.runs.client).selectOption(client.id);
    await expect(admin).toHaveURL(new RegExp(`client=${client.id}`));
    const total = admin.getByTestId('runs-total');
    await expect(total).toHaveText(fill(t.runs.total_one ?? '', { count: '1' }));
    const rows = admin.locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(error);
    await expect(rows.first()).toContainText(t.runs.status.failed);
    await expectNoAxeViolations(admin);

    // The older failure is outside the last 24 hours; any time shows both, and no success.
    await admin.getByLabel(t.runs.period).selectOption('');
    await expect(total).toHaveText(
      (language === 'ar'
        ? TEXT.ar.admin.runs.total_two
        : fill(TEXT.en.admin.runs.total_other, { count: '2' })) ?? '',
    );
    await expect(rows).toHaveCount(2);

    // A reload keeps the filters; the overview's runs-today figure opens today's runs.
    await admin.reload();
    await expect(rows).toHaveCount(2);
    await admin.goto('/admin');
    await admin.getByRole('link', { name: new RegExp(t.overview.runsToday) }).click();
    await expect(admin).toHaveURL(/tab=runs&period=today/);
    await expect(admin.getByLabel(t.runs.period)).toHaveValue('today');
    await admin.context().close();
  });
}
