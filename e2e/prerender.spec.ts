/**
 * Prerendered frames (docs/performance.md, "Prerendered frames"; scripts/prerender.mjs): a public page's
 * HTML carries the page itself in English and Arabic, so it paints before any script; without
 * JavaScript it says what is missing; the visitor's stored language is the one displayed, under the
 * shell's CSP; and the app then hydrates that HTML, keeping its nodes, with no hydration error and
 * no layout shift (CLS ≤ 0.02). With the app's script failing, the frame stays and says so after a while.
 */

import { expect, type Locator, type Page, test } from '@playwright/test';
import { catalogueEntry } from '@portal/contract';
import { WORKFLOW_SLUGS } from '@portal/contract/slugs';
import { ar as salesAr } from '../remotes/sales/src/i18n/ar.ts';
import { en as salesEn } from '../remotes/sales/src/i18n/en.ts';
import { ar as authAr } from '../shell/src/domain/session/i18n/ar.ts';
import { en as authEn } from '../shell/src/domain/session/i18n/en.ts';
import { ar as dashboardAr } from '../shell/src/features/dashboard/i18n/ar.ts';
import { en as dashboardEn } from '../shell/src/features/dashboard/i18n/en.ts';
import { ar as workflowsAr } from '../shell/src/features/workflows/i18n/ar.ts';
import { en as workflowsEn } from '../shell/src/features/workflows/i18n/en.ts';
import { DEMO, fill, signIn, TEXT } from './auth-helpers.ts';
import { expectNoAxeViolations } from './support/axe.ts';

const LANGUAGES = ['en', 'ar'] as const;
type Language = (typeof LANGUAGES)[number];
const AUTH = { en: authEn, ar: authAr };
const SALES = { en: salesEn, ar: salesAr };

/**
 * Each kind of prerendered page and its heading in a language; a sample dashboard's first KPI label
 * too (the sample is prerendered whole: its KPI row and first tab).
 */
const PAGES: {
  path: string;
  heading: (language: Language) => string;
  kpi?: (language: Language) => string;
}[] = [
  { path: '/login', heading: (language) => AUTH[language].login.title },
  { path: '/signup', heading: (language) => AUTH[language].signup.title },
  { path: '/forgot-password', heading: (language) => AUTH[language].forgot.title },
  {
    path: '/sample-lead-generation',
    heading: (language) => catalogueEntry('lead-generation').name[language],
    kpi: (language) => SALES[language].leadGeneration.kpi.leads,
  },
];

/** A KPI card's figure, as scripts/lib/page-speed.mjs finds the KPI row. */
const kpiFigures = (scope: Locator) => scope.locator('.MuiCard-root .MuiTypography-h5');

