/**
 * The workflow manager and test runs end to end (issue 15), in English and Arabic, against the
 * production builds and the local stack: an admin changes a price (the database refuses a bad one with
 * a clear message and the typed text stays) and the marketplace reads the new one; a client test-runs a
 * sandbox workflow and sees its steps arrive live (the time from Run to the first step is measured and
 * reported), finds it in the history and in the workflow dashboard's runs without a reload, and re-runs
 * it; an admin connects a workflow to a small webhook server started here, tests the connection, and a
 * client's runs succeed, fail on an error answer and time out; a workflow the client does not own and
 * too many runs a minute are refused in words. axe finds nothing on any of these screens.
 */
import { expect, test } from '@playwright/test';
import { catalogueEntry } from '@portal/contract';
import { formattersFor } from '@portal/dashboard-kit/format';
import { englishWords } from '../dashboard-kit-testing/src/englishWords.ts';
import {
  DEMO,
  expectDirection,
  field,
  fill,
  LANGUAGES,
  type Language,
  PASSWORD,
  serviceClient,
  signIn,
  useLanguage,
} from './auth-helpers.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  between,
  catalogueLabel,
  clientOwning,
  currentRun,
  engineServer,
  nameOf,
  openTestRuns,
  pickWorkflow,
  signedInSupabase,
  steps,
  TEXT,
  TEXT_COMMON,
  userIdOf,
} from './support/testRuns.ts';

