/**
 * On a phone (360 px, the narrowest common screen) no page is wider than the screen, in either
 * language: the header's controls, forms, cards and dashboards fit, and whatever is wider by nature
 * (tables, tab rows) scrolls inside its own box. The account button keeps its accessible name when
 * its visible name is hidden to make room.
 */
import { expect, type Page, test } from '@playwright/test';
import { DEMO, fill, LANGUAGES, signIn, TEXT, useLanguage } from './auth-helpers.ts';

const PHONE = { width: 360, height: 740 };
const VISITOR_PAGES = ['/login', '/signup', '/sample-lead-generation', '/sample-whatsapp-chatbot'];
const CLIENT_PAGES = [
  '/dashboard',
  '/marketplace',
  '/settings',
  '/test-workflow-execution',
  '/lead-generation',
];
const ADMIN_PAGES = ['/admin', '/workflow-manager'];

/** The page's width beyond the screen, once its main heading is drawn and the network is quiet. */
async function overflowOf(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

for (const language of LANGUAGES) {
  test.describe(`a phone-sized screen in ${language}`, () => {
    test.use({ viewport: PHONE });
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test("visitors' pages fit the screen", async ({ page }) => {
      for (const path of VISITOR_PAGES) expect.soft(await overflowOf(page, path), path).toBe(0);
    });

    test("a client's pages fit the screen; the account button keeps its name", async ({ page }) => {
      await signIn(page, language, DEMO.sara.email, DEMO.sara.password);
      for (const path of CLIENT_PAGES) expect.soft(await overflowOf(page, path), path).toBe(0);
      const account = page.getByTestId('user-menu-button');
      await expect(account).toBeVisible();
      await expect(account).toHaveAccessibleName(
        fill(TEXT[language].auth.menu.open, { name: 'Sara Al-Kuwari' }),
      );
    });

    test("an admin's pages fit the screen", async ({ page }) => {
      await signIn(page, language, DEMO.admin.email, DEMO.admin.password);
      for (const path of ADMIN_PAGES) expect.soft(await overflowOf(page, path), path).toBe(0);
    });
  });
}
