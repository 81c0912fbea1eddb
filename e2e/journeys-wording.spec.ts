/**
 * Issue 36's journeys of a new client, in English and Arabic against the production builds: a brand-new
 * account is greeted "Welcome" (then "Welcome back"); Active Workflows counts what runs (live and
 * active, not paused) and the list says what each status means; a test run (sandbox or webhook) leaves
 * every figure unchanged while a run the engine reports moves them; the upgrade banner asks about plans
 * through a support request with the question written; the performance helper sends the page's Core
 * Web Vitals with its route and language to POST /api/analytics. axe on the page.
 */
import { expect, test } from '@playwright/test';
import { formattersFor } from '../dashboard-kit/src/format/index.ts';
import {
  createUser,
  expectDirection,
  fill,
  LANGUAGES,
  PASSWORD,
  serviceClient,
  signIn,
  signOutFromMenu,
  useLanguage,
} from './auth-helpers.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { WS_TEXT } from './workspace-helpers.ts';

for (const language of LANGUAGES) {
  const t = WS_TEXT[language];
  const f = formattersFor(language);

  test.describe(`a new client's journey in ${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test('greeting, what counts as active, test runs that never count, the upgrade banner', async ({
      page,
    }) => {
      const name = language === 'ar' ? 'نورة الكبيسي' : 'Noora Al-Kubaisi';
      const { email, id } = await createUser(`journey-${language}`, name);
      const service = serviceClient();
      const owned = await service.from('client_workflows').insert([
        { user_id: id, workflow_slug: 'lead-generation', status: 'active' },
        { user_id: id, workflow_slug: 'rag-chatbot', status: 'live' },
        { user_id: id, workflow_slug: 'hr-service', status: 'paused' },
      ]);
      expect(owned.error).toBeNull();

      await signIn(page, language, email, PASSWORD);
      await page.goto('/dashboard');
      await expectDirection(page, language);
      // A brand-new account: "Welcome", not "Welcome back".
      await expect(page.getByText(fill(t.dashboard.welcome, { name }))).toBeVisible();

      // Active Workflows counts the live and the active one, not the paused one, and says so.
      await expect(page.getByTestId('stat-active-value')).toHaveText(f.number(2));
      await expect(page.getByTestId('stat-active')).toContainText(
        fill(t.dashboard.stats.activeBreakdown, { live: f.number(1), active: f.number(1) }),
      );
      const legend = page.getByTestId('status-legend');
      await expect(legend.getByRole('heading', { name: t.workspace.statusLegend })).toBeVisible();
      for (const status of ['active', 'live', 'paused'] as const)
        await expect(legend).toContainText(t.workspace.workflowStatusMeaning[status]);
      // Each badge is described by its meaning (screen readers hear it with the badge).
      const liveBadge = page.getByTestId('workflow-row-rag-chatbot').getByTestId('workflow-status');
      const describedBy = (await liveBadge.getAttribute('aria-describedby')) ?? '';
      await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(t.workspace.workflowStatusMeaning.live);

      // Test runs (the sandbox's and the webhook's) never count; the engine's run does.
      await expect(page.getByTestId('stat-runs-value')).toHaveText(f.number(0));
      const run = (executor: string) => {
        const at = new Date().toISOString();
        return {
          user_id: id,
          workflow_slug: 'lead-generation',
          status: 'succeeded',
          executor,
          started_at: at,
          finished_at: at,
        };
      };
      expect((await service.from('workflow_runs').insert([run('sandbox'), run('webhook')])).error).toBeNull();
      expect((await service.from('workflow_runs').insert(run('engine'))).error).toBeNull();
      await expect(page.getByTestId('stat-runs-value')).toHaveText(f.number(1));
      await expect(page.getByTestId('stat-success-value')).toHaveText(f.percent(1, 1));
      await expectNoAxeViolations(page);

      // The upgrade banner: what a plan would add, and the question asked through a support request.
      const banner = page.getByTestId('plan-banner');
      await expect(banner).toContainText(t.dashboard.plan.title);
      await expect(banner).toContainText(t.dashboard.plan.body);
      await banner.getByRole('button', { name: t.dashboard.plan.ask }).click();
      const support = page.getByRole('dialog', { name: t.dashboard.support.title });
      await expect(support.getByRole('textbox', { name: t.dashboard.support.message })).toHaveValue(
        t.dashboard.plan.question,
      );
      await expectNoAxeViolations(page);
      await support.getByRole('button', { name: t.dashboard.support.cancel }).click();
      await expect(support).toBeHidden();

      // Another visit in the same session still says "Welcome"; the next sign-in greets the client back.
      await page.reload();
      await expect(page.getByText(fill(t.dashboard.welcome, { name }))).toBeVisible();
      await signOutFromMenu(page, language);
      await signIn(page, language, email, PASSWORD);
      await page.goto('/dashboard');
      await expect(page.getByText(fill(t.dashboard.welcomeBack, { name }))).toBeVisible();
    });

    test('the performance helper sends the page’s Core Web Vitals with its route and language', async ({
      page,
    }) => {
      const since = new Date().toISOString();
      await page.goto('/login');
      await expectDirection(page, language);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The page is hidden (a tab switch): the report goes out once.
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await expect
        .poll(async () => {
          const { data } = await serviceClient()
            .from('analytics_events')
            .select('type, data, path')
            .eq('type', 'web-vitals')
            .gte('occurred_at', since);
          return (data ?? []).filter(
            (row) =>
              (row.data as { route?: string; language?: string }).route === '/login' &&
              (row.data as { language?: string }).language === language,
          );
        })
        .toEqual([
          {
            type: 'web-vitals',
            path: '/login',
            data: expect.objectContaining({
              route: '/login',
              language,
              cls: expect.any(Number),
              fcp: expect.any(Number),
              ttfb: expect.any(Number),
            }),
          },
        ]);
    });
  });
}
