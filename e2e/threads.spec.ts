/**
 * A message thread on every kind of request (issue 14), here on a CUSTOM workflow request, in English and
 * Arabic with two browsers side by side against the production builds: the admin writes from the
 * request's detail; the client gets the toast (the request's own name, the preview), the counter and the
 * window event live, opens the messages panel, finds the thread under the custom request's name and
 * replies; the admin sees the reply without a reload. axe runs on both screens with the thread open.
 * The same on a control request, opened from the address a notification links to: its thread is
 * under the catalogue workflow's name in the reader's language.
 */
import { expect, test } from '@playwright/test';
import { catalogueEntry } from '@portal/contract';
import { DEMO, expectDirection, fill, LANGUAGES, PASSWORD, serviceClient } from './auth-helpers.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { freshClient, signedIn, TEXT, unread } from './support/loop.ts';
import { WS_TEXT } from './workspace-helpers.ts';

const CUSTOM = {
  en: {
    name: 'Showroom Visit Booking',
    admin: 'Hello, we read your brief. Which days is the showroom open, and who confirms a booking?',
    reply: 'Saturday to Thursday, 10:00 to 22:00; our showroom manager confirms.',
  },
  ar: {
    name: 'حجز زيارات المعرض',
    admin: 'مرحباً، قرأنا طلبك. ما أيام عمل المعرض، ومن يؤكد الحجز؟',
    reply: 'من السبت إلى الخميس، من 10 صباحاً حتى 10 مساءً؛ ويؤكد مدير المعرض الحجز.',
  },
} as const;