for (const language of LANGUAGES) {
  const t = TEXT[language];
  const f = formattersFor(language);

  test.describe(`workflow manager and test runs in ${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test('a client test-runs a sandbox workflow, watches its steps arrive, finds it in the history, and the dashboard does not count it', async ({
      page,
      context,
    }) => {
      const slug = 'automated-lead-generation';
      // What the client types, in the page's language: the output is made from it, in its language.
      const typed =
        language === 'en'
          ? { industry: 'Hospitality', region: 'Lusail' }
          : { industry: 'الفنادق', region: 'لوسيل' };
      const { email } = await clientOwning(`runs-${language}`, [slug, 'gmail-auto-responder']);
      await signIn(page, language, email, PASSWORD);

      // The workflow's dashboard is open in another tab before the run.
      const dashboard = await context.newPage();
      await dashboard.goto(`/${slug}`);
      await dashboard.getByRole('tab', { name: t.ui.tabs.runs }).click();
      await expect(dashboard.getByText(t.sales.automated.empty.runs)).toBeVisible();

      await openTestRuns(page, language);
      await expect(page.getByText(fill(t.runs.limit, { limit: '10' }))).toBeVisible();
      await pickWorkflow(page, language, slug);
      const industry = field(page, catalogueLabel(slug, 'industry', language));
      // The form checks before anything is sent, with the form's own words.
      await page.getByRole('button', { name: t.runs.form.run, exact: true }).click();
      await expect(
        page.getByText(fill(t.runs.rules.required, { field: catalogueLabel(slug, 'industry', language) })),
      ).toBeVisible();
      await industry.fill(typed.industry);
      await field(page, catalogueLabel(slug, 'region', language)).fill(typed.region);
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: t.runs.form.run, exact: true }).click();
      await expect(steps(page).first()).toBeVisible();
      await expect(currentRun(page).getByText(t.runs.run.sandbox, { exact: true })).toBeVisible();
      await expect(steps(page).nth(1)).toBeVisible();
      const firstStepMs = await between(page, 'test-run:pressed', 'test-run:first-step');
      const startedMs = await between(page, 'test-run:pressed', 'test-run:started');
      test.info().annotations.push({
        type: 'measured',
        description: `${language}: Run → first step on screen ${firstStepMs.toFixed(0)} ms, → first executed step ${startedMs.toFixed(0)} ms`,
      });
      console.log(
        `[measured] ${language}: Run → first step ${firstStepMs.toFixed(0)} ms; → "Started" ${startedMs.toFixed(0)} ms`,
      );

      // Each step arrives as it happens, then the output.
      await expect(currentRun(page)).toHaveAttribute('data-status', 'succeeded');
      await expect(steps(page)).toHaveCount(6);
      // The executor's step names and notes in the page's language.
      await expect(steps(page).first()).toContainText(t.runs.steps.queued);
      await expect(steps(page).nth(1)).toContainText(
        t.runs.steps['sandbox-simulated-execution-no-external-calls'],
      );
      await expect(steps(page).last()).toContainText(t.runs.steps['start-outreach-sequence']);
      await expect(currentRun(page).getByText(t.runs.run.output, { exact: true })).toBeVisible();
      const runId = await currentRun(page).getAttribute('data-run-id');
      // The output is readable, in the page's language, and made from the input (issue 36 item 10):
      // leads of the industry asked for, in the region asked for, marked as simulated.
      const output = currentRun(page).getByTestId('run-output');
      await expect(output).toHaveAttribute('data-simulated', 'true');
      await expect(output.getByText(t.runs.output.simulated)).toBeVisible();
      const { data: stored, error: readError } = await serviceClient()
        .from('workflow_runs')
        .select('output')
        .eq('id', runId as string)
        .single();
      if (!stored) throw readError;
      type LeadsResult = { newLeads: number; leads: unknown[]; bestChannel: string };
      const result = (stored.output as { result: LeadsResult }).result;
      const row = (label: string) => output.locator('dt', { hasText: label }).locator('+ dd');
      await expect(row(t.runs.output.fields.industry)).toHaveText(typed.industry);
      await expect(row(t.runs.output.fields.region)).toHaveText(typed.region);
      await expect(row(t.runs.output.fields.newLeads)).toHaveText(f.number(result.newLeads));
      await expect(row(t.runs.output.fields.bestChannel)).toHaveText(
        t.runs.output.values.bestChannel[result.bestChannel as 'email'],
      );
      const leads = output.getByRole('table', { name: t.runs.output.fields.leads });
      await expect(leads.getByRole('columnheader')).toHaveText([
        t.runs.output.fields.company,
        t.runs.output.fields.contact,
        t.runs.output.fields.city,
        t.runs.output.fields.score,
      ]);
      const rows = leads.locator('tbody tr');
      await expect(rows).toHaveCount(result.leads.length);
      for (const lead of await rows.all()) {
        await expect(lead.locator('td').first()).toContainText(typed.industry);
        await expect(lead.locator('td').nth(2)).toHaveText(typed.region);
      }
      // The raw JSON only behind its disclosure.
      const raw = output.locator('pre');
      await expect(raw).toBeHidden();
      await output.getByText(t.runs.output.raw).click();
      await expect(raw).toBeVisible();
      await expect(raw).toContainText('"simulated": true');
      if (language === 'ar') {
        // Arabic throughout, but for the engine's own log (step names, output), marked lang="en", and
        // the form controls: the client's input, and workflow names whose brands stay Latin (Gmail).
        const text = await page.locator('main').evaluate((main) => {
          const copy = main.cloneNode(true) as HTMLElement;
          for (const log of copy.querySelectorAll('[lang="en"], input, textarea, select')) log.remove();
          return copy.textContent ?? '';
        });
        expect(englishWords(text)).toEqual([]);
      }
      await expectNoAxeViolations(page);

      // The history shows it, filtered; Re-run starts the same input again.
      const history = page.getByTestId('run-history');
      const historyRegion = page.getByRole('region', { name: t.runs.history.heading });
      await expect(history.locator(`tr[data-run-id="${runId}"]`)).toBeVisible();
      await historyRegion.getByRole('combobox', { name: t.runs.history.status }).selectOption('failed');
      await expect(page.getByText(t.runs.history.empty)).toBeVisible();
      await historyRegion.getByRole('combobox', { name: t.runs.history.status }).selectOption('succeeded');
      await expect(history.locator(`tr[data-run-id="${runId}"]`)).toBeVisible();
      await history
        .locator(`tr[data-run-id="${runId}"]`)
        .getByRole('button', { name: t.runs.history.rerun })
        .click();
      await expect(currentRun(page)).not.toHaveAttribute('data-run-id', runId as string);
      await expect(currentRun(page)).toHaveAttribute('data-status', 'succeeded');
      const { data: runs } = await serviceClient()
        .from('workflow_runs')
        .select('input, status')
        .eq('workflow_slug', slug)
        .in('user_id', [(await userIdOf(email)) as string]);
      expect(runs?.map((r) => r.input)).toEqual([typed, typed]);

      // Test runs are not the workflow's work (docs/intake.md): the dashboard that was open all along
      // still lists no runs once both have finished.
      await expect(dashboard.getByText(t.sales.automated.empty.runs)).toBeVisible();
      await expectNoAxeViolations(dashboard);
    });

    test('refuses a workflow the client does not own and runs faster than the limit, keeping the input', async ({
      page,
    }) => {
      const slug = 'gmail-auto-responder';
      const { email, id } = await clientOwning(`limits-${language}`, [slug]);
      await signIn(page, language, email, PASSWORD);

      await openTestRuns(page, language, '?workflow=social-media-content');
      await expect(page.getByText(t.runs.form.notOwned)).toBeVisible();
      await expect(page.getByRole('button', { name: t.runs.form.run, exact: true })).toBeDisabled();
      await expectNoAxeViolations(page);
      // The API refuses it as well, whatever a browser sends.
      const refused = await page.evaluate(async () => {
        const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token')) as string;
        const session = JSON.parse(localStorage.getItem(key) as string);
        const config = await (await fetch('/runtime-config.json')).json();
        const res = await fetch(`${config.API_BASE_URL}/workflows/social-media-content/runs`, {
          method: 'POST',
          headers: {
            apikey: config.SUPABASE_ANON_KEY,
            Authorization: `Bearer ${session.access_token}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({ input: { topic: 'Eid offers' } }),
        });
        return { status: res.status, body: await res.json() };
      });
      expect(refused).toMatchObject({ status: 403, body: { code: 'forbidden' } });

      // Ten runs in the last minute already: the eleventh is refused with the wait.
      await serviceClient()
        .from('workflow_runs')
        .insert(
          Array.from({ length: 10 }, () => ({
            user_id: id,
            workflow_slug: slug,
            status: 'succeeded',
            started_at: new Date().toISOString(),
            finished_at: new Date().toISOString(),
            duration_ms: 0,
          })),
        );
      await openTestRuns(page, language);
      const emailLabel = catalogueLabel(slug, 'email', language);
      await field(page, emailLabel).fill('layla@pearl.qa');
      await field(page, catalogueLabel(slug, 'subject', language)).fill('Quotation request');
      await page.getByRole('button', { name: t.runs.form.run, exact: true }).click();
      const [before, after] = t.runs.errors.rateLimited.split('{{seconds}}') as [string, string];
      await expect(page.getByRole('alert').filter({ hasText: fill(before, { limit: '10' }) })).toContainText(
        after.trim(),
      );
      await expect(field(page, emailLabel)).toHaveValue('layla@pearl.qa');
      await expectNoAxeViolations(page);
    });

    test('an admin changes a price: a bad one is refused in words, a good one is saved, audited and read by clients', async ({
      page,
    }) => {
      const slug = language === 'en' ? 'email-summary-agent' : 'gmail-email-labelling';
      const before = catalogueEntry(slug);
      const price = language === 'en' ? 2345 : 1875;
      try {
        await signIn(page, language, DEMO.admin.email, DEMO.admin.password);
        await page.goto('/workflow-manager');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.manager.title);
        await expectDirection(page, language);
        const row = page.locator(`tr[data-slug="${slug}"]`);
        await expect(row.getByTestId('setup-cost')).toHaveText(f.qar(before.setupCostQar as number));
        await expectNoAxeViolations(page);

        await row.getByRole('button', { name: t.manager.edit }).click();
        const dialog = page.getByRole('dialog');
        const setup = dialog.getByRole('textbox', { name: t.manager.catalogue.setupCost });
        await setup.fill('-40');
        await dialog.getByRole('button', { name: t.manager.save }).click();
        await expect(dialog.getByRole('alert')).toHaveText(t.manager.errors.costNegative);
        await expect(setup).toHaveValue('-40');
        await expectNoAxeViolations(page);

        await setup.fill(String(price));
        await dialog.getByRole('button', { name: t.manager.save }).click();
        await expect(dialog).toBeHidden();
        await expect(row.getByTestId('setup-cost')).toHaveText(f.qar(price));

        // Audited, with who did it; and what a client reads is the new price at once.
        const { data: audit } = await serviceClient()
          .from('audit_log')
          .select('actor_id, new_data')
          .eq('table_name', 'workflows')
          .eq('record_id', slug)
          .order('occurred_at', { ascending: false })
          .limit(1)
          .single();
        expect(audit?.actor_id).toBe(await userIdOf(DEMO.admin.email));
        expect(Number(audit?.new_data.setup_cost_qar)).toBe(price);
        await row.getByRole('button', { name: t.manager.edit }).click();
        const { data: admin } = await serviceClient()
          .from('profiles')
          .select('full_name')
          .eq('email', DEMO.admin.email)
          .single();
        await expect(page.getByTestId('last-change')).toContainText(admin?.full_name as string);
        await page.getByRole('button', { name: t.manager.cancel }).click();

        // What a client reads from the catalogue (as the marketplace does) is the new price at once.
        const client = await clientOwning(`market-${language}`, []);
        const { data: read } = await (await signedInSupabase(client.email, PASSWORD))
          .from('workflows')
          .select('setup_cost_qar')
          .eq('slug', slug)
          .single();
        expect(Number(read?.setup_cost_qar)).toBe(price);
      } finally {
        await serviceClient()
          .from('workflows')
          .update({ setup_cost_qar: before.setupCostQar })
          .eq('slug', slug);
      }
    });

    test('the marketplace shows a price an admin just changed, without a rebuild', async ({ page }) => {
      const slug = 'whatsapp-dietitian';
      const before = catalogueEntry(slug);
      const price = language === 'en' ? 3210 : 3120;
      const client = await clientOwning(`shop-${language}`, []);
      await signIn(page, language, client.email, PASSWORD);
      await page.goto('/marketplace');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const placeholder = await page.getByText(TEXT_COMMON[language].placeholder.body).count();
      test.skip(placeholder > 0, 'the marketplace page (issue 13) is not on this branch yet');
      try {
        const admin = await signedInSupabase(DEMO.admin.email, DEMO.admin.password);
        const { error } = await admin.from('workflows').update({ setup_cost_qar: price }).eq('slug', slug);
        expect(error).toBeNull();
        await page.reload();
        await expect(page.getByText(nameOf(slug, language)).first()).toBeVisible();
        await expect(page.getByText(f.qar(price)).first()).toBeVisible();
      } finally {
        await serviceClient()
          .from('workflows')
          .update({ setup_cost_qar: before.setupCostQar })
          .eq('slug', slug);
      }
    });
  });
}

