/**
 * The RLS matrix: for EVERY public table, five callers (anon, client A = Sara, client B = Omar, the admin,
 * the service role) × select / insert / update / delete, through the real supabase-js against the running
 * stack (auth signs the demo accounts in, REST runs each request as PostgREST would), on PGlite and on
 * PostgreSQL. Each cell is judged by its effect, read back with the service role:
 *
 *   select  all | own | active (catalogue) | none       how many rows the caller sees, and whose
 *   insert  any | own | none                           own = may add its own row but not another's
 *   update  all | own | none                           which of A's and B's rows actually changed
 *   delete  all | own | none                           which of A's and B's rows are gone
 */
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestStack, type TestStack, testEngines } from './harness.ts';
import { DEMO } from './schema-db.ts';

type Actor = 'anon' | 'clientA' | 'clientB' | 'admin' | 'service';
type SelectRule = 'all' | 'own' | 'active' | 'none';
type InsertRule = 'any' | 'own' | 'none';
type ChangeRule = 'all' | 'own' | 'none';
type Rules = [SelectRule, InsertRule, ChangeRule, ChangeRule];
type Row = Record<string, unknown>;

const ACTORS: Actor[] = ['anon', 'clientA', 'clientB', 'admin', 'service'];
const A = DEMO.sara;
const B = DEMO.omar;
/** A workflow each client owns (data rows may only be added to owned workflows). */
const OWNED_SLUG: Record<string, string> = { [A]: 'lead-generation', [B]: 'rag-chatbot' };

interface Ctx {
  service: SupabaseClient;
  /** Creates a row with the service role and returns it. */
  make(table: string, row: Row): Promise<Row>;
  freshWorkflow(): Promise<string>;
  freshUser(): Promise<string>;
}

interface TableSpec {
  table: string;
  /** The column that says whose row it is; absent for tables that belong to nobody. */
  owner?: string;
  /** How to find a row again: its primary key (default id) or a marker column for identity keys. */
  key?: string;
  /** A valid new row belonging to `owner` (null for tables without owners), written by `actor`. */
  newRow(ctx: Ctx, owner: string | null, actor: Actor): Promise<Row>;
  /** A harmless change for the update tests (a function when the same row is changed repeatedly). */
  patch: Row | (() => Row);
  /** Targets for update/delete; default: one new row of A and one of B (or one row without owner). */
  targets?(ctx: Ctx): Promise<Row[]>;
  rules: Record<Actor, Rules>;
}

const id = () => randomUUID();
/** The kinds of request a message thread belongs to (docs/product.md §3), taken in turn by the matrix. */
const MESSAGE_KINDS = ['access', 'purchase', 'control', 'custom'] as const;
let messageRows = 0;

// The rule sets most tables share.
const OWNED_DATA: Record<Actor, Rules> = {
  anon: ['none', 'none', 'none', 'none'],
  clientA: ['own', 'own', 'own', 'own'],
  clientB: ['own', 'own', 'own', 'own'],
  admin: ['all', 'any', 'all', 'all'],
  service: ['all', 'any', 'all', 'all'],
};
const CLIENT_REQUESTS: Record<Actor, Rules> = {
  ...OWNED_DATA,
  clientA: ['own', 'own', 'none', 'own'],
  clientB: ['own', 'own', 'none', 'own'],
};
const PUBLIC_FORM: Record<Actor, Rules> = {
  anon: ['none', 'any', 'none', 'none'],
  clientA: ['none', 'any', 'none', 'none'],
  clientB: ['none', 'any', 'none', 'none'],
  admin: ['all', 'any', 'all', 'all'],
  service: ['all', 'any', 'all', 'all'],
};
const ADMIN_ONLY: Record<Actor, Rules> = {
  anon: ['none', 'none', 'none', 'none'],
  clientA: ['none', 'none', 'none', 'none'],
  clientB: ['none', 'none', 'none', 'none'],
  admin: ['all', 'any', 'all', 'all'],
  service: ['all', 'any', 'all', 'all'],
};

/** A plain workflow data table: user_id + workflow_slug + whatever else `extra` adds. */
function dataTable(table: string, extra: (key: string) => Row, patch: Row): TableSpec {
  return {
    table,
    owner: 'user_id',
    async newRow(_ctx, owner) {
      return { id: id(), user_id: owner, workflow_slug: OWNED_SLUG[owner ?? ''], ...extra(id().slice(0, 8)) };
    },
    patch,
    rules: OWNED_DATA,
  };
}