const NO_SCRIPT = {
  en: 'This portal needs JavaScript',
  ar: 'تحتاج هذه البوابة إلى JavaScript',
};
const STALLED = {
  en: 'The page is taking longer than usual to load.',
  ar: 'يستغرق تحميل الصفحة وقتًا أطول من المعتاد.',
};

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, kpi } of PAGES) {
    test(`${path} paints its frame from the HTML in both languages`, async ({ page }) => {
      await page.goto(path);
      // The default language is displayed…
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1, name: heading('en'), exact: true })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      // …the Arabic frame is in the same HTML, right to left, for a visitor whose language is Arabic.
      const arabic = page.locator('[data-frame="ar"]');
      await expect(arabic).toHaveAttribute('dir', 'rtl');
      await expect(arabic).toHaveAttribute('lang', 'ar');
      await expect(arabic.locator('h1')).toHaveText(heading('ar'));
      await expect(arabic).toBeHidden();
      if (kpi) {
        // The dashboard itself, with its sample's figures, in each language: the KPI row and the first
        // tab, its tabs drawn and waiting for the app.
        for (const language of LANGUAGES) {
          const dashboard = page.locator(`[data-frame="${language}"] [data-testid="workflow-dashboard"]`);
          await expect(dashboard).toHaveAttribute('data-remote-status', 'prerendered');
          await expect(dashboard.getByText(kpi(language), { exact: true })).toHaveCount(1);
          await expect(kpiFigures(dashboard)).toHaveCount(4);
          expect(await kpiFigures(dashboard).first().textContent()).toMatch(/\d/);
          await expect(dashboard.locator('[role="tab"]').first()).toBeDisabled();
        }
        await expect(page.getByText(kpi('en'), { exact: true })).toBeVisible();
      }
      // Two frames in one document, and no generated id twice (a label would name both languages'
      // fields). Two ids are written by hand in the app: the skip link's `main` and the sign-up
      // password rules; until main.tsx removes the other frame they point into the first (English) one.
      const ids = await page.locator('[id]').evaluateAll((nodes) => nodes.map((node) => node.id));
      const twice = ids.filter((id, index) => ids.indexOf(id) !== index);
      expect(twice.filter((id) => !['main', 'signup-password-rules'].includes(id))).toEqual([]);
      // Nothing waits for a script: no Suspense fallback is left in the frame (the dashboard's own
      // skeleton is the one part that waits: its remote's code draws it).
      await expect(
        page.locator('#root [role="status"]:not([data-testid="workflow-dashboard"] *)'),
      ).toHaveCount(0);
      // Every control waiting for the app is enabled by a hydration unit that React hydrates with it
      // (docs/performance.md, "Before the app has taken over"): between its nearest unit and itself
      // (or the frame's start) no plain Suspense boundary is open, which React's HTML marks with the
      // comments `$`…`/$` around a boundary's content. A sample's dashboard is not hydrated: the app
      // draws its own in its place (features/workflows/RemoteDashboard.tsx), so the HTML's controls stay
      // disabled until then.
      const inPlainBoundary = await page.evaluate(() => {
        const open = (node: Node, unit: Element) => {
          const walker = document.createTreeWalker(unit, NodeFilter.SHOW_COMMENT);
          let depth = 0;
          for (let c = walker.nextNode(); c; c = walker.nextNode()) {
            if (!(c.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING)) break;
            // A comment inside a nested unit belongs to that unit, not to this one.
            if (c.parentElement?.closest('[data-hydration-unit]') !== unit.closest('[data-hydration-unit]'))
              continue;
            if (/^\$[?!]?$/.test(c.nodeValue ?? '')) depth += 1;
            else if (c.nodeValue === '/$') depth -= 1;
          }
          return depth;
        };
        return [...document.querySelectorAll('[data-frame-waiting]:not([data-sample-dashboard] *)')]
          .filter((control) => {
            const unit = control.closest('[data-hydration-unit]') ?? control.closest('[data-frame]');
            return unit !== null && open(control, unit) > 0;
          })
          .map((control) => control.outerHTML.slice(0, 80));
      });
      expect(inPlainBoundary).toEqual([]);
      expect(await page.locator('[data-frame-waiting]').count()).toBeGreaterThan(0);
      // It says what is missing, in both languages. (Chromium with scripts turned off by the test
      // still parses <noscript> as text, so its content is read rather than seen.)
      const noScript = (await page.locator('noscript').textContent()) ?? '';
      expect(noScript).toContain(NO_SCRIPT.en);
      expect(noScript).toContain(NO_SCRIPT.ar);
    });
  }
});

/** Records layout shifts from the first paint on, and the first heading as the parser made it. */
async function watchFirstPaint(page: Page, language: Language) {
  await page.addInitScript((lng) => {
    window.localStorage.setItem('portal.language', lng);
    const w = window as unknown as {
      __shift: number;
      __parsedHeading: Element | null;
      __parsedKpi: Element | null;
    };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    // 'interactive' comes before the module scripts run: the heading is still the HTML's.
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        w.__parsedHeading = document.querySelector(`[data-frame="${lng}"] h1`);
        w.__parsedKpi = document.querySelector(`[data-frame="${lng}"] .MuiCard-root .MuiTypography-h5`);
      }
    });
  }, language);
}