test.describe('execution settings and webhook runs', () => {
  test('an admin connects a workflow to its engine; runs succeed, fail on an error answer and time out', async ({
    page,
    browser,
  }) => {
    const language: Language = 'en';
    const t = TEXT[language];
    const engine = await engineServer();
    const slug = 'odoo-sales';
    try {
      await useLanguage(page, language);
      await signIn(page, language, DEMO.admin.email, DEMO.admin.password);
      await page.goto('/workflow-manager?tab=execution');
      const row = page.locator(`tr[data-slug="${slug}"]`);
      await row.getByRole('button', { name: t.manager.edit }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: t.manager.execution.url }).fill(engine.url('/ok'));
      await dialog.getByRole('textbox', { name: t.manager.execution.timeoutSeconds }).fill('2');
      const enable = dialog.getByLabel(t.manager.execution.enable);
      if (!(await enable.isChecked())) await enable.check();
      await dialog.getByRole('button', { name: t.manager.execution.test }).click();
      await expect(dialog.getByTestId('connection-report')).toContainText(
        'Connected: the engine answered HTTP 200',
      );
      await expect(dialog.getByTestId('connection-report')).toContainText('Q-2026-118');
      expect(engine.calls.at(-1)).toMatchObject({ path: '/ok', body: { test: true, workflow: slug } });
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: t.manager.save }).click();
      await expect(dialog).toBeHidden();
      await expect(row).toContainText(engine.url('/ok'));

      // A client runs it: the engine answers, then fails, then says nothing.
      const client = await clientOwning('webhook', [slug]);
      const clientPage = await (await browser.newContext()).newPage();
      await useLanguage(clientPage, language);
      await signIn(clientPage, language, client.email, PASSWORD);
      await openTestRuns(clientPage, language, `?workflow=${slug}`);
      const quotation = field(clientPage, catalogueLabel(slug, 'quotation', language));
      await quotation.fill('Q-2026-118');
      const run = clientPage.getByRole('button', { name: t.runs.form.run, exact: true });

      await run.click();
      await expect(currentRun(clientPage)).toHaveAttribute('data-status', 'succeeded');
      await expect(currentRun(clientPage).getByText(t.runs.run.engine, { exact: true })).toBeVisible();
      await expect(currentRun(clientPage).getByText(t.runs.run.sandbox, { exact: true })).toHaveCount(0);
      await expect(currentRun(clientPage).locator('pre')).toContainText('"status": "drafted"');
      expect(engine.calls.at(-1)).toMatchObject({
        path: '/ok',
        body: { input: { quotation: 'Q-2026-118' } },
      });

      await serviceClient()
        .from('workflow_execution_settings')
        .update({ execution_webhook_url: engine.url('/broken') })
        .eq('workflow_slug', slug);
      await run.click();
      await expect(currentRun(clientPage)).toHaveAttribute('data-status', 'failed');
      await expect(currentRun(clientPage).getByRole('alert')).toContainText(
        'The webhook answered HTTP 500: n8n: node "Create quotation" failed',
      );

      await serviceClient()
        .from('workflow_execution_settings')
        .update({ execution_webhook_url: engine.url('/hang'), timeout_ms: 1000 })
        .eq('workflow_slug', slug);
      await run.click();
      await expect(currentRun(clientPage)).toHaveAttribute('data-status', 'failed');
      await expect(currentRun(clientPage).getByRole('alert')).toContainText(
        'The webhook did not answer within 1000 ms',
      );
      await expectNoAxeViolations(clientPage);
      await clientPage.context().close();

      // The status of a client's workflow: who changed it and when.
      await page.goto('/workflow-manager?tab=clients');
      await page.getByRole('searchbox', { name: t.manager.clients.search }).fill('Noor Al-Sulaiti');
      const label = fill(t.manager.clients.statusLabel, {
        workflow: nameOf(slug, language),
        client: 'Noor Al-Sulaiti',
      });
      await page.getByRole('combobox', { name: label }).first().click();
      await page.getByRole('option', { name: t.manager.statuses.live, exact: true }).click();
      const changed = page
        .locator('tbody tr')
        .filter({ has: page.getByRole('combobox', { name: label }) })
        .first();
      await expect(changed.getByRole('combobox', { name: label })).toHaveText(t.manager.statuses.live);
      const { data: admin } = await serviceClient()
        .from('profiles')
        .select('full_name')
        .eq('email', DEMO.admin.email)
        .single();
      await expect(changed).toContainText(admin?.full_name as string);
      await expectNoAxeViolations(page);
    } finally {
      await serviceClient()
        .from('workflow_execution_settings')
        .update({ execution_webhook_url: null, is_enabled: false })
        .eq('workflow_slug', slug);
      await engine.close();
    }
  });
});