const SPECS: TableSpec[] = [
  {
    table: 'profiles',
    owner: 'id',
    // A profile belongs to an auth user: inserts target a new user whose profile was removed first.
    async newRow(ctx) {
      const user = await ctx.freshUser();
      const { error } = await ctx.service.from('profiles').delete().eq('id', user);
      if (error) throw new Error(error.message);
      return { id: user, full_name: 'Fresh User' };
    },
    patch: () => ({ company: `Matrix ${id().slice(0, 8)}` }),
    async targets() {
      return [{ id: A }, { id: B }];
    },
    rules: {
      anon: ['none', 'none', 'none', 'none'],
      clientA: ['own', 'none', 'own', 'none'],
      clientB: ['own', 'none', 'own', 'none'],
      admin: ['all', 'none', 'all', 'none'],
      service: ['all', 'any', 'all', 'all'],
    },
  },
  {
    table: 'workflows',
    key: 'slug',
    async newRow() {
      const slug = `matrix-${id().slice(0, 8)}`;
      return {
        slug,
        family: 'sales',
        category: 'sales',
        complexity: 'easy',
        name_en: 'Matrix probe',
        name_ar: 'اختبار',
        description_en: 'A workflow created by the RLS matrix test.',
        description_ar: 'سير عمل أنشأه اختبار الصلاحيات.',
      };
    },
    patch: { sort_order: 999 },
    rules: {
      anon: ['active', 'none', 'none', 'none'],
      clientA: ['active', 'none', 'none', 'none'],
      clientB: ['active', 'none', 'none', 'none'],
      admin: ['all', 'any', 'all', 'all'],
      service: ['all', 'any', 'all', 'all'],
    },
  },
  {
    table: 'workflow_execution_settings',
    key: 'workflow_slug',
    async newRow(ctx) {
      const slug = await ctx.freshWorkflow();
      return { workflow_slug: slug, execution_webhook_url: `https://n8n.example.qa/webhook/${slug}` };
    },
    patch: { timeout_ms: 20000 },
    rules: ADMIN_ONLY,
  },
  {
    table: 'client_workflows',
    owner: 'user_id',
    async newRow(ctx, owner) {
      return { id: id(), user_id: owner, workflow_slug: await ctx.freshWorkflow(), status: 'active' };
    },
    patch: { status: 'paused' },
    rules: {
      ...OWNED_DATA,
      clientA: ['own', 'none', 'none', 'none'],
      clientB: ['own', 'none', 'none', 'none'],
    },
  },
  {
    table: 'workflow_access_requests',
    owner: 'user_id',
    // A workflow of its own per row: one client has at most one pending request per workflow.
    async newRow(ctx, owner) {
      return {
        id: id(),
        user_id: owner,
        workflow_slug: await ctx.freshWorkflow(),
        workflow_name: 'Matrix setup',
      };
    },
    patch: { decision_note: 'Reviewed by the matrix' },
    rules: CLIENT_REQUESTS,
  },
  {
    table: 'workflow_request_messages',
    owner: 'user_id',
    // Each new row is in a thread of the next kind of request, so the matrix covers all four.
    async newRow(ctx, owner, actor) {
      const kind = MESSAGE_KINDS[messageRows++ % MESSAGE_KINDS.length] as (typeof MESSAGE_KINDS)[number];
      const request = await ctx.make(
        {
          access: 'workflow_access_requests',
          purchase: 'workflow_purchases',
          control: 'workflow_control_requests',
          custom: 'custom_workflow_requests',
        }[kind],
        {
          access: { id: id(), user_id: owner, workflow_name: 'Matrix thread' },
          purchase: { id: id(), user_id: owner, workflow_slug: 'lead-generation', status: 'cancelled' },
          control: { id: id(), user_id: owner, workflow_slug: 'lead-generation', action: 'change' },
          custom: {
            id: id(),
            user_id: owner,
            workflow_name: 'Matrix thread',
            description: 'A custom request of the RLS matrix.',
            business_problem: 'None: it only carries a thread.',
          },
        }[kind],
      );
      const asAdmin = actor === 'admin' || actor === 'service';
      return {
        id: id(),
        request_kind: kind,
        request_id: request.id,
        user_id: owner,
        sender_type: asAdmin ? 'admin' : 'client',
        sender_id: asAdmin ? DEMO.admin : owner,
        content: 'A message from the RLS matrix.',
      };
    },
    patch: { read_at: new Date().toISOString() },
    rules: {
      ...OWNED_DATA,
      clientA: ['own', 'own', 'own', 'none'],
      clientB: ['own', 'own', 'own', 'none'],
    },
  },
  {
    // A file on a custom request: its bytes are in Storage first (the insert trigger refuses a row
    // without them), and the row says who attached it, as the insert policy requires.
    table: 'request_attachments',
    owner: 'user_id',
    async newRow(ctx, owner, actor) {
      const request = await ctx.make('custom_workflow_requests', {
        id: id(),
        user_id: owner,
        workflow_name: 'Matrix attachment',
        description: 'A custom request of the RLS matrix.',
        business_problem: 'None: it only carries a file.',
      });
      const objectName = `${owner}/${request.id}/matrix-${id().slice(0, 8)}.txt`;
      const { error } = await ctx.service.storage
        .from('request-attachments')
        .upload(objectName, new Blob(['matrix'], { type: 'text/plain' }), { contentType: 'text/plain' });
      if (error) throw new Error(error.message);
      const uploader = { anon: null, clientA: A, clientB: B, admin: DEMO.admin, service: owner }[actor];
      return {
        id: id(),
        request_kind: 'custom',
        request_id: request.id,
        user_id: owner,
        object_name: objectName,
        file_name: 'matrix.txt',
        uploaded_by: uploader,
      };
    },
    patch: { file_name: 'changed-by-the-matrix.txt' },
    rules: {
      ...OWNED_DATA,
      clientA: ['own', 'own', 'none', 'none'],
      clientB: ['own', 'own', 'none', 'none'],
      admin: ['all', 'any', 'none', 'all'],
    },
  },
  {
    table: 'workflow_control_requests',
    owner: 'user_id',
    async newRow(_ctx, owner) {
      return {
        id: id(),
        user_id: owner,
        workflow_slug: OWNED_SLUG[owner ?? ''],
        action: 'change',
        details: 'Matrix',
      };
    },
    patch: { decision_note: 'Reviewed by the matrix' },
    rules: CLIENT_REQUESTS,
  },
  {
    table: 'custom_workflow_requests',
    owner: 'user_id',
    async newRow(_ctx, owner) {
      return {
        id: id(),
        user_id: owner,
        workflow_name: 'Matrix workflow',
        description: 'Checks row-level security',
        business_problem: 'Nobody may see what is not theirs',
        urgency: 'low',
        timeline: 'to_be_discussed',
      };
    },
    patch: { decision_note: 'Reviewed by the matrix' },
    rules: CLIENT_REQUESTS,
  },
  {
    // Clients buy through rpc('purchase_workflows') only (backend/test/workspace.test.ts): no direct writes.
    table: 'workflow_purchases',
    owner: 'user_id',
    async newRow(ctx, owner) {
      return { id: id(), user_id: owner, workflow_slug: await ctx.freshWorkflow(), setup_cost_qar: 100 };
    },
    patch: { decision_note: 'Reviewed by the matrix' },
    rules: {
      anon: ['none', 'none', 'none', 'none'],
      clientA: ['own', 'none', 'none', 'none'],
      clientB: ['own', 'none', 'none', 'none'],
      admin: ['all', 'any', 'all', 'all'],
      service: ['all', 'any', 'all', 'all'],
    },
  },
  {
    table: 'notifications',
    owner: 'user_id',
    async newRow(_ctx, owner) {
      return { id: id(), user_id: owner, title: 'Matrix', message: 'A notification from the RLS matrix.' };
    },
    patch: { read_at: new Date().toISOString() },
    rules: {
      ...OWNED_DATA,
      clientA: ['own', 'none', 'own', 'own'],
      clientB: ['own', 'none', 'own', 'own'],
    },
  },
  {
    table: 'workflow_runs',
    owner: 'user_id',
    async newRow(_ctx, owner) {
      return { id: id(), user_id: owner, workflow_slug: OWNED_SLUG[owner ?? ''], input: { probe: true } };
    },
    patch: { error: 'Changed by the matrix' },
    rules: {
      ...OWNED_DATA,
      clientA: ['own', 'own', 'none', 'none'],
      clientB: ['own', 'own', 'none', 'none'],
      admin: ['all', 'any', 'none', 'all'],
    },
  },
  dataTable('leads', (k) => ({ full_name: `Lead ${k}`, source: 'website' }), { notes: 'Matrix' }),
  dataTable('campaigns', (k) => ({ name: `Campaign ${k}` }), { status: 'paused' }),
  dataTable('deals', (k) => ({ title: `Deal ${k}`, customer_name: 'Matrix Co.', value_qar: 1000 }), {
    stage: 'won',
  }),
  dataTable('social_posts', (k) => ({ platform: 'instagram', content: `Post ${k}` }), {
    status: 'scheduled',
  }),
  dataTable('chat_sessions', (k) => ({ topic: `Topic ${k}` }), { status: 'resolved' }),
  {
    table: 'chat_messages',
    owner: 'user_id',
    async newRow(ctx, owner) {
      const session = await ctx.make('chat_sessions', {
        id: id(),
        user_id: owner,
        workflow_slug: OWNED_SLUG[owner ?? ''],
      });
      return {
        id: id(),
        session_id: session.id,
        user_id: owner,
        role: 'customer',
        content: 'Hello from the matrix',
      };
    },
    patch: { content: 'Edited by the matrix' },
    rules: OWNED_DATA,
  },
  dataTable('orders', (k) => ({ order_number: `M-${k}`, customer_name: 'Matrix', total_qar: 10 }), {
    status: 'confirmed',
  }),
  dataTable('products', (k) => ({ sku: `M-${k}`, name_en: 'Probe', name_ar: 'منتج', price_qar: 5 }), {
    stock: 42,
  }),
  dataTable(
    'emails',
    () => ({ from_address: 'a@example.qa', to_address: 'b@example.qa', subject: 'Matrix' }),
    {
      label: 'Matrix',
    },
  ),
  dataTable('documents', (k) => ({ title: `Document ${k}` }), { status: 'indexed' }),
  dataTable('database_queries', (k) => ({ question: `Question ${k}` }), { asked_by: 'Matrix' }),
  dataTable(
    'dietitian_messages',
    (k) => ({ client_name: `Client ${k}`, client_phone: '+974 5500 0000', kind: 'check_in' }),
    { answered_at: '2099-01-01T00:00:00Z' },
  ),
  dataTable('hr_requests', () => ({ employee_name: 'Matrix', request_type: 'leave' }), {
    status: 'resolved',
  }),
  dataTable('job_applications', () => ({ candidate_name: 'Matrix', job_title: 'Tester' }), {
    stage: 'interview',
  }),
  dataTable('onboardings', () => ({ client_name: 'Matrix' }), { progress: 50 }),
  dataTable(
    'invoices',
    (k) => ({ invoice_number: `M-${k}`, customer_name: 'Matrix', amount_qar: 100, due_on: '2099-01-01' }),
    { status: 'paid' },
  ),
  dataTable(
    'financial_reports',
    () => ({ title: 'Matrix report', period_start: '2026-01-01', period_end: '2026-01-31' }),
    { status: 'ready' },
  ),
  {
    table: 'newsletter_subscribers',
    async newRow() {
      return { id: id(), email: `matrix-${id().slice(0, 8)}@example.qa`, locale: 'ar' };
    },
    patch: { source: 'matrix' },
    rules: PUBLIC_FORM,
  },
  {
    table: 'contact_messages',
    async newRow() {
      return {
        id: id(),
        full_name: 'Matrix Visitor',
        email: `matrix-${id().slice(0, 8)}@example.qa`,
        message: 'Hello from the RLS matrix.',
      };
    },
    patch: { status: 'read' },
    rules: PUBLIC_FORM,
  },
  {
    // An admin's email answer to a contact message: admins write (as themselves) and read; an email that
    // left is never edited or removed, except by the service role.
    table: 'contact_replies',
    async newRow(ctx) {
      const message = await ctx.make('contact_messages', {
        id: id(),
        full_name: 'Matrix Visitor',
        email: `matrix-${id().slice(0, 8)}@example.qa`,
        message: 'Please answer the matrix.',
      });
      return { id: id(), message_id: message.id, body: 'An answer from the matrix.' };
    },
    patch: { body: 'Changed by the matrix' },
    rules: { ...ADMIN_ONLY, admin: ['all', 'any', 'none', 'none'] },
  },
  {
    table: 'analytics_events',
    key: 'session_id',
    async newRow() {
      return { type: 'matrix_probe', session_id: `matrix-${id()}`, data: { probe: true } };
    },
    patch: { path: '/matrix' },
    rules: { ...PUBLIC_FORM, admin: ['all', 'any', 'none', 'all'] },
  },
  {
    table: 'audit_log',
    key: 'record_id',
    async newRow() {
      return { action: 'INSERT', table_name: 'matrix', record_id: `matrix-${id()}` };
    },
    patch: { actor_role: 'matrix' },
    rules: {
      ...ADMIN_ONLY,
      admin: ['all', 'none', 'none', 'none'],
    },
  },
  {
    // Created by /api/intake/keys (service role), revoked through revoke_intake_key(): read-only here.
    table: 'intake_keys',
    owner: 'user_id',
    async newRow(_ctx, owner) {
      return {
        id: id(),
        user_id: owner,
        workflow_slug: OWNED_SLUG[owner ?? ''],
        label: 'Matrix',
        prefix: 'pik_matrix01',
      };
    },
    patch: { label: 'Changed by the matrix' },
    rules: {
      ...ADMIN_ONLY,
      clientA: ['own', 'none', 'none', 'none'],
      clientB: ['own', 'none', 'none', 'none'],
      admin: ['all', 'none', 'none', 'none'],
    },
  },
  {
    // One row per client workflow (its own fresh workflow, so the key column is unique).
    table: 'workflow_data_freshness',
    owner: 'user_id',
    key: 'workflow_slug',
    async newRow(ctx, owner) {
      const slug = await ctx.freshWorkflow();
      await ctx.make('client_workflows', { id: id(), user_id: owner, workflow_slug: slug });
      return { user_id: owner, workflow_slug: slug };
    },
    patch: () => ({ expected_interval_minutes: 60 + Math.floor(Math.random() * 1000) }),
    rules: {
      ...ADMIN_ONLY,
      clientA: ['own', 'none', 'none', 'none'],
      clientB: ['own', 'none', 'none', 'none'],
    },
  },
  {
    // One row per client (its key): a new row first removes the owner's, so each test adds its own.
    table: 'report_settings',
    owner: 'user_id',
    key: 'user_id',
    async newRow(ctx, owner) {
      await ctx.service.from('report_settings').delete().eq('user_id', owner);
      return { user_id: owner, frequency: 'week', send_hour: 8 };
    },
    patch: { frequency: 'month' },
    rules: {
      ...OWNED_DATA,
      clientA: ['own', 'own', 'own', 'none'],
      clientB: ['own', 'own', 'own', 'none'],
      admin: ['all', 'any', 'all', 'none'],
    },
  },
  {
    // Written by the scheduler and send_client_report() (security definer): read-only here.
    table: 'client_report_emails',
    owner: 'user_id',
    async newRow(_ctx, owner) {
      const start = new Date(Date.UTC(2000, 0, 1) + Math.floor(Math.random() * 9000) * 86_400_000);
      const end = new Date(start.getTime() + 7 * 86_400_000);
      return {
        id: id(),
        user_id: owner,
        frequency: 'week',
        period_start: start.toISOString().slice(0, 10),
        period_end: end.toISOString().slice(0, 10),
      };
    },
    patch: { subject: 'Changed by the matrix' },
    rules: {
      ...ADMIN_ONLY,
      clientA: ['own', 'none', 'none', 'none'],
      clientB: ['own', 'none', 'none', 'none'],
      admin: ['all', 'none', 'none', 'none'],
    },
  },
];

