/**
 * The rag family end to end (knowledge and support chatbots), in English and Arabic, against the
 * production builds and the local stack: every sample route renders every tab with the demo notice
 * and no English on the Arabic page; every live route shows its owner the figures this spec computes
 * itself from the seeded rows, read with the service role; rows inserted with the service role
 * appear without a reload; CSV export downloads the rows shown; a redeployed remote is picked up by
 * the unchanged shell; axe finds nothing.
 */
import { expect, test } from '@playwright/test';
import { formattersFor } from '@portal/dashboard-kit/format';
import { ar as uiAr } from '../dashboard-kit/src/i18n/ar.ts';
import { en as uiEn } from '../dashboard-kit/src/i18n/en.ts';
import { families } from '../federation.config.ts';
import { SAMPLE_QUERIES } from '../remotes/rag/src/content/database-chat.ts';
import { RAG_CHATBOT_PROFILE } from '../remotes/rag/src/content/rag-chatbot.ts';
import { ar as ragAr } from '../remotes/rag/src/i18n/ar.ts';
import { en as ragEn } from '../remotes/rag/src/i18n/en.ts';
import { LANGUAGES, type Language, serviceClient, useLanguage } from './auth-helpers.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { kpiValue as kpi, openDashboard, dashboardView as view } from './support/dashboards.ts';
import * as family from './support/familySpecs.ts';

const RAG = families.find((f) => f.family === 'rag')?.workflows ?? [];
const TEXT = { en: { rag: ragEn, ui: uiEn }, ar: { rag: ragAr, ui: uiAr } };
/** Model names stay Latin on the Arabic page, as their makers write them. */
const LATIN_ALLOWED = new Set(['gpt', 'mini']);
const OWNERS = {
  'rag-chatbot': 'omar',
  'local-rag': 'omar',
  'website-chatbot': 'omar',
  'customer-support-automation': 'omar',
  'local-chatbot': 'sara',
  'database-chat': 'sara',
} as const;
type Slug = keyof typeof OWNERS;

test.describe('sample dashboards of the rag remote', () => {
  family.sampleRouteTests(RAG, { minTabs: 4, latinAllowed: [...LATIN_ALLOWED] });
});

