/**
 * The whatsapp family end to end (sales, chatbot, responder, product catalog, dietitian), in English
 * and Arabic, against the production builds and the local stack: every sample route renders every
 * tab with the demo notice and no English on the Arabic page; every live route shows its owner the
 * figures this spec computes itself from the seeded rows, read with the service role; rows inserted
 * with the service role appear without a reload; CSV export downloads the rows shown; a transcript
 * opens; a redeployed remote is picked up by the unchanged shell; axe finds nothing.
 */
import { expect, test } from '@playwright/test';
import { formattersFor } from '@portal/dashboard-kit/format';
import { ar as uiAr } from '../dashboard-kit/src/i18n/ar.ts';
import { en as uiEn } from '../dashboard-kit/src/i18n/en.ts';
import { englishWords } from '../dashboard-kit-testing/src/englishWords.ts';
import { families } from '../federation.config.ts';
import { CATALOG } from '../remotes/whatsapp/src/content/whatsapp-product-catalog.ts';
import { ar as waAr } from '../remotes/whatsapp/src/i18n/ar.ts';
import { en as waEn } from '../remotes/whatsapp/src/i18n/en.ts';
import { LANGUAGES, type Language, serviceClient, useLanguage } from './auth-helpers.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { kpiValue as kpi, openDashboard, dashboardView as view } from './support/dashboards.ts';
import * as family from './support/familySpecs.ts';

const WHATSAPP = families.find((f) => f.family === 'whatsapp')?.workflows ?? [];
const TEXT = { en: { wa: waEn, ui: uiEn }, ar: { wa: waAr, ui: uiAr } };
/** The catalogue shows each product's English name next to its Arabic one, on the Arabic page too. */
const LATIN_ALLOWED = new Set(CATALOG.flatMap(([, name]) => englishWords(name.en)));
const OWNERS = {
  'whatsapp-sales': 'sara',
  'whatsapp-chatbot': 'sara',
  'whatsapp-product-catalog': 'sara',
  'whatsapp-responder': 'omar',
  'whatsapp-dietitian': 'omar',
} as const;
type Slug = keyof typeof OWNERS;

