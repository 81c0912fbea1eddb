/**
 * Files in the portal (issue 37), in English and Arabic, against the production builds and the local
 * stack's Storage: the profile picture (Settings and the header). Each test makes its own account, and
 * every refusal (too large, wrong type) is Storage's own answer, shown in the page's language, with
 * nothing lost.
 */
import { expect, type Page, test } from '@playwright/test';
import { formattersFor } from '@portal/dashboard-kit/format';
import { ar as ragAr } from '../remotes/rag/src/i18n/ar.ts';
import { en as ragEn } from '../remotes/rag/src/i18n/en.ts';
import {
  createUser,
  expectDirection,
  LANGUAGES,
  PASSWORD,
  serviceClient,
  signIn,
  TEXT,
  useLanguage,
} from './auth-helpers.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { dashboardView, openDashboard, ownerId } from './support/dashboards.ts';
import { openAs } from './support/familySpecs.ts';

/** A valid 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const RAG = { en: ragEn, ar: ragAr };
/** The knowledge-base dashboard each language drives (both read the same folder of the owner). */
const KNOWLEDGE_ROUTE = { en: 'rag-chatbot', ar: 'local-rag' } as const;

/** {{name}}-style placeholders filled in, as i18next does. */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/{{(\w+)}}/g, (_, key: string) => values[key] ?? '');

/** Empties the owner's knowledge-base folder (the live figures of rag.spec.ts count the table only). */
async function clearKnowledgeBase(userId: string) {
  const bucket = serviceClient().storage.from('knowledge-base');
  const { data } = await bucket.list(userId);
  const paths = (data ?? []).filter((e) => e.id !== null).map((e) => `${userId}/${e.name}`);
  if (paths.length > 0) await bucket.remove(paths);
}

async function documentCounts(userId: string, slug: string) {
  const { data, error } = await serviceClient()
    .from('documents')
    .select('status')
    .eq('user_id', userId)
    .eq('workflow_slug', slug);
  if (error) throw error;
  const rows = data as { status: string }[];
  return { total: rows.length, indexed: rows.filter((r) => r.status === 'indexed').length };
}

const toast = (page: Page, text: string) => page.locator('#notistack-snackbar').filter({ hasText: text });

async function storedAvatar(userId: string) {
  const { data, error } = await serviceClient().storage.from('avatars').list(userId);
  if (error) throw error;
  return data.filter((entry) => entry.id !== null).map((entry) => entry.name);
}

