/**
 * A remote's texts load one language at a time (contract version 3, RemoteModule.messages): a page
 * downloads its language of the family's namespace and of the kit's `ui`, and the other one only on a
 * switch, which turns the dashboard around without a text showing its key or the dashboard leaving
 * the page meanwhile. On a prerendered sample and on a signed-in client's live dashboard.
 */
import { expect, type Page, type Request, test } from '@playwright/test';
import { en as uiEn } from '../dashboard-kit/src/i18n/en.ts';
import { keyPaths } from '../dashboard-kit/src/i18n/keys.ts';
import { en as ragEn } from '../remotes/rag/src/i18n/en.ts';
import { en as salesEn } from '../remotes/sales/src/i18n/en.ts';
import { DEMO, signIn, useLanguage } from './auth-helpers.ts';

/** Every key of the namespaces a dashboard of the family reads, as `t` would show it when missing. */
const keysOf = (family: Record<string, unknown>) =>
  new Set([...keyPaths(uiEn), ...keyPaths(family as typeof uiEn)].filter((key) => key.includes('.')));

/** The language files a page fetched: the chunks of an `i18n/<language>.ts` (the shell's or a remote's). */
function languageFiles(page: Page) {
  const fetched: { en: string[]; ar: string[] } = { en: [], ar: [] };
  page.on('request', (request: Request) => {
    const file = /\/assets\/(en|ar)-[\w-]+\.js$/.exec(new URL(request.url()).pathname);
    if (file) fetched[file[1] as 'en' | 'ar'].push(request.url());
  });
  return fetched;
}

/** Texts that appear while the page changes (a Suspense fallback's, a key), and whether the dashboard left. */
async function watchChanges(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    let left = false;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        const nodes = mutation.type === 'characterData' ? [mutation.target] : [...mutation.addedNodes];
        for (const node of nodes) if (node.textContent) seen.push(node.textContent);
      }
      if (!document.querySelector('[data-testid="dashboard-view"]')) left = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
    Object.assign(window, { __changes: () => ({ seen, left }) });
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { __changes: () => { seen: string[]; left: boolean } }).__changes(),
    );
}

/** Keys shown as text (a missing translation): whole words of the page's text that are key paths. */
async function keysShown(page: Page, keys: Set<string>, texts?: string[]) {
  const words = (texts ?? [(await page.locator('body').textContent()) ?? '']).flatMap((t) =>
    t.split(/[\s"'«»()،,:]+/),
  );
  return [...new Set(words.filter((word) => keys.has(word)))];
}

async function expectLanguage(page: Page, language: 'en' | 'ar') {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  await expect(page.getByTestId('workflow-dashboard')).toHaveAttribute('data-remote-status', 'ready');
  // The tabs' names are the family's texts (the data may be written in either language).
  // (A live dashboard may still be drawing its last-seen frame when it says ready: wait for its tabs.)
  const tabList = page.getByTestId('dashboard-view').getByRole('tab');
  await expect(tabList.first()).toBeVisible();
  const tabs = (await tabList.allTextContents()).join(' ');
  expect(/[\u0621-\u064a]/.test(tabs), `Arabic tab names on the ${language} dashboard: ${tabs}`).toBe(
    language === 'ar',
  );
}

const CASES = [
  { name: 'a prerendered sample', path: '/sample-rag-chatbot', keys: keysOf(ragEn), signedIn: false },
  { name: "a client's live dashboard", path: '/lead-generation', keys: keysOf(salesEn), signedIn: true },
];

for (const { name, path, keys, signedIn } of CASES) {
  test(`${name} (${path}) loads one language of its texts and switches en → ar → en without a key or a loader`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await useLanguage(page, 'en');
    if (signedIn) await signIn(page, 'en', DEMO.sara.email, DEMO.sara.password);
    const fetched = languageFiles(page);
    await page.goto(path);
    await expectLanguage(page, 'en');
    await expect(page.getByTestId('dashboard-view')).toBeVisible();
    expect(await keysShown(page, keys)).toEqual([]);
    // The family's English and the kit's, and nothing of Arabic.
    expect(fetched.en.length).toBeGreaterThanOrEqual(2);
    expect(fetched.ar).toEqual([]);

    for (const language of ['ar', 'en'] as const) {
      const changes = await watchChanges(page);
      await page.getByTestId('language-switch').click();
      await expectLanguage(page, language);
      expect(await keysShown(page, keys)).toEqual([]);
      const { seen, left } = await changes();
      expect(await keysShown(page, keys, seen), 'keys shown during the switch').toEqual([]);
      expect(left, 'the dashboard left the page during the switch').toBe(false);
    }
    // Arabic was fetched for the switch, once per file, and English not again.
    expect(fetched.ar.length).toBeGreaterThanOrEqual(2);
    expect(new Set(fetched.ar).size).toBe(fetched.ar.length);
    expect(new Set(fetched.en).size).toBe(fetched.en.length);
    expect(errors).toEqual([]);
  });
}