/** Console errors and uncaught exceptions: a hydration mismatch is reported as one of them. */
function trackErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Whether the app has taken over `#root`: its first effects have run (`__portalReady`, which the
 * page's head script reads too: shell/src/app/prerenderedFrame.ts, markAppReady).
 */
const reactOwnsRoot = (page: Page) =>
  page.evaluate(() => (window as unknown as { __portalReady?: boolean }).__portalReady === true);

/**
 * Opens `path` in `language` and checks that the app hydrated its frame: the parser's heading kept, a
 * sample's dashboard replaced by the app's own, one frame left, nothing left waiting, no console error,
 * layout shifts ≤ 0.02 (the dashboard's swap included).
 */
async function expectHydrated(
  page: Page,
  { path, heading, kpi }: (typeof PAGES)[number],
  language: Language,
) {
  const errors = trackErrors(page);
  await watchFirstPaint(page, language);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  await expect.poll(() => reactOwnsRoot(page)).toBe(true);
  if (kpi) {
    await expect(page.getByTestId('workflow-dashboard')).toHaveAttribute('data-remote-status', 'ready');
  }
  await page.waitForLoadState('networkidle');
  // Hydrated, not replaced: the heading the parser made is the one on screen. A sample's dashboard is
  // the app's own once its remote's code arrived: the HTML's KPI figure made way for the app's.
  const kept = await page.evaluate(() => {
    const w = window as unknown as { __parsedHeading: Element | null; __parsedKpi: Element | null };
    return {
      heading:
        w.__parsedHeading?.isConnected === true && w.__parsedHeading === document.querySelector('#root h1'),
      kpiReplaced:
        w.__parsedKpi !== null &&
        !w.__parsedKpi.isConnected &&
        document.querySelector('#root .MuiCard-root .MuiTypography-h5') !== null,
    };
  });
  expect(kept).toEqual({ heading: true, kpiReplaced: kpi !== undefined });
  await expect(page.getByRole('heading', { level: 1, name: heading(language), exact: true })).toBeVisible();
  // One frame is left, the container carries no language of its own, the stalled notice is gone.
  await expect(page.locator('[data-frame]')).toHaveCount(0);
  await expect(page.locator('#root')).not.toHaveAttribute('dir', /./);
  await expect(page.locator('.frame-stalled')).toHaveCount(0);
  // Every control the frame showed disabled while waiting for the app is usable now.
  await expect(page.locator('[data-frame-waiting]')).toHaveCount(0);
  await expect(page.getByTestId('language-switch')).toBeEnabled();
  const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  expect(shift).toBeLessThanOrEqual(0.02);
  if (kpi) {
    // The hydrated dashboard works: its second tab opens (its table's code is loaded then).
    const tab = page.getByRole('tab').nth(1);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('table')).toBeVisible();
    // Today's sample: its newest lead came in yesterday (Doha time), whichever day the page was built.
    const now = await page.evaluate(() => Date.now());
    const yesterday = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Qatar',
    }).format(now - 24 * 3600 * 1000);
    if (language === 'en') await expect(page.getByRole('table')).toContainText(yesterday);
    await expect(page.getByText(kpi(language), { exact: true })).toBeHidden();
  }
  expect(errors).toEqual([]);
}

for (const language of LANGUAGES) {
  for (const spec of PAGES) {
    test(`${spec.path} in ${language}: the app hydrates the frame without an error or a layout shift`, async ({
      page,
    }) => {
      await expectHydrated(page, spec, language);
    });
  }
}

test('a sample page built on another day shows its HTML, then today’s sample without a shift or an error', async ({
  page,
}) => {
  const sample = PAGES.find((spec) => spec.kpi);
  if (!sample) throw new Error('no sample page in PAGES');
  // Three days after the build: the HTML's sample is placed around the build's day; the app's dashboard,
  // drawn in its place, around today.
  await page.clock.setFixedTime(Date.now() + 3 * 24 * 3600 * 1000);
  await expectHydrated(page, sample, 'en');
});

test('after hydration the language switch still turns the whole page around', async ({ page }) => {
  const errors = trackErrors(page);
  await watchFirstPaint(page, 'en');
  await page.goto('/login');
  await expect.poll(() => reactOwnsRoot(page)).toBe(true);
  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: authAr.login.title, exact: true })).toBeVisible();
  // The sign-in form works: the field the frame drew takes input.
  await page.getByLabel(authAr.fields.email).fill('someone@example.qa');
  await expect(page.getByLabel(authAr.fields.email)).toHaveValue('someone@example.qa');
  expect(errors).toEqual([]);
});

