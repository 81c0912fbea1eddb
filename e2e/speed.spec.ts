/**
 * Page speed guarantees that a build change could silently undo (issue 20), against the production
 * builds: chart code is downloaded once per page however many families' dashboards are opened, it
 * comes from the shell (the kit's lazy entry, scripts/vite/kit.ts), and only after the KPI row; the
 * document preloads the runtime configuration; a workflow route asks for its remote in parallel with
 * the frame; a live dashboard's rows are asked for before the page's code has arrived; a cold load
 * draws a page together with its frame, never the frame around a loader (routing/routeTexts.ts); a
 * chart draws once it nears the screen, at its area's size, and every chart before printing.
 * The figures themselves are scripts/budgets.mjs's.
 */
import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from './auth-helpers.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { appOfUrl, modulesOf, packageModule, packageOf } from './support/bundles.ts';
import { servedConfig } from './support/control.ts';

const CHART_PACKAGES = /^@mui\/x-charts/;

function origins(): Record<string, string> {
  const found: Record<string, string> = { shell: new URL(process.env.PORTAL_BASE_URL ?? '').origin };
  for (const [name, entry] of Object.entries(servedConfig().REMOTES))
    found[name.replace(/^portal_/, '')] = new URL(entry).origin;
  return found;
}

/** x-charts module files in each downloaded script, with the app that sent it. */
function chartModules(urls: readonly string[]): { module: string; app: string }[] {
  const byOrigin = origins();
  return urls.flatMap((url) => {
    const app = appOfUrl(url, byOrigin);
    if (!app) return [];
    return modulesOf(app, new URL(url).pathname)
      .map((id) => packageModule(id))
      .filter((module): module is string => module !== null && CHART_PACKAGES.test(packageOf(module)))
      .map((module) => ({ module, app }));
  });
}

/** Client-side navigation, as a link in the portal would do it (no new document). */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Whether a URL is the shell's chunk of the workflow page (features/workflows/WorkflowPage.tsx). */
const isWorkflowPage = (url: string) =>
  appOfUrl(url, origins()) === 'shell' &&
  modulesOf('shell', new URL(url).pathname).some((id) => id.includes('features/workflows/WorkflowPage.tsx'));

