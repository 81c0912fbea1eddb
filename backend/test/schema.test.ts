/**
 * The schema as the migrations build it, checked on PGlite and on PostgreSQL:
 * - contract/src/database.ts is exactly what the live schema generates (tables, columns,
 *   relationships, functions, enumerated values);
 * - the rules every table follows (RLS on, one policy per operation, indexed foreign keys, realtime
 *   publication, safe security-definer functions, no API access to internals);
 * - the enumerations and the catalogue match the spec and the shared catalogue.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, COMPLEXITIES, FAMILY_IDS } from '../../contract/src/catalogue/slugs.ts';
import { WORKFLOW_CATALOGUE } from '../../contract/src/catalogue/workflows.ts';
import { ColumnValues } from '../../contract/src/database.ts';
import { REPO_ROOT } from '../src/config.ts';
import type { Database } from '../src/db/port.ts';
import { testEngines } from './harness.ts';
import { openSchemaDb, type SchemaDb } from './schema-db.ts';
import { generateDatabaseTypes } from './schema-typegen.ts';

const TYPES_FILE = path.join(REPO_ROOT, 'contract', 'src', 'database.ts');
const BIOME = path.join(REPO_ROOT, 'node_modules', '.bin', 'biome');

/** Requests, notifications and runs, plus every table a live workflow dashboard watches. */
const REALTIME_TABLES = [
  'campaigns',
  'chat_messages',
  'chat_sessions',
  'client_workflows',
  'custom_workflow_requests',
  'database_queries',
  'deals',
  'dietitian_messages',
  'documents',
  'emails',
  'financial_reports',
  'hr_requests',
  'invoices',
  'job_applications',
  'leads',
  'notifications',
  'onboardings',
  'orders',
  'products',
  'social_posts',
  'workflow_access_requests',
  'workflow_control_requests',
  'workflow_data_freshness',
  'workflow_purchases',
  'workflow_request_messages',
  'workflow_runs',
  'workflows',
];

/** Formats like `biome format` would in the repo, so generated and committed text compare exactly. */
function formatWithBiome(source: string): string {
  return execFileSync(BIOME, ['format', `--stdin-file-path=${TYPES_FILE}`], {
    cwd: REPO_ROOT,
    input: source,
    encoding: 'utf8',
  });
}

async function rows<T>(db: Database, sql: string): Promise<T[]> {
  return (await db.query<T>(sql)).rows;
}