test("before the app has started the frame's controls are shown disabled, so nothing typed or clicked is lost; then the form works", async ({
  page,
}) => {
  const errors = trackErrors(page);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The shell's entry chunk waits until the frame has been looked at.
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // DOMContentLoaded waits for the held module script: the HTML is enough.
  await page.goto('/login', { waitUntil: 'commit' });
  // Both frames are in the document until the app starts: the English one is displayed, its fields
  // and buttons visibly not usable yet (a click would do nothing, typing would be reset).
  const frame = page.locator('[data-frame="en"]');
  await expect(frame.getByRole('heading', { level: 1, name: authEn.login.title })).toBeVisible();
  await expect(frame.getByLabel(authEn.fields.email)).toBeDisabled();
  await expect(frame.locator('input[type="password"]')).toBeDisabled();
  await expect(frame.getByRole('button', { name: authEn.login.submit, exact: true })).toBeDisabled();
  await expect(frame.getByTestId('language-switch')).toBeDisabled();
  expect(await frame.locator('button:enabled, input:enabled, select:enabled, textarea:enabled').count()).toBe(
    0,
  );
  // Typing starts as soon as it can (Playwright waits for the field to be enabled, as a visitor
  // waits for it to look usable): the app then takes over the same nodes, and every control is
  // enabled by React's hydration of it, with nothing typed lost.
  const typed = page.getByLabel(authEn.fields.email).fill(DEMO.sara.email);
  release();
  await typed;
  await page.locator('input[type="password"]').fill(DEMO.sara.password);
  await expect(page.getByLabel(authEn.fields.email)).toHaveValue(DEMO.sara.email);
  await expect(page.locator('[data-frame-waiting]')).toHaveCount(0);
  await page.getByRole('button', { name: authEn.login.submit, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  expect(page.url()).not.toContain('password');
  expect(errors).toEqual([]);
});

test('with the app script failing, the Arabic frame stays and then says the page is slow', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await watchFirstPaint(page, 'ar');
  // The shell's entry chunk never arrives.
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/login');
  // The language script ran under the CSP (it is allowed by its hash only).
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: authAr.login.title, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: authEn.login.title, exact: true })).toBeHidden();
  await expect(page.getByText(STALLED.ar)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(STALLED.en)).toBeHidden();
});

/**
 * A signed-in page's frame (docs/performance.md, "Signed-in frames"): the HTML of /dashboard draws the
 * page for no one in both languages; the app never hydrates it but keeps it on screen until its own
 * page is drawn, so a signed-in client sees the frame, then their page, and never a loader between.
 */
