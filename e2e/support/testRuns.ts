/**
 * Helpers of e2e/workflow-manager.spec.ts: the texts of the pages involved, clients owning workflows,
 * the test-run page's parts, performance marks, a stand-in workflow engine and signed-in supabase-js.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import { catalogueEntry, WORKFLOW_INPUTS, type WorkflowSlug } from '@portal/contract';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ar as uiAr } from '../../dashboard-kit/src/i18n/ar.ts';
import { en as uiEn } from '../../dashboard-kit/src/i18n/en.ts';
import { ar as salesAr } from '../../remotes/sales/src/i18n/ar.ts';
import { en as salesEn } from '../../remotes/sales/src/i18n/en.ts';
import { ar as managerAr } from '../../shell/src/features/admin/workflow-manager/i18n/ar.ts';
import { en as managerEn } from '../../shell/src/features/admin/workflow-manager/i18n/en.ts';
import { ar as runsAr } from '../../shell/src/features/test-runs/i18n/ar.ts';
import { en as runsEn } from '../../shell/src/features/test-runs/i18n/en.ts';
import { ar as runPanelAr } from '../../shell/src/features/test-runs/i18n/panel/ar.ts';
import { en as runPanelEn } from '../../shell/src/features/test-runs/i18n/panel/en.ts';
import { ar as commonAr } from '../../shell/src/lib/i18n/ar.ts';
import { en as commonEn } from '../../shell/src/lib/i18n/en.ts';
import { createUser, expectDirection, type Language, serviceClient } from '../auth-helpers.ts';
import { servedConfig } from './control.ts';

/** `runs`: the test-runs page's texts with its run panel's (a namespace of their own, loaded with the panel). */
export const TEXT = {
  en: { runs: { ...runsEn, ...runPanelEn }, manager: managerEn, sales: salesEn, ui: uiEn },
  ar: { runs: { ...runsAr, ...runPanelAr }, manager: managerAr, sales: salesAr, ui: uiAr },
};
export const TEXT_COMMON = { en: commonEn, ar: commonAr };
export const nameOf = (slug: WorkflowSlug, language: Language) => catalogueEntry(slug).name[language];

/** A fresh client owning these workflows (granted by the service role, as an admin would). */
export async function clientOwning(label: string, slugs: WorkflowSlug[]) {
  const user = await createUser(label, 'Noor Al-Sulaiti');
  const { error } = await serviceClient()
    .from('client_workflows')
    .insert(slugs.map((workflow_slug) => ({ user_id: user.id, workflow_slug, status: 'active' })));
  if (error) throw error;
  return user;
}

export async function openTestRuns(page: Page, language: Language, query = '') {
  await page.goto(`/test-workflow-execution${query}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT[language].runs.title);
  await expectDirection(page, language);
}

export async function pickWorkflow(page: Page, language: Language, slug: WorkflowSlug) {
  const form = page.getByRole('form', { name: TEXT[language].runs.form.heading });
  await form.getByRole('combobox', { name: TEXT[language].runs.form.workflow }).selectOption(slug);
}

export const currentRun = (page: Page) => page.getByTestId('current-run');
export const steps = (page: Page) => page.getByTestId('run-steps').locator('li');

/** Milliseconds between two performance marks the page set (RunPanel's MARKS). */
export const between = (page: Page, from: string, to: string) =>
  page.evaluate(([a, b]) => performance.measure(`${a}->${b}`, a, b).duration, [from, to]);

/** A stand-in workflow engine: /ok answers JSON, /broken a 500, /hang never answers. */
export async function engineServer() {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      calls.push({ path: req.url ?? '', body });
      if (req.url === '/ok') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ quotation: 'Q-2026-118', status: 'drafted' }));
      } else if (req.url === '/broken') {
        res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end('n8n: node "Create quotation" failed');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    calls,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The label of a test-run form field, as the catalogue writes it. */
export function catalogueLabel(slug: WorkflowSlug, key: string, language: Language): string {
  const label = WORKFLOW_INPUTS[slug].find((f) => f.key === key)?.label[language];
  if (!label) throw new Error(`no field ${key} on ${slug}`);
  return label;
}

export async function userIdOf(email: string): Promise<string | undefined> {
  const { data } = await serviceClient().from('profiles').select('id').eq('email', email).single();
  return data?.id;
}

/** supabase-js signed in with a password, as the portal signs in (for reads and writes as that person). */
export async function signedInSupabase(email: string, password: string) {
  const { SUPABASE_URL, SUPABASE_ANON_KEY } = servedConfig();
  const client = createClient(SUPABASE_URL, SUPABASE_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}