describe.each(testEngines())('schema on %s', (engine) => {
  let schema: SchemaDb;
  let db: Database;

  beforeAll(async () => {
    schema = await openSchemaDb(engine);
    db = schema.db;
  });
  afterAll(async () => {
    await schema?.close();
  });

  it('matches contract/src/database.ts (the supabase-js Database type)', async () => {
    const generated = formatWithBiome(await generateDatabaseTypes(db));
    if (process.env.UPDATE_DATABASE_TYPES === '1' && engine === testEngines()[0]) {
      fs.writeFileSync(TYPES_FILE, generated);
    }
    const committed = fs.readFileSync(TYPES_FILE, 'utf8');
    // Names first, for a readable failure; then the whole text.
    const names = (text: string) => [...text.matchAll(/^ {6}([a-z_]+): \{$/gm)].map((m) => m[1]);
    expect(names(committed)).toEqual(names(generated));
    expect(committed, 'database.ts is stale: run with UPDATE_DATABASE_TYPES=1').toBe(generated);
  });

  it('lists every public table and column in the Database type', async () => {
    const live = await rows<{ table_name: string; column_name: string }>(
      db,
      `select table_name, column_name from information_schema.columns
       where table_schema = 'public' order by table_name, column_name`,
    );
    const text = fs.readFileSync(TYPES_FILE, 'utf8');
    const tables = [...new Set(live.map((r) => r.table_name))];
    expect(tables.length).toBeGreaterThanOrEqual(29);
    for (const table of tables) {
      const start = text.indexOf(`\n      ${table}: {\n        Row: {`);
      expect(start, `table ${table} missing in database.ts`).toBeGreaterThan(0);
      const rowBlock = text.slice(start, text.indexOf('        };', start));
      const declared = [...rowBlock.matchAll(/^ {10}([a-z_0-9]+): /gm)].map((m) => m[1]);
      expect(declared, `columns of ${table}`).toEqual(
        live.filter((r) => r.table_name === table).map((r) => r.column_name),
      );
    }
  });

  it('has RLS on every table, with at most one permissive policy per operation and role', async () => {
    const withoutRls = await rows<{ relname: string }>(
      db,
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity`,
    );
    expect(withoutRls).toEqual([]);

    const all = await rows<{
      tablename: string;
      policyname: string;
      cmd: string;
      roles: string[];
      permissive: string;
    }>(
      db,
      `select tablename, policyname, cmd, roles::text[] as roles, permissive from pg_policies where schemaname = 'public'`,
    );
    expect(all.filter((p) => p.cmd === 'ALL')).toEqual([]);
    // The only restrictive policies: two-factor users need an aal2 session (one per command and table).
    const restrictive = all.filter((p) => p.permissive !== 'PERMISSIVE');
    expect(restrictive.filter((p) => !p.policyname.startsWith('Two-factor users need aal2'))).toEqual([]);
    const policies = all.filter((p) => p.permissive === 'PERMISSIVE');
    const seen = new Map<string, number>();
    for (const p of policies) {
      for (const role of p.roles) {
        const k = `${p.tablename} ${p.cmd} ${role}`;
        seen.set(k, (seen.get(k) ?? 0) + 1);
      }
    }
    expect([...seen].filter(([, n]) => n > 1)).toEqual([]);
    // Every table answers SELECT to someone other than the service role.
    const tables = await rows<{ relname: string }>(
      db,
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r'`,
    );
    const readable = new Set(policies.filter((p) => p.cmd === 'SELECT').map((p) => p.tablename));
    expect(tables.map((t) => t.relname).filter((t) => !readable.has(t))).toEqual([]);
  });

  it('writes policies with (select auth.uid()) so Postgres evaluates the caller once per statement', async () => {
    // Postgres prints `(select auth.uid())` as `( SELECT auth.uid() AS uid)`; a bare call runs per row.
    const bare = await rows<{ policyname: string }>(
      db,
      `select policyname from pg_policies where schemaname = 'public'
       and concat(qual, ' ', with_check) ~ '(?<!SELECT )(auth\\.uid|is_admin)\\(\\)'`,
    );
    expect(bare).toEqual([]);
    const usingUid = await rows<{ n: number }>(
      db,
      `select count(*)::int as n from pg_policies where schemaname = 'public'
       and (qual ~ 'SELECT auth\\.uid\\(\\)' or with_check ~ 'SELECT auth\\.uid\\(\\)')`,
    );
    expect(usingUid[0]?.n).toBeGreaterThan(60);
  });

  it('indexes every foreign key (its columns lead some index)', async () => {
    const unindexed = await rows<{ conname: string }>(
      db,
      `select con.conname from pg_constraint con
       join pg_namespace n on n.oid = con.connamespace
       where con.contype = 'f' and n.nspname = 'public'
         and not exists (
           select 1 from pg_index i
           where i.indrelid = con.conrelid
             and (i.indkey::int2[])[0:cardinality(con.conkey) - 1] @> con.conkey
             and (i.indkey::int2[])[0:cardinality(con.conkey) - 1] <@ con.conkey)`,
    );
    expect(unindexed).toEqual([]);
  });

  it('streams the realtime tables through the supabase_realtime publication', async () => {
    const published = await rows<{ tablename: string }>(
      db,
      `select tablename from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public'
       order by tablename`,
    );
    expect(published.map((r) => r.tablename)).toEqual(REALTIME_TABLES);
  });

  it('pins search_path on every function and keeps internals away from the API roles', async () => {
    const unpinned = await rows<{ proname: string }>(
      db,
      `select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private')
         and not coalesce(p.proconfig @> array['search_path=""'], false)`,
    );
    expect(unpinned).toEqual([]);

    const callable = await rows<{ role: string; proname: string }>(
      db,
      `select r.rolname as role, p.proname from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       cross join (values ('anon'), ('authenticated')) as r(rolname)
       where n.nspname = 'public' and has_function_privilege(r.rolname, p.oid, 'execute')
       order by 1, 2`,
    );
    expect(callable).toEqual([
      { role: 'anon', proname: 'is_admin' },
      { role: 'anon', proname: 'subscribe_newsletter' },
      { role: 'authenticated', proname: 'admin_clients' },
      { role: 'authenticated', proname: 'announce_system_update' },
      { role: 'authenticated', proname: 'client_report' },
      { role: 'authenticated', proname: 'client_run_activity' },
      { role: 'authenticated', proname: 'dashboard_ages' },
      { role: 'authenticated', proname: 'dashboard_chat_orders' },
      { role: 'authenticated', proname: 'dashboard_diet_clients' },
      { role: 'authenticated', proname: 'dashboard_figures' },
      { role: 'authenticated', proname: 'dashboard_hours' },
      { role: 'authenticated', proname: 'dashboard_onboarding_steps' },
      { role: 'authenticated', proname: 'dashboard_open_positions' },
      { role: 'authenticated', proname: 'dashboard_order_products' },
      { role: 'authenticated', proname: 'dashboard_periods' },
      { role: 'authenticated', proname: 'dashboard_product_enquiries' },
      { role: 'authenticated', proname: 'dashboard_replies' },
      { role: 'authenticated', proname: 'dashboard_reply_delays' },
      { role: 'authenticated', proname: 'dashboard_stalled_onboardings' },
      { role: 'authenticated', proname: 'dashboard_stats' },
      { role: 'authenticated', proname: 'dashboard_top' },
      { role: 'authenticated', proname: 'decide_request' },
      { role: 'authenticated', proname: 'gmail_campaign_days' },
      { role: 'authenticated', proname: 'intake_key_overview' },
      { role: 'authenticated', proname: 'is_admin' },
      { role: 'authenticated', proname: 'may_use_request_folder' },
      { role: 'authenticated', proname: 'mfa_requirement_met' },
      { role: 'authenticated', proname: 'owns_workflow' },
      { role: 'authenticated', proname: 'purchase_workflows' },
      { role: 'authenticated', proname: 'rag_answer_spreads' },
      { role: 'authenticated', proname: 'rag_document_citations' },
      { role: 'authenticated', proname: 'rag_pages' },
      { role: 'authenticated', proname: 'rag_questions' },
      { role: 'authenticated', proname: 'rag_staff_usage' },
      { role: 'authenticated', proname: 'rag_visitors' },
      { role: 'authenticated', proname: 'refresh_avatar_version' },
      { role: 'authenticated', proname: 'revoke_intake_key' },
      { role: 'authenticated', proname: 'send_client_report' },
      { role: 'authenticated', proname: 'send_request_message' },
      { role: 'authenticated', proname: 'set_client_workflow_status' },
      { role: 'authenticated', proname: 'subscribe_newsletter' },
      { role: 'authenticated', proname: 'support_escalation_queue' },
      { role: 'authenticated', proname: 'support_ticket_counts' },
      { role: 'authenticated', proname: 'support_ticket_times' },
      { role: 'authenticated', proname: 'test_run_limit_per_minute' },
      { role: 'authenticated', proname: 'workflow_input_problems' },
    ]);
    const privateSchema = await rows<{ usable: boolean }>(
      db,
      `select has_schema_privilege('anon', 'private', 'usage') or has_schema_privilege('authenticated', 'private', 'usage') as usable`,
    );
    expect(privateSchema[0]?.usable).toBe(false);
  });

  it('gives anon only the catalogue to read and the public forms to write', async () => {
    const grants = await rows<{ table_name: string; privilege_type: string }>(
      db,
      `select table_name, privilege_type from information_schema.role_table_grants
       where grantee = 'anon' and table_schema = 'public' order by 1, 2`,
    );
    expect(grants).toEqual([
      { table_name: 'analytics_events', privilege_type: 'INSERT' },
      { table_name: 'contact_messages', privilege_type: 'INSERT' },
      { table_name: 'newsletter_subscribers', privilege_type: 'INSERT' },
      { table_name: 'workflows', privilege_type: 'SELECT' },
    ]);
    const truncate = await rows<{ table_name: string }>(
      db,
      `select table_name from information_schema.role_table_grants
       where grantee in ('anon', 'authenticated') and table_schema = 'public' and privilege_type = 'TRUNCATE'`,
    );
    expect(truncate).toEqual([]);
  });

  it('constrains every enumerated value of the spec', () => {
    expect(ColumnValues.workflow_access_requests.status).toEqual([
      'pending',
      'approved',
      'denied',
      'expired',
    ]);
    expect(ColumnValues.workflow_control_requests.status).toEqual(['pending', 'approved', 'rejected']);
    expect(ColumnValues.workflow_control_requests.action).toEqual(['start', 'stop', 'change']);
    expect(ColumnValues.chat_sessions.status).toEqual(['active', 'resolved', 'escalated', 'abandoned']);
    expect(ColumnValues.client_workflows.status).toEqual(['active', 'paused', 'live']);
    expect(ColumnValues.workflows.complexity).toEqual([...COMPLEXITIES]);
    expect(ColumnValues.workflows.category).toEqual([...CATEGORIES]);
    expect(ColumnValues.workflows.family).toEqual([...FAMILY_IDS]);
    expect(ColumnValues.custom_workflow_requests.urgency).toEqual(['low', 'medium', 'high', 'urgent']);
    expect(ColumnValues.custom_workflow_requests.timeline).toEqual([
      'within_1_week',
      'within_2_weeks',
      'within_1_month',
      'within_3_months',
      'no_specific_deadline',
      'to_be_discussed',
    ]);
    expect(ColumnValues.profiles.session_timeout).toEqual(['1h', '8h', '24h', '7d']);
    expect(ColumnValues.profiles.role).toEqual(['client', 'admin']);
    expect(ColumnValues.profiles.language).toEqual(['en', 'ar']);
    expect(ColumnValues.notifications.type).toEqual(['info', 'success', 'warning', 'error']);
    expect(ColumnValues.workflow_request_messages.sender_type).toEqual(['client', 'admin']);
    expect(ColumnValues.workflow_runs.status).toEqual(['queued', 'running', 'succeeded', 'failed']);
    expect(ColumnValues.workflow_runs.executor).toEqual(['webhook', 'sandbox', 'engine']);
  });

  it('holds the shared catalogue in public.workflows, in both languages', async () => {
    const live = await rows<{
      slug: string;
      family: string;
      category: string;
      complexity: string;
      setup_cost_qar: string | number | null;
      monthly_cost_qar: string | number | null;
      name_en: string;
      name_ar: string;
      description_en: string;
      description_ar: string;
      features_en: string[];
      features_ar: string[];
      sort_order: number;
      minutes_saved_per_run: number;
    }>(db, 'select * from public.workflows order by sort_order');
    const asNumber = (v: string | number | null) => (v === null ? null : Number(v));
    expect(
      live.map((w) => ({
        slug: w.slug,
        family: w.family,
        category: w.category,
        complexity: w.complexity,
        setupCostQar: asNumber(w.setup_cost_qar),
        monthlyCostQar: asNumber(w.monthly_cost_qar),
        name: { en: w.name_en, ar: w.name_ar },
        description: { en: w.description_en, ar: w.description_ar },
        features: { en: w.features_en, ar: w.features_ar },
        minutesSavedPerRun: w.minutes_saved_per_run,
        sortOrder: w.sort_order,
      })),
    ).toEqual([...WORKFLOW_CATALOGUE].sort((a, b) => a.sortOrder - b.sortOrder));
    expect(live).toHaveLength(24);
  });

  it('keeps updated_at current on every table that has one', async () => {
    const tables = await rows<{ table_name: string; trigger: boolean }>(
      db,
      `select c.table_name, exists (
         select 1 from pg_trigger t join pg_proc p on p.oid = t.tgfoid
         where t.tgrelid = format('public.%I', c.table_name)::regclass and p.proname = 'set_updated_at'
           and t.tgtype & 2 = 2 and t.tgtype & 16 = 16 -- BEFORE, UPDATE
       ) as trigger
       from information_schema.columns c
       where c.table_schema = 'public' and c.column_name = 'updated_at' order by 1`,
    );
    expect(tables.length).toBeGreaterThanOrEqual(15);
    expect(tables.filter((t) => !t.trigger).map((t) => t.table_name)).toEqual([]);
    // And it fires: an update that tries to write an old updated_at gets now() instead (rolled back).
    const stamped = await db.withIdentity(
      { role: 'service_role', claims: { role: 'service_role' } },
      async (tx) =>
        (
          await tx.query<{ fresh: boolean }>(
            `update public.profiles set updated_at = '2000-01-01' where role = 'client' returning updated_at > now() - interval '1 minute' as fresh`,
          )
        ).rows,
      { rollback: true },
    );
    expect(stamped.length).toBeGreaterThan(0);
    expect(stamped.every((r) => r.fresh)).toBe(true);
  });

  it('runs is_admin() as its owner, so policies may call it without recursing into profiles RLS', async () => {
    const fn = await rows<{ definer: boolean }>(
      db,
      `select p.prosecdef as definer from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.proname = 'is_admin'`,
    );
    expect(fn).toEqual([{ definer: true }]);
  });
});
