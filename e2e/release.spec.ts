/**
 * Production delivery (docs/deploy.md): the headers the CDN must send, as scripts/serve.mjs sends them,
 * and a remote-by-remote release. Every family is published into a CDN folder as `<family>/v1/` and
 * the shell (its unchanged build, on an origin of its own whose runtime-config.json names the CDN's
 * remotes.json) loads them from there. Sales v2 is then built and released while a v1 page is open: the
 * open page keeps working (a dashboard it had not opened yet still comes from v1), a new page load gets
 * v2, a rollback brings v1 back. The shell is never rebuilt.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { en as salesEn } from '../remotes/sales/src/i18n/en.ts';
import { policyForRuntimeConfig } from '../scripts/lib/cdn-headers.mjs';
import { FRAME_LANGUAGE_SCRIPT_HASH } from '../scripts/lib/frame-language.mjs';
import { distOf, FAMILIES } from '../scripts/lib/stack.mjs';
import { readMap, release, rollback } from '../scripts/release.mjs';
import { startStaticServer } from '../scripts/serve.mjs';
import { expectNoAxeViolations } from './support/axe.ts';
import { remoteOrigin, servedConfig } from './support/control.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const V1_TITLE = salesEn.leadGeneration.charts.leadsPerDay;
const V2_TITLE = `${V1_TITLE} (release 2)`;

const chartTitle = (page: Page, text: string) =>
  page.getByTestId('dashboard-view').getByText(text, { exact: true });

async function headersOf(url: string, origin?: string) {
  const response = await fetch(url, { headers: origin ? { Origin: origin } : {} });
  await response.arrayBuffer();
  expect(response.status, url).toBe(200);
  return response.headers;
}

test('the shell and the remotes are served with the headers a CDN must send', async ({ page, baseURL }) => {
  const config = servedConfig();
  const shell = new URL(baseURL as string).origin;
  const html = await headersOf(`${shell}/sample-lead-generation`);
  expect(html.get('cache-control')).toBe('no-cache');
  const policy = html.get('content-security-policy') ?? '';
  const directive = (name: string) =>
    policy
      .split('; ')
      .find((d) => d.startsWith(`${name} `))
      ?.split(' ')
      .slice(1);
  const remotes = FAMILIES.map((family) => remoteOrigin(family));
  expect(new Set(directive('script-src'))).toEqual(
    new Set(["'self'", FRAME_LANGUAGE_SCRIPT_HASH, ...remotes]),
  );
  const supabase = new URL(config.SUPABASE_URL);
  expect(new Set(directive('connect-src'))).toEqual(
    new Set(["'self'", supabase.origin, `ws://${supabase.host}`, ...remotes]),
  );
  expect(directive('default-src')).toEqual(["'self'"]);
  expect(directive('frame-ancestors')).toEqual(["'none'"]);
  expect(directive('object-src')).toEqual(["'none'"]);
  expect((await headersOf(`${shell}/runtime-config.json`)).get('cache-control')).toBe('no-store');

  // The page under that policy: every request allowed, nothing refused.
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  await page.goto('/sample-lead-generation');
  await expect(chartTitle(page, V1_TITLE)).toBeVisible();
  // The HTML already draws the sample: wait for the dashboard the remote's own chunks draw.
  await expect(page.getByTestId('workflow-dashboard')).toHaveAttribute('data-remote-status', 'ready');
  const shellScript = await page
    .locator('script[type="module"][src*="/assets/"]')
    .first()
    .getAttribute('src');
  expect((await headersOf(`${shell}${shellScript}`)).get('cache-control')).toBe(IMMUTABLE);
  expect(refused).toEqual([]);

  const sales = remoteOrigin('sales');
  const manifest = await headersOf(`${sales}/mf-manifest.json`, shell);
  expect(manifest.get('cache-control')).toBe('no-cache');
  expect(manifest.get('access-control-allow-origin')).toBe(shell);
  expect(manifest.get('vary')).toContain('Origin');
  const elsewhere = await headersOf(`${sales}/mf-manifest.json`, 'http://elsewhere.test');
  expect(elsewhere.get('access-control-allow-origin')).toBeNull();
  expect((await headersOf(`${sales}/remoteEntry.js`, shell)).get('cache-control')).toBe('no-cache');
  const salesChunk = await page.evaluate(
    (origin) =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .find((name) => name.startsWith(`${origin}/assets/`) && name.endsWith('.js')),
    sales,
  );
  expect(salesChunk).toBeTruthy();
  expect((await headersOf(salesChunk as string, shell)).get('cache-control')).toBe(IMMUTABLE);
});

test.describe('remote-by-remote release', () => {
  let cdnDir: string;
  let cdn: Awaited<ReturnType<typeof startStaticServer>>;
  let shell: Awaited<ReturnType<typeof startStaticServer>>;
  const shellIndex = path.join(distOf('shell'), 'index.html');
  // The shell is served from its build folder, which is also what the remotes are checked against.
  const folders = () => ({ cdn: cdnDir, shellDir: distOf('shell') });

  test.beforeAll(async () => {
    cdnDir = mkdtempSync(path.join(os.tmpdir(), 'portal-cdn-'));
    for (const family of FAMILIES)
      await release({ ...folders(), app: family, version: 'v1', from: distOf(family) });
    const shellOrigins: string[] = [];
    cdn = await startStaticServer({ root: cdnDir, port: 0, cors: shellOrigins });
    const runtimeConfig = { ...servedConfig(), REMOTES: `${cdn.url}/remotes.json` };
    shell = await startStaticServer({
      root: distOf('shell'),
      port: 0,
      spa: true,
      runtimeConfig: () => runtimeConfig,
      csp: policyForRuntimeConfig(runtimeConfig),
    });
    shellOrigins.push(shell.url);
  });

  test.afterAll(async () => {
    await shell?.close();
    await cdn?.close();
    if (cdnDir) rmSync(cdnDir, { recursive: true, force: true });
  });

  test('sales v2 goes live while a v1 page stays open; a rollback brings v1 back', async ({
    page,
    context,
  }) => {
    test.setTimeout(300_000);
    const shellBuilt = statSync(shellIndex).mtimeMs;
    const failures: string[] = [];
    const refused: string[] = [];
    page.on('requestfailed', (r) => failures.push(`${r.url()} ${r.failure()?.errorText}`));
    page.on('response', (r) => {
      if (r.status() >= 400) failures.push(`${r.url()} ${r.status()}`);
    });
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
    });

    await page.goto(`${shell.url}/sample-lead-generation`);
    await expect(chartTitle(page, V1_TITLE)).toBeVisible();
    await page.evaluate(() => {
      (window as { openedBeforeRelease?: boolean }).openedBeforeRelease = true;
    });
    const salesFilesOf = (p: Page) =>
      p.evaluate(
        (origin) =>
          performance
            .getEntriesByType('resource')
            .map((e) => e.name)
            .filter((name) => name.startsWith(`${origin}/sales/`)),
        cdn.url,
      );
    const loadedBeforeRelease = await salesFilesOf(page);

    const started = Date.now();
    const released = await release({
      ...folders(),
      app: 'sales',
      version: 'v2',
      env: {
        PORTAL_BUILD_REPLACE: JSON.stringify(
          ["'", '"', '`'].map((q) => [`${q}${V1_TITLE}${q}`, `${q}${V2_TITLE}${q}`]),
        ),
      },
    });
    const releaseMs = Date.now() - started;
    console.log(
      `[release] sales v2: build and publish ${released.buildMs} ms, map switch ${released.switchMs} ms, total ${releaseMs} ms`,
    );
    expect(released).toMatchObject({ version: 'v2', previous: 'v1' });
    expect(readMap(cdnDir).portal_sales).toBe('sales/v2/mf-manifest.json');

    // The open page: a dashboard it had not opened yet is a client-side navigation, its code from v1.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/sample-odoo-sales');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(chartTitle(page, V1_TITLE)).toHaveCount(0);
    await expect(page.getByTestId('workflow-dashboard')).toHaveAttribute('data-remote-status', 'ready');
    await expect(page.getByTestId('dashboard-view').getByRole('tab').first()).toBeVisible();
    expect(await page.evaluate(() => (window as { openedBeforeRelease?: boolean }).openedBeforeRelease)).toBe(
      true,
    );
    const salesFiles = await salesFilesOf(page);
    // The odoo-sales dashboard's code was fetched after v2 went live, and from v1.
    expect(salesFiles.length).toBeGreaterThan(loadedBeforeRelease.length);
    expect(salesFiles.filter((name) => !name.startsWith(`${cdn.url}/sales/v1/`))).toEqual([]);
    await page.goBack();
    await expect(chartTitle(page, V1_TITLE)).toBeVisible();

    // A new navigation gets v2.
    const fresh = await context.newPage();
    await fresh.goto(`${shell.url}/sample-lead-generation`);
    await expect(chartTitle(fresh, V2_TITLE)).toBeVisible();
    await expectNoAxeViolations(fresh);

    // Rollback: one switch of the map; the next page load is v1 again.
    const rolledBack = await rollback({ ...folders(), app: 'sales' });
    expect(rolledBack).toEqual({ version: 'v1', from: 'v2' });
    await fresh.reload();
    await expect(chartTitle(fresh, V1_TITLE)).toBeVisible();
    await expect(chartTitle(fresh, V2_TITLE)).toHaveCount(0);

    expect(failures).toEqual([]);
    expect(refused).toEqual([]);
    expect(statSync(shellIndex).mtimeMs).toBe(shellBuilt);
    await expect(
      release({ ...folders(), app: 'sales', version: 'v2', from: distOf('sales') }),
    ).rejects.toThrow(/immutable/);
  });
});