/** Holds the workflow page's chunk back until `release()`: what the shell asks for meanwhile was asked early. */
async function holdWorkflowPage(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => isWorkflowPage(url.href),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

const chart = (page: Page) => page.getByTestId('dashboard-view').locator('.MuiChartsSurface-root').first();

test('dashboards of two families download chart code once, from the shell, after the KPI row', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/sample-lead-generation');
  await expect(page.getByTestId('dashboard-view')).toBeVisible();
  await expect(chart(page)).toBeVisible();
  const firstFamily = chartModules(scripts);
  expect(firstFamily.length, 'the build reports know the chart modules').toBeGreaterThan(0);
  expect([...new Set(firstFamily.map((m) => m.app))]).toEqual(['shell']);

  await navigate(page, '/sample-whatsapp-chatbot');
  await expect(page).toHaveURL(/sample-whatsapp-chatbot/);
  await expect(page.getByTestId('workflow-dashboard')).toHaveAttribute('data-remote-status', 'ready');
  await expect(chart(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const both = chartModules(scripts);
  // The second family's dashboard brought no chart code of its own.
  expect(both.length).toBe(firstFamily.length);
  expect(new Set(both.map((m) => m.module)).size).toBe(both.length);
  await expectNoAxeViolations(page);
});

test('the KPI row is painted before chart code arrives', async ({ page }) => {
  // Chart code held back: the dashboard must still show its figures.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const byOrigin = origins();
  await page.route(
    (url) => appOfUrl(url.href, byOrigin) === 'shell' && chartModules([url.href]).length > 0,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await page.goto('/sample-whatsapp-chatbot');
  const figures = page.getByTestId('dashboard-view').locator('.MuiCard-root .MuiTypography-h5');
  await expect(figures.first()).toBeVisible();
  await expect(figures.first()).not.toBeEmpty();
  await expect(chart(page)).toHaveCount(0);
  release();
  await expect(chart(page)).toBeVisible();
});

/** Which of the dashboard's chart areas hold a drawn chart, in page order: "10" = first drawn, second not. */
const drawnCharts = (page: Page) =>
  page
    .getByTestId('dashboard-view')
    .locator('[role="figure"]')
    .evaluateAll((figures) =>
      figures.map((figure) => (figure.querySelector('.MuiChartsSurface-root') ? '1' : '0')).join(''),
    );

test('on a phone a chart below the first screen draws as it nears, and printing draws every chart', async ({
  browser,
}) => {
  for (const print of [false, true]) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.goto('/sample-lead-generation');
    await expect(chart(page)).toBeVisible();
    // The Overview's second chart is more than NEAR_SCREEN (charts.tsx) below the phone's screen.
    await expect.poll(() => drawnCharts(page)).toBe('10');
    await page.waitForTimeout(500);
    expect(await drawnCharts(page), 'nothing draws it while the reader stays at the top').toBe('10');
    if (print) {
      const pdf = await page.pdf({ format: 'A4' });
      expect(pdf.byteLength).toBeGreaterThan(10_000);
    } else {
      await page.mouse.wheel(0, 400);
    }
    await expect.poll(() => drawnCharts(page)).toBe('11');
    await context.close();
  }
});

/** The first chart card's figure, chart and legend boxes, in px. */
async function firstChartBoxes(page: Page) {
  const figure = page.getByTestId('dashboard-view').getByRole('figure').first();
  const box = async (part: ReturnType<Page['locator']>) => {
    const found = await part.boundingBox();
    if (!found) throw new Error('not laid out');
    return { left: found.x, right: found.x + found.width, top: found.y, bottom: found.y + found.height };
  };
  return {
    figure: await box(figure),
    chart: await box(figure.locator('.MuiChartsSurface-root')),
    legend: await box(figure.getByRole('list')),
  };
}

test("a chart draws at its area's size with the card's legend under it, in both languages, and follows a new width", async ({
  browser,
}) => {
  for (const language of ['en', 'ar']) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.addInitScript((lng) => window.localStorage.setItem('portal.language', lng), language);
    await page.goto('/sample-rag-chatbot');
    await expect(chart(page)).toBeVisible();
    const legend = page.getByTestId('dashboard-view').getByRole('figure').first().getByRole('listitem');
    expect(await legend.count(), 'the stacked chart has a colour per series').toBeGreaterThan(1);
    const fits = async () => {
      const { figure, chart, legend } = await firstChartBoxes(page);
      return (
        chart.left >= figure.left - 1 &&
        chart.right <= figure.right + 1 &&
        chart.right - chart.left >= figure.right - figure.left - 2 &&
        chart.bottom <= legend.top + 1 &&
        legend.bottom <= figure.bottom + 1
      );
    };
    expect(await fits(), `${language}: chart and legend fill the figure, nothing outside it`).toBe(true);
    const width = async () => {
      const { chart } = await firstChartBoxes(page);
      return chart.right - chart.left;
    };
    const narrow = await width();
    // Wider (the dashboard's grid may also change its columns): the chart is drawn again at the new size.
    await page.setViewportSize({ width: 700, height: 823 });
    await expect.poll(width, `${language}: the chart follows its area's new width`).not.toBe(narrow);
    await expect.poll(fits, `${language}: and fills it again`).toBe(true);
    await context.close();
  }
});

test('the document preloads the runtime configuration and a workflow route fetches its remote early', async ({
  page,
}) => {
  const html = await (await page.request.get('/login')).text();
  expect(html).toContain('rel="preload" href="/runtime-config.json"');
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  // The workflow page's own chunk held back: the remote's manifest must be asked for meanwhile.
  const release = await holdWorkflowPage(page);
  await page.goto('/sample-lead-generation', { waitUntil: 'commit' });
  await expect.poll(() => requests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  expect(requests.some(isWorkflowPage), 'the workflow page was requested and is held').toBe(true);
  // From the manifest: the dashboard's own chunk is preloaded next to the entry, not after it.
  await expect
    .poll(() => page.locator('link[rel="modulepreload"][href*="/assets/lead-generation-"]').count())
    .toBe(1);
  release();
  await expect(page.getByTestId('workflow-dashboard')).toHaveAttribute('data-remote-status', 'ready');
  expect(requests.filter((url) => url.endsWith('/runtime-config.json'))).toHaveLength(1);
});

test('a cold load of a live dashboard asks for its rows before the page code arrives', async ({ page }) => {
  await signIn(page, 'en', DEMO.sara.email, DEMO.sara.password);
  const reads = new Set<string>();
  page.on('request', (request) => {
    const table = new URL(request.url()).pathname.split('/').at(-1) ?? '';
    if (['campaigns', 'dashboard_figures', 'dashboard_periods'].includes(table)) reads.add(table);
  });
  // The workflow page's own chunk held back: the dashboard's data must be requested meanwhile
  // (features/workflows/liveReads.ts): its figures and weeks from SQL and its campaigns (the leads
  // table reads its page when it shows). They are read again once the realtime channel has joined, so
  // only the early start is checked.
  const release = await holdWorkflowPage(page);
  await page.goto('/lead-generation', { waitUntil: 'commit' });
  await expect.poll(() => [...reads].sort()).toEqual(['campaigns', 'dashboard_figures', 'dashboard_periods']);
  release();
  const figures = page.getByTestId('dashboard-view').locator('.MuiCard-root .MuiTypography-h5');
  await expect(figures.first()).not.toBeEmpty();
});

/** Whether the page ever showed its frame (the header) around the loader instead of the page. */
async function recordFrameWithoutPage(page: Page) {
  await page.addInitScript(() => {
    const seen = window as unknown as { frameWithoutPage?: boolean };
    seen.frameWithoutPage = false;
    // The frame's fallback (FramedLayout's PageLoader) where the page's <main> should be.
    new MutationObserver(() => {
      const loader = [...document.querySelectorAll('[role="status"]')].some(
        (e) => e.textContent === 'Loading...',
      );
      if (document.querySelector('header') && !document.querySelector('main') && loader)
        seen.frameWithoutPage = true;
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { frameWithoutPage?: boolean }).frameWithoutPage);
}

test('a cold load draws the page with its frame, not the frame around a loader first', async ({ page }) => {
  // A page that suspended on its texts showed the frame and a loader, then the page ~300 ms later.
  const sawFrameWithoutPage = await recordFrameWithoutPage(page);
  await page.goto('/sample-lead-generation');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await sawFrameWithoutPage()).toBe(false);

  await signIn(page, 'en', DEMO.sara.email, DEMO.sara.password);
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await sawFrameWithoutPage()).toBe(false);
});
