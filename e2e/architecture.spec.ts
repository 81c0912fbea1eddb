/**
 * The federation architecture, end to end, against the production builds (issue 4, item 8):
 * sample routes in both languages with RTL inside the remote, singletons downloaded once, a remote
 * that is down breaks only its own routes and Retry recovers, a redeployed remote is picked up by the
 * unchanged shell, unknown paths show 404, and axe finds nothing.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { families } from '../federation.config.ts';
import { runOrThrow } from '../scripts/lib/proc.mjs';
import { distOf, REPO_ROOT } from '../scripts/lib/stack.mjs';
import { en as workflowsEn } from '../shell/src/features/workflows/i18n/en.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { appOfUrl, modulesOf, packageModule, packageOf } from './support/bundles.ts';
import { deployRemote, remoteOrigin, servedConfig, startRemote, stopRemote } from './support/control.ts';

const SALES = families.find((f) => f.family === 'sales')?.workflows ?? [];
const LANGUAGES = ['en', 'ar'] as const;
type Language = (typeof LANGUAGES)[number];

const NOTICE = {
  en: 'for demonstration only',
  ar: 'لأغراض العرض التوضيحي فقط',
};

async function useLanguage(page: Page, language: Language) {
  await page.addInitScript((lng) => window.localStorage.setItem('portal.language', lng), language);
}

/** Collects uncaught page errors, so a page that "renders" while throwing still fails. */
function trackErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Opens a sample and waits for the remote's own dashboard: the HTML's prerendered one only looks alike. */
async function openSample(page: Page, slug: string) {
  await page.goto(`/sample-${slug}`);
  await expect(page.getByTestId('workflow-dashboard')).toHaveAttribute('data-remote-status', 'ready');
  await expect(page.getByTestId('dashboard-view')).toBeVisible();
}

test.describe('sample dashboards of the sales remote', () => {
  for (const language of LANGUAGES) {
    for (const slug of SALES) {
      test(`/sample-${slug} in ${language}`, async ({ page }) => {
        const errors = trackErrors(page);
        await useLanguage(page, language);
        await openSample(page, slug);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
        await expect(page.getByTestId('sample-notice')).toContainText(NOTICE[language]);
        await expect(page.getByTestId('workflow-dashboard')).toHaveAttribute('data-remote-status', 'ready');
        await expect(page.getByTestId('remote-error')).toHaveCount(0);
        await expectNoAxeViolations(page);
        expect(errors).toEqual([]);
      });
    }
  }

  test('MUI components inside the remote are mirrored in Arabic', async ({ page }) => {
    const slug = SALES[0] ?? 'lead-generation';
    // Per MUI class inside the remote's DOM: the left/right pairs of margin, padding and border, and
    // text-align. The RTL emotion cache must swap every asymmetric pair.
    const sides = async () =>
      page.getByTestId('dashboard-view').evaluate((root) => {
        const found: Record<string, string[]> = {};
        for (const element of root.querySelectorAll<HTMLElement>('[class*="Mui"]')) {
          const key = [...element.classList].find((c) => /^Mui[A-Za-z]+-[a-z]/.test(c));
          if (!key || found[key]) continue;
          const s = getComputedStyle(element);
          const values = [
            s.marginLeft,
            s.marginRight,
            s.paddingLeft,
            s.paddingRight,
            s.borderLeftWidth,
            s.borderRightWidth,
            s.textAlign,
          ];
          const asymmetric =
            values[0] !== values[1] ||
            values[2] !== values[3] ||
            values[4] !== values[5] ||
            /left|right/.test(s.textAlign);
          if (asymmetric) found[key] = values;
        }
        return found;
      });
    const swap = (v: string[]) => [
      v[1],
      v[0],
      v[3],
      v[2],
      v[5],
      v[4],
      v[6] === 'left' ? 'right' : v[6] === 'right' ? 'left' : v[6],
    ];
    const tabPositions = async () => {
      const tabs = page.getByTestId('dashboard-view').getByRole('tab');
      const first = await tabs.nth(0).boundingBox();
      const second = await tabs.nth(1).boundingBox();
      return first && second ? Math.sign(second.x - first.x) : 0;
    };

    // Every tab of the dashboard, so that tables, toolbars and charts are all looked at.
    const sidesOfAllTabs = async () => {
      const tabs = page.getByTestId('dashboard-view').getByRole('tab');
      const all: Record<string, string[]> = {};
      for (let index = (await tabs.count()) - 1; index >= 0; index--) {
        await tabs.nth(index).click();
        Object.assign(all, await sides());
      }
      return all;
    };

    await openSample(page, slug);
    const ltrTabs = await tabPositions();
    const ltr = await sidesOfAllTabs();
    await page.getByTestId('language-switch').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('dashboard-view')).toBeVisible();
    const rtl = await sidesOfAllTabs();
    const mirrored = Object.keys(ltr).filter((key) => {
      const r = rtl[key];
      return r !== undefined && JSON.stringify(r) === JSON.stringify(swap(ltr[key] ?? []));
    });
    expect(mirrored.length, `asymmetric MUI elements in LTR: ${Object.keys(ltr).join(', ')}`).toBeGreaterThan(
      0,
    );
    // Layout follows the direction too: the tabs run right to left.
    expect(ltrTabs).toBe(1);
    expect(await tabPositions()).toBe(-1);
  });
});

