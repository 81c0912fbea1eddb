/**
 * For e2e/workspace.spec.ts: the texts of the workspace pages in both languages, and the dashboard's
 * figures computed here, independently of the page, from the rows the service role reads.
 */
import { expect, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { formattersFor } from '../dashboard-kit/src/format/index.ts';
import { ar as workspaceAr } from '../shell/src/domain/workspace/i18n/ar.ts';
import { en as workspaceEn } from '../shell/src/domain/workspace/i18n/en.ts';
import { ar as dashboardAr } from '../shell/src/features/dashboard/i18n/ar.ts';
import { en as dashboardEn } from '../shell/src/features/dashboard/i18n/en.ts';
import { ar as marketplaceAr } from '../shell/src/features/marketplace/i18n/ar.ts';
import { en as marketplaceEn } from '../shell/src/features/marketplace/i18n/en.ts';
import { ar as workflowsAr } from '../shell/src/features/workflows/i18n/ar.ts';
import { en as workflowsEn } from '../shell/src/features/workflows/i18n/en.ts';
import { fill, type Language, PASSWORD, serviceClient } from './auth-helpers.ts';
import { servedConfig } from './support/control.ts';

export const WS_TEXT = {
  en: { dashboard: dashboardEn, marketplace: marketplaceEn, workspace: workspaceEn, workflows: workflowsEn },
  ar: { dashboard: dashboardAr, marketplace: marketplaceAr, workspace: workspaceAr, workflows: workflowsAr },
} as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Midnight in Doha (UTC+3, no daylight saving) of the day `now` falls in. */
export function startOfDohaDay(now: Date): Date {
  const doha = new Date(now.getTime() + 3 * HOUR);
  return new Date(Date.UTC(doha.getUTCFullYear(), doha.getUTCMonth(), doha.getUTCDate()) - 3 * HOUR);
}

/** The four stat values as the page should print them, from the service role's reads. */
export async function expectedStats(userId: string, language: Language, now = new Date()) {
  const service = serviceClient();
  const { data: owned } = await service.from('client_workflows').select('status').eq('user_id', userId);
  const since = new Date(now.getTime() - 31 * DAY).toISOString();
  const runs: { workflow_slug: string; status: string; started_at: string | null; created_at: string }[] = [];
  for (let from = 0; ; from += 1000) {
    const { data, error } = await service
      .from('workflow_runs')
      .select('workflow_slug, status, started_at, created_at')
      .eq('user_id', userId)
      .eq('executor', 'engine') // test runs never count
      .gte('created_at', new Date(now.getTime() - 40 * DAY).toISOString())
      .order('id')
      .range(from, from + 999);
    if (error) throw error;
    runs.push(...(data ?? []));
    if (!data || data.length < 1000) break;
  }
  const { data: workflows } = await service.from('workflows').select('slug, minutes_saved_per_run');
  const minutes = new Map((workflows ?? []).map((w) => [w.slug, w.minutes_saved_per_run as number]));
  const at = (r: (typeof runs)[number]) => new Date(r.started_at ?? r.created_at).getTime();
  const today = startOfDohaDay(now).getTime();
  const monthStart = now.getTime() - 30 * DAY;
  const weekStart = now.getTime() - 7 * DAY;
  const lastMonth = runs.filter((r) => at(r) >= monthStart && at(r) >= Date.parse(since));
  const succeeded = lastMonth.filter((r) => r.status === 'succeeded').length;
  const finished = lastMonth.filter((r) => r.status === 'succeeded' || r.status === 'failed').length;
  const savedMinutes = runs
    .filter((r) => r.status === 'succeeded' && at(r) >= weekStart)
    .reduce((sum, r) => sum + (minutes.get(r.workflow_slug) ?? 0), 0);
  const f = formattersFor(language);
  return {
    active: f.number((owned ?? []).filter((w) => w.status !== 'paused').length),
    runsToday: f.number(runs.filter((r) => at(r) >= today).length),
    successRate: finished > 0 ? f.percent(succeeded / finished, 1) : f.missing,
    hours: fill(WS_TEXT[language].dashboard.stats.hoursValue, { hours: f.number(savedMinutes / 60, 1) }),
  };
}

export async function expectStats(page: Page, userId: string, language: Language) {
  await expect
    .poll(async () => {
      const shown = {
        active: await page.getByTestId('stat-active-value').textContent(),
        runsToday: await page.getByTestId('stat-runs-value').textContent(),
        successRate: await page.getByTestId('stat-success-value').textContent(),
        hours: await page.getByTestId('stat-hours-value').textContent(),
      };
      return JSON.stringify(shown) === JSON.stringify(await expectedStats(userId, language))
        ? 'equal'
        : shown;
    })
    .toBe('equal');
}

/** The person's own supabase-js session (to check what the database itself refuses). */
export async function sessionOf(email: string) {
  const { SUPABASE_URL, SUPABASE_ANON_KEY } = servedConfig();
  const client = createClient(SUPABASE_URL, SUPABASE_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return client;
}
