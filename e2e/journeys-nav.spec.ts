/**
 * Issue 36, the journeys of the signed-in frame, in English and Arabic, at 1280 px and on a 390-px
 * phone, against the production builds: the navigation reaches every page of a client and of an
 * administrator (header links on a wide screen, a drawer on a phone that opens from the start side,
 * i.e. from the right in Arabic) with the current page marked; on a phone the header is one line, the
 * dashboard's figures share lines, a workflow is opened from its name or its Open Dashboard within the
 * screen, and the marketplace's selection answers at once with a bar holding Purchase Selected; Request
 * Start / Request Stop are offered by status and confirmed; the marketplace says what Select and Request
 * Access differ in, and a new client's dashboard lists what waits for approval. axe on every screen.
 */
import { expect, type Page, test } from '@playwright/test';
import { catalogueEntry } from '../contract/src/catalogue/workflows.ts';
import { ar as navAr } from '../shell/src/features/navigation/i18n/ar.ts';
import { en as navEn } from '../shell/src/features/navigation/i18n/en.ts';
import {
  createUser,
  DEMO,
  expectDirection,
  fill,
  LANGUAGES,
  PASSWORD,
  serviceClient,
  signIn,
  TEXT,
  useLanguage,
} from './auth-helpers.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { WS_TEXT } from './workspace-helpers.ts';

const PHONE = { width: 390, height: 844 };
const NAV = { en: navEn, ar: navAr } as const;
const toast = (page: Page, text: string) => page.locator('#notistack-snackbar').filter({ hasText: text });

/** The element's box, which must lie inside the viewport's width (nothing reached by scrolling sideways). */
async function expectWithinWidth(page: Page, selector: ReturnType<Page['locator']>) {
  const box = await selector.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, 'on screen').not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(width);
}

/** A client of its own, owning the given workflows (none: a brand-new client). */
async function freshClient(label: string, owns: { slug: string; status: string }[] = []) {
  const user = await createUser(`nav-${label}`, 'Noora Al-Thani');
  if (owns.length > 0) {
    const { error } = await serviceClient()
      .from('client_workflows')
      .insert(owns.map((o) => ({ user_id: user.id, workflow_slug: o.slug, status: o.status })));
    if (error) throw error;
  }
  return user;
}

