/**
 * The client's workspace (issue 13) in English and Arabic against the production builds and the local
 * stack: the dashboard's stats equal what this test computes from the seeded rows with the service role
 * and follow realtime; search; the permissions and list failure states; quick actions that write real
 * rows; the marketplace's filter in the address, the cart across reloads, Purchase Selected and Request
 * Access (rows read back, duplicates refused); the custom request's validation, failure and stored row;
 * the live route of a workflow not owned; 'Checking authentication...'. axe on every page.
 */
import { expect, type Page, test } from '@playwright/test';
import { catalogueEntry } from '../contract/src/catalogue/workflows.ts';
import { formattersFor } from '../dashboard-kit/src/format/index.ts';
import {
  createUser,
  DEMO,
  expectDirection,
  fill,
  LANGUAGES,
  PASSWORD,
  serviceClient,
  signIn,
  signOutFromMenu,
  TEXT,
  useLanguage,
} from './auth-helpers.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectStats, sessionOf, WS_TEXT } from './workspace-helpers.ts';

const SARA = 'c1000000-0000-4000-8000-000000000001';
const toast = (page: Page, text: string) => page.locator('#notistack-snackbar').filter({ hasText: text });

for (const language of LANGUAGES) {
  const t = WS_TEXT[language];
  const name = (slug: Parameters<typeof catalogueEntry>[0]) => catalogueEntry(slug).name[language];

  test.describe(`client workspace in ${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test('dashboard: stats from the seeded rows, search, realtime runs and status', async ({ page }) => {
      await signIn(page, language, DEMO.sara.email, DEMO.sara.password);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: t.dashboard.title })).toBeVisible();
      await expectDirection(page, language);
      await expectStats(page, SARA, language);
      await expect(page.getByTestId('plan-banner')).toContainText(t.dashboard.plan.title);

      // Every owned workflow is listed; search matches either language's name.
      const { data: owned } = await serviceClient()
        .from('client_workflows')
        .select('workflow_slug')
        .eq('user_id', SARA);
      await expect(page.locator('[data-testid^="workflow-row-"]')).toHaveCount(owned?.length ?? -1);
      const search = page.getByTestId('workflow-search');
      await search.fill(catalogueEntry('invoice-collection').name.ar.split(' ')[0] ?? '');
      await expect(page.getByTestId('workflow-row-invoice-collection')).toBeVisible();
      await search.fill('lead gen');
      await expect(page.locator('[data-testid^="workflow-row-"]')).toHaveCount(2);
      await expect(page.getByTestId('workflow-row-lead-generation')).toContainText(name('lead-generation'));
      await expectNoAxeViolations(page);
      await search.fill('');

      // A run the engine reports now shows without a reload.
      const before = (await page.getByTestId('stat-runs-value').textContent()) ?? '';
      const now = new Date().toISOString();
      const { error } = await serviceClient().from('workflow_runs').insert({
        user_id: SARA,
        workflow_slug: 'odoo-sales',
        status: 'succeeded',
        executor: 'engine',
        started_at: now,
        finished_at: now,
        duration_ms: 1200,
      });
      expect(error).toBeNull();
      await expect(page.getByTestId('stat-runs-value')).not.toHaveText(before);
      await expectStats(page, SARA, language);

      // An admin pausing a workflow changes its badge and the active count without a reload.
      const row = page.getByTestId('workflow-row-odoo-sales');
      await expect(row.getByTestId('workflow-status')).toHaveText(t.workspace.workflowStatus.active);
      await serviceClient()
        .from('client_workflows')
        .update({ status: 'paused' })
        .eq('user_id', SARA)
        .eq('workflow_slug', 'odoo-sales');
      await expect(row.getByTestId('workflow-status')).toHaveText(t.workspace.workflowStatus.paused);
      await expectStats(page, SARA, language);
      await serviceClient()
        .from('client_workflows')
        .update({ status: 'active' })
        .eq('user_id', SARA)
        .eq('workflow_slug', 'odoo-sales');
      await expect(row.getByTestId('workflow-status')).toHaveText(t.workspace.workflowStatus.active);
    });

    test('dashboard: permissions notice, failed list with Retry, empty list to the marketplace', async ({
      page,
    }) => {
      const { email } = await createUser(`dash-${language}`, 'Hamad Al-Sulaiti');
      await signIn(page, language, email, PASSWORD);
      await page.goto('/dashboard');
      await expect(page.getByTestId('workflows-empty')).toContainText(t.dashboard.list.empty);
      await page.getByRole('link', { name: t.dashboard.list.emptyAction }).click();
      await expect(page).toHaveURL(/\/marketplace$/);

      // Ownership cannot be read: the notice, and the rest of the page still works.
      await page.route('**/rest/v1/client_workflows*', (route) => route.abort('connectionrefused'));
      await page.goto('/dashboard');
      await expect(page.getByTestId('permissions-notice')).toHaveText(t.workspace.permissionsNotice);
      await expect(page.getByTestId('stat-runs-value')).toHaveText(formattersFor(language).number(0));
      await page.getByRole('button', { name: t.dashboard.actions.newWorkflow }).click();
      await expect(page.getByRole('dialog', { name: t.workspace.custom.title })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: t.workspace.custom.cancel }).click();
      await page.unroute('**/rest/v1/client_workflows*');

      // The list cannot be loaded: 'Failed to load workflows' with Retry, which recovers.
      await page.route('**/rest/v1/rpc/client_run_activity*', (route) => route.abort('connectionrefused'));
      await page.reload();
      await expect(page.getByTestId('workflows-failed')).toContainText(t.dashboard.list.failed);
      await page.unroute('**/rest/v1/rpc/client_run_activity*');
      await page.getByRole('button', { name: t.dashboard.list.retry }).click();
      await expect(page.getByTestId('workflows-empty')).toBeVisible();
    });

    test('dashboard quick actions: custom request validation, failure and stored row; support request', async ({
      page,
    }) => {
      const { email, id } = await createUser(`custom-${language}`, 'Noora Al-Mannai');
      await signIn(page, language, email, PASSWORD);
      await page.goto('/dashboard');
      await page.getByRole('button', { name: t.dashboard.actions.newWorkflow }).click();
      const dialog = page.getByRole('dialog', { name: t.workspace.custom.title });
      const c = t.workspace.custom;
      await dialog.getByRole('button', { name: c.submit }).click();
      await expect(dialog.getByTestId('custom-request-error')).toContainText(c.missingTitle);
      await expect(dialog.getByTestId('custom-request-error')).toContainText(c.missingBody);

      const workflowName = `Lab orders ${language} ${Date.now()}`;
      await dialog.getByRole('textbox', { name: c.fields.workflowName }).fill(workflowName);
      await dialog.getByRole('textbox', { name: c.fields.description }).fill('Track dental lab orders');
      await dialog
        .getByRole('textbox', { name: c.fields.businessProblem })
        .fill('Orders get lost between clinic and lab');
      await dialog.getByRole('textbox', { name: c.fields.targetUsers }).fill('Front desk');
      await dialog.getByRole('combobox', { name: c.fields.urgency }).selectOption('high');
      await dialog.getByRole('combobox', { name: c.fields.timeline }).selectOption('within_2_weeks');

      // The request fails on the way: the spec's message, and everything typed is still there.
      await page.route('**/rest/v1/custom_workflow_requests*', (route) => route.abort('connectionrefused'));
      await dialog.getByRole('button', { name: c.submit }).click();
      await expect(dialog.getByTestId('custom-request-error')).toContainText(c.failedTitle);
      await expect(dialog.getByTestId('custom-request-error')).toContainText(c.failedBody);
      await expect(dialog.getByRole('textbox', { name: c.fields.workflowName })).toHaveValue(workflowName);
      await expect(dialog.getByRole('combobox', { name: c.fields.urgency })).toHaveValue('high');
      await expectNoAxeViolations(page);
      await page.unroute('**/rest/v1/custom_workflow_requests*');
      await dialog.getByRole('button', { name: c.submit }).click();
      await expect(dialog.getByTestId('custom-request-success')).toContainText(
        fill(c.successBody, { name: workflowName }),
      );
      // Sent: the dialog closes with Done, and offers no Cancel.
      await expect(dialog.getByRole('button', { name: c.cancel })).toHaveCount(0);
      await dialog.getByRole('button', { name: c.done }).click();
      await expect(dialog).toBeHidden();
      const { data: stored } = await serviceClient()
        .from('custom_workflow_requests')
        .select('workflow_name, business_problem, urgency, timeline, target_users, status')
        .eq('user_id', id);
      expect(stored).toEqual([
        {
          workflow_name: workflowName,
          business_problem: 'Orders get lost between clinic and lab',
          urgency: 'high',
          timeline: 'within_2_weeks',
          target_users: 'Front desk',
          status: 'pending',
        },
      ]);

      // Support Request: says where it goes; stored in the admins' contact inbox, tied to the client.
      await page.getByRole('button', { name: t.dashboard.actions.support }).click();
      const support = page.getByRole('dialog', { name: t.dashboard.support.title });
      await expect(support.getByTestId('support-where')).toHaveText(t.dashboard.support.where);
      await support
        .getByRole('textbox', { name: t.dashboard.support.message })
        .fill('The reminders went out twice.');
      await support.getByRole('button', { name: t.dashboard.support.send }).click();
      await expect(toast(page, t.dashboard.support.sent)).toBeVisible();
      const { data: messages } = await serviceClient()
        .from('contact_messages')
        .select('message, email, status')
        .eq('user_id', id);
      expect(messages).toEqual([
        { message: 'Support request: The reminders went out twice.', email, status: 'new' },
      ]);
    });

    test('marketplace: filter in the address, cart across reloads, Purchase Selected, Request Access', async ({
      page,
    }) => {
      test.slow(); // many steps, each waiting on the database and realtime: three times the timeout
      const { email, id } = await createUser(`market-${language}`, 'Khalid Al-Kuwari');
      await signIn(page, language, email, PASSWORD);
      await page.goto('/marketplace');
      await expect(page.getByRole('heading', { level: 1, name: t.marketplace.title })).toBeVisible();
      await expect(page.locator('[data-testid^="market-card-"]')).toHaveCount(24);
      await expectNoAxeViolations(page);

      // The Request Custom Workflow banner opens the request dialog; Escape gives focus back.
      const openCustom = page.getByRole('button', { name: t.workspace.custom.open });
      await openCustom.click();
      await expect(page.getByRole('dialog', { name: t.workspace.custom.title })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(openCustom).toBeFocused();

      // Search and category go into the address and survive a reload.
      await page.getByTestId('market-search').fill('gmail');
      await page.getByRole('combobox', { name: t.marketplace.category }).selectOption('support');
      await expect(page).toHaveURL(/[?&]q=gmail/);
      await expect(page).toHaveURL(/[?&]category=support/);
      await expect(page.locator('[data-testid^="market-card-"]')).toHaveCount(1);
      await page.reload();
      await expect(page.getByTestId('market-search')).toHaveValue('gmail');
      await expect(page.locator('[data-testid^="market-card-"]')).toHaveCount(1);
      const f = formattersFor(language);
      const responder = page.getByTestId('market-card-gmail-auto-responder');
      await expect(responder.getByTestId('price')).toContainText(f.qar(1500));
      await page.goto(`/marketplace?q=${encodeURIComponent(name('whatsapp-product-catalog'))}`);
      await expect(page.getByTestId('market-card-whatsapp-product-catalog')).toBeVisible();

      // The cart: two workflows, totals, kept across a reload, one removed.
      await page.goto('/marketplace');
      for (const slug of ['gmail-auto-responder', 'whatsapp-product-catalog', 'hr-service'] as const)
        await page
          .getByRole('checkbox', { name: fill(t.marketplace.card.selectLabel, { name: name(slug) }) })
          .check();
      const hr = catalogueEntry('hr-service');
      await expect(page.getByTestId('cart-setup')).toContainText(f.qar(1500 + 3000 + (hr.setupCostQar ?? 0)));
      await page.reload();
      await expect(page.getByTestId('cart-item-hr-service')).toBeVisible();
      await page
        .getByRole('button', { name: fill(t.marketplace.cart.removeLabel, { name: name('hr-service') }) })
        .click();
      await expect(page.getByTestId('cart-setup')).toContainText(f.qar(4500));
      await expect(page.getByTestId('cart-monthly')).toContainText(f.qar(800));

      await page.getByRole('button', { name: t.marketplace.cart.purchase }).click();
      await expect(
        page.getByTestId('market-card-gmail-auto-responder').getByTestId('purchase-pending'),
      ).toBeVisible();
      const { data: purchases } = await serviceClient()
        .from('workflow_purchases')
        .select('workflow_slug, status, setup_cost_qar, monthly_cost_qar')
        .eq('user_id', id)
        .order('workflow_slug');
      expect(purchases).toEqual([
        {
          workflow_slug: 'gmail-auto-responder',
          status: 'pending',
          setup_cost_qar: 1500,
          monthly_cost_qar: 300,
        },
        {
          workflow_slug: 'whatsapp-product-catalog',
          status: 'pending',
          setup_cost_qar: 3000,
          monthly_cost_qar: 500,
        },
      ]);
      await expect(page.getByTestId('cart-item-gmail-auto-responder')).toHaveCount(0);

      // A purchase made meanwhile elsewhere (another tab): the database refuses the duplicate, by name.
      await page
        .getByRole('checkbox', { name: fill(t.marketplace.card.selectLabel, { name: name('hr-service') }) })
        .check();
      const other = await sessionOf(email);
      expect((await other.rpc('purchase_workflows', { slugs: ['hr-service'] })).error).toBeNull();
      await page.getByRole('button', { name: t.marketplace.cart.purchase }).click();
      await expect(page.getByTestId('purchase-error')).toHaveText(
        fill(t.marketplace.cart.alreadyPending, { name: name('hr-service') }),
      );
      const { count } = await serviceClient()
        .from('workflow_purchases')
        .select('id', { count: 'exact', head: true })
        .eq('user_id', id)
        .eq('workflow_slug', 'hr-service');
      expect(count).toBe(1);

      // Request Access: a pending row, the card shows it, a second one is refused by the database.
      const card = page.getByTestId('market-card-local-chatbot');
      await card.getByRole('button', { name: t.workspace.access.request }).click();
      await expect(toast(page, t.workspace.access.sent)).toBeVisible();
      await expect(card.getByTestId('access-status')).toHaveText(
        fill(t.workspace.access.statusLabel, { status: t.workspace.access.status.pending }),
      );
      const { data: requests } = await serviceClient()
        .from('workflow_access_requests')
        .select('workflow_slug, status')
        .eq('user_id', id);
      expect(requests).toEqual([{ workflow_slug: 'local-chatbot', status: 'pending' }]);
      const again = await other
        .from('workflow_access_requests')
        .insert({ user_id: id, workflow_slug: 'local-chatbot', workflow_name: '' });
      expect(again.error?.code).toBe('23505');
      await expectNoAxeViolations(page);

      // An owned workflow offers Open Dashboard instead of buying; Sample Dashboard opens the sample.
      await serviceClient()
        .from('client_workflows')
        .insert({ user_id: id, workflow_slug: 'lead-generation', status: 'active' });
      const owned = page.getByTestId('market-card-lead-generation');
      await expect(owned.getByTestId('owned')).toBeVisible();
      await expect(owned.getByRole('link', { name: t.marketplace.card.openDashboard })).toHaveAttribute(
        'href',
        '/lead-generation',
      );
      await page
        .getByRole('link', { name: fill(t.marketplace.card.sampleLabel, { name: name('rag-chatbot') }) })
        .click();
      await expect(page).toHaveURL(/\/sample-rag-chatbot$/);
    });

    test('a live route not owned says so, with Request Access and the sample', async ({ page }) => {
      const { email, id } = await createUser(`notowned-${language}`, 'Aisha Al-Attiyah');
      await signIn(page, language, email, PASSWORD);
      await page.goto('/invoice-collection');
      const state = page.getByTestId('not-owned');
      await expect(state).toContainText(t.workflows.notOwned.title);
      await expectNoAxeViolations(page);
      await state.getByRole('button', { name: t.workspace.access.request }).click();
      await expect(state.getByTestId('access-status')).toBeVisible();
      const { data } = await serviceClient()
        .from('workflow_access_requests')
        .select('workflow_slug, status')
        .eq('user_id', id);
      expect(data).toEqual([{ workflow_slug: 'invoice-collection', status: 'pending' }]);
      // A purchase waiting for an administrator is named on the page.
      await expect(state.getByTestId('not-owned-purchase-pending')).toHaveCount(0);
      const purchase = await serviceClient()
        .from('workflow_purchases')
        .insert({ user_id: id, workflow_slug: 'invoice-collection' });
      expect(purchase.error).toBeNull();
      await page.reload();
      await expect(state.getByTestId('not-owned-purchase-pending')).toHaveText(
        t.workflows.notOwned.purchasePending,
      );
      await state.getByRole('link', { name: t.workflows.notOwned.sample }).click();
      await expect(page).toHaveURL(/\/sample-invoice-collection$/);
    });

    test("a cold load of a protected page without a frame says 'Checking authentication...'", async ({
      page,
    }) => {
      // Hold the route's code back a moment so the first paint can be seen. A live workflow page has a
      // prerendered frame (e2e/prerender.spec.ts): its address answers the SPA fallback here, as a host
      // without the prerendered pages would.
      await page.route(/\/lead-generation$/, async (route) =>
        route.fulfill({
          response: await route.fetch({ url: new URL('/index.html', route.request().url()).href }),
        }),
      );
      await page.route(/\/assets\/.*(WorkflowPage|FramedLayout|guards).*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.goto('/lead-generation');
      await expect(page.getByText(TEXT[language].common.checkingAuth)).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
    });

    test("a cold load of a report's address says 'Checking authentication...' too", async ({ page }) => {
      // An address with parameters has no prerendered frame: the first paint is the route's fallback.
      await page.route(/\/assets\/.*(ReportPage|FramedLayout|guards).*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.goto('/reports/weekly/2026-11-23');
      await expect(page.getByText(TEXT[language].common.checkingAuth)).toBeVisible();
      await expect(page).toHaveURL(/\/login/);
    });
  });
}

test('a row written before the page listens still shows: the realtime join reloads', async ({ page }) => {
  const { email, id } = await createUser('join-gap', 'Maryam Al-Sulaiti');
  await signIn(page, 'en', email, PASSWORD);
  // The page's realtime joins are held back, so the row below is written after its first read and
  // before it listens: nothing will announce it, and only the reload on join can find it.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.routeWebSocket(/\/realtime\/v1\/websocket/, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage(async (message) => {
      if (String(message).includes('phx_join')) await released;
      server.send(message);
    });
  });
  await page.goto('/dashboard');
  await expect(page.getByTestId('workflows-empty')).toBeVisible();
  const { error } = await serviceClient()
    .from('client_workflows')
    .insert({ user_id: id, workflow_slug: 'hr-service', status: 'active' });
  expect(error).toBeNull();
  release();
  await expect(page.getByTestId('workflow-row-hr-service')).toBeVisible();
});

test("a returning client's marketplace draws from its last visit, checks what it kept, and sign-out forgets it", async ({
  page,
}) => {
  const { email, id } = await createUser('returning', 'Hamad Al-Thani');
  await signIn(page, 'en', email, PASSWORD);
  // Sign-in lands on the home, which keeps its figures once its live read has answered.
  await expect(page.getByTestId('stats-freshness')).toContainText('Updated');
  const cards = page.locator('[data-testid^="market-card-"]');
  await page.goto('/marketplace');
  await expect(cards).toHaveCount(24);

  // The catalogue read is held: the cards come from the copy the last visit kept.
  const held: (() => void)[] = [];
  await page.route('**/rest/v1/workflows?*', async (route) => {
    await new Promise<void>((resolve) => held.push(resolve));
    await route.continue().catch(() => undefined); // the page may have gone meanwhile
  });
  await page.reload();
  await expect(cards).toHaveCount(24);

  // A copy of another shape (an older build's, or tampered with) is not drawn: the page waits for the
  // read. (Leaving while the read is held means nothing writes a fresh copy over this one.)
  await page.goto('/settings');
  await page.evaluate(() =>
    localStorage.setItem('portal.lastSeen.catalogue', '[{"slug":"gmail-auto-responder"}]'),
  );
  await page.goto('/marketplace');
  await expect(page.getByTestId('market-search')).toBeVisible();
  await expect(cards).toHaveCount(0);
  for (const release of held) release();
  await expect(cards).toHaveCount(24);
  await page.unroute('**/rest/v1/workflows?*');

  const keptKeys = () =>
    page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('portal.lastSeen.')));
  expect((await keptKeys()).sort()).toEqual([
    'portal.lastSeen.catalogue',
    `portal.lastSeen.ownedWorkflows.${id}`,
    `portal.lastSeen.runActivity.${id}`, // the home's figures: sign-in lands there
  ]);
  await signOutFromMenu(page, 'en');
  expect(await keptKeys()).toEqual([]);
});

for (const language of LANGUAGES) {
  test(`${language}: a returning client's home draws its last-seen figures at once, marked, then the live ones; the next user never sees them`, async ({
    page,
  }) => {
    const t = WS_TEXT[language].dashboard.stats;
    const f = formattersFor(language);
    const before = (template: string) => template.split('{{time}}')[0] ?? template;
    const freshness = page.getByTestId('stats-freshness');
    const runsValue = page.getByTestId('stat-runs-value');
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await useLanguage(page, language);
    const addRun = async (userId: string) => {
      const now = new Date().toISOString();
      const { error } = await serviceClient().from('workflow_runs').insert({
        user_id: userId,
        workflow_slug: 'hr-service',
        status: 'succeeded',
        executor: 'engine',
        started_at: now,
        finished_at: now,
        duration_ms: 900,
      });
      expect(error).toBeNull();
    };
    const first = await createUser(`seen-${language}`, 'Noora Al-Kuwari');
    expect(
      (
        await serviceClient()
          .from('client_workflows')
          .insert({ user_id: first.id, workflow_slug: 'hr-service', status: 'active' })
      ).error,
    ).toBeNull();
    await addRun(first.id);

    // The first visit reads live and keeps a copy.
    await signIn(page, language, first.email, PASSWORD);
    await page.goto('/dashboard');
    await expect(runsValue).toHaveText(f.number(1));
    await expect(freshness).toContainText(before(t.readAt));

    // Two runs happen while the client is away; the next visit's live read of the runs is held.
    await page.goto('/settings');
    await addRun(first.id);
    await addRun(first.id);
    const held: (() => void)[] = [];
    const RUN_ACTIVITY = '**/rest/v1/rpc/client_run_activity*';
    const holdRunActivity = () =>
      page.route(RUN_ACTIVITY, async (route) => {
        await new Promise<void>((resolve) => held.push(resolve));
        await route.continue().catch(() => undefined); // the page may have gone meanwhile
      });
    // Lets the held reads go, and the reads after them straight through: a page signed in and then
    // opened again reads twice, and its last read must not be the one left held.
    const releaseRunActivity = async () => {
      await expect.poll(() => held.length).toBeGreaterThan(0);
      await page.unroute(RUN_ACTIVITY);
      for (const release of held.splice(0)) release();
    };
    await holdRunActivity();
    await page.goto('/dashboard');
    // Before the live read: the figures this browser saw, said to be the last seen ones.
    await expect(runsValue).toHaveText(f.number(1));
    await expect(freshness).toContainText(before(t.lastSeen));
    await expect(page.getByRole('region', { name: t.heading, exact: true })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expectDirection(page, language);
    await expectNoAxeViolations(page);
    await releaseRunActivity();
    // Then the live read replaces them.
    await expect(runsValue).toHaveText(f.number(3));
    await expect(freshness).toContainText(before(t.readAt));
    await expect(freshness).not.toContainText(before(t.lastSeen));

    // Another person signing in on this browser: nothing of the first one's is kept or drawn.
    await signOutFromMenu(page, language);
    const kept = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('portal.lastSeen.')),
    );
    expect(kept).toEqual([]);
    const second = await createUser(`seen-next-${language}`, 'Khalid Al-Marri');
    await holdRunActivity();
    await signIn(page, language, second.email, PASSWORD);
    await page.goto('/dashboard');
    await expect(freshness).toContainText(t.reading);
    await expect(runsValue).toHaveCount(0);
    await releaseRunActivity();
    await expect(runsValue).toHaveText(f.number(0));
    expect(consoleErrors).toEqual([]);
  });
}