test.describe("a signed-in page's frame", () => {
  const DASHBOARD = { en: dashboardEn, ar: dashboardAr };
  // supabase/seed.sql's demo people: none of them may be in the HTML, which is the same for everyone.
  const PERSONAL = ['Sara', 'Al-Kuwari', 'Omar', '@demo.qa'];
  const SARA_NAME = 'Sara Al-Kuwari';

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('/dashboard and /admin draw their frames in both languages, with nothing of anyone', async ({
      page,
    }) => {
      for (const path of ['/dashboard', '/admin']) {
        const html = await (await page.request.get(path)).text();
        for (const text of PERSONAL) expect(html, `${path} holds ${text}`).not.toContain(text);
      }
      await page.goto('/dashboard');
      await expect(page.locator('[data-signed-in-frame]')).toHaveCount(2);
      await expect(
        page.getByRole('heading', { level: 1, name: dashboardEn.title, exact: true }),
      ).toBeVisible();
      for (const language of LANGUAGES) {
        const frame = page.locator(`[data-frame="${language}"]`);
        await expect(frame).toHaveAttribute('data-signed-in-frame', '');
        await expect(frame.locator('h1')).toHaveText(DASHBOARD[language].title);
        // The home's static parts (the plan banner, the LCP element) and its data's placeholders.
        await expect(frame.getByText(DASHBOARD[language].plan.title, { exact: true })).toHaveCount(1);
        await expect(frame.getByText(DASHBOARD[language].welcomeBackAnonymous)).toHaveCount(1);
        // The account corner: a neutral label and a blank avatar where the person's name and initials go.
        await expect(frame.locator(`button[aria-label="${AUTH[language].menu.openUnnamed}"]`)).toBeDisabled();
        await expect(frame.locator('[data-initials]')).toHaveCount(0);
        await expect(frame.locator('[data-testid]')).toHaveCount(0);
      }
      // The admin's frame has the admin's navigation.
      await page.goto('/admin');
      await expect(page.locator('[data-frame="en"] nav a[href="/admin/inbox"]')).toHaveCount(1);
      await expect(page.locator('[data-frame="en"] nav a[href="/marketplace"]')).toHaveCount(0);
    });
  });

  /**
   * Records, from the document's first node, what the visitor saw: the signed-in frame displayed, a
   * loader displayed (the sign-in check or 'Loading...'), and the layout shifts.
   */
  interface SignedInLoad {
    frame: boolean;
    loaders: string[];
    emptyAccountCorner: boolean;
    revealedAt: number;
    shifts: { at: number; value: number }[];
    /** The page headings (`h1`) displayed, in the order they first were. */
    headings: string[];
    /** A workflow's dashboard (the app's: the frame has no test ids) was displayed. */
    dashboard: boolean;
  }

  /**
   * Records, from the document's first node, what the visitor saw: the signed-in frame displayed, a
   * loader displayed (the sign-in check or 'Loading...'), a header displayed without its account
   * button, when the frame gave way, the layout shifts, the headings and a dashboard displayed.
   * `pageLoader`: the page's own first state is a loader under its heading (a workflow's live page
   * checks ownership first, and its frame draws that): such a loader is the page, not a flash; one
   * displayed with no heading (the sign-in check, the layout's loader) still is.
   */
  async function recordSignedInLoad(page: Page, language: Language, { pageLoader = false } = {}) {
    const common = TEXT[language].common;
    await page.addInitScript(
      ({ lng, loaders, pageLoader }) => {
        window.localStorage.setItem('portal.language', lng);
        const seen: SignedInLoad = {
          frame: false,
          loaders: [],
          emptyAccountCorner: false,
          revealedAt: 0,
          shifts: [],
          headings: [],
          dashboard: false,
        };
        (window as unknown as { __seen: SignedInLoad }).__seen = seen;
        const shown = (element: Element) =>
          element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
        // Every change of what is displayed is a DOM mutation here: nodes added or removed, and the
        // style attribute that hides the app's root until its page is drawn.
        new MutationObserver(() => {
          const frame = [...document.querySelectorAll('[data-signed-in-frame] h1')].some(shown);
          if (frame) seen.frame = true;
          else if (seen.frame && !seen.revealedAt) seen.revealedAt = performance.now();
          const headings = [...document.querySelectorAll('h1')].filter(shown);
          for (const heading of headings) {
            const text = heading.textContent?.trim() ?? '';
            if (!seen.headings.includes(text)) seen.headings.push(text);
          }
          for (const status of document.querySelectorAll('[role="status"]')) {
            const text = status.textContent?.trim() ?? '';
            if (pageLoader && headings.some((heading) => heading.closest('main')?.contains(status))) continue;
            if (loaders.includes(text) && shown(status)) seen.loaders.push(text);
          }
          if ([...document.querySelectorAll('[data-testid="workflow-dashboard"]')].some(shown))
            seen.dashboard = true;
          for (const header of document.querySelectorAll('header'))
            if (shown(header) && !header.querySelector('button[aria-haspopup="menu"]'))
              seen.emptyAccountCorner = true;
        }).observe(document, {
          childList: true,
          subtree: true,
          attributes: true,
          attributeFilter: ['style'],
        });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) seen.shifts.push({ at: entry.startTime, value: entry.value });
        }).observe({ type: 'layout-shift', buffered: true });
      },
      { lng: language, loaders: [common.checkingAuth, common.loading], pageLoader },
    );
  }

  /**
   * The frame was displayed, then sara's page with `heading` took its place whole: no frame left, her
   * name on the account button, no loader and no header without its account button in between, and
   * the swap itself moved nothing (no shift up to the first frame after it). Returns what was seen.
   */
  async function expectFrameThenPage(page: Page, language: Language, heading: string) {
    await expect(page.locator('[data-signed-in-frame]')).toHaveCount(0);
    await expect(page.locator('#root h1')).toHaveText(heading);
    await expect(page.getByTestId('user-menu-button')).toHaveAccessibleName(
      fill(AUTH[language].menu.open, { name: SARA_NAME }),
    );
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(() => (window as unknown as { __seen: SignedInLoad }).__seen);
    expect(seen.frame).toBe(true);
    expect(seen.loaders).toEqual([]);
    expect(seen.emptyAccountCorner).toBe(false);
    expect(seen.revealedAt).toBeGreaterThan(0);
    const swapShift = seen.shifts
      .filter((s) => s.at <= seen.revealedAt + 50)
      .reduce((sum, s) => sum + s.value, 0);
    expect(swapShift).toBeLessThanOrEqual(0.001);
    return seen;
  }

  for (const language of LANGUAGES) {
    test(`signed in (${language}): the frame, then the page with the client's name, no loader between`, async ({
      page,
    }) => {
      const errors = trackErrors(page);
      await recordSignedInLoad(page, language);
      await signIn(page, language, DEMO.sara.email, DEMO.sara.password);
      await page.goto('/dashboard');
      await expect(page.getByText(fill(DASHBOARD[language].welcomeBack, { name: SARA_NAME }))).toBeVisible();
      // (The home's own later shifts, its figures and lists arriving, are the page's, with or without a
      // frame: docs/performance.md, "Signed-in frames".)
      const seen = await expectFrameThenPage(page, language, DASHBOARD[language].title);
      console.log(
        `${language}: swap at ${Math.round(seen.revealedAt)} ms, layout shift in all ${seen.shifts.reduce((sum, s) => sum + s.value, 0).toFixed(4)}`,
      );
      expect(errors).toEqual([]);
      await expectNoAxeViolations(page);
    });
  }

  test('a visitor sees the frame, then is sent to /login', async ({ page }) => {
    // The route's code held a moment, so that the frame is seen while it loads.
    await page.route(/\/assets\/.*(DashboardPage|guards).*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: dashboardEn.title, exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByRole('heading', { level: 1, name: authEn.login.title, exact: true }),
    ).toBeVisible();
    await expect(page.locator('[data-signed-in-frame]')).toHaveCount(0);
  });

  /**
   * A workflow's live page (`/<slug>`): its frame is the page as the app draws it first, for no one: the
   * client's header, the workflow's name as its heading and the ownership check's loader under it; then
   * the app's answer: the dashboard for its owner, the not-owned state for another client, /login for a
   * visitor.
   */
  test.describe("a workflow's live page", () => {
    const WORKFLOWS = { en: workflowsEn, ar: workflowsAr };
    const nameOf = (slug: (typeof WORKFLOW_SLUGS)[number], language: Language) =>
      catalogueEntry(slug).name[language];

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('every /<slug> answers its own frame in both languages; samples, other addresses unchanged', async ({
        page,
      }) => {
        for (const slug of WORKFLOW_SLUGS) {
          const response = await page.request.get(`/${slug}`);
          expect(response.status()).toBe(200);
          const html = await response.text();
          expect(html, slug).toContain(`data-route="/${slug}" data-signed-in-frame=""`);
          for (const language of LANGUAGES) expect(html, slug).toContain(`>${nameOf(slug, language)}</h1>`);
          for (const text of PERSONAL) expect(html, `/${slug} holds ${text}`).not.toContain(text);
          // Its sample is still the public page drawn whole, hydrated.
          const sample = await (await page.request.get(`/sample-${slug}`)).text();
          expect(sample).toContain(`data-route="/sample-${slug}"`);
          expect(sample).not.toContain('data-signed-in-frame');
        }
        // A trailing slash is the same page; an unknown workflow and a deeper address are the SPA
        // fallback as before (its empty #root).
        expect(await (await page.request.get('/lead-generation/')).text()).toContain(
          'data-route="/lead-generation"',
        );
        const fallback = await (await page.request.get('/index.html')).text();
        expect(fallback).toContain('<div id="root"></div>');
        for (const path of ['/no-such-workflow', '/lead-generation/extra', '/sample-no-such-workflow']) {
          expect(await (await page.request.get(path)).text(), path).toBe(fallback);
        }

        await page.goto('/lead-generation');
        await expect(
          page.getByRole('heading', { level: 1, name: nameOf('lead-generation', 'en'), exact: true }),
        ).toBeVisible();
        for (const language of LANGUAGES) {
          const frame = page.locator(`[data-frame="${language}"]`);
          await expect(frame).toHaveAttribute('data-signed-in-frame', '');
          await expect(frame).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
          await expect(frame.locator('main h1')).toHaveText(nameOf('lead-generation', language));
          // The page's first state, no data: the ownership check's loader, no status badge, no dashboard.
          await expect(frame.locator('main [role="status"]')).toHaveText(TEXT[language].common.loading);
          await expect(frame.getByText(WORKFLOWS[language].status.live)).toHaveCount(0);
          await expect(frame.locator('[data-remote-status]')).toHaveCount(0);
          // The client's header: their navigation, the blank account button waiting for the app.
          await expect(frame.locator('nav a[href="/marketplace"]')).toHaveCount(1);
          await expect(frame.locator('nav a[href="/admin/inbox"]')).toHaveCount(0);
          await expect(
            frame.locator(`button[aria-label="${AUTH[language].menu.openUnnamed}"]`),
          ).toBeDisabled();
          // (A locator, not a role: the other language's frame is hidden, out of the accessibility tree.)
          await expect(
            frame.locator('main button', { hasText: WORKFLOWS[language].print.downloadPdf }),
          ).toBeDisabled();
          await expect(frame.locator('[data-testid]')).toHaveCount(0);
        }
        await expect(page.locator('[data-frame="ar"]')).toBeHidden();
      });
    });

    for (const language of LANGUAGES) {
      test(`signed in (${language}): the frame, then the live dashboard, no loader flash or shift`, async ({
        page,
      }) => {
        const title = nameOf('lead-generation', language);
        const errors = trackErrors(page);
        await recordSignedInLoad(page, language, { pageLoader: true });
        await signIn(page, language, DEMO.sara.email, DEMO.sara.password);
        await page.goto('/lead-generation');
        await expect(page.getByTestId('workflow-dashboard')).toHaveAttribute('data-remote-status', 'ready');
        await expect(
          page.getByTestId('dashboard-view').locator('.MuiCard-root .MuiTypography-h5').first(),
        ).not.toBeEmpty();
        await expect(page.getByTestId('workflow-status')).toHaveText(WORKFLOWS[language].status.live);
        const seen = await expectFrameThenPage(page, language, title);
        expect(seen.headings).toEqual([title]);
        const allShift = seen.shifts.reduce((sum, s) => sum + s.value, 0);
        expect(allShift).toBeLessThanOrEqual(0.02);
        console.log(
          `/lead-generation ${language}: swap at ${Math.round(seen.revealedAt)} ms, layout shift in all ${allShift.toFixed(4)}`,
        );
        expect(errors).toEqual([]);
        await expectNoAxeViolations(page);
      });
    }

    test('a client who does not own the workflow: the frame, then the not-owned state, no dashboard', async ({
      page,
    }) => {
      const title = nameOf('gmail-campaign', 'en');
      const errors = trackErrors(page);
      await recordSignedInLoad(page, 'en', { pageLoader: true });
      await signIn(page, 'en', DEMO.sara.email, DEMO.sara.password);
      await page.goto('/gmail-campaign');
      await expect(page.getByTestId('not-owned')).toContainText(workflowsEn.notOwned.title);
      await expect(page.locator('[data-signed-in-frame]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      const seen = await page.evaluate(() => (window as unknown as { __seen: SignedInLoad }).__seen);
      expect(seen.frame).toBe(true);
      expect(seen.loaders).toEqual([]);
      expect(seen.headings).toEqual([title]);
      expect(seen.dashboard).toBe(false);
      expect(seen.shifts.reduce((sum, s) => sum + s.value, 0)).toBeLessThanOrEqual(0.02);
      expect(errors).toEqual([]);
    });

    test('a visitor sees the frame, then is sent to /login', async ({ page }) => {
      // The route's code held a moment, so that the frame is seen while it loads.
      await page.route(/\/assets\/.*(WorkflowPage|guards).*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.goto('/lead-generation');
      await expect(
        page.getByRole('heading', { level: 1, name: nameOf('lead-generation', 'en'), exact: true }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      await expect(
        page.getByRole('heading', { level: 1, name: authEn.login.title, exact: true }),
      ).toBeVisible();
      await expect(page.locator('[data-signed-in-frame]')).toHaveCount(0);
    });
  });
});