/** The origin of the shell and of each remote, by app name (as the build reports name them). */
function appOrigins(): Record<string, string> {
  const origins: Record<string, string> = { shell: new URL(process.env.PORTAL_BASE_URL ?? '').origin };
  for (const [name, entry] of Object.entries(servedConfig().REMOTES))
    origins[name.replace(/^portal_/, '')] = new URL(entry).origin;
  return origins;
}

/** Every script the page downloads from now on. */
function trackScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  return scripts;
}

/**
 * Every package module file in the scripts downloaded so far, with the apps each copy came from (build
 * reports: chunk -> modules).
 */
function downloadedModules(scripts: string[], origins: Record<string, string>): Map<string, string[]> {
  const copies = new Map<string, string[]>();
  for (const url of scripts) {
    const app = appOfUrl(url, origins);
    if (!app) continue;
    for (const id of modulesOf(app, new URL(url).pathname)) {
      const module = packageModule(id);
      if (module) copies.set(module, [...(copies.get(module) ?? []), app]);
    }
  }
  return copies;
}

test('React, react-dom, MUI and emotion are downloaded once', async ({ page }) => {
  const origins = appOrigins();
  const scripts = trackScripts(page);
  await openSample(page, SALES[0] ?? 'lead-generation');
  await page.waitForLoadState('networkidle');

  // Every module file of these packages, counted over every script the page downloaded from any
  // origin (build reports: chunk -> modules). The shell provides React, MUI and emotion through the
  // shared UI kit (scripts/vite/kit.ts); a remote bundles only the MUI
  // files the shell does not have (the charts' tooltip, a table), so no file may come twice.
  const once = /^(react|react-dom|scheduler|@emotion\/[^/]+|@mui\/(material|system|utils|styled-engine))$/;
  const copies = new Map([...downloadedModules(scripts, origins)].filter(([m]) => once.test(packageOf(m))));
  const downloaded = (pkg: string) => [...copies.keys()].filter((m) => packageOf(m) === pkg);
  for (const pkg of ['react', 'react-dom', '@emotion/react', '@mui/material', '@mui/system']) {
    expect(downloaded(pkg).length, `${pkg}: the build reports know the downloaded modules`).toBeGreaterThan(
      0,
    );
  }
  const twice = [...copies]
    .filter(([, apps]) => apps.length > 1)
    .map(([m, apps]) => `${m} (${apps.join(', ')})`);
  expect(twice).toEqual([]);
  for (const pkg of ['react', 'react-dom', '@emotion/react']) {
    const apps = new Set(downloaded(pkg).flatMap((m) => copies.get(m) ?? []));
    expect([...apps], `${pkg} comes from one origin`).toEqual(['shell']);
  }

  // Nothing of the federation runtime: the shell imports the remote's exposed module as a plain ES
  // module (shell/src/federation/container.ts), whose code takes React and the contract from the kit.
  const runtime = scripts.filter((url) => {
    const app = appOfUrl(url, origins);
    const { pathname } = new URL(url);
    if (pathname.endsWith('/remoteEntry.js')) return true;
    return Boolean(app && modulesOf(app, pathname).some((id) => /@module-federation\/|virtual:mf/.test(id)));
  });
  expect(runtime, 'scripts of the federation runtime').toEqual([]);
  expect(scripts.filter((url) => appOfUrl(url, origins) === 'sales').length).toBeGreaterThan(0);
});