for (const language of LANGUAGES) {
  const nav = NAV[language];
  const t = WS_TEXT[language];
  const common = TEXT[language].common;
  const name = (slug: Parameters<typeof catalogueEntry>[0]) => catalogueEntry(slug).name[language];

  test.describe(`navigation in ${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test('at 1280 px a client reaches every page from the header, the current one marked', async ({
      page,
    }) => {
      await signIn(page, language, DEMO.sara.email, DEMO.sara.password);
      await expect(page).toHaveURL(/\/dashboard$/);
      const links = page.getByRole('banner').getByRole('list', { name: nav.label });
      await expect(links.getByRole('link')).toHaveText([
        nav.links.dashboard,
        nav.links.marketplace,
        nav.links.testRuns,
        nav.links.settings,
      ]);
      await expect(links.getByRole('link', { name: nav.links.dashboard })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByTestId('nav-menu-button')).toBeHidden();
      for (const [label, path] of [
        [nav.links.testRuns, '/test-workflow-execution'],
        [nav.links.marketplace, '/marketplace'],
        [nav.links.settings, '/settings'],
      ] as const) {
        await links.getByRole('link', { name: label }).click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(links.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
        await expect(links.locator('[aria-current="page"]')).toHaveCount(1);
      }
      await expectDirection(page, language);
      await expectNoAxeViolations(page);
    });

    test('at 1280 px an administrator reaches the admin area, the workflow manager and test runs', async ({
      page,
    }) => {
      await signIn(page, language, DEMO.admin.email, DEMO.admin.password);
      await expect(page).toHaveURL(/\/admin$/);
      const links = page.getByRole('banner').getByRole('list', { name: nav.label });
      await expect(links.getByRole('link')).toHaveText([
        nav.links.admin,
        nav.links.inbox,
        nav.links.workflowManager,
        nav.links.testRuns,
        nav.links.settings,
      ]);
      await links.getByRole('link', { name: nav.links.workflowManager }).click();
      await expect(page).toHaveURL(/\/workflow-manager$/);
      await expect(links.getByRole('link', { name: nav.links.workflowManager })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expectNoAxeViolations(page);
    });
  });

  test.describe(`on a 390-px phone in ${language}`, () => {
    test.use({ viewport: PHONE });
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test('the header is one line; the menu opens from the start side, by keyboard too, and leads everywhere', async ({
      page,
    }) => {
      await signIn(page, language, DEMO.sara.email, DEMO.sara.password);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const header = await page.getByRole('banner').boundingBox();
      expect(header?.height ?? 999).toBeLessThanOrEqual(64);
      await expect(page.getByTestId('user-menu-button')).toBeInViewport();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);

      // Opened from the keyboard: focus moves into the drawer, Escape closes it and gives focus back.
      const menu = page.getByTestId('nav-menu-button');
      await expect(menu).toHaveAccessibleName(nav.open);
      await menu.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: common.appName });
      await expect(drawer).toBeVisible();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      const box = await drawer.boundingBox();
      if (language === 'ar') expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(PHONE.width);
      else expect(box?.x).toBe(0);
      const links = drawer.getByRole('navigation', { name: nav.label }).getByRole('link');
      await expect(links).toHaveText([
        nav.links.dashboard,
        nav.links.marketplace,
        nav.links.testRuns,
        nav.links.settings,
      ]);
      await expect(drawer.getByRole('link', { name: nav.links.dashboard })).toHaveAttribute(
        'aria-current',
        'page',
      );
      // Language and theme, which the phone's header has no room for, are in the drawer.
      await expect(drawer.getByTestId('drawer-language-switch')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(menu).toBeFocused();

      // A link leads to its page and closes the drawer.
      await menu.click();
      await page.getByRole('dialog').getByRole('link', { name: nav.links.testRuns }).click();
      await expect(page).toHaveURL(/\/test-workflow-execution$/);
      await expect(page.getByRole('dialog')).toBeHidden();
      await menu.click();
      await expect(page.getByRole('dialog').getByRole('link', { name: nav.links.testRuns })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await page.getByRole('dialog').getByRole('button', { name: nav.close }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
    });

    test("an administrator's menu leads to the workflow manager", async ({ page }) => {
      await signIn(page, language, DEMO.admin.email, DEMO.admin.password);
      await expect(page).toHaveURL(/\/admin$/);
      const header = await page.getByRole('banner').boundingBox();
      expect(header?.height ?? 999).toBeLessThanOrEqual(64);
      await page.getByTestId('nav-menu-button').click();
      const drawer = page.getByRole('dialog', { name: common.appName });
      await expect(drawer.getByRole('link')).toHaveText([
        nav.links.admin,
        nav.links.inbox,
        nav.links.workflowManager,
        nav.links.testRuns,
        nav.links.settings,
      ]);
      await drawer.getByRole('link', { name: nav.links.workflowManager }).click();
      await expect(page).toHaveURL(/\/workflow-manager$/);
    });

    test('the dashboard: figures two a line, a workflow opened by its name or Open Dashboard on screen', async ({
      page,
    }) => {
      await signIn(page, language, DEMO.sara.email, DEMO.sara.password);
      await expect(page.getByTestId('stat-active-value')).toBeVisible();
      const first = await page.getByTestId('stat-active').boundingBox();
      const second = await page.getByTestId('stat-runs').boundingBox();
      expect(Math.abs((first?.y ?? 0) - (second?.y ?? 1000))).toBeLessThan(2);
      const row = page.getByTestId('workflow-row-lead-generation');
      const link = row.getByRole('link', { name: name('lead-generation'), exact: true });
      const open = row.getByRole('link', {
        name: fill(t.dashboard.list.openLabel, { name: name('lead-generation') }),
      });
      await open.scrollIntoViewIfNeeded();
      await expectWithinWidth(page, link);
      await expectWithinWidth(page, open);
      await expectNoAxeViolations(page);
      await link.click();
      await expect(page).toHaveURL(/\/lead-generation$/);
      await expect(page.getByRole('heading', { level: 1, name: name('lead-generation') })).toBeVisible();
    });

    test('the marketplace: Select answers at once, Purchase Selected waits in a bar at the bottom', async ({
      page,
    }) => {
      const client = await freshClient(`market-${language}`);
      await signIn(page, language, client.email, PASSWORD);
      await page.goto('/marketplace');
      const card = page.getByTestId('market-card-invoice-collection');
      const bar = page.getByTestId('selection-bar');
      await expect(bar).toBeHidden();
      const tick = card.getByRole('checkbox', {
        name: fill(t.marketplace.card.selectLabel, { name: name('invoice-collection') }),
      });
      await tick.check();
      await expect(card).toHaveAttribute('data-selected', 'true');
      await expect(card).toContainText(t.marketplace.selection.selected);
      await expect(bar).toBeInViewport();
      await expect(bar.getByRole('status')).toHaveText(
        fill(t.marketplace.selection.count_one ?? 'missing', { count: '1' }),
      );
      await expectNoAxeViolations(page);
      await bar.getByRole('button', { name: t.marketplace.cart.purchase }).click();
      await expect(toast(page, t.marketplace.cart.sent_one ?? 'missing')).toBeVisible();
      await expect(bar).toBeHidden();
      await expect(card.getByTestId('purchase-pending')).toBeVisible();
      const { data } = await serviceClient()
        .from('workflow_purchases')
        .select('workflow_slug, status')
        .eq('user_id', client.id);
      expect(data).toEqual([{ workflow_slug: 'invoice-collection', status: 'pending' }]);
    });
  });

  test.describe(`workflow control and what waits for approval in ${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test('Request Start / Stop: offered by status, confirmed in a dialog, not offered again while pending', async ({
      page,
    }) => {
      const client = await freshClient(`control-${language}`, [
        { slug: 'lead-generation', status: 'active' },
      ]);
      const wf = t.workflows;
      await signIn(page, language, client.email, PASSWORD);
      await page.goto('/lead-generation');
      const offer = page.getByTestId('control-offer');
      await expect(offer).toHaveText(wf.offer.running);
      await expect(page.getByRole('button', { name: wf.control.start })).toHaveCount(0);
      const stop = page.getByRole('button', { name: wf.control.stop });

      // Cancel sends nothing.
      await stop.click();
      const dialog = page.getByRole('dialog', {
        name: fill(wf.confirm.stopTitle, { workflow: name('lead-generation') }),
      });
      await expect(dialog).toContainText(wf.confirm.stopBody);
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: wf.confirm.cancel }).click();
      await expect(dialog).toBeHidden();
      const rows = async () =>
        (
          await serviceClient()
            .from('workflow_control_requests')
            .select('action, status')
            .eq('user_id', client.id)
        ).data;
      expect(await rows()).toEqual([]);

      // Confirmed: one pending stop, and no second Request Stop while it waits.
      await stop.click();
      await page.getByRole('dialog').getByRole('button', { name: wf.control.stop }).click();
      await expect(toast(page, wf.control.sent)).toBeVisible();
      await expect(offer).toHaveText(wf.offer.waitingStop);
      await expect(page.getByRole('button', { name: wf.control.stop })).toHaveCount(0);
      expect(await rows()).toEqual([{ action: 'stop', status: 'pending' }]);

      // An administrator approves: the workflow is paused, and the page now offers Request Start only.
      const { data: request } = await serviceClient()
        .from('workflow_control_requests')
        .select('id')
        .eq('user_id', client.id)
        .single();
      const { error } = await serviceClient()
        .from('workflow_control_requests')
        .update({ status: 'approved' })
        .eq('id', request?.id ?? '');
      expect(error).toBeNull();
      await expect(offer).toHaveText(wf.offer.paused);
      await expect(page.getByRole('button', { name: wf.control.start })).toBeVisible();
      await expect(page.getByRole('button', { name: wf.control.stop })).toHaveCount(0);
      await page.getByRole('button', { name: wf.control.start }).click();
      await expect(
        page.getByRole('dialog', {
          name: fill(wf.confirm.startTitle, { workflow: name('lead-generation') }),
        }),
      ).toContainText(wf.confirm.startBody);
      await expectDirection(page, language);
    });

    test("the marketplace explains Select and Request Access; a new client's dashboard lists what waits", async ({
      page,
    }) => {
      const client = await freshClient(`waiting-${language}`);
      await signIn(page, language, client.email, PASSWORD);
      await expect(page.getByTestId('workflows-empty')).toContainText(t.dashboard.list.empty);
      await expect(page.getByTestId('pending-requests')).toHaveCount(0);

      await page.goto('/marketplace');
      const ways = page.getByTestId('ways-to-get');
      await expect(ways.getByRole('heading', { name: t.marketplace.ways.heading })).toBeVisible();
      await expect(ways).toContainText(t.marketplace.ways.buy);
      await expect(ways).toContainText(t.marketplace.ways.access);
      await expectNoAxeViolations(page);
      await page
        .getByTestId('market-card-rag-chatbot')
        .getByRole('button', { name: t.workspace.access.request })
        .click();
      await expect(toast(page, t.workspace.access.sent)).toBeVisible();
      await page
        .getByTestId('market-card-gmail-campaign')
        .getByRole('checkbox', {
          name: fill(t.marketplace.card.selectLabel, { name: name('gmail-campaign') }),
        })
        .check();
      await page.getByTestId('cart').getByRole('button', { name: t.marketplace.cart.purchase }).click();
      await expect(toast(page, t.marketplace.cart.sent_one ?? 'missing')).toBeVisible();

      await page.getByRole('banner').getByRole('link', { name: nav.links.dashboard }).click();
      const waiting = page.getByTestId('pending-requests');
      await expect(waiting.getByRole('heading', { name: t.dashboard.pending.heading })).toBeVisible();
      await expect(waiting.getByTestId('pending-access-rag-chatbot')).toContainText(name('rag-chatbot'));
      await expect(waiting.getByTestId('pending-access-rag-chatbot')).toContainText(
        t.dashboard.pending.kinds.access,
      );
      await expect(waiting.getByTestId('pending-purchase-gmail-campaign')).toContainText(
        t.dashboard.pending.kinds.purchase,
      );
      await expect(page.getByTestId('workflows-empty')).toContainText(t.dashboard.pending.listEmpty);
      await expectNoAxeViolations(page);

      // Approved: it leaves the waiting list and becomes one of the client's workflows, live.
      const { error } = await serviceClient()
        .from('workflow_purchases')
        .update({ status: 'approved' })
        .eq('user_id', client.id);
      expect(error).toBeNull();
      await expect(waiting.getByTestId('pending-purchase-gmail-campaign')).toHaveCount(0);
      await expect(page.getByTestId('workflow-row-gmail-campaign')).toBeVisible();
    });
  });
}
