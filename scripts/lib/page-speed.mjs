/**
 * Page loads in Chromium for scripts/budgets.mjs: the JS a page downloads on a first load, per origin,
 * and the time until a dashboard's KPI figures are on screen, with and without CPU throttling.
 */

/** The phone Lighthouse emulates (moto g power): the same viewport for the timings. */
export const MOBILE_VIEWPORT = { width: 412, height: 823 };
/** Lighthouse's mobile CPU slowdown. */
export const MOBILE_CPU_SLOWDOWN = 4;

export const ACCOUNTS = {
  sara: { email: 'sara@demo.qa', password: 'Client#2026' },
  // The RAG family's live dashboards (rag-chatbot…) are omar's.
  omar: { email: 'omar@demo.qa', password: 'Client#2026' },
  admin: { email: 'admin@demo.qa', password: 'Admin#2026' },
};

/** Signs a demo account in through the login form, as a person would, in `context`. */
export async function signIn(context, shellUrl, who) {
  const page = await context.newPage();
  await page.goto(`${shellUrl}/login`);
  await page.locator('input[type="email"]').fill(ACCOUNTS[who].email);
  await page.locator('input[type="password"]').first().fill(ACCOUNTS[who].password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
  await page.close();
}

/** A signed-in browser state for a demo account. */
export async function signedInState(browser, shellUrl, who) {
  const context = await browser.newContext();
  await signIn(context, shellUrl, who);
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * Every script a first load downloads until the network is quiet: `{ url, bytes }` (bytes as sent,
 * gzip from the servers here).
 */
export async function loadScripts(browser, url, storageState) {
  const context = await browser.newContext(storageState ? { storageState } : {});
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const size = async () => {
      const headers = await response.allHeaders().catch(() => ({}));
      let bytes = Number(headers['content-length'] ?? 0);
      if (!bytes) bytes = (await response.body().catch(() => Buffer.alloc(0))).length;
      return { url: response.url(), bytes };
    };
    pending.push(size());
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    // On a busy machine the network can go quiet while the CPU still parses: wait for the page
    // itself (a dashboard ready), then for the network again.
    await page
      .locator('main')
      .first()
      .waitFor({ timeout: 60_000 })
      .catch(() => undefined);
    await page
      .locator('[data-testid="workflow-dashboard"][data-remote-status="loading"]')
      .waitFor({ state: 'detached', timeout: 60_000 })
      .catch(() => undefined);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    return await Promise.all(pending);
  } finally {
    await context.close();
  }
}

/**
 * Records, in the page, when the first KPI figure is painted and when the first chart is drawn
 * (performance.now(), from the navigation's start). A KPI figure is the value of a KpiCard
 * (@portal/dashboard-kit/ui: an h5 Typography in a card inside <main>); a chart is x-charts' SVG surface.
 */
function recordMilestones() {
  const marks = {};
  window.__portalMilestones = marks;
  const check = () => {
    const kpi = [...document.querySelectorAll('main .MuiCard-root .MuiTypography-h5')].some(
      (element) => element.textContent.trim() !== '' && element.getBoundingClientRect().height > 0,
    );
    // The paint after the DOM change: the next animation frame is the earliest it can be on screen.
    if (kpi && !marks.kpiMs) {
      marks.kpiMs = -1;
      requestAnimationFrame(() => {
        marks.kpiMs = performance.now();
      });
    }
    if (
      !marks.chartMs &&
      document.querySelector('main svg.MuiChartsSurface-root, main .MuiChartsSurface-root')
    )
      marks.chartMs = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * A fresh context at the phone's viewport (signed in with `storageState`), `initScript` run before the
 * page's own scripts, the CPU throttled `cpuSlowdown` times as Lighthouse's mobile does; the caller
 * closes the context.
 */
export async function openPhonePage(browser, { storageState, cpuSlowdown = 1, initScript }) {
  const context = await browser.newContext({
    viewport: MOBILE_VIEWPORT,
    ...(storageState ? { storageState } : {}),
  });
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { context, page, cdp };
}

/**
 * Time from navigation to the KPI row on screen (and to the first chart), one cold load in a fresh
 * context at the phone's viewport; `cpuSlowdown` > 1 throttles the CPU as Lighthouse's mobile does.
 * `scriptOrigins` (origin → app) also returns which scripts had arrived by the time of the KPI row.
 */
export async function timeToKpis(browser, url, { cpuSlowdown = 1, storageState } = {}) {
  const { context, page } = await openPhonePage(browser, {
    storageState,
    cpuSlowdown,
    initScript: recordMilestones,
  });
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    await page.waitForFunction(() => (window.__portalMilestones?.kpiMs ?? 0) > 0, null, {
      timeout: 120_000,
      polling: 50,
    });
    const kpiMs = await page.evaluate(() => window.__portalMilestones.kpiMs);
    // Scripts that had arrived before the KPI row: chart code must not be among them. responseEnd,
    // because a remote's origin sends no Timing-Allow-Origin (responseStart would read 0).
    const before = await page.evaluate(
      (at) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
          .filter((entry) => entry.responseEnd > 0 && entry.responseEnd <= at)
          .map((entry) => entry.name),
      kpiMs,
    );
    await page
      .waitForFunction(() => (window.__portalMilestones?.chartMs ?? 0) > 0, null, { timeout: 30_000 })
      .catch(() => undefined);
    const chartMs = await page.evaluate(() => window.__portalMilestones.chartMs ?? 0);
    return { kpiMs, chartMs, scriptsBeforeKpi: before };
  } finally {
    await context.close();
  }
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : 0;
};
