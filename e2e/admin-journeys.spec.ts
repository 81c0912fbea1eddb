/**
 * The administrator's journeys of issue 36, in English and Arabic, axe clean:
 *
 * - the inbox (item 2): a visitor's contact message notifies the admin, the overview's unread figure
 *   opens the inbox, the notification's link opens the message (now read), the admin answers and the
 *   answer arrives in the visitor's mailbox in the visitor's language; the newsletter list downloads as
 *   CSV;
 * - the audit log (item 9): who did what to whom in the reader's language and Doha time, the recorded
 *   change behind a disclosure;
 * - the test-run page (item 4): every client's runs by name, filtered and paged on the server, and a run
 *   of a chosen client's workflow started for that client, recorded as such.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { catalogueEntry } from '@portal/contract';
import { formattersFor } from '@portal/dashboard-kit/format';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ar as uiAr } from '../dashboard-kit/src/i18n/ar.ts';
import { en as uiEn } from '../dashboard-kit/src/i18n/en.ts';
import { ar as inboxAr } from '../shell/src/features/admin/inbox/i18n/ar.ts';
import { en as inboxEn } from '../shell/src/features/admin/inbox/i18n/en.ts';
import { ar as runsAr } from '../shell/src/features/test-runs/i18n/ar.ts';
import { en as runsEn } from '../shell/src/features/test-runs/i18n/en.ts';
import { DEMO, expectDirection, fill, LANGUAGES, mailbox, serviceClient } from './auth-helpers.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { servedConfig } from './support/control.ts';
import { freshClient, signedIn, TEXT } from './support/loop.ts';

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

for (const language of LANGUAGES) {
  const admin = TEXT[language].admin;

  test(`the audit log says who did what to whom, in Doha time, the raw change behind a disclosure (${language})`, async ({
    browser,
  }) => {
    const client = await freshClient(language);
    // The admin pauses the client's workflow (as the Clients tab does), through the admin's own session.
    const asAdmin = visitor();
    const signedInAdmin = await asAdmin.auth.signInWithPassword(DEMO.admin);
    expect(signedInAdmin.error).toBeNull();
    const paused = await asAdmin
      .from('client_workflows')
      .update({ status: 'paused' })
      .eq('user_id', client.id)
      .eq('workflow_slug', 'lead-generation');
    expect(paused.error).toBeNull();
    const service = serviceClient();
    const { data: entry } = await service
      .from('audit_log')
      .select('id, occurred_at, actor_id')
      .eq('table_name', 'client_workflows')
      .eq('action', 'UPDATE')
      .contains('new_data', { user_id: client.id })
      .single();
    const { data: adminProfile } = await service
      .from('profiles')
      .select('full_name')
      .eq('id', entry?.actor_id)
      .single();
    const { data: workflow } = await service
      .from('workflows')
      .select('name_en, name_ar')
      .eq('slug', 'lead-generation')
      .single();

    const page = await signedIn(browser, language, DEMO.admin.email, DEMO.admin.password);
    await page.goto('/admin?tab=audit');
    await expectDirection(page, language);
    await page.getByLabel(admin.audit.table).selectOption('client_workflows');
    const row = page
      .locator('tbody tr')
      .filter({ hasText: client.name })
      .filter({ hasText: admin.audit.workflowStatuses.paused });
    await expect(row).toHaveCount(1);
    const name = language === 'ar' ? workflow?.name_ar : workflow?.name_en;
    const said = fill(admin.audit.events.workflowStatus, {
      workflow: `\u2068${name}\u2069`,
      from: admin.audit.workflowStatuses.active,
      to: admin.audit.workflowStatuses.paused,
    });
    await expect(row).toContainText(said);
    await expect(row).toContainText(adminProfile?.full_name ?? '');
    await expect(row).toContainText(formattersFor(language).dateTime(entry?.occurred_at as string));
    // No table names, ids or UTC times on the row itself.
    // biome-ignore lint/performance/useDomNodeTextContent: what is shown; the closed disclosure holds the ids.
    const shown = await row.innerText();
    expect(shown).not.toContain(client.id);
    expect(shown).not.toContain('client_workflows');
    expect(shown).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    // The disclosure holds the change as it was recorded.
    const raw = row.getByRole('group');
    await row.getByText(admin.audit.showChange).click();
    await expect(raw).toContainText('"status": "paused"');
    await expect(raw).toContainText('status: active → paused');
    await expectNoAxeViolations(page);
    await page.context().close();
  });
}

const RUNS = { en: runsEn, ar: runsAr } as const;
const REGION = { en: 'Region', ar: 'المنطقة' } as const;
const LIMIT = { en: 'Leads to find', ar: 'عدد العملاء المطلوب' } as const;

for (const language of LANGUAGES) {
  const t = RUNS[language];

  test(`the admin's test-run page runs a client's workflow for the client, by name, paged (${language})`, async ({
    browser,
  }) => {
    const client = await freshClient(language);
    const service = serviceClient();
    const { count: allRuns } = await service
      .from('workflow_runs')
      .select('id', { count: 'exact', head: true });
    const { data: adminProfile } = await service
      .from('profiles')
      .select('id, full_name')
      .eq('email', DEMO.admin.email)
      .single();

    const page = await signedIn(browser, language, DEMO.admin.email, DEMO.admin.password);
    await page.goto('/test-workflow-execution');
    await expectDirection(page, language);
    await expect(page.getByText(t.admin.subtitle)).toBeVisible();
    await expect(page.getByText(t.admin.noClient)).toBeVisible();
    await expect(page.getByText(t.form.noWorkflows)).toHaveCount(0);
    // Every client's runs, paged on the server (10 a page).
    const pages = String(Math.ceil((allRuns ?? 0) / 10));
    await expect(page.getByText(fill(t.history.page, { page: '1', pages }))).toBeVisible();
    await page.getByRole('button', { name: t.history.next }).click();
    await expect(page.getByText(fill(t.history.page, { page: '2', pages }))).toBeVisible();
    await expectNoAxeViolations(page);

    // A run for the chosen client.
    await page.getByLabel(t.admin.client, { exact: true }).first().selectOption(client.id);
    await expect(page).toHaveURL(new RegExp(`client=${client.id}`));
    await page.getByRole('textbox', { name: REGION[language] }).fill('Al Wakrah');
    await page.getByRole('spinbutton', { name: LIMIT[language] }).fill('4');
    await page.getByRole('button', { name: t.form.run, exact: true }).click();
    await expect
      .poll(async () => {
        const { data } = await service
          .from('workflow_runs')
          .select('started_by, workflow_slug')
          .eq('user_id', client.id);
        return data;
      })
      .toEqual([{ started_by: adminProfile?.id, workflow_slug: 'lead-generation' }]);

    // The history shows it under the client, by the workflow's name, started by the admin.
    const history = page.getByRole('region', { name: t.admin.historyHeading });
    await history.getByLabel(t.admin.client, { exact: true }).selectOption(client.id);
    await expect(page.getByTestId('history-total')).toHaveText(
      fill(t.history.total_one ?? '', { count: '1' }),
    );
    const row = page.getByTestId('run-history').locator('tbody tr');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(client.name);
    await expect(row).toContainText(catalogueEntry('lead-generation').name[language]);
    await expect(row).toContainText(adminProfile?.full_name ?? '');
    await expect(row).not.toContainText('lead-generation');
    await expectNoAxeViolations(page);
    await page.context().close();
  });
}
