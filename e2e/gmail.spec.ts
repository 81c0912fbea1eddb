/**
 * The gmail family end to end (campaigns, auto-responder, labelling, summaries), in English and
 * Arabic, against the production builds and the local stack: every sample route renders every tab
 * with the demo notice and no English on the Arabic page; every live route shows its owner the
 * figures this spec computes itself from the seeded rows, read with the service role; emails inserted
 * with the service role appear without a reload; CSV export downloads the rows shown; a redeployed
 * remote is picked up by the unchanged shell; axe finds nothing.
 */
import { expect, test } from '@playwright/test';
import { formattersFor } from '@portal/dashboard-kit/format';
import { ar as uiAr } from '../dashboard-kit/src/i18n/ar.ts';
import { en as uiEn } from '../dashboard-kit/src/i18n/en.ts';
import { families } from '../federation.config.ts';
import { ar as gmailAr } from '../remotes/gmail/src/i18n/ar.ts';
import { en as gmailEn } from '../remotes/gmail/src/i18n/en.ts';
import { type Language, serviceClient } from './auth-helpers.ts';
import { kpiValue as kpi } from './support/dashboards.ts';
import * as family from './support/familySpecs.ts';

const GMAIL = families.find((f) => f.family === 'gmail')?.workflows ?? [];
const TEXT = { en: { gmail: gmailEn, ui: uiEn }, ar: { gmail: gmailAr, ui: uiAr } };
const OWNERS = {
  'gmail-campaign': 'omar',
  'gmail-email-labelling': 'sara',
  'gmail-auto-responder': 'omar',
  'email-summary-agent': 'omar',
} as const;
type Slug = keyof typeof OWNERS;
/** The catalogue's Arabic workflow names keep the brand as Google writes it (حملات البريد عبر Gmail). */
const LATIN_ALLOWED = new Set(['Gmail']);

test.describe('sample dashboards of the gmail remote', () => {
  family.sampleRouteTests(GMAIL, { minTabs: 4, latinAllowed: [...LATIN_ALLOWED] });
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

/** A workflow's emails received since `since` (null: its whole history). */
const emailsOf = async (slug: Slug, since: string | null = family.periodStart()) =>
  family.workflowRows<EmailFacts>(
    'emails',
    'direction, status, label, original_label, labelled_at, summary, action_items, received_at',
    await family.ownerId(OWNERS[slug]),
    slug,
    since === null ? undefined : { column: 'received_at', from: since },
  );

/** Incoming emails still without a label, whenever received: the labelling dashboard's unlabelled. */
const unlabelledOf = (emails: EmailFacts[]) =>
  emails.filter((e) => e.direction === 'inbound' && e.label === null).length;

/** label → expected text of each KPI card the spec checks on the dashboard's Overview. */
async function expectedFigures(slug: Slug, language: Language): Promise<[string, string][]> {
  const t = TEXT[language].gmail.kpi;
  const f = formattersFor(language);
  if (slug === 'gmail-campaign') {
    const { data, error } = await serviceClient()
      .from('campaigns')
      .select('sent_count, delivered_count, opened_count')
      .eq('user_id', await family.ownerId('omar'))
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
    const history = await emailsOf(slug, null);
    const labelled = history.filter(
      (e) =>
        (e.label ?? e.original_label) !== null &&
        e.labelled_at !== null &&
        e.labelled_at >= family.periodStart(),
    );
    const corrected = labelled.filter((e) => e.original_label !== null && e.original_label !== e.label);
    return [
      [t.labelled, f.number(labelled.length)],
      [t.unlabelled, f.number(unlabelledOf(history))],
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
  family.liveFigureTests(GMAIL as Slug[], OWNERS, expectedFigures);

  test('an email Sara receives appears as unlabelled without a reload', async ({ page }) => {
    await family.openAs(page, 'en', 'sara', '/gmail-email-labelling');
    const unlabelled = kpi(page, gmailEn.kpi.unlabelled);
    const before = unlabelledOf(await emailsOf('gmail-email-labelling', null));
    await expect(unlabelled).toHaveText(formattersFor('en').number(before));
    const { error } = await serviceClient()
      .from('emails')
      .insert({
        user_id: await family.ownerId('sara'),
        workflow_slug: 'gmail-email-labelling',
        from_address: 'buyer@lusail.example.qa',
        to_address: 'info@alnoor.example.qa',
        subject: 'Quotation for 30 coffee machines',
      });
    expect(error).toBeNull();
    await expect(unlabelled).toHaveText(formattersFor('en').number(before + 1));
  });

  test('a morning digest appears on the summary agent in Arabic without a reload', async ({ page }) => {
    await family.openAs(page, 'ar', 'omar', '/email-summary-agent');
    const digests = kpi(page, gmailAr.kpi.digests);
    const before = (await emailsOf('email-summary-agent')).filter((e) => e.direction === 'outbound').length;
    await expect(digests).toHaveText(formattersFor('ar').number(before));
    const { error } = await serviceClient()
      .from('emails')
      .insert({
        user_id: await family.ownerId('omar'),
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
    const campaigns = await family.workflowRows<{ name: string; sent_count: number }>(
      'campaigns',
      'name, sent_count',
      await family.ownerId('omar'),
      'gmail-campaign',
    );
    const names = campaigns.filter((c) => c.sent_count > 0).map((c) => c.name);
    expect(names.length).toBeGreaterThan(1);
    await family.openAs(page, 'en', 'omar', '/gmail-campaign');
    await family.expectTableCsv(page, uiEn.tabs.campaigns, gmailEn.tables.campaigns, {
      columns: [uiEn.columns.campaign, uiEn.columns.bounced],
      contains: names,
    });
  });
});

family.redeployTest([{ family: 'gmail', path: '/sample-gmail-campaign', label: gmailEn.tabs.schedule }]);
