/**
 * The administrator's journeys of issue 36, in English and Arabic, axe clean:
 *
 * - the inbox (item 2): a visitor's contact message notifies the admin, the overview's unread figure
 *   opens the inbox, the notification's link opens the message (now read), the admin answers and the
 *   answer arrives in the visitor's mailbox in the visitor's language; the newsletter list downloads as
 *   CSV;
 * - the test-run page (item 4) and the audit log (item 9): see their tests below.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ar as uiAr } from '../dashboard-kit/src/i18n/ar.ts';
import { en as uiEn } from '../dashboard-kit/src/i18n/en.ts';
import { ar as inboxAr } from '../shell/src/features/admin/inbox/i18n/ar.ts';
import { en as inboxEn } from '../shell/src/features/admin/inbox/i18n/en.ts';
import { DEMO, expectDirection, fill, LANGUAGES, mailbox, serviceClient } from './auth-helpers.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { servedConfig } from './support/control.ts';
import { signedIn, TEXT } from './support/loop.ts';

const INBOX = { en: inboxEn, ar: inboxAr } as const;
const UI = { en: uiEn, ar: uiAr } as const;
const REPLY_SUBJECT = {
  en: 'Re: your message to AI Automation Portal',
  ar: 'رد: رسالتك إلى بوابة الأتمتة بالذكاء الاصطناعي',
} as const;

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A visitor as the landing page sends for them: the anon key, no account. */
function visitor() {
  return createClient(servedConfig().SUPABASE_URL, servedConfig().SUPABASE_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

async function dialogOf(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: new RegExp(name) });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const language of LANGUAGES) {
  const t = INBOX[language];
  const admin = TEXT[language].admin;

  test(`the inbox: a contact message reaches the admin, who answers it by email (${language})`, async ({
    browser,
  }) => {
    const email = `visitor-${unique()}@e2e-inbox.qa`;
    const name = language === 'ar' ? 'مريم الثاني' : 'Mariam Al-Thani';
    const question =
      language === 'ar'
        ? `هل يرد روبوت واتساب بالعربية؟ ${email}`
        : `Can the WhatsApp bot answer in Arabic? ${email}`;
    const sent = await visitor()
      .from('contact_messages')
      .insert({ full_name: name, email, company: 'Pearl Events', message: question, locale: language });
    expect(sent.error).toBeNull();
    const { data: row } = await serviceClient()
      .from('contact_messages')
      .select('id')
      .eq('email', email)
      .single();
    const link = `/admin/inbox?message=${row?.id}`;
    // Every admin got a notification that links to it.
    const { data: notes } = await serviceClient().from('notifications').select('user_id').eq('link', link);
    expect(notes?.map((n) => n.user_id)).toContain(
      (await serviceClient().from('profiles').select('id').eq('email', DEMO.admin.email).single()).data?.id,
    );

    const page = await signedIn(browser, language, DEMO.admin.email, DEMO.admin.password);
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('link', { name: new RegExp(admin.overview.unreadMessages) }).click();
    await expect(page).toHaveURL(/\/admin\/inbox\?show=new$/);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expectDirection(page, language);
    const listed = page.locator('tbody tr').filter({ hasText: email });
    await expect(listed).toContainText(t.status.new);
    await expect(listed).toContainText(t.kinds.contact);
    await expectNoAxeViolations(page);

    // The notification's link opens the message; opening it marks it read.
    await page.goto(link);
    const dialog = await dialogOf(page, name);
    await expect(dialog).toContainText(question);
    await expect(dialog).toContainText(t.languages[language]);
    await expect(dialog).toContainText(t.detail.noReplies);
    await expect
      .poll(
        async () =>
          (await serviceClient().from('contact_messages').select('status').eq('id', row?.id).single()).data
            ?.status,
      )
      .toBe('read');
    await expectNoAxeViolations(page);

    // An empty reply is refused in words; a real one is emailed to the visitor.
    await dialog.getByRole('button', { name: t.detail.send }).click();
    await expect(dialog).toContainText(t.detail.required);
    const answer = language === 'ar' ? 'نعم، يرد بالعربية والإنجليزية.' : 'Yes, in Arabic and in English.';
    await dialog.getByRole('textbox', { name: fill(t.detail.reply, { email }) }).fill(answer);
    await dialog.getByRole('button', { name: t.detail.send }).click();
    await expect(page.getByText(fill(t.detail.sent, { email }))).toBeVisible();
    await expect(dialog.getByRole('region', { name: t.detail.replies })).toContainText(answer);
    await expect(dialog).toContainText(t.status.replied);
    await expect(dialog).toContainText(fill(t.detail.emailed, { date: '' }).trim());

    await expect.poll(async () => (await mailbox(email)).length, 'the reply in the mailbox').toBe(1);
    const [mail] = await mailbox(email);
    expect(mail?.subject).toBe(REPLY_SUBJECT[language]);
    expect(mail?.text).toContain(answer);
    expect(mail?.text).toContain(`> ${question}`);

    // Answered: under the filter of answered messages, no longer among the unread.
    await dialog.getByRole('button', { name: t.detail.close }).click();
    await page.getByLabel(t.show).selectOption('replied');
    await expect(page.locator('tbody tr').filter({ hasText: email })).toContainText(t.status.replied);
    await page.getByLabel(t.show).selectOption('new');
    await expect(page.locator('tbody tr').filter({ hasText: email })).toHaveCount(0);
    await page.context().close();
  });

  test(`the inbox: the newsletter subscribers download as CSV (${language})`, async ({ browser }) => {
    const email = `reader-${unique()}@e2e-inbox.qa`;
    const subscribed = await visitor().rpc('subscribe_newsletter', { p_email: email, p_locale: language });
    expect(subscribed.error).toBeNull();
    const page = await signedIn(browser, language, DEMO.admin.email, DEMO.admin.password);
    await page.goto('/admin/inbox');
    await page.getByRole('tab', { name: t.tabs.subscribers }).click();
    await expect(page).toHaveURL(/tab=subscribers/);
    const row = page.locator('tbody tr').filter({ hasText: email });
    await expect(row).toContainText(t.languages[language]);
    await expect(row).toContainText(t.subscribers.subscribed);
    await expectNoAxeViolations(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: UI[language].table.exportCsv }).click();
    const file = await (await download).path();
    const csv = await readFile(file, 'utf8');
    expect(csv).toContain(email);
    expect(csv.split('\n')[0]).toContain(t.subscribers.email);
    await page.context().close();
  });
}