test("a dashboard's dialog comes with its first opening and shares the shell's modal manager", async ({
  page,
}) => {
  // federation.config.ts (sharedKit): the shell publishes the file that makes MUI's modal manager, not
  // Modal itself, so that the top dialog alone keeps the focus, whichever app drew it.
  const origins = appOrigins();
  const scripts = trackScripts(page);
  /** The apps each downloaded copy of a module file came from. */
  const copiesOf = (module: string) => downloadedModules(scripts, origins).get(module) ?? [];
  await page.goto('/sample-whatsapp-chatbot');
  await expect(page.getByTestId('dashboard-view')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(copiesOf('@mui/material/Modal/Modal.mjs'), 'Modal before any dialog').toEqual([]);

  await page.getByTestId('dashboard-view').getByRole('tab', { name: 'Conversations' }).click();
  const open = page
    .getByTestId('dashboard-view')
    .getByRole('button', { name: /^Open transcript of/ })
    .first();
  await open.click();
  const transcript = page.getByRole('dialog');
  await expect(transcript.getByRole('listitem').first()).toBeVisible();
  expect(await transcript.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  expect(copiesOf('@mui/material/Modal/Modal.mjs')).toEqual(['whatsapp']);
  expect(copiesOf('@mui/material/Modal/useModal.mjs')).toEqual(['shell']);

  await page.keyboard.press('Escape');
  await expect(transcript).toHaveCount(0);
  await expect(open).toBeFocused();
});

test('a remote that is down breaks only its own routes, and Retry recovers', async ({ page }) => {
  const slug = SALES[0] ?? 'lead-generation';
  await stopRemote('sales');
  try {
    await page.goto(`/sample-${slug}`);
    const error = page.getByTestId('remote-error');
    await expect(error).toBeVisible();
    await expect(error.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByTestId('sample-notice')).toBeVisible();

    // The rest of the portal keeps working: the landing page and another family's routes.
    await page.goto('/');
    await expect(page.locator('#root')).not.toBeEmpty();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await page.goto('/sample-invoice-collection');
    await expect(page.getByTestId('workflow-dashboard')).not.toHaveAttribute(
      'data-remote-status',
      /loading|error/,
    );

    await page.goto(`/sample-${slug}`);
    await expect(page.getByTestId('remote-error')).toBeVisible();
  } finally {
    await startRemote('sales');
  }
  await page.getByTestId('remote-error').getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('dashboard-view')).toBeVisible();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
});

test('a remote built against another UI kit is refused by name, not with a missing-module error', async ({
  page,
}) => {
  // As if the shell had been built with other versions of MUI or emotion than the remote.
  await page.addInitScript(() => {
    Object.defineProperty(globalThis, '__PORTAL_UI_KIT_IDENTITY__', {
      configurable: true,
      get: () => 'another-kit',
      set: () => {},
    });
  });
  const slug = SALES[0] ?? 'lead-generation';
  await page.goto(`/sample-${slug}`);
  const error = page.getByTestId('remote-error');
  await expect(error).toContainText(workflowsEn.remote.contractTitle);
  await expect(error).toContainText(
    workflowsEn.remote.kitBody.replace('{{family}}', workflowsEn.families.sales),
  );
  await expect(page.getByTestId('dashboard-view')).toHaveCount(0);
});

test('a remote built for a shell with the federation runtime (no module file in its manifest) needs an update', async ({
  page,
}) => {
  // As a remote built before the shell loaded exposed modules as plain ES modules: its manifest
  // names no `exposes[].module` (scripts/vite/federation.ts, exposedModuleFiles).
  await page.route('**/mf-manifest.json', async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { exposes: { module?: unknown }[] };
    for (const expose of manifest.exposes) delete expose.module;
    await route.fulfill({ response, json: manifest });
  });
  await page.goto('/sample-invoice-collection');
  const error = page.getByTestId('remote-error');
  await expect(error).toContainText(workflowsEn.remote.contractTitle);
  await expect(error).toContainText(
    workflowsEn.remote.kitBody.replace('{{family}}', workflowsEn.families.finance),
  );
  await expect(page.getByTestId('dashboard-view')).toHaveCount(0);
});

test('entry points are never cached, hashed assets are cached for good', async ({ request }) => {
  const origin = remoteOrigin('sales');
  const manifest = await request.get(`${origin}/mf-manifest.json`);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect((await request.get(`${origin}/remoteEntry.js`)).headers()['cache-control']).toBe('no-cache');
  expect((await request.get('/runtime-config.json')).headers()['cache-control']).toBe('no-store');
  const asset = readdirSync(path.join(distOf('sales'), 'assets')).find((f) => f.endsWith('.js'));
  const cached = await request.get(`${origin}/assets/${asset}`);
  expect(cached.headers()['cache-control']).toContain('immutable');
});

test('an unknown path shows the 404 page in both languages', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByTestId('language-switch').click();
  await expect(page.getByRole('heading', { name: 'عذراً! الصفحة غير موجودة' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a remote rebuilt and redeployed is picked up by the unchanged shell', async ({ page }) => {
  test.setTimeout(240_000);
  const slug = SALES[0] ?? 'lead-generation';
  const shellIndex = readFileSync(path.join(distOf('shell'), 'index.html'), 'utf8');
  await openSample(page, slug);
  // A text the family owns (tab names such as Overview come from @portal/dashboard-kit's `ui` namespace).
  const tabs = page.getByTestId('dashboard-view').getByRole('tablist');
  const label = (await tabs.getAttribute('aria-label'))?.trim();
  expect(label, 'the dashboard has a labelled tab list').toBeTruthy();
  const changed = `${label} ✓2`;

  const outDir = mkdtempSync(path.join(os.tmpdir(), 'portal-redeploy-'));
  try {
    await runOrThrow('pnpm', ['exec', 'vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
      cwd: path.join(REPO_ROOT, 'remotes', 'sales'),
      // Only string literals change (an identifier such as OverviewTab must not).
      env: {
        PORTAL_BUILD_REPLACE: JSON.stringify(
          ["'", '"', '`'].map((q) => [`${q}${label}${q}`, `${q}${changed}${q}`]),
        ),
      },
      quiet: true,
    });
    await deployRemote('sales', outDir);
    await page.reload();
    await expect(page.getByTestId('dashboard-view').getByRole('tablist', { name: changed })).toBeVisible();
    expect(readFileSync(path.join(distOf('shell'), 'index.html'), 'utf8')).toBe(shellIndex);
  } finally {
    await deployRemote('sales', distOf('sales'));
    rmSync(outDir, { recursive: true, force: true });
  }
});
