/**
 * The smoke check before a promotion (docs/deploy.md, "Stage, smoke, promote"): a real Chromium opens
 * every dashboard of the family on a running shell (its public sample pages, no account needed), with
 * the family's entry in the remote map pointing at the staged version for this browser only; nobody
 * else sees the staged version. A dashboard passes when the shell loaded the remote from the staged
 * folder and drew the dashboard, with no page error and no failed request.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { remoteName } from './stack.mjs';

const LOCALES = ['en', 'ar'];

/**
 * @param {{ family: string, version: string, shellUrl: string, cdnUrl?: string, timeoutMs?: number }} options
 *   cdnUrl: where the CDN folder is served (default: the folder of the map the shell's runtime
 *   configuration names; needed when the shell has its remotes inline)
 * @returns {Promise<{ ok: boolean, manifest: string, dashboards: { slug: string, locale: string, ok: boolean, ms: number, problem?: string }[] }>}
 */
export async function smokeCheck({ family, version, shellUrl, cdnUrl, timeoutMs = 45_000 }) {
  const shell = shellUrl.replace(/\/$/, '');
  const configResponse = await fetch(`${shell}/runtime-config.json`, { cache: 'no-store' });
  if (!configResponse.ok) throw new Error(`${shell}/runtime-config.json answered ${configResponse.status}`);
  const config = await configResponse.json();
  const mapUrl = typeof config.REMOTES === 'string' ? new URL(config.REMOTES, `${shell}/`).href : undefined;
  const cdnBase = cdnUrl ? `${cdnUrl.replace(/\/$/, '')}/` : mapUrl;
  if (!cdnBase)
    throw new Error('the shell lists its remotes inline: pass --cdn-url (where the CDN folder is served)');
  const staged = new URL(`${family}/${version}/mf-manifest.json`, cdnBase).href;
  const stagedFolder = staged.slice(0, -'mf-manifest.json'.length);
  const head = await fetch(staged, { cache: 'no-store' });
  if (!head.ok) throw new Error(`${staged} answered ${head.status}: is the CDN folder served at ${cdnBase}?`);
  const workflows = await dashboardsOf(stagedFolder);

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const dashboards = [];
  try {
    for (const locale of LOCALES) {
      const context = await browser.newContext();
      await context.addInitScript((lang) => localStorage.setItem('portal.language', lang), locale);
      await pointAtStaged(context, { shell, mapUrl, name: remoteName(family), staged });
      for (const slug of workflows) {
        dashboards.push(await openDashboard(context, { shell, slug, locale, stagedFolder, timeoutMs }));
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  // A check that opened nothing has proved nothing: no dashboards is a failure, never a pass.
  return { ok: dashboards.length > 0 && dashboards.every((d) => d.ok), manifest: staged, dashboards };
}

/** The workflows whose dashboards the staged build serves, as its own portal-build.json lists them. */
async function dashboardsOf(stagedFolder) {
  const response = await fetch(`${stagedFolder}portal-build.json`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${stagedFolder}portal-build.json answered ${response.status}`);
  const { workflows } = await response.json();
  if (!Array.isArray(workflows) || workflows.length === 0)
    throw new Error(`${stagedFolder}portal-build.json lists no dashboards to open`);
  return workflows;
}

/** This browser's map (remotes.json, or the runtime configuration's inline one) names the staged version. */
async function pointAtStaged(context, { shell, mapUrl, name, staged }) {
  if (mapUrl) {
    await context.route(mapUrl, async (route) => {
      const response = await route.fetch();
      // Before a family's first release the map may not exist yet: the staged entry is all there is.
      const map = response.ok() ? await response.json() : {};
      await fulfillJson(route, response, { ...map, [name]: staged });
    });
    return;
  }
  await context.route(`${shell}/runtime-config.json`, async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    await fulfillJson(route, response, { ...config, REMOTES: { ...config.REMOTES, [name]: staged } });
  });
}

/** The real answer's status and headers (CORS, caching) with another JSON body. */
async function fulfillJson(route, response, json) {
  const headers = { ...response.headers() };
  for (const name of ['content-length', 'content-encoding', 'content-type', 'etag', 'last-modified'])
    delete headers[name];
  await route.fulfill({ status: 200, headers, json });
}

async function openDashboard(context, { shell, slug, locale, stagedFolder, timeoutMs }) {
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (r) => problems.push(`${r.url()} failed (${r.failure()?.errorText})`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.url()} answered ${r.status()}`);
  });
  const started = Date.now();
  try {
    await page.goto(`${shell}/sample-${slug}`);
    const remote = page.locator('[data-testid="workflow-dashboard"]');
    await remote
      .and(
        page.locator(
          '[data-remote-status="ready"], [data-remote-status="error"], [data-remote-status="missing"]',
        ),
      )
      .waitFor({ timeout: timeoutMs });
    const status = await remote.getAttribute('data-remote-status');
    if (status !== 'ready')
      problems.push(
        `the shell shows the remote as "${status}": ${(await remote.textContent())?.slice(0, 300)}`,
      );
    else await page.getByTestId('dashboard-view').first().waitFor({ timeout: timeoutMs });
    const fromStaged = await page.evaluate(
      (folder) => performance.getEntriesByType('resource').some((e) => e.name.startsWith(folder)),
      stagedFolder,
    );
    if (!fromStaged) problems.push(`nothing was loaded from ${stagedFolder}`);
  } catch (error) {
    problems.push(error instanceof Error ? error.message.split('\n')[0] : String(error));
  } finally {
    await page.close();
  }
  return {
    slug,
    locale,
    ok: problems.length === 0,
    ms: Date.now() - started,
    ...(problems.length ? { problem: problems.join('; ') } : {}),
  };
}