for (const language of LANGUAGES) {
  const t = TEXT[language].settings;

  test.describe(`storage in ${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test('profile picture: upload, replace, refusals that keep it, remove; the header follows', async ({
      page,
    }) => {
      const { email, id } = await createUser(`avatar-${language}`, 'Noora Al-Sulaiti');
      await signIn(page, language, email, PASSWORD);
      await page.goto('/settings');
      await expectDirection(page, language);
      const section = page.getByRole('region', { name: t.picture.heading });
      const headerAvatar = page.getByTestId('header-avatar');
      // No picture: initials in Settings and in the header.
      await expect(section.getByTestId('settings-avatar')).toHaveAttribute('data-has-picture', 'false');
      await expect(section.getByText(t.picture.none)).toBeVisible();
      await expect(headerAvatar).toHaveAttribute('data-initials', 'NA');
      await expectNoAxeViolations(page);

      // Upload through the keyboard-reachable button's file chooser.
      const chooser = page.waitForEvent('filechooser');
      await section.getByRole('button', { name: t.picture.upload }).click();
      await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
      await expect(toast(page, t.picture.uploaded)).toBeVisible();
      await expect(section.getByRole('img', { name: t.picture.alt })).toBeVisible();
      await expect(headerAvatar).toHaveAttribute('data-has-picture', 'true');
      const firstUrl = await headerAvatar.locator('img').getAttribute('src');
      expect(firstUrl).toContain(`/storage/v1/object/public/avatars/${id}/avatar`);
      expect(await storedAvatar(id)).toEqual(['avatar']);
      // The public URL serves the bytes to anyone.
      const served = await page.request.get(firstUrl as string);
      expect(served.status()).toBe(200);
      expect(Buffer.from(await served.body()).equals(PNG)).toBe(true);
      await expectNoAxeViolations(page);

      // Refusals: a file over 2 MB (413) and a PDF (415); the picture stays.
      const input = section.getByTestId('avatar-input');
      await input.setInputFiles({
        name: 'big.png',
        mimeType: 'image/png',
        buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
      });
      await expect(section.getByTestId('avatar-error')).toHaveText(t.picture.tooLarge);
      await input.setInputFiles({
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4'),
      });
      await expect(section.getByTestId('avatar-error')).toHaveText(t.picture.wrongType);
      await expect(headerAvatar.locator('img')).toHaveAttribute('src', firstUrl as string);
      await expectNoAxeViolations(page);

      // Replace: a new URL (cache nonce), so the header does not show the cached old picture.
      await section.getByRole('button', { name: t.picture.replace }).focus();
      await input.setInputFiles({ name: 'me2.png', mimeType: 'image/png', buffer: PNG });
      // The first upload's toast may still be on screen (a slow machine): the newest one counts.
      await expect(toast(page, t.picture.uploaded).last()).toBeVisible();
      await expect(headerAvatar.locator('img')).not.toHaveAttribute('src', firstUrl as string);
      await expect(section.getByTestId('avatar-error')).toHaveCount(0);

      // Kept across a reload.
      await page.reload();
      await expect(page.getByTestId('header-avatar')).toHaveAttribute('data-has-picture', 'true');

      // Remove: back to initials everywhere.
      await section.getByRole('button', { name: t.picture.remove }).click();
      await expect(toast(page, t.picture.removed)).toBeVisible();
      await expect(section.getByTestId('settings-avatar')).toHaveAttribute('data-has-picture', 'false');
      await expect(page.getByTestId('header-avatar')).toHaveAttribute('data-initials', 'NA');
      expect(await storedAvatar(id)).toEqual([]);
    });

    test('knowledge base: a live client uploads, lists, downloads and deletes; the figures count the files', async ({
      page,
    }) => {
      const r = RAG[language];
      const f = formattersFor(language);
      const slug = KNOWLEDGE_ROUTE[language];
      const user = await ownerId('omar');
      await clearKnowledgeBase(user);
      try {
        await openAs(page, language, 'omar', `/${slug}`);
        await expectDirection(page, language);
        await dashboardView(page).getByRole('tab', { name: r.tabs.knowledgeBase }).click();
        const panel = dashboardView(page).getByRole('region', { name: r.files.heading });
        await expect(panel.getByText(r.files.empty)).toBeVisible();
        const counts = await documentCounts(user, slug);
        const caption = (total: number) =>
          fill(r.kpi.documentsCaption, { indexed: f.number(counts.indexed), total: f.number(total) });
        await expect(dashboardView(page).getByText(caption(counts.total), { exact: true })).toBeVisible();

        // Markdown: the browser gives it no type; the page names it, so Storage takes it.
        const notes = Buffer.from('# Leave policy\nTwenty-one days a year.\n');
        const chooser = page.waitForEvent('filechooser');
        await panel.getByRole('button', { name: r.files.upload }).click();
        await (await chooser).setFiles({ name: 'leave-policy.md', mimeType: '', buffer: notes });
        const notice = panel.getByTestId('knowledge-files-notice');
        await expect(notice).toHaveText(fill(r.files.uploaded, { name: 'leave-policy.md' }));
        const table = panel.getByRole('table', { name: r.files.tableLabel });
        await expect(table.getByRole('row')).toHaveCount(2);
        await expect(table.getByRole('cell', { name: 'leave-policy.md', exact: true })).toBeVisible();
        // The figures count the uploaded file as a document waiting to be indexed.
        await expect(dashboardView(page).getByText(caption(counts.total + 1), { exact: true })).toBeVisible();
        await expectNoAxeViolations(page);

        // The same name again: the page asks, and Replace overwrites (nothing is lost before that).
        const input = panel.getByTestId('knowledge-file-input');
        const replacement = Buffer.from('# Leave policy\nTwenty-two days a year.\n');
        await input.setInputFiles({ name: 'leave-policy.md', mimeType: '', buffer: replacement });
        const duplicate = panel.getByTestId('knowledge-files-duplicate');
        await expect(duplicate).toContainText(fill(r.files.duplicate, { name: 'leave-policy.md' }));
        await expectNoAxeViolations(page);
        await duplicate.getByRole('button', { name: r.files.replace }).click();
        await expect(notice).toHaveText(fill(r.files.uploaded, { name: 'leave-policy.md' }));
        await expect(table.getByRole('row')).toHaveCount(2);

        // Refusals with the file's name: over 20 MB (413) and a spreadsheet (415); the list is unchanged.
        await input.setInputFiles({
          name: 'scan.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.alloc(20 * 1024 * 1024 + 1),
        });
        await expect(notice).toHaveText(fill(r.files.tooLarge, { name: 'scan.pdf' }));
        await input.setInputFiles({ name: 'prices.xlsx', mimeType: '', buffer: Buffer.from('PK') });
        await expect(notice).toHaveText(fill(r.files.wrongType, { name: 'prices.xlsx' }));
        await expect(table.getByRole('row')).toHaveCount(2);
        await expectNoAxeViolations(page);

        // Download: the replaced bytes under the file's name.
        const download = page.waitForEvent('download');
        await table
          .getByRole('button', { name: fill(r.files.download, { name: 'leave-policy.md' }) })
          .click();
        const saved = await download;
        expect(saved.suggestedFilename()).toBe('leave-policy.md');
        const path = await saved.path();
        const { readFileSync } = await import('node:fs');
        expect(readFileSync(path).equals(replacement)).toBe(true);

        // Delete, after a confirmation reached by keyboard.
        await table.getByRole('button', { name: fill(r.files.delete, { name: 'leave-policy.md' }) }).click();
        await expect(table.getByText(fill(r.files.confirmDelete, { name: 'leave-policy.md' }))).toBeVisible();
        await table.getByRole('button', { name: r.files.confirm, exact: true }).focus();
        await page.keyboard.press('Enter');
        await expect(notice).toHaveText(fill(r.files.deleted, { name: 'leave-policy.md' }));
        await expect(panel.getByText(r.files.empty)).toBeVisible();
        await expect(dashboardView(page).getByText(caption(counts.total), { exact: true })).toBeVisible();
        const { data } = await serviceClient().storage.from('knowledge-base').list(user);
        expect((data ?? []).filter((e) => e.id !== null)).toEqual([]);

        // A sample dashboard keeps its sample documents and offers no upload.
        await openDashboard(page, `/sample-${slug}`);
        await dashboardView(page).getByRole('tab', { name: r.tabs.knowledgeBase }).click();
        await expect(dashboardView(page).getByRole('table').first()).toBeVisible();
        await expect(dashboardView(page).getByRole('region', { name: r.files.heading })).toHaveCount(0);
      } finally {
        await clearKnowledgeBase(user);
      }
    });
  });
}
