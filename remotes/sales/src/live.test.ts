// @vitest-environment node
/**
 * The live loaders against the real local stack (PGlite, migrated and seeded) through the real
 * supabase-js client, signed in as the seeded clients: what RLS lets each one see, how rows map
 * into the dashboards' data, cancellation, and realtime refresh.
 */
import { startTestStack, type TestStack } from '@portal/backend/test/harness.ts';
import type { WorkflowSlug } from '@portal/shared/catalogue';
import type { DashboardContext } from '@portal/shared/contract';
import { createPortalClient, type PortalSupabaseClient } from '@portal/shared/supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadAutomatedLeadGenerationLive } from './automated-lead-generation/live.ts';
import remote from './dashboards.ts';
import { loadLeadGenerationLive } from './lead-generation/live.ts';
import { loadOdooSalesLive } from './odoo-sales/live.ts';
import { loadSocialMediaLive } from './social-media-content/live.ts';

const PASSWORD = 'Client#2026';
let stack: TestStack;

interface Session {
  client: PortalSupabaseClient;
  userId: string;
}
const sessions: Record<'sara' | 'omar', Session> = {} as Record<'sara' | 'omar', Session>;

async function signIn(email: string): Promise<Session> {
  // Node 20 has no global WebSocket: supabase-js needs one even when realtime is unused.
  const client = createPortalClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error || !data.user) throw error ?? new Error(`no user for ${email}`);
  return { client, userId: data.user.id };
}

const live = (who: Session, slug: WorkflowSlug, signal = new AbortController().signal): DashboardContext => ({
  slug,
  mode: 'live',
  locale: 'en',
  supabase: who.client,
  userId: who.userId,
  signal,
});

/** Rows of a table for a user and workflow, counted by the superuser (no RLS). */
async function countRows(table: string, userId: string, slug: string, extra = ''): Promise<number> {
  const { rows } = await stack.db.query<{ n: number }>(
    `select count(*)::int as n from public.${table} where user_id = $1 and workflow_slug = $2 ${extra}`,
    [userId, slug],
  );
  return rows[0]?.n ?? -1;
}

beforeAll(async () => {
  stack = await startTestStack({ engine: 'pglite' });
  sessions.sara = await signIn('sara@demo.qa');
  sessions.omar = await signIn('omar@demo.qa');
});

afterAll(async () => {
  for (const s of Object.values(sessions)) {
    await s.client.removeAllChannels();
    await s.client.auth.signOut();
  }
  await stack?.stop();
});