test.describe('what opens from the tables', () => {
  for (const language of LANGUAGES) {
    test(`in ${language}: a transcript with the sources each answer cited, and a question’s SQL`, async ({
      page,
    }) => {
      const t = TEXT[language];
      await useLanguage(page, language);
      await openDashboard(page, '/sample-rag-chatbot');
      await view(page).getByRole('tab', { name: t.ui.tabs.conversations }).click();
      // A conversation about annual leave: the bot answers it from the employee handbook.
      const topic = RAG_CHATBOT_PROFILE.questions[0]?.topic[language] ?? '';
      await view(page).getByRole('searchbox', { name: t.ui.table.search }).fill(topic);
      const openTranscript = t.ui.transcript.open.replace('{{name}}', '').trim();
      await view(page).getByRole('button', { name: openTranscript }).first().click();
      const transcript = page.getByRole('dialog');
      await expect(
        transcript.getByText(`${t.rag.transcript.sources}:`, { exact: false }).first(),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await transcript.getByRole('button', { name: t.ui.transcript.close }).click();

      await openDashboard(page, '/sample-database-chat');
      await view(page).getByRole('tab', { name: t.rag.tabs.questions }).click();
      // The most asked sample question: its SQL sums last month's sales.
      const question = SAMPLE_QUERIES[0]?.question[language] ?? '';
      await view(page).getByRole('searchbox', { name: t.ui.table.search }).fill(question);
      await view(page).getByRole('button', { name: t.rag.query.show }).first().click();
      const query = page.getByRole('dialog');
      await expect(query.locator('pre[dir="ltr"]')).toContainText('select');
      await expectNoAxeViolations(page);
    });
  }
});

// ------------------------------------------------------------------------------------------------
// Live: the figures the spec computes itself from the seeded rows, read with the service role
// ------------------------------------------------------------------------------------------------

async function count(query: PromiseLike<{ count: number | null; error: unknown }>): Promise<number> {
  const { count: n, error } = await query;
  if (error) throw error;
  return n ?? 0;
}

/** Messages of the workflow's conversations in the last 30 days, counted by the service role. */
function messages(user: string, slug: Slug) {
  return serviceClient()
    .from('chat_messages')
    .select('id, chat_sessions!inner(workflow_slug)', { count: 'exact', head: true })
    .eq('user_id', user)
    .eq('chat_sessions.workflow_slug', slug)
    .gte('created_at', family.periodStart());
}

async function sessionsOf(user: string, slug: Slug) {
  const { data, error } = await serviceClient()
    .from('chat_sessions')
    .select('id, status, customer_name, visitor_id')
    .eq('user_id', user)
    .eq('workflow_slug', slug)
    .gte('started_at', family.periodStart());
  if (error) throw error;
  return data as { id: string; status: string; customer_name: string | null; visitor_id: string | null }[];
}

/** label → expected text of each KPI card the spec checks on the dashboard's Overview. */
async function expectedFigures(slug: Slug, language: Language): Promise<[string, string][]> {
  const t = TEXT[language].rag.kpi;
  const f = formattersFor(language);
  const user = await family.ownerId(OWNERS[slug]);
  if (slug === 'database-chat') {
    const { data, error } = await serviceClient()
      .from('database_queries')
      .select('status, row_count')
      .eq('user_id', user)
      .gte('created_at', family.periodStart());
    if (error) throw error;
    const rows = data as { status: string; row_count: number | null }[];
    const ok = rows.filter((q) => q.status === 'succeeded').length;
    return [
      [t.questions, f.number(rows.length)],
      [t.successRate, f.percent(ok / rows.length)],
      [t.rowsReturned, f.number(rows.reduce((sum, q) => sum + (q.row_count ?? 0), 0))],
    ];
  }
  const sessions = await sessionsOf(user, slug);
  if (slug === 'customer-support-automation') {
    const { data, error } = await serviceClient()
      .from('chat_messages')
      .select('session_id, chat_sessions!inner(workflow_slug)')
      .eq('user_id', user)
      .eq('role', 'agent')
      .eq('chat_sessions.workflow_slug', slug);
    if (error) throw error;
    const withPerson = new Set((data as { session_id: string }[]).map((m) => m.session_id));
    const escalated = sessions.filter((s) => s.status === 'escalated' || withPerson.has(s.id)).length;
    const automated = sessions.filter((s) => s.status === 'resolved' && !withPerson.has(s.id)).length;
    return [
      [t.tickets, f.number(sessions.length)],
      [t.automationRate, f.percent(automated / (automated + escalated))],
    ];
  }
  const questions = await count(messages(user, slug).eq('role', 'customer'));
  const answers = await count(messages(user, slug).eq('role', 'assistant'));
  const fallbacks = await count(messages(user, slug).eq('role', 'assistant').eq('fallback', true));
  const answered: [string, string] = [t.answeredRate, f.percent((answers - fallbacks) / answers)];
  if (slug === 'website-chatbot') {
    const leads = await count(
      serviceClient()
        .from('leads')
        .select('id', { count: 'exact', head: true })
        .eq('user_id', user)
        .eq('workflow_slug', slug)
        .gte('created_at', family.periodStart()),
    );
    const visitors = new Set(sessions.map((s) => s.visitor_id ?? s.id)).size;
    return [[t.visitors, f.number(visitors)], answered, [t.leads, f.number(leads)]];
  }
  const figures: [string, string][] = [[t.questions, f.number(questions)], answered];
  if (slug === 'local-chatbot') {
    const staff = new Set(sessions.flatMap((s) => (s.customer_name ? [s.customer_name] : []))).size;
    figures.push([t.activeStaff, f.number(staff)]);
  }
  return figures;
}

test.describe('live dashboards of the rag remote, as their owners', () => {
  family.liveFigureTests(RAG as Slug[], OWNERS, expectedFigures);

  test('a question reaching the RAG chatbot appears without a reload', async ({ page }) => {
    const user = await family.ownerId('omar');
    await family.openAs(page, 'en', 'omar', '/rag-chatbot');
    const before = await count(messages(user, 'rag-chatbot').eq('role', 'customer'));
    const questions = kpi(page, ragEn.kpi.questions);
    await expect(questions).toHaveText(formattersFor('en').number(before));
    const { data: session, error } = await serviceClient()
      .from('chat_sessions')
      .insert({ user_id: user, workflow_slug: 'rag-chatbot', channel: 'portal', topic: 'Realtime probe' })
      .select('id')
      .single();
    expect(error).toBeNull();
    const inserted = await serviceClient()
      .from('chat_messages')
      .insert({
        session_id: (session as { id: string }).id,
        user_id: user,
        role: 'customer',
        content: 'Where is the fire exit plan?',
      });
    expect(inserted.error).toBeNull();
    await expect(questions).toHaveText(formattersFor('en').number(before + 1));
  });

  test('a question asked of the database appears on database chat without a reload', async ({ page }) => {
    const user = await family.ownerId('sara');
    await family.openAs(page, 'ar', 'sara', '/database-chat');
    const questions = kpi(page, ragAr.kpi.questions);
    const before = await count(
      serviceClient()
        .from('database_queries')
        .select('id', { count: 'exact', head: true })
        .eq('user_id', user)
        .gte('created_at', family.periodStart()),
    );
    await expect(questions).toHaveText(formattersFor('ar').number(before));
    const { error } = await serviceClient().from('database_queries').insert({
      user_id: user,
      workflow_slug: 'database-chat',
      asked_by: 'حصة المري',
      question: 'كم عدد الطلبات اليوم؟',
      language: 'ar',
      generated_sql: 'select count(*) from sale_order where date_order >= current_date;',
      row_count: 1,
      duration_ms: 42,
    });
    expect(error).toBeNull();
    await expect(questions).toHaveText(formattersFor('ar').number(before + 1));
  });

  test('CSV export of the knowledge base downloads the documents shown', async ({ page }) => {
    const user = await family.ownerId('omar');
    const documents = await family.workflowRows<{ title: string }>('documents', 'title', user, 'rag-chatbot');
    const titles = documents.map((d) => d.title);
    await family.openAs(page, 'en', 'omar', '/rag-chatbot');
    await family.expectTableCsv(page, ragEn.tabs.knowledgeBase, ragEn.tables.documents, {
      columns: [ragEn.columns.title],
      contains: titles,
    });
  });
});

family.redeployTest([{ family: 'rag', path: '/sample-rag-chatbot', label: ragEn.tabs.knowledgeBase }]);