describe.each(testEngines())('RLS matrix on %s (supabase-js)', (engine) => {
  let stack: TestStack;
  let clients: Record<Actor, SupabaseClient>;
  let ctx: Ctx;

  const connect = (key: string) =>
    createClient(stack.url, key, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    const signIn = async (email: string, password: string) => {
      const client = connect(stack.anonKey);
      const { error } = await client.auth.signInWithPassword({ email, password });
      if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`);
      return client;
    };
    clients = {
      anon: connect(stack.anonKey),
      clientA: await signIn('sara@demo.qa', 'Client#2026'),
      clientB: await signIn('omar@demo.qa', 'Client#2026'),
      admin: await signIn('admin@demo.qa', 'Admin#2026'),
      service: connect(stack.serviceRoleKey),
    };
    const service = clients.service;
    ctx = {
      service,
      async make(table, row) {
        const { data, error } = await service.from(table).insert(row).select().single();
        if (error) throw new Error(`setup insert into ${table} failed: ${error.message}`);
        return data as Row;
      },
      async freshWorkflow() {
        const slug = `matrix-${id().slice(0, 8)}`;
        await ctx.make('workflows', {
          slug,
          family: 'sales',
          category: 'sales',
          complexity: 'easy',
          name_en: 'Matrix setup',
          name_ar: 'إعداد',
          description_en: 'Setup row',
          description_ar: 'صف إعداد',
        });
        return slug;
      },
      async freshUser() {
        const { data, error } = await service.auth.admin.createUser({
          email: `matrix-${id().slice(0, 8)}@example.qa`,
          password: 'Matrix#2026',
          email_confirm: true,
        });
        if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
        return data.user.id;
      },
    };
    // An inactive catalogue entry, so that "active" and "all" differ.
    const hidden = await ctx.freshWorkflow();
    await service.from('workflows').update({ is_active: false }).eq('slug', hidden);
    // Rows of both clients in every table (some tables have no demo data), so every select cell counts
    // something real.
    for (const spec of SPECS) {
      if (spec.table === 'profiles') continue;
      const owners = spec.owner ? [A, B] : [null];
      for (const owner of owners) await ctx.make(spec.table, await spec.newRow(ctx, owner, 'service'));
    }
  });

  afterAll(async () => {
    for (const client of Object.values(clients ?? {})) await client.auth.signOut().catch(() => {});
    await stack?.stop();
  });

  const selfOf = (actor: Actor): string | null =>
    actor === 'clientA' ? A : actor === 'clientB' ? B : actor === 'admin' ? DEMO.admin : null;
  const keyOf = (spec: TableSpec) => spec.key ?? 'id';

  async function exists(spec: TableSpec, value: unknown): Promise<boolean> {
    const { data, error } = await ctx.service.from(spec.table).select(keyOf(spec)).eq(keyOf(spec), value);
    if (error) throw new Error(`service read of ${spec.table} failed: ${error.message}`);
    return (data ?? []).length === 1;
  }

  async function targetsOf(spec: TableSpec): Promise<Row[]> {
    if (spec.targets) return spec.targets(ctx);
    if (!spec.owner) return [await ctx.make(spec.table, await spec.newRow(ctx, null, 'service'))];
    return [
      await ctx.make(spec.table, await spec.newRow(ctx, A, 'service')),
      await ctx.make(spec.table, await spec.newRow(ctx, B, 'service')),
    ];
  }

  /** Which targets an actor may touch under a rule: [A's row, B's row] or [the row]. */
  function allowedTargets(spec: TableSpec, actor: Actor, rule: ChangeRule, targets: Row[]): boolean[] {
    if (rule === 'all') return targets.map(() => true);
    if (rule === 'none') return targets.map(() => false);
    const self = selfOf(actor);
    return targets.map((t) => spec.owner !== undefined && t[spec.owner] === self);
  }

  for (const spec of SPECS) {
    describe(spec.table, () => {
      it.each(ACTORS)('select as %s', async (actor) => {
        const [rule] = spec.rules[actor];
        const { count, error } = await clients[actor]
          .from(spec.table)
          .select('*', { count: 'exact', head: true });
        const total =
          (await ctx.service.from(spec.table).select('*', { count: 'exact', head: true })).count ?? 0;
        expect(total, `${spec.table} has rows to see`).toBeGreaterThan(0);
        if (rule === 'none') {
          // No grant (401/403) or no visible row: both mean nothing leaks.
          expect(error ? 0 : count).toBe(0);
          return;
        }
        expect(error).toBeNull();
        if (rule === 'all') expect(count).toBe(total);
        if (rule === 'active') {
          const active = await ctx.service
            .from(spec.table)
            .select('*', { count: 'exact', head: true })
            .eq('is_active', true);
          expect(count).toBe(active.count);
          expect(count).toBeLessThan(total);
        }
        if (rule === 'own') {
          const owner = spec.owner as string;
          const self = selfOf(actor);
          const mine = await ctx.service
            .from(spec.table)
            .select('*', { count: 'exact', head: true })
            .eq(owner, self);
          expect(mine.count).toBeGreaterThan(0);
          expect(count).toBe(mine.count);
          const others = await clients[actor].from(spec.table).select(owner).neq(owner, self).limit(5);
          expect(others.error).toBeNull();
          expect(others.data).toEqual([]);
        }
      });

      it.each(ACTORS)('insert as %s', async (actor) => {
        const [, rule] = spec.rules[actor];
        const self = selfOf(actor);
        const other = self === A ? B : A;
        // Own tables: a row of one's own (admin/service: of client A); other tables: a row of nobody.
        const ownRow = await spec.newRow(ctx, spec.owner ? (rule === 'own' ? self : A) : null, actor);
        const own = await clients[actor].from(spec.table).insert(ownRow);
        const ownStored = await exists(spec, ownRow[keyOf(spec)]);
        if (rule === 'none') {
          expect(own.error, 'denied').not.toBeNull();
          expect(ownStored).toBe(false);
          return;
        }
        expect(own.error).toBeNull();
        expect(ownStored).toBe(true);
        if (spec.owner && spec.table !== 'profiles') {
          // 'own' may not add a row of someone else; 'any' (admin, service) may: here one of client B.
          const foreign = await spec.newRow(ctx, rule === 'own' ? other : B, actor);
          const { error } = await clients[actor].from(spec.table).insert(foreign);
          expect(error?.code ?? null).toBe(rule === 'own' ? '42501' : null);
          expect(await exists(spec, foreign[keyOf(spec)])).toBe(rule !== 'own');
        }
      });

      it.each(ACTORS)('update as %s', async (actor) => {
        const [, , rule] = spec.rules[actor];
        const targets = await targetsOf(spec);
        const allowed = allowedTargets(spec, actor, rule, targets);
        for (const [i, target] of targets.entries()) {
          const patch = typeof spec.patch === 'function' ? spec.patch() : spec.patch;
          const [column, value] = Object.entries(patch)[0] as [string, unknown];
          const before = await ctx.service
            .from(spec.table)
            .select(column)
            .eq(keyOf(spec), target[keyOf(spec)])
            .single();
          await clients[actor].from(spec.table).update(patch).eq(keyOf(spec), target[keyOf(spec)]);
          const after = await ctx.service
            .from(spec.table)
            .select(column)
            .eq(keyOf(spec), target[keyOf(spec)])
            .single();
          const read = (data: unknown) => JSON.stringify((data as Row | null)?.[column]);
          expect(before.error ?? after.error).toBeNull();
          const changed = read(after.data) !== read(before.data);
          expect(changed, `row ${i} changed (patch ${column}=${String(value)})`).toBe(allowed[i]);
        }
      });

      it.each(ACTORS)('delete as %s', async (actor) => {
        const [, , , rule] = spec.rules[actor];
        // Profiles of the demo accounts must survive: deletion is tried on fresh users' profiles.
        const targets =
          spec.table === 'profiles'
            ? [{ id: await ctx.freshUser() }, { id: await ctx.freshUser() }]
            : await targetsOf(spec);
        const allowed =
          spec.table === 'profiles'
            ? targets.map(() => rule === 'all')
            : allowedTargets(spec, actor, rule, targets);
        for (const [i, target] of targets.entries()) {
          await clients[actor].from(spec.table).delete().eq(keyOf(spec), target[keyOf(spec)]);
          expect(await exists(spec, target[keyOf(spec)]), `row ${i} deleted`).toBe(!allowed[i]);
        }
      });
    });
  }

  it('covers every table of the public schema', async () => {
    const { rows } = await stack.db.query<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    );
    expect(SPECS.map((s) => s.table).sort()).toEqual(rows.map((r) => r.relname));
  });

  it('never lets a client delete its own profile or promote itself', async () => {
    await clients.clientA.from('profiles').delete().eq('id', A);
    expect(await exists(SPECS[0] as TableSpec, A)).toBe(true);
    const { error } = await clients.clientA.from('profiles').update({ role: 'admin' }).eq('id', A);
    expect(error?.code).toBe('42501');
    const { data } = await ctx.service.from('profiles').select('role').eq('id', A).single();
    expect(data).toEqual({ role: 'client' });
  });
});
