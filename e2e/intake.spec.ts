/**
 * The intake's user interface end to end (docs/intake.md), in English and Arabic, against the
 * production builds and the local stack: the admin creates a key for Sara's lead-generation workflow on
 * /workflow-manager (its secret shown once, with a copy button and the warning); records sent with that
 * key to {API_BASE_URL}/intake/lead-generation/leads appear on Sara's open dashboard without a reload;
 * her "data last arrived" moves on live; she sees the key and revokes it, after which a send answers
 * 401. axe finds nothing on the admin's dialog or on Sara's page.
 */
import { expect, type Page, test } from '@playwright/test';
import { formattersFor } from '@portal/dashboard-kit/format';
import { ar as salesAr } from '../remotes/sales/src/i18n/ar.ts';
import { en as salesEn } from '../remotes/sales/src/i18n/en.ts';
import { ar as intakeAr } from '../shell/src/domain/intake/i18n/ar.ts';
import { en as intakeEn } from '../shell/src/domain/intake/i18n/en.ts';
import { relativeTime } from '../shell/src/domain/intake/relativeTime.ts';
import {
  DEMO,
  expectDirection,
  fill,
  LANGUAGES,
  serviceClient,
  signIn,
  useLanguage,
} from './auth-helpers.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { servedConfig } from './support/control.ts';
import { kpiValue, ownerId } from './support/dashboards.ts';
import * as family from './support/familySpecs.ts';
import { TEXT as MANAGER_TEXT, nameOf } from './support/testRuns.ts';

const SLUG = 'lead-generation';
const TEXT = {
  en: { intake: intakeEn, sales: salesEn, manager: MANAGER_TEXT.en.manager },
  ar: { intake: intakeAr, sales: salesAr, manager: MANAGER_TEXT.ar.manager },
};

function sendLeads(key: string, records: unknown) {
  return fetch(`${servedConfig().API_BASE_URL}/intake/${SLUG}/leads`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(records),
  });
}

/** The number a KPI shows (Western digits in both languages, docs/architecture.md). */
async function kpiNumber(page: Page, label: string): Promise<number> {
  return Number(((await kpiValue(page, label).textContent()) ?? '').replace(/[^\d]/g, ''));
}