for (const language of LANGUAGES) {
  const t = TEXT[language];
  const custom = CUSTOM[language];

  test(`a custom request's thread goes both ways live, in ${language}`, async ({ browser }) => {
    test.setTimeout(180_000);
    const client = await freshClient(language);
    const service = serviceClient();
    // The request as the marketplace's Request Custom Workflow dialog stores it.
    const { data: request, error } = await service
      .from('custom_workflow_requests')
      .insert({
        user_id: client.id,
        workflow_name: custom.name,
        description: 'Visitors book a showroom visit on WhatsApp.',
        business_problem: 'Calls at lunch time go unanswered.',
        urgency: 'medium',
      })
      .select('id')
      .single();
    if (error) throw error;

    const clientPage = await signedIn(browser, language, client.email, PASSWORD);
    const admin = await signedIn(browser, language, DEMO.admin.email, DEMO.admin.password);
    await clientPage.goto('/lead-generation');
    await expect(clientPage.getByTestId('messages-button')).toBeVisible();
    await expect(unread(clientPage, 'messages-unread')).toHaveAttribute('data-count', '0');

    // The admin opens the custom request from the queue: its detail has the thread.
    await admin.goto('/admin?tab=requests&kind=custom');
    await expect(admin.getByRole('heading', { name: t.admin.kinds.custom })).toBeVisible();
    await admin
      .getByRole('button', {
        name: fill(t.admin.queue.viewRequest, { client: client.name, workflow: custom.name }),
      })
      .click();
    const detail = admin.getByTestId('request-detail');
    await expect(detail.getByRole('heading', { name: t.admin.detail.thread })).toBeVisible();
    await expect(detail.getByText(t.admin.detail.threadEmpty)).toBeVisible();
    // The urgency the client picked, by its name in the admin's language (not the stored 'medium').
    await expect(
      detail.getByText(WS_TEXT[language].workspace.custom.urgency.medium, { exact: true }),
    ).toBeVisible();
    await expectDirection(admin, language);
    await expectNoAxeViolations(admin);

    await detail.getByRole('textbox', { name: t.admin.detail.reply }).fill(custom.admin);
    await detail.getByRole('button', { name: t.admin.detail.send }).click();
    await expect(detail.getByTestId('thread-message')).toHaveCount(1);

    // The client: the toast names the custom request, the counter and the event follow, live.
    const toastBox = clientPage.getByTestId('new-message-toast');
    await expect(toastBox).toContainText(fill(t.messages.toastTitle, { workflow: custom.name }));
    await expect(clientPage.getByTestId('new-message-preview')).toHaveText(custom.admin);
    await expect(unread(clientPage, 'messages-unread')).toHaveAttribute('data-count', '1');
    expect(
      await clientPage.evaluate(() => (window as unknown as { newMessages: string[] }).newMessages),
    ).toEqual([request.id]);

    // The panel lists the thread under the request's own name and its kind; reading clears the counter.
    await clientPage.getByTestId('messages-button').click();
    const panel = clientPage.getByTestId('messages-panel');
    await expect(panel.getByRole('heading', { name: t.messages.title })).toBeVisible();
    const item = panel.getByTestId('message-thread-item').filter({ hasText: custom.name });
    await expect(item).toHaveAttribute('data-request-kind', 'custom');
    await expect(item).toContainText(t.messages.kinds.custom);
    await expectNoAxeViolations(clientPage);
    await item.click();
    await expect(panel.getByRole('heading', { name: custom.name })).toBeVisible();
    await expect(panel.getByTestId('thread-message')).toContainText([custom.admin]);
    await expect(unread(clientPage, 'messages-unread')).toHaveAttribute('data-count', '0');
    await expectDirection(clientPage, language);
    await expectNoAxeViolations(clientPage);
    await panel.getByRole('textbox', { name: t.messages.reply }).fill(custom.reply);
    await panel.getByRole('button', { name: t.messages.send }).click();
    await expect(panel.getByTestId('thread-message')).toHaveCount(2);

    // The admin sees the reply without a reload, in the same thread.
    await expect(detail.getByTestId('thread-message')).toHaveCount(2);
    await expect(detail.getByTestId('thread-message').last()).toContainText(custom.reply);
    await expectNoAxeViolations(admin);

    // Stored as the custom request's thread; the admin's screen marked the reply read.
    await expect
      .poll(async () => {
        const { data } = await service
          .from('workflow_request_messages')
          .select('request_kind, sender_type, workflow_name, read_at')
          .eq('request_id', request.id)
          .order('created_at');
        return data?.map((m) => [m.request_kind, m.sender_type, m.workflow_name, Boolean(m.read_at)]);
      })
      .toEqual([
        ['custom', 'admin', custom.name, true],
        ['custom', 'client', custom.name, true],
      ]);
  });

  test(`a control request's thread goes both ways live, in ${language}`, async ({ browser }) => {
    test.setTimeout(180_000);
    const client = await freshClient(language);
    const service = serviceClient();
    const { data: request, error } = await service
      .from('workflow_control_requests')
      .insert({ user_id: client.id, workflow_slug: 'lead-generation', action: 'stop' })
      .select('id')
      .single();
    if (error) throw error;
    const leadGeneration = catalogueEntry('lead-generation').name[language];
    const question =
      language === 'ar' ? 'هل نوقفه الليلة أم غداً صباحاً؟' : 'Shall we pause it tonight or tomorrow morning?';
    const answer = language === 'ar' ? 'الليلة من فضلكم.' : 'Tonight, please.';

    const clientPage = await signedIn(browser, language, client.email, PASSWORD);
    const admin = await signedIn(browser, language, DEMO.admin.email, DEMO.admin.password);
    await clientPage.goto('/lead-generation');
    await expect(unread(clientPage, 'messages-unread')).toHaveAttribute('data-count', '0');

    await admin.goto(`/admin?tab=requests&kind=control&request=${request.id}`);
    const detail = admin.getByTestId('request-detail');
    await detail.getByRole('textbox', { name: t.admin.detail.reply }).fill(question);
    await detail.getByRole('button', { name: t.admin.detail.send }).click();

    await expect(clientPage.getByTestId('new-message-toast')).toContainText(
      fill(t.messages.toastTitle, { workflow: leadGeneration }),
    );
    await expect(unread(clientPage, 'messages-unread')).toHaveAttribute('data-count', '1');
    await clientPage.getByTestId('messages-button').click();
    const panel = clientPage.getByTestId('messages-panel');
    const item = panel.getByTestId('message-thread-item').filter({ hasText: leadGeneration });
    await expect(item).toHaveAttribute('data-request-kind', 'control');
    await expect(item).toContainText(fill(t.messages.controlKind, { action: t.messages.actions.stop }));
    await expectNoAxeViolations(clientPage);
    await item.click();
    await expect(panel.getByTestId('thread-message')).toContainText([question]);
    await panel.getByRole('textbox', { name: t.messages.reply }).fill(answer);
    await panel.getByRole('button', { name: t.messages.send }).click();
    await expect(detail.getByTestId('thread-message')).toHaveCount(2);
    await expect(detail.getByTestId('thread-message').last()).toContainText(answer);
    await expect(unread(clientPage, 'messages-unread')).toHaveAttribute('data-count', '0');
  });
}