test.describe('sample dashboards of the whatsapp remote', () => {
  family.sampleRouteTests(WHATSAPP, { minTabs: 4, latinAllowed: [...LATIN_ALLOWED] });

  for (const language of LANGUAGES) {
    test(`a chatbot conversation opens as its transcript in ${language}`, async ({ page }) => {
      const t = TEXT[language];
      await useLanguage(page, language);
      await openDashboard(page, '/sample-whatsapp-chatbot');
      await view(page).getByRole('tab', { name: t.ui.tabs.conversations }).click();
      const openTranscript = t.ui.transcript.open.replace('{{name}}', '').trim();
      await view(page).getByRole('button', { name: openTranscript }).first().click();
      const transcript = page.getByRole('dialog');
      await expect(transcript.getByRole('listitem').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await transcript.getByRole('button', { name: t.ui.transcript.close }).click();
      await expect(transcript).toHaveCount(0);
    });
  }
});

// ------------------------------------------------------------------------------------------------
// Live: the figures the spec computes itself from the seeded rows, read with the service role
// ------------------------------------------------------------------------------------------------

/** The owner's rows of a table for one workflow in the last 30 days, read with the service role. */
const rowsOf = <Row>(table: string, columns: string, user: string, slug: Slug, dateColumn = 'created_at') =>
  family.workflowRows<Row>(table, columns, user, slug, { column: dateColumn, from: family.periodStart() });

type Session = { id: string; status: string; product_id: string | null };
const sessionsOf = (user: string, slug: Slug) =>
  rowsOf<Session>('chat_sessions', 'id, status, product_id', user, slug, 'started_at');

/** label → expected text of each KPI card the spec checks on the dashboard's Overview. */
async function expectedFigures(slug: Slug, language: Language): Promise<[string, string][]> {
  const t = TEXT[language].wa.kpi;
  const f = formattersFor(language);
  const user = await family.ownerId(OWNERS[slug]);
  if (slug === 'whatsapp-sales') {
    const sessions = await sessionsOf(user, slug);
    const orders = await rowsOf<{ total_qar: number; status: string; paid_at: string | null }>(
      'orders',
      'total_qar, status, paid_at',
      user,
      slug,
    );
    const paid = orders.filter((o) => o.paid_at !== null && o.status !== 'cancelled');
    const revenue = paid.reduce((sum, o) => sum + Number(o.total_qar), 0);
    return [
      [t.conversations, f.number(sessions.length)],
      [t.revenue, f.qar(revenue)],
      [t.averageOrder, f.qar(revenue / paid.length)],
    ];
  }
  if (slug === 'whatsapp-chatbot') {
    const sessions = await sessionsOf(user, slug);
    const closed = sessions.filter((s) => s.status !== 'active');
    const share = (status: string, of: Session[]) => of.filter((s) => s.status === status).length / of.length;
    return [
      [t.conversations, f.number(sessions.length)],
      [t.resolutionRate, f.percent(share('resolved', closed))],
      [t.escalationRate, f.percent(share('escalated', sessions))],
    ];
  }
  if (slug === 'whatsapp-responder') {
    const { count, error } = await serviceClient()
      .from('chat_messages')
      .select('id, chat_sessions!inner(workflow_slug)', { count: 'exact', head: true })
      .eq('user_id', user)
      .eq('chat_sessions.workflow_slug', slug)
      .not('reply_trigger', 'is', null)
      .gte('created_at', family.periodStart());
    if (error) throw error;
    const sessions = await sessionsOf(user, slug);
    return [
      [t.autoReplies, f.number(count ?? 0)],
      [t.handedOver, f.number(sessions.filter((s) => s.status === 'escalated').length)],
    ];
  }
  if (slug === 'whatsapp-product-catalog') {
    const { data, error } = await serviceClient()
      .from('products')
      .select('stock')
      .eq('user_id', user)
      .eq('workflow_slug', slug);
    if (error) throw error;
    const products = data as { stock: number }[];
    const enquiries = (await sessionsOf(user, slug)).filter((s) => s.product_id !== null);
    return [
      [t.products, f.number(products.length)],
      [t.outOfStock, f.number(products.filter((p) => p.stock <= 0).length)],
      [t.enquiries, f.number(enquiries.length)],
    ];
  }
  const messages = await rowsOf<{ client_phone: string; kind: string }>(
    'dietitian_messages',
    'client_phone, kind',
    user,
    slug,
    'sent_at',
  );
  return [
    [t.clients, f.number(new Set(messages.map((m) => m.client_phone)).size)],
    [t.mealPlans, f.number(messages.filter((m) => m.kind === 'meal_plan').length)],
    [t.reminders, f.number(messages.filter((m) => m.kind === 'reminder').length)],
  ];
}

/**
 * Inserts rows with the service role until the dashboard shows one (the page's realtime channel may
 * still be joining when the first arrives), then expects the figure the service role counts now.
 */
async function expectLiveRefresh(
  figure: ReturnType<typeof kpi>,
  insert: (attempt: number) => PromiseLike<{ error: unknown }>,
  expected: () => Promise<string>,
) {
  const shown = await figure.textContent();
  for (let attempt = 0; attempt < 5; attempt++) {
    const { error } = await insert(attempt);
    expect(error).toBeNull();
    try {
      await expect(figure).not.toHaveText(shown ?? '', { timeout: 6_000 });
      break;
    } catch {
      // not refreshed yet: the next row tells whether the channel is joined now
    }
  }
  await expect(figure).toHaveText(await expected());
}

test.describe('live dashboards of the whatsapp remote, as their owners', () => {
  family.liveFigureTests(WHATSAPP as Slug[], OWNERS, expectedFigures);

  test('a WhatsApp conversation reaching the chatbot appears without a reload', async ({ page }) => {
    const user = await family.ownerId('sara');
    const f = formattersFor('en');
    const count = async () => f.number((await sessionsOf(user, 'whatsapp-chatbot')).length);
    await family.openAs(page, 'en', 'sara', '/whatsapp-chatbot');
    const conversations = kpi(page, waEn.kpi.conversations);
    await expect(conversations).toHaveText(await count());
    await expectLiveRefresh(
      conversations,
      (attempt) =>
        serviceClient()
          .from('chat_sessions')
          .insert({
            user_id: user,
            workflow_slug: 'whatsapp-chatbot',
            channel: 'whatsapp',
            customer_name: `Realtime Probe ${attempt}`,
            topic: 'Delivery status',
          }),
      count,
    );
  });

  test('a meal plan sent by the dietitian appears without a reload, in Arabic', async ({ page }) => {
    const user = await family.ownerId('omar');
    const f = formattersFor('ar');
    const count = async () =>
      f.number(
        (
          await rowsOf<{ kind: string }>('dietitian_messages', 'kind', user, 'whatsapp-dietitian', 'sent_at')
        ).filter((m) => m.kind === 'meal_plan').length,
      );
    await family.openAs(page, 'ar', 'omar', '/whatsapp-dietitian');
    const plans = kpi(page, waAr.kpi.mealPlans);
    await expect(plans).toHaveText(await count());
    await expectLiveRefresh(
      plans,
      (attempt) =>
        serviceClient()
          .from('dietitian_messages')
          .insert({
            user_id: user,
            workflow_slug: 'whatsapp-dietitian',
            client_name: 'مريم الكواري',
            client_phone: `+974 5512 009${attempt}`,
            kind: 'meal_plan',
            language: 'ar',
          }),
      count,
    );
  });

  test('CSV export of the catalogue downloads the products shown', async ({ page }) => {
    const user = await family.ownerId('sara');
    const products = await family.workflowRows<{ sku: string; name_en: string }>(
      'products',
      'sku, name_en',
      user,
      'whatsapp-product-catalog',
    );
    expect(products.length).toBeGreaterThan(5);
    await family.openAs(page, 'en', 'sara', '/whatsapp-product-catalog');
    await family.expectTableCsv(page, waEn.tabs.products, waEn.tables.catalogue, {
      columns: [waEn.columns.sku],
      rows: products.length,
      contains: products.flatMap((p) => [p.sku, p.name_en]),
      visible: [products[0]?.sku ?? ''],
    });
  });
});

family.redeployTest([{ family: 'whatsapp', path: '/sample-whatsapp-responder', label: waEn.tabs.handovers }]);