for (const language of LANGUAGES) {
  const t = TEXT[language];
  const f = formattersFor(language);

  test(`an admin's intake key feeds Sara's open dashboard live, and Sara revokes it (${language})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const sara = await ownerId('sara');
    const { data: profile } = await serviceClient()
      .from('profiles')
      .select('full_name')
      .eq('id', sara)
      .single();
    const saraName = (profile as { full_name: string }).full_name;
    const label = `n8n ${language} ${Date.now()}`;

    // The admin opens the client workflow's intake and creates a key.
    await useLanguage(page, language);
    await signIn(page, language, DEMO.admin.email, DEMO.admin.password);
    await page.goto('/workflow-manager?tab=clients');
    await page.getByRole('searchbox', { name: t.manager.clients.search }).fill(saraName);
    await page
      .getByRole('button', {
        name: fill(t.manager.clients.intakeLabel, { workflow: nameOf(SLUG, language), client: saraName }),
      })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: t.intake.create.heading })).toBeVisible();
    await expectDirection(page, language);
    // An empty label is refused in words before anything is sent.
    await dialog.getByRole('button', { name: t.intake.create.submit }).click();
    await expect(dialog.getByText(t.intake.create.labelRequired)).toBeVisible();
    await dialog.getByRole('textbox', { name: t.intake.create.label }).fill(label);
    await dialog.getByRole('button', { name: t.intake.create.submit }).click();
    const secret = dialog.getByTestId('intake-key-secret');
    await expect(secret).toContainText(t.intake.create.secretWarning);
    await expect(secret.getByRole('button', { name: t.intake.create.copy })).toBeVisible();
    const key = await secret.getByRole('textbox', { name: t.intake.create.secretLabel }).inputValue();
    expect(key).toMatch(/^pik_[A-Za-z0-9_-]{43}$/);
    const prefix = key.slice(0, 12);
    const row = dialog.getByTestId('intake-keys-table').locator(`tr[data-prefix="${prefix}"]`);
    await expect(row).toContainText(label);
    await expect(row).toContainText(t.intake.keys.never);
    await expectNoAxeViolations(page);
    // Once stored, the secret is gone from the page for good: the list shows its prefix only.
    await secret.getByRole('button', { name: t.intake.create.done }).click();
    await expect(dialog.getByTestId('intake-key-secret')).toHaveCount(0);
    await expect(dialog.getByText(key)).toHaveCount(0);

    // The alert settings: a bad interval is refused in words, a good one saved.
    await dialog.getByRole('textbox', { name: t.intake.freshness.interval }).fill('0');
    await dialog.getByRole('button', { name: t.intake.freshness.save }).click();
    await expect(dialog.getByText(t.intake.freshness.badInterval)).toBeVisible();
    await dialog.getByRole('textbox', { name: t.intake.freshness.interval }).fill('6');
    await dialog.getByRole('textbox', { name: t.intake.freshness.threshold }).fill('40');
    await dialog.getByRole('button', { name: t.intake.freshness.save }).click();
    await expect(page.getByText(t.intake.freshness.saved)).toBeVisible();
    const { data: settings } = await serviceClient()
      .from('workflow_data_freshness')
      .select('expected_interval_minutes, failure_rate_threshold, last_arrived_at')
      .eq('user_id', sara)
      .eq('workflow_slug', SLUG)
      .single();
    expect(settings).toMatchObject({ expected_interval_minutes: 360 });
    expect(Number((settings as { failure_rate_threshold: number }).failure_rate_threshold)).toBe(0.4);
    // Data last arrived three hours ago (or never, on a fresh stack): what Sara's page shows first.
    const { error: setBack } = await serviceClient()
      .from('workflow_data_freshness')
      .update({ last_arrived_at: new Date(Date.now() - 3 * 3_600_000).toISOString() })
      .eq('user_id', sara)
      .eq('workflow_slug', SLUG);
    expect(setBack).toBeNull();

    // Sara's dashboard is open before anything is sent.
    const saraContext = await browser.newContext({ locale: 'en-US' });
    const saraPage = await saraContext.newPage();
    try {
      await family.openAs(saraPage, language, 'sara', `/${SLUG}`);
      const leadsLabel = t.sales.leadGeneration.kpi.leads;
      await expect(kpiValue(saraPage, leadsLabel)).toBeVisible();
      const before = await kpiNumber(saraPage, leadsLabel);
      const arrived = saraPage.getByTestId('data-last-arrived');
      const threeHoursAgo = fill(t.intake.freshness.lastArrived, {
        when: relativeTime(language, Date.now() - 3 * 3_600_000, Date.now(), f.missing),
      });
      await expect(arrived).toHaveText(threeHoursAgo);
      const intake = saraPage.getByTestId('workflow-intake');
      const saraRow = intake.locator(`tr[data-prefix="${prefix}"]`);
      await expect(saraRow).toContainText(label);
      await expect(saraRow).toContainText(t.intake.keys.never);
      await expectNoAxeViolations(saraPage);

      // The engine sends two leads with the key; they arrive on the open dashboard without a reload.
      const stamp = Date.now();
      const response = await sendLeads(key, [
        {
          external_id: `e2e-${language}-${stamp}-1`,
          full_name: 'Noor Al-Kuwari',
          company: 'Doha Dates',
          source: 'google_maps',
          score: 72,
        },
        {
          external_id: `e2e-${language}-${stamp}-2`,
          full_name: 'Hamad Al-Thani',
          source: 'website',
          score: 40,
        },
      ]);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ inserted: 2, updated: 0, rejected: [] });
      await expect(kpiValue(saraPage, leadsLabel)).toHaveText(f.number(before + 2));
      await expect(arrived).toHaveText(
        fill(t.intake.freshness.lastArrived, {
          when: relativeTime(language, Date.now(), Date.now(), f.missing),
        }),
      );
      await expect(arrived).not.toHaveText(threeHoursAgo);

      // Sara revokes the key (after a confirmation); the engine's next send is refused.
      await saraRow.getByRole('button', { name: fill(t.intake.keys.revokeLabel, { prefix, label }) }).click();
      const confirm = saraPage.getByRole('alertdialog', {
        name: fill(t.intake.keys.revokeTitle, { prefix }),
      });
      await expect(confirm).toContainText(fill(t.intake.keys.revokeBody, { label }));
      await expectNoAxeViolations(saraPage);
      await confirm.getByRole('button', { name: t.intake.keys.revokeConfirm }).click();
      await expect(saraRow).toContainText(fill(t.intake.keys.revokedOn, { date: '' }).trim());
      await expect(saraRow.getByRole('button')).toHaveCount(0);
      const refused = await sendLeads(key, {
        external_id: `e2e-${language}-${stamp}-3`,
        full_name: 'Late Lead',
      });
      expect(refused.status).toBe(401);
      await expect(kpiValue(saraPage, leadsLabel)).toHaveText(f.number(before + 2));
    } finally {
      await saraContext.close();
    }
  });
}