describe('live loaders', () => {
  it('lead generation: all of Sara’s recent leads and her campaigns, nothing of other workflows', async () => {
    const sara = sessions.sara;
    const data = await loadLeadGenerationLive(live(sara, 'lead-generation'));
    const expected = await countRows(
      'leads',
      sara.userId,
      'lead-generation',
      "and created_at >= now() - interval '60 days'",
    );
    expect(expected).toBeGreaterThan(10);
    expect(data.leads).toHaveLength(expected);
    expect(data.campaigns).toHaveLength(await countRows('campaigns', sara.userId, 'lead-generation'));
    const automatedIds = new Set(
      (await loadAutomatedLeadGenerationLive(live(sara, 'automated-lead-generation'))).leads.map((l) => l.id),
    );
    expect(data.leads.some((l) => automatedIds.has(l.id))).toBe(false);
  });

  it('maps a row written through the API, Arabic text and numeric amounts included', async () => {
    const sara = sessions.sara;
    const { data: inserted, error } = await sara.client
      .from('leads')
      .insert({
        workflow_slug: 'lead-generation',
        full_name: 'مريم الكواري',
        company: 'لؤلؤة الساحل، للتجارة',
        email: 'maryam@example.qa',
        phone: '+974 5512 0000',
        source: 'linkedin',
        status: 'proposal',
        score: 87,
        estimated_value_qar: 12345.5,
      })
      .select('id, created_at')
      .single();
    expect(error).toBeNull();
    const data = await loadLeadGenerationLive(live(sara, 'lead-generation'));
    expect(data.leads.find((l) => l.id === inserted?.id)).toEqual({
      id: inserted?.id,
      name: 'مريم الكواري',
      company: 'لؤلؤة الساحل، للتجارة',
      email: 'maryam@example.qa',
      phone: '+974 5512 0000',
      source: 'linkedin',
      status: 'proposal',
      score: 87,
      estimatedValue: 12345.5,
      createdAt: new Date(inserted?.created_at ?? '').toISOString(),
    });
  });

  it('automated lead generation: leads, sequences and runs with their results', async () => {
    const sara = sessions.sara;
    const data = await loadAutomatedLeadGenerationLive(live(sara, 'automated-lead-generation'));
    expect(data.leads.length).toBeGreaterThan(0);
    expect(data.sequences.length).toBe(
      await countRows('campaigns', sara.userId, 'automated-lead-generation'),
    );
    expect(data.runs.length).toBe(
      await countRows(
        'workflow_runs',
        sara.userId,
        'automated-lead-generation',
        "and created_at >= now() - interval '60 days'",
      ),
    );
    const succeeded = data.runs.filter((r) => r.status === 'succeeded');
    expect(succeeded.length).toBeGreaterThan(0);
    for (const run of succeeded) expect(run.leadsFound).toBeGreaterThan(0);
  });

  it('odoo sales: every open deal and the closed ones of the charted months', async () => {
    const sara = sessions.sara;
    const data = await loadOdooSalesLive(live(sara, 'odoo-sales'));
    const expected = await countRows(
      'deals',
      sara.userId,
      'odoo-sales',
      "and (closed_at is null or closed_at >= now() - interval '186 days')",
    );
    expect(expected).toBeGreaterThan(0);
    expect(data.deals).toHaveLength(expected);
    for (const deal of data.deals) expect(typeof deal.value).toBe('number');
  });

  it('social media: Omar sees his posts, scheduled ones included; Sara, who does not own it, sees none', async () => {
    const omar = await loadSocialMediaLive(live(sessions.omar, 'social-media-content'));
    expect(omar.posts).toHaveLength(
      await countRows('social_posts', sessions.omar.userId, 'social-media-content'),
    );
    expect(omar.posts.some((p) => p.status === 'scheduled')).toBe(true);
    expect(omar.posts.some((p) => p.language === 'ar')).toBe(true);
    const sara = await loadSocialMediaLive(live(sessions.sara, 'social-media-content'));
    expect(sara.posts).toEqual([]);
  });

  it('row-level security hides Sara’s leads from Omar even when he asks for them', async () => {
    const omarAsSara = await loadLeadGenerationLive({
      ...live(sessions.omar, 'lead-generation'),
      userId: sessions.sara.userId,
    });
    expect(omarAsSara.leads).toEqual([]);
  });

  it('renders live data with the same View as sample data', async () => {
    const dashboard = await remote.dashboards['lead-generation']?.();
    const data = await dashboard?.loadLive(live(sessions.sara, 'lead-generation'));
    expect(data?.leads.length).toBeGreaterThan(0);
    expect(dashboard?.View).toBeTypeOf('function');
  });

  it('stops when the page is left (the signal aborts)', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      loadLeadGenerationLive(live(sessions.sara, 'lead-generation', controller.signal)),
    ).rejects.toThrow();
  });

  it('refuses live mode without a signed-in client', async () => {
    const { supabase: _, ...ctx } = live(sessions.sara, 'odoo-sales');
    await expect(loadOdooSalesLive(ctx)).rejects.toThrow(/signed-in/);
  });
});

describe('watch', () => {
  it('reloads automated lead generation when one of Sara’s runs changes', async () => {
    const sara = sessions.sara;
    const dashboard = await remote.dashboards['automated-lead-generation']?.();
    let changes = 0;
    const stop = dashboard?.watch?.(live(sara, 'automated-lead-generation'), () => changes++);
    try {
      // The channel needs a moment to join; queue runs until one is seen (at most 20 tries).
      for (let attempt = 0; attempt < 20 && changes === 0; attempt++) {
        const { error } = await sara.client
          .from('workflow_runs')
          .insert({ workflow_slug: 'automated-lead-generation', input: { source: 'google_maps' } });
        expect(error).toBeNull();
        await new Promise((resolve) => setTimeout(resolve, 750));
      }
      expect(changes).toBeGreaterThan(0);
    } finally {
      stop?.();
    }
  });
});
