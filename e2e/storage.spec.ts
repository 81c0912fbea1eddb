/**
 * Files in the portal (issue 37), in English and Arabic, against the production builds and the local
 * stack's Storage: the profile picture (Settings and the header), a client's knowledge base, and files on
 * requests (a custom request's files reach the admin's review; both sides attach in the thread and
 * download the other's). Each test makes its own account, and every refusal (too large, wrong type) is
 * named in the page's language, with nothing lost.
 */
import { readFileSync } from 'node:fs';
import { type Download, expect, type Page, test } from '@playwright/test';
import { formattersFor } from '@portal/dashboard-kit/format';
import { ar as ragAr } from '../remotes/rag/src/i18n/ar.ts';
import { en as ragEn } from '../remotes/rag/src/i18n/en.ts';
import { ar as filesAr } from '../shell/src/domain/messaging/i18n/ar.ts';
import { en as filesEn } from '../shell/src/domain/messaging/i18n/en.ts';
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
import { dashboardView, openDashboard, ownerId } from './support/dashboards.ts';
import { openAs } from './support/familySpecs.ts';
import { freshClient, TEXT as LOOP_TEXT, signedIn } from './support/loop.ts';
import { WS_TEXT } from './workspace-helpers.ts';

/** A valid 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const RAG = { en: ragEn, ar: ragAr };
/** The knowledge-base dashboard each language drives (both read the same folder of the owner). */
const KNOWLEDGE_ROUTE = { en: 'rag-chatbot', ar: 'local-rag' } as const;

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
        expect(readFileSync(await saved.path()).equals(replacement)).toBe(true);

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

const FILES = { en: filesEn, ar: filesAr };
/** What each language's run attaches: names in the page's language (Storage keys stay ASCII). */
const ATTACHED = {
  en: {
    workflow: 'Clinic stock reorders',
    brief: 'Stock brief.pdf',
    quote: 'Quote.csv',
    photo: 'Shelf photo.png',
    adminNote: 'Our quote is attached; please check the quantities.',
    reply: 'Quantities are right. A photo of the shelf is attached.',
  },
  ar: {
    workflow: 'إعادة طلب مخزون العيادة',
    brief: 'ملخص المخزون.pdf',
    quote: 'عرض السعر.csv',
    photo: 'صورة الرف.png',
    adminNote: 'أرفقنا عرض السعر؛ يرجى مراجعة الكميات.',
    reply: 'الكميات صحيحة. أرفقت صورة للرف.',
  },
} as const;

/** The bytes of a download, after checking the name the browser saves it under. */
async function savedBytes(download: Promise<Download>, name: string): Promise<Buffer> {
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(name);
  return readFileSync(await saved.path());
}

