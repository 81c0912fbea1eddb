/**
 * /rest/v1 on the portal's own tables: the real migrations, seed and policies, signed in through
 * /auth/v1 with the real supabase-js client, on PGlite and on PostgreSQL.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestStack, testEngines } from './harness.ts';
import { client, openRestStack } from './rest-support.ts';

describe.each(testEngines())('REST portal tables on %s', (engine) => {
  let stack: TestStack;
  let anon: SupabaseClient;

  beforeAll(async () => {
    ({ stack, anon } = await openRestStack(engine));
  });
  afterAll(async () => {
    await stack?.stop();
  });

  describe('portal tables (real migrations, seed and policies, signed in through /auth/v1)', () => {
    const SARA = [
      'lead-generation',
      'automated-lead-generation',
      'odoo-sales',
      'whatsapp-sales',
      'whatsapp-product-catalog',
      'invoice-collection',
      'local-chatbot',
      'database-chat',
      'gmail-email-labelling',
      'whatsapp-chatbot',
      'client-onboarding',
      'financial-reports',
    ];
    const OMAR = [
      'social-media-content',
      'rag-chatbot',
      'website-chatbot',
      'gmail-auto-responder',
      'hr-service',
      'customer-support-automation',
      'local-rag',
      'gmail-campaign',
      'email-summary-agent',
      'whatsapp-responder',
      'whatsapp-dietitian',
      'job-application',
    ];

    async function signedIn(email: string, password: string) {
      const c = client(stack);
      const { data, error } = await c.auth.signInWithPassword({ email, password });
      expect(error).toBeNull();
      return { c, id: data.user?.id as string };
    }

    it("reads the catalogue as anon and each client's own workflows with the catalogue embedded", async () => {
      const catalogue = await anon.from('workflows').select('slug', { count: 'exact', head: true });
      expect(catalogue).toMatchObject({ count: 24, error: null });
      const sara = await signedIn('sara@demo.qa', 'Client#2026');
      const omar = await signedIn('omar@demo.qa', 'Client#2026');
      for (const [who, slugs] of [
        [sara, SARA],
        [omar, OMAR],
      ] as const) {
        const { data, error } = await who.c
          .from('client_workflows')
          .select('workflow_slug, status, workflows(name_en, name_ar, family)')
          .order('workflow_slug');
        expect(error).toBeNull();
        const rows = data as unknown as {
          workflow_slug: string;
          workflows: { name_en: string; name_ar: string };
        }[];
        expect(rows.map((r) => r.workflow_slug)).toEqual([...slugs].sort());
        for (const r of rows) expect(r.workflows.name_ar).toMatch(/[\u0600-\u06FF]/);
      }
      const peek = await omar.c.from('client_workflows').select('id').eq('user_id', sara.id);
      expect(peek).toMatchObject({ data: [], error: null });
      const owns = await sara.c.rpc('owns_workflow', { p_workflow_slug: 'odoo-sales' });
      expect(owns.data).toBe(true);
      expect((await omar.c.rpc('owns_workflow', { p_workflow_slug: 'odoo-sales' })).data).toBe(false);
      // The migrations grant anon nothing on client_workflows: PostgREST answers 401 for anon.
      const anonOwned = await anon.from('client_workflows').select('id');
      expect(anonOwned.status).toBe(401);
      expect(anonOwned.error).toMatchObject({ code: '42501' });
    });

    it("pages a client's own leads with an exact count, and never another client's", async () => {
      const sara = await signedIn('sara@demo.qa', 'Client#2026');
      const omar = await signedIn('omar@demo.qa', 'Client#2026');
      const page = await sara.c
        .from('leads')
        .select('*', { count: 'exact' })
        .order('created_at', { ascending: false })
        .range(0, 19);
      expect(page.error).toBeNull();
      expect(page.count).toBeGreaterThan(0);
      const leads = page.data as { user_id: string }[];
      expect(leads.length).toBe(Math.min(20, page.count ?? 0));
      expect(leads.every((l) => l.user_id === sara.id)).toBe(true);
      const cross = await omar.c
        .from('leads')
        .select('id', { count: 'exact', head: true })
        .eq('user_id', sara.id);
      expect(cross.count).toBe(0);
      const admin = await signedIn('admin@demo.qa', 'Admin#2026');
      const all = await admin.c
        .from('leads')
        .select('id', { count: 'exact', head: true })
        .eq('user_id', sara.id);
      expect(all.count).toBe(page.count);
    });
  });
});
