/**
 * The gmail family end to end (campaigns, auto-responder, labelling, summaries), in English and
 * Arabic, against the production builds and the local stack: every sample route renders every tab
 * with the demo notice and no English on the Arabic page; every live route shows its owner the
 * figures this spec computes itself from the seeded rows, read with the service role; emails inserted
 * with the service role appear without a reload; CSV export downloads the rows shown; a redeployed
 * remote is picked up by the unchanged shell; axe finds nothing.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { formattersFor } from '@portal/shared/format';
import { families } from '../federation.config.ts';
import { ar as gmailAr } from '../remotes/gmail/src/i18n/ar.ts';
import { en as gmailEn } from '../remotes/gmail/src/i18n/en.ts';
import { ar as uiAr } from '../shared/src/i18n/ar.ts';
import { en as uiEn } from '../shared/src/i18n/en.ts';
import {
  expectDirection,
  LANGUAGES,
  type Language,
  serviceClient,
  signIn,
  trackErrors,
  useLanguage,
} from './auth-helpers.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  DEMO_CLIENTS,
  expectSampleRoute,
  kpiValue as kpi,
  openDashboard,
  ownerId,
  periodStart,
  dashboardView as view,
} from './support/dashboards.ts';
import { withRedeployedRemote } from './support/redeploy.ts';

const GMAIL = families.find((f) => f.family === 'gmail')?.workflows ?? [];
const TEXT = { en: { gmail: gmailEn, ui: uiEn }, ar: { gmail: gmailAr, ui: uiAr } };
const OWNERS = {
  'gmail-campaign': 'omar',
  'gmail-email-labelling': 'sara',
  'gmail-auto-responder': 'omar',
  'email-summary-agent': 'omar',
} as const;
type Slug = keyof typeof OWNERS;
const PASSWORD = 'Client#2026';
/** The catalogue's Arabic workflow names keep the brand as Google writes it (حملات البريد عبر Gmail). */
const LATIN_ALLOWED = new Set(['Gmail']);

test.describe('sample dashboards of the gmail remote', () => {
  for (const language of LANGUAGES) {
    for (const slug of GMAIL) {
      test(`/sample-${slug} in ${language}: every tab, the notice${language === 'ar' ? ', no English' : ''}, axe`, async ({
        page,
      }) => {
        test.setTimeout(120_000);
        await expectSampleRoute(page, slug, language, { minTabs: 4, latinAllowed: [...LATIN_ALLOWED] });
      });
    }
  }
});

// ------------------------------------------------------------------------------------------------
// Live: the figures the spec computes itself from the seeded rows, read with the service role
// ------------------------------------------------------------------------------------------------

interface EmailFacts {
  direction: string;
  status: string;
  label: string | null;
  original_label: string | null;
  labelled_at: string | null;
  summary: string | null;
  action_items: string[];
  received_at: string;
}

async function emailsOf(slug: Slug, since = periodStart()): Promise<EmailFacts[]> {
  const { data, error } = await serviceClient()
    .from('emails')
    .select('direction, status, label, original_label, labelled_at, summary, action_items, received_at')
    .eq('user_id', await ownerId(OWNERS[slug]))
    .eq('workflow_slug', slug)
    .gte('received_at', since);
  if (error) throw error;
  return data as EmailFacts[];
}

/** label → expected text of each KPI card the spec checks on the dashboard's Overview. */
async function expectedFigures(slug: Slug, language: Language): Promise<[string, string][]> {
  const t = TEXT[language].gmail.kpi;
  const f = formattersFor(language);
  if (slug === 'gmail-campaign') {
    const { data, error } = await serviceClient()
      .from('campaigns')
      .select('sent_count, delivered_count, opened_count')
      .eq('user_id', await ownerId('omar'))
      .eq('workflow_slug', slug);
    if (error) throw error;
    const rows = data as { sent_count: number; delivered_count: number; opened_count: number }[];
    const sum = (key: keyof (typeof rows)[number]) => rows.reduce((total, c) => total + c[key], 0);
    return [
      [t.sent, f.number(sum('sent_count'))],
      [t.openRate, f.percent(sum('opened_count') / sum('delivered_count'))],
      [t.bounced, f.number(sum('sent_count') - sum('delivered_count'))],
    ];
  }
  const emails = await emailsOf(slug);
  const inbound = emails.filter((e) => e.direction === 'inbound');
  if (slug === 'gmail-auto-responder') {
    return [
      [t.received, f.number(inbound.length)],
      [t.automatic, f.number(inbound.filter((e) => e.status === 'auto_replied').length)],
      [t.handedToPerson, f.number(inbound.filter((e) => ['replied', 'drafted'].includes(e.status)).length)],
    ];
  }
  if (slug === 'gmail-email-labelling') {
    const history = await emailsOf(slug, periodStart(60));
    const labelled = history.filter(
      (e) =>
        (e.label ?? e.original_label) !== null && e.labelled_at !== null && e.labelled_at >= periodStart(),
    );
    const corrected = labelled.filter((e) => e.original_label !== null && e.original_label !== e.label);
    return [
      [t.labelled, f.number(labelled.length)],
      [t.unlabelled, f.number(history.filter((e) => e.label === null).length)],
      [t.corrections, f.number(corrected.length)],
    ];
  }
  const summaries = inbound.filter((e) => e.summary !== null);
  return [
    [t.summaries, f.number(summaries.length)],
    [t.digests, f.number(emails.filter((e) => e.direction === 'outbound').length)],
    [t.actionItems, f.number(summaries.reduce((n, e) => n + e.action_items.length, 0))],
  ];
}