for (const language of LANGUAGES) {
  test(`request attachments: a custom request's files reach the admin; both attach in the thread, in ${language}`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const a = ATTACHED[language];
    const files = FILES[language];
    const custom = WS_TEXT[language].workspace.custom;
    const admin = LOOP_TEXT[language].admin;
    const messages = LOOP_TEXT[language].messages;
    const brief = Buffer.from('%PDF-1.4\n% stock brief\n');
    const quote = Buffer.from('item,quantity\ngloves,40\n');

    // The client makes a custom request with a file; the picker refuses what the bucket would.
    const client = await freshClient(language);
    const clientPage = await signedIn(browser, language, client.email, PASSWORD);
    await clientPage.goto('/dashboard');
    await clientPage.getByRole('button', { name: WS_TEXT[language].dashboard.actions.newWorkflow }).click();
    const dialog = clientPage.getByRole('dialog', { name: custom.title });
    await dialog.getByRole('textbox', { name: custom.fields.workflowName }).fill(a.workflow);
    await dialog.getByRole('textbox', { name: custom.fields.description }).fill('Reorder gloves and masks');
    await dialog.getByRole('textbox', { name: custom.fields.businessProblem }).fill('Stock runs out');
    const chooser = clientPage.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: files.attach }).click();
    await (await chooser).setFiles([
      { name: a.brief, mimeType: 'application/pdf', buffer: brief },
      { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
      { name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(25 * 1024 * 1024 + 1) },
    ]);
    const refusal = dialog.getByTestId('attachment-error');
    await expect(refusal).toContainText(fill(files.wrongType, { name: 'setup.exe' }));
    await expect(refusal).toContainText(fill(files.tooLarge, { name: 'scan.pdf' }));
    await expect(dialog.getByTestId('attachment-chosen')).toHaveCount(1);
    await expect(dialog.getByTestId('attachment-chosen')).toContainText(a.brief);
    await expectDirection(clientPage, language);
    await expectNoAxeViolations(clientPage);
    await dialog.getByRole('button', { name: custom.submit }).click();
    await expect(dialog.getByTestId('custom-request-success')).toBeVisible();
    await expect(dialog.getByTestId('custom-request-not-attached')).toHaveCount(0);
    const { data: request } = await serviceClient()
      .from('custom_workflow_requests')
      .select('id')
      .eq('user_id', client.id)
      .single();
    const { data: rows } = await serviceClient()
      .from('request_attachments')
      .select('file_name, size_bytes, content_type, message_id, object_name')
      .eq('request_id', request?.id as string);
    expect(rows).toEqual([
      expect.objectContaining({
        file_name: a.brief,
        size_bytes: brief.length,
        content_type: 'application/pdf',
        message_id: null,
      }),
    ]);
    expect(rows?.[0]?.object_name.startsWith(`${client.id}/${request?.id}/`)).toBe(true);
    await dialog.getByRole('button', { name: custom.done }).click();

    // The admin finds the file in the request's review and downloads it, then replies with a file.
    const adminPage = await signedIn(browser, language, DEMO.admin.email, DEMO.admin.password);
    await adminPage.goto('/admin?tab=requests&kind=custom');
    await adminPage
      .getByRole('button', {
        name: fill(admin.queue.viewRequest, { client: client.name, workflow: a.workflow }),
      })
      .click();
    const detail = adminPage.getByTestId('request-detail');
    const requestFiles = detail.getByTestId('request-files');
    await expect(requestFiles.getByRole('heading', { name: files.listLabel })).toBeVisible();
    const briefDownload = adminPage.waitForEvent('download');
    await requestFiles.getByRole('button', { name: fill(files.download, { name: a.brief }) }).click();
    expect((await savedBytes(briefDownload, a.brief)).equals(brief)).toBe(true);
    await expectNoAxeViolations(adminPage);

    await detail.getByRole('textbox', { name: admin.detail.reply }).fill(a.adminNote);
    await detail
      .getByTestId('attachment-input')
      .setInputFiles({ name: a.quote, mimeType: '', buffer: quote });
    await expect(detail.getByTestId('attachment-chosen')).toContainText(a.quote);
    await detail.getByRole('button', { name: admin.detail.send }).click();
    const adminMessage = detail.getByTestId('thread-message');
    await expect(adminMessage).toHaveCount(1);
    await expect(
      adminMessage.getByRole('button', { name: fill(files.download, { name: a.quote }) }),
    ).toBeVisible();
    await expect(detail.getByTestId('attachment-chosen')).toHaveCount(0);
    await expectDirection(adminPage, language);
    await expectNoAxeViolations(adminPage);

    // The client opens the thread: the request's file and the admin's, both downloadable; replies with one.
    await clientPage.getByTestId('messages-button').click();
    const panel = clientPage.getByTestId('messages-panel');
    await panel.getByTestId('message-thread-item').filter({ hasText: a.workflow }).click();
    await expect(panel.getByTestId('request-files')).toContainText(a.brief);
    const quoteDownload = clientPage.waitForEvent('download');
    await panel
      .getByTestId('thread-message')
      .getByRole('button', { name: fill(files.download, { name: a.quote }) })
      .click();
    expect((await savedBytes(quoteDownload, a.quote)).equals(quote)).toBe(true);
    await expectNoAxeViolations(clientPage);
    await panel.getByRole('textbox', { name: messages.reply }).fill(a.reply);
    await panel
      .getByTestId('attachment-input')
      .setInputFiles({ name: a.photo, mimeType: 'image/png', buffer: PNG });
    await panel.getByRole('button', { name: messages.send }).click();
    await expect(panel.getByTestId('thread-message')).toHaveCount(2);
    await expect(panel.getByTestId('thread-message').last()).toContainText(a.photo);

    // The admin sees the reply and its file live, and downloads the picture.
    await expect(adminMessage).toHaveCount(2);
    const photoDownload = adminPage.waitForEvent('download');
    await adminMessage
      .last()
      .getByRole('button', { name: fill(files.download, { name: a.photo }) })
      .click();
    expect((await savedBytes(photoDownload, a.photo)).equals(PNG)).toBe(true);
    await expectNoAxeViolations(adminPage);
    await adminPage.context().close();
    await clientPage.context().close();
  });
}