test.describe('live dashboards of the gmail remote, as their owners', () => {
  for (const language of LANGUAGES) {
    for (const slug of GMAIL as Slug[]) {
      test(`/${slug} in ${language} shows ${OWNERS[slug]} the figures of the seeded rows`, async ({
        page,
      }) => {
        const errors = trackErrors(page);
        await useLanguage(page, language);
        await signIn(page, language, DEMO_CLIENTS[OWNERS[slug]], PASSWORD);
        const expected = await expectedFigures(slug, language);
        await openDashboard(page, `/${slug}`);
        await expectDirection(page, language);
        await expect(page.getByTestId('sample-notice')).toHaveCount(0);
        for (const [label, value] of expected) await expect(kpi(page, label), label).toHaveText(value);
        await expectNoAxeViolations(page);
        expect(errors).toEqual([]);
      });
    }
  }

  test('an email Sara receives appears as unlabelled without a reload', async ({ page }) => {
    await signIn(page, 'en', DEMO_CLIENTS.sara, PASSWORD);
    await openDashboard(page, '/gmail-email-labelling');
    const unlabelled = kpi(page, gmailEn.kpi.unlabelled);
    const before = (await emailsOf('gmail-email-labelling', periodStart(60))).filter(
      (e) => e.label === null,
    ).length;
    await expect(unlabelled).toHaveText(formattersFor('en').number(before));
    const { error } = await serviceClient()
      .from('emails')
      .insert({
        user_id: await ownerId('sara'),
        workflow_slug: 'gmail-email-labelling',
        from_address: 'buyer@lusail.example.qa',
        to_address: 'info@alnoor.example.qa',
        subject: 'Quotation for 30 coffee machines',
      });
    expect(error).toBeNull();
    await expect(unlabelled).toHaveText(formattersFor('en').number(before + 1));
  });

  test('a morning digest appears on the summary agent in Arabic without a reload', async ({ page }) => {
    await useLanguage(page, 'ar');
    await signIn(page, 'ar', DEMO_CLIENTS.omar, PASSWORD);
    await openDashboard(page, '/email-summary-agent');
    const digests = kpi(page, gmailAr.kpi.digests);
    const before = (await emailsOf('email-summary-agent')).filter((e) => e.direction === 'outbound').length;
    await expect(digests).toHaveText(formattersFor('ar').number(before));
    const { error } = await serviceClient()
      .from('emails')
      .insert({
        user_id: await ownerId('omar'),
        workflow_slug: 'email-summary-agent',
        direction: 'outbound',
        status: 'sent',
        from_address: 'digest@dohasmile.example.qa',
        to_address: 'omar@dohasmile.example.qa',
        subject: 'الملخص الصباحي',
      });
    expect(error).toBeNull();
    await expect(digests).toHaveText(formattersFor('ar').number(before + 1));
  });

  test('CSV export of the campaigns downloads the campaigns shown', async ({ page }) => {
    const { data, error } = await serviceClient()
      .from('campaigns')
      .select('name')
      .eq('user_id', await ownerId('omar'))
      .eq('workflow_slug', 'gmail-campaign')
      .gt('sent_count', 0);
    expect(error).toBeNull();
    const names = (data as { name: string }[]).map((c) => c.name);
    expect(names.length).toBeGreaterThan(1);
    await signIn(page, 'en', DEMO_CLIENTS.omar, PASSWORD);
    await openDashboard(page, '/gmail-campaign');
    await view(page).getByRole('tab', { name: uiEn.tabs.campaigns }).click();
    const table = view(page).getByRole('table', { name: gmailEn.tables.campaigns });
    for (const name of names) await expect(table.getByText(name, { exact: true })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      view(page).getByRole('button', { name: uiEn.table.exportCsv }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${gmailEn.tables.campaigns}.csv`);
    const csv = readFileSync((await download.path()) as string, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain(uiEn.columns.campaign);
    expect(lines[0]).toContain(gmailEn.columns.bounced);
    expect(lines).toHaveLength(names.length + 1);
    for (const name of names) expect(csv).toContain(name);
  });
});

test('a rebuilt and redeployed gmail remote is picked up by the unchanged shell', async ({ page }) => {
  test.setTimeout(240_000);
  const label = gmailEn.tabs.schedule;
  const changed = `${label} ✓2`;
  await openDashboard(page, '/sample-gmail-campaign');
  await expect(view(page).getByRole('tab', { name: label })).toBeVisible();
  await withRedeployedRemote('gmail', { from: label, to: changed }, async () => {
    await page.reload();
    await expect(view(page).getByRole('tab', { name: changed })).toBeVisible();
  });
});
