/**
 * What the schema DOES, checked in SQL as the roles PostgREST switches to, on PGlite and PostgreSQL: the
 * sign-up trigger, role protection, the request workflows and their triggers (decisions grant workflows,
 * change badges, notify in both languages, write the audit log), the newsletter rpc, the contact-form rate
 * limit, and the demo seed. Every check runs in a transaction that is rolled back.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import type { Database, Tx } from '../src/db/port.ts';
import { testEngines } from './harness.ts';
import { DEMO, openSchemaDb, type SchemaDb } from './schema-db.ts';

type Actor = 'anon' | 'service' | 'postgres' | keyof typeof DEMO;

/** Switches the transaction to an actor, as PostgREST would for its JWT. */
async function act(tx: Tx, actor: Actor, headers?: Record<string, string>) {
  const [role, claims] =
    actor === 'anon'
      ? ['anon', { role: 'anon' }]
      : actor === 'service'
        ? ['service_role', { role: 'service_role' }]
        : actor === 'postgres'
          ? ['postgres', {}]
          : ['authenticated', { sub: DEMO[actor], role: 'authenticated', aud: 'authenticated' }];
  await tx.query(
    `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
            set_config('request.headers', $3, true)`,
    [role, JSON.stringify(claims), JSON.stringify(headers ?? {})],
  );
}

/** The SQLSTATE a statement fails with (the transaction carries on after it). */
async function errorCode(tx: Tx, sql: string, params?: unknown[]): Promise<string | null> {
  await tx.query('savepoint probe');
  try {
    await tx.query(sql, params);
    await tx.query('release savepoint probe');
    return null;
  } catch (e) {
    await tx.query('rollback to savepoint probe');
    return (e as { code?: string }).code ?? 'unknown';
  }
}

async function one<T>(tx: Tx, sql: string, params?: unknown[]): Promise<T> {
  const { rows } = await tx.query<T>(sql, params);
  if (rows.length !== 1) throw new Error(`expected one row, got ${rows.length}: ${sql}`);
  return rows[0] as T;
}

/** Runs fn in a transaction that is always rolled back. */
function scenario(db: () => Database, fn: (tx: Tx) => Promise<void>): () => Promise<void> {
  return () =>
    db().withIdentity({ role: 'service_role', claims: { role: 'service_role' } }, fn, { rollback: true });
}

describe.each(testEngines())('schema behaviour on %s', (engine) => {
  let schema: SchemaDb;
  const db = () => schema.db;

  beforeAll(async () => {
    schema = await openSchemaDb(engine);
  });
  afterAll(async () => {
    await schema?.close();
  });

  describe('demo seed', () => {
    it('creates the three demo accounts, confirmed, with their roles and companies', async () => {
      const { rows } = await db().query<{ email: string; role: string; company: string; confirmed: boolean }>(
        `select u.email, p.role, p.company, u.email_confirmed_at is not null as confirmed
         from auth.users u join public.profiles p on p.id = u.id order by u.email`,
      );
      expect(rows).toEqual([
        { email: 'admin@demo.qa', role: 'admin', company: 'Doha AI Automation', confirmed: true },
        { email: 'omar@demo.qa', role: 'client', company: 'Doha Smile Dental', confirmed: true },
        { email: 'sara@demo.qa', role: 'client', company: 'Al Noor Trading', confirmed: true },
      ]);
      const identities = await db().query(`select 1 from auth.identities where provider = 'email'`);
      expect(identities.rows).toHaveLength(3);
      const password = await db().query<{ ok: boolean }>(
        `select encrypted_password = extensions.crypt('Client#2026', encrypted_password) as ok
         from auth.users where email = 'sara@demo.qa'`,
      );
      expect(password.rows[0]?.ok).toBe(true);
    });

    it('gives each client the purchased workflows of the brief, with badges', async () => {
      const { rows } = await db().query<{ email: string; slugs: string[]; statuses: string[] }>(
        `select p.email, array_agg(cw.workflow_slug order by cw.workflow_slug) as slugs,
                array_agg(distinct cw.status order by cw.status) as statuses
         from public.client_workflows cw join public.profiles p on p.id = cw.user_id
         group by p.email order by p.email`,
      );
      expect(rows).toEqual([
        {
          email: 'omar@demo.qa',
          slugs: [
            'customer-support-automation',
            'email-summary-agent',
            'gmail-auto-responder',
            'gmail-campaign',
            'hr-service',
            'job-application',
            'local-rag',
            'rag-chatbot',
            'social-media-content',
            'website-chatbot',
            'whatsapp-dietitian',
            'whatsapp-responder',
          ],
          statuses: ['active', 'live', 'paused'],
        },
        {
          email: 'sara@demo.qa',
          slugs: [
            'automated-lead-generation',
            'client-onboarding',
            'database-chat',
            'financial-reports',
            'gmail-email-labelling',
            'invoice-collection',
            'lead-generation',
            'local-chatbot',
            'odoo-sales',
            'whatsapp-chatbot',
            'whatsapp-product-catalog',
            'whatsapp-sales',
          ],
          statuses: ['active', 'live', 'paused'],
        },
      ]);
    });

    it('has requests in every status for both clients, with message threads and unread notifications', async () => {
      for (const [table, statuses] of [
        ['workflow_access_requests', ['approved', 'denied', 'expired', 'pending']],
        ['workflow_control_requests', ['approved', 'pending', 'rejected']],
      ] as const) {
        for (const client of [DEMO.sara, DEMO.omar]) {
          const { rows } = await db().query<{ status: string }>(
            `select distinct status from public.${table} where user_id = $1 order by status`,
            [client],
          );
          expect(
            rows.map((r) => r.status),
            `${table} of ${client}`,
          ).toEqual(statuses);
        }
      }
      const custom = await db().query<{ status: string }>(
        'select distinct status from public.custom_workflow_requests order by status',
      );
      expect(custom.rows.map((r) => r.status)).toEqual([
        'approved',
        'completed',
        'in_review',
        'pending',
        'rejected',
      ]);
      const threads = await db().query<{ user_id: string; senders: string[] }>(
        `select user_id, array_agg(distinct sender_type order by sender_type) as senders
         from public.workflow_request_messages group by user_id order by user_id`,
      );
      expect(threads.rows.map((r) => r.senders)).toEqual([
        ['admin', 'client'],
        ['admin', 'client'],
      ]);
      const unread = await db().query<{ user_id: string; n: number }>(
        `select user_id, count(*)::int as n from public.notifications where read_at is null group by user_id`,
      );
      expect(new Set(unread.rows.map((r) => r.user_id))).toEqual(new Set([DEMO.admin, DEMO.sara, DEMO.omar]));
      const bilingual = await db().query<{ n: number }>(
        `select count(*)::int as n from public.notifications where title_ar is null or message_ar is null`,
      );
      expect(bilingual.rows[0]?.n).toBe(0);
    });

    it("gives Sara's campaigns every status, started within the last 30 days and scheduled ahead", async () => {
      const { rows } = await db().query<{ status: string; n: number; dated: boolean }>(
        `select c.status, count(*)::int as n, bool_and(case c.status
           when 'scheduled' then c.scheduled_at > now() and c.started_at is null
           when 'draft' then c.started_at is null
           else c.started_at between now() - interval '30 days' and now()
         end) as dated
         from public.campaigns c join public.profiles p on p.id = c.user_id
         where p.email = 'sara@demo.qa' group by 1 order by 1`,
      );
      expect(rows.map((r) => r.status)).toEqual(['active', 'completed', 'draft', 'paused', 'scheduled']);
      for (const r of rows) expect(r.dated, r.status).toBe(true);
      const omar = await db().query<{ n: number }>(
        `select count(*)::int as n from public.campaigns c join public.profiles p on p.id = c.user_id
         where p.email = 'omar@demo.qa'`,
      );
      expect(omar.rows[0]?.n).toBeGreaterThan(0);
    });

    it('dates the activity within the last 30 days, with runs of every owned workflow and some today', async () => {
      const { rows } = await db().query<{
        table: string;
        oldest_days: number;
        newest_future: boolean;
        n: number;
      }>(
        `select t as table, extract(day from now() - min(at))::int as oldest_days, bool_or(at > now()) as newest_future,
                count(*)::int as n
         from (
           select 'workflow_runs' as t, created_at as at from public.workflow_runs
           union all select 'leads', created_at from public.leads
           union all select 'chat_sessions', started_at from public.chat_sessions
           union all select 'orders', created_at from public.orders
           union all select 'emails', received_at from public.emails
           union all select 'invoices', issued_on::timestamptz from public.invoices
           union all select 'social_posts', created_at from public.social_posts
         ) x group by t order by t`,
      );
      for (const r of rows) {
        // Invoice collection's ageing buckets (over 90 days) need a few older invoices (seed section 18).
        expect(r.oldest_days, r.table).toBeLessThanOrEqual(r.table === 'invoices' ? 180 : 30);
        expect(r.newest_future, r.table).toBe(false);
        expect(r.n, r.table).toBeGreaterThanOrEqual(20);
      }
      expect(rows).toHaveLength(7);
      const coverage = await db().query<{ missing: number; recent: number; failed: number }>(
        `select
           (select count(*)::int from public.client_workflows cw where not exists (
              select 1 from public.workflow_runs r where r.user_id = cw.user_id and r.workflow_slug = cw.workflow_slug)) as missing,
           (select count(*)::int from public.workflow_runs where created_at > now() - interval '24 hours') as recent,
           (select count(*)::int from public.workflow_runs where status = 'failed' and error is not null) as failed`,
      );
      expect(coverage.rows[0]).toMatchObject({ missing: 0 });
      expect(coverage.rows[0]?.recent).toBeGreaterThan(0);
      expect(coverage.rows[0]?.failed).toBeGreaterThan(0);
      const arabic = await db().query<{ n: number }>(
        `select count(*)::int as n from public.chat_messages where content ~ '[\u0600-\u06FF]'`,
      );
      expect(arabic.rows[0]?.n).toBeGreaterThan(50);
    });

    it(
      'changes nothing when it runs a second time, the same day or a later one',
      scenario(db, async (tx) => {
        const tables = (
          await tx.query<{ t: string }>(
            `select c.relname as t from pg_class c join pg_namespace ns on ns.oid = c.relnamespace
             where ns.nspname = 'public' and c.relkind = 'r' order by 1`,
          )
        ).rows.map((r) => r.t);
        const countAll = async () =>
          (
            await tx.query<{ t: string; n: number }>(
              tables
                .map((t) => `select '${t}' as t, count(*)::int as n from public.${t}`)
                .join(' union all '),
            )
          ).rows;
        await act(tx, 'postgres');
        const before = await countAll();
        const seed = fs.readFileSync(path.join(REPO_ROOT, 'supabase', 'seed.sql'), 'utf8');
        await tx.exec(seed);
        expect(await countAll()).toEqual(before);
        expect(before.find((r) => r.t === 'workflow_runs')?.n).toBeGreaterThan(500);
        // And on a later day (the seed's dates follow now(); a now() ahead of the real one stands in
        // for it): the template the tests copy may have been seeded days ago.
        await tx.exec(`create schema later_day;
          create function later_day.now() returns timestamptz language sql stable
            as $$ select pg_catalog.now() + interval '3 days' $$;
          set local search_path = later_day, pg_catalog, public, extensions`);
        await tx.exec(seed);
        await tx.exec('set local search_path = pg_catalog, public, extensions');
        expect(await countAll()).toEqual(before);
      }),
    );
  });

  describe('profiles', () => {
    it(
      'creates a client profile on sign-up from the metadata and follows email changes',
      scenario(db, async (tx) => {
        await act(tx, 'postgres');
        const id = '0f0f0f0f-0000-4000-8000-000000000001';
        await tx.query(
          `insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
           values ($1, 'authenticated', 'authenticated', 'layla@example.qa', '{"full_name": "Layla Hassan"}', now(), now())`,
          [id],
        );
        expect(
          await one(tx, 'select role, full_name, email, language from public.profiles where id = $1', [id]),
        ).toEqual({ role: 'client', full_name: 'Layla Hassan', email: 'layla@example.qa', language: 'en' });
        await tx.query(`update auth.users set email = 'layla.h@example.qa' where id = $1`, [id]);
        expect(await one(tx, 'select email from public.profiles where id = $1', [id])).toEqual({
          email: 'layla.h@example.qa',
        });
      }),
    );

    it(
      'never lets a client change a role, its email, or another profile',
      scenario(db, async (tx) => {
        await act(tx, 'sara');
        expect(
          await errorCode(tx, `update public.profiles set role = 'admin' where id = $1`, [DEMO.sara]),
        ).toBe('42501');
        expect(
          await errorCode(tx, `update public.profiles set email = 'x@example.qa' where id = $1`, [DEMO.sara]),
        ).toBe('42501');
        const own = await tx.query(
          `update public.profiles set company = 'Al Noor Trading WLL', theme = 'dark' where id = $1`,
          [DEMO.sara],
        );
        expect(own.affectedRows).toBe(1);
        const other = await tx.query(`update public.profiles set company = 'Hacked' where id = $1`, [
          DEMO.omar,
        ]);
        expect(other.affectedRows).toBe(0);
        expect(
          await errorCode(tx, `insert into public.profiles (id, role) values ($1, 'admin')`, [
            '0f0f0f0f-0000-4000-8000-000000000002',
          ]),
        ).toBe('42501');
        expect(
          await errorCode(tx, `update public.profiles set session_timeout = '2h' where id = $1`, [DEMO.sara]),
        ).toBe('23514');

        await act(tx, 'admin');
        const promoted = await tx.query(`update public.profiles set role = 'admin' where id = $1`, [
          DEMO.omar,
        ]);
        expect(promoted.affectedRows).toBe(1);
        expect(
          await one(
            tx,
            `select actor_id, table_name, record_id from public.audit_log
           where table_name = 'profiles' and record_id = $1`,
            [DEMO.omar],
          ),
        ).toEqual({ actor_id: DEMO.admin, table_name: 'profiles', record_id: DEMO.omar });
      }),
    );

    it(
      'answers is_admin() for the caller only',
      scenario(db, async (tx) => {
        for (const [actor, expected] of [
          ['anon', false],
          ['sara', false],
          ['admin', true],
        ] as const) {
          await act(tx, actor);
          expect(await one(tx, 'select public.is_admin() as v'), actor).toEqual({ v: expected });
        }
      }),
    );
  });

  describe('access requests and their messages', () => {
    it(
      'lets a client ask (pending only), tells the admins, and grants the workflow on approval',
      scenario(db, async (tx) => {
        await act(tx, 'sara');
        expect(
          await errorCode(
            tx,
            `insert into public.workflow_access_requests (workflow_slug, workflow_name, status) values ('gmail-campaign', 'x', 'approved')`,
          ),
        ).toBe('42501');
        expect(
          await errorCode(
            tx,
            `insert into public.workflow_access_requests (user_id, workflow_name) values ($1, 'x')`,
            [DEMO.omar],
          ),
        ).toBe('42501');
        const request = await one<{ id: string; workflow_name: string; user_id: string; status: string }>(
          tx,
          `insert into public.workflow_access_requests (workflow_slug, message) values ('gmail-campaign', 'For our newsletter')
           returning id, workflow_name, user_id, status`,
        );
        expect(request).toMatchObject({
          workflow_name: 'Gmail Campaigns',
          user_id: DEMO.sara,
          status: 'pending',
        });
        expect(
          (
            await tx.query(`update public.workflow_access_requests set status = 'approved' where id = $1`, [
              request.id,
            ])
          ).affectedRows,
        ).toBe(0);

        await act(tx, 'service');
        expect(
          await one(
            tx,
            `select title, title_ar, link from public.notifications where user_id = $1 order by created_at desc limit 1`,
            [DEMO.admin],
          ),
        ).toEqual({
          title: 'New access request',
          title_ar: 'طلب وصول جديد',
          // The notification opens the request itself in the admin's queue.
          link: expect.stringMatching(/^\/admin\?tab=requests&kind=access&request=[0-9a-f-]{36}$/),
        });

        await act(tx, 'admin');
        await tx.query(
          `update public.workflow_access_requests set status = 'approved', decision_note = 'Welcome' where id = $1`,
          [request.id],
        );
        await act(tx, 'sara');
        expect(
          await one(
            tx,
            'select status, decided_by, decided_at is not null as decided from public.workflow_access_requests where id = $1',
            [request.id],
          ),
        ).toEqual({ status: 'approved', decided_by: DEMO.admin, decided: true });
        expect(
          await one(tx, `select status from public.client_workflows where workflow_slug = 'gmail-campaign'`),
        ).toEqual({
          status: 'active',
        });
        expect(
          await one(
            tx,
            `select type, title, message_ar, link from public.notifications order by created_at desc, id limit 1`,
          ),
        ).toEqual({
          type: 'success',
          title: 'Access approved',
          message_ar: 'تمت الموافقة على طلبك لاستخدام حملات البريد عبر Gmail، وستجده في لوحة التحكم.',
          link: '/gmail-campaign',
        });
        await act(tx, 'service');
        expect(
          await one(
            tx,
            `select actor_id, action from public.audit_log where table_name = 'workflow_access_requests' and record_id = $1`,
            [request.id],
          ),
        ).toEqual({ actor_id: DEMO.admin, action: 'UPDATE' });
      }),
    );

    it(
      'keeps each thread between its client and the admins, and messages immutable',
      scenario(db, async (tx) => {
        await act(tx, 'service');
        const sarasRequest = await one<{ id: string }>(
          tx,
          `select id from public.workflow_access_requests where user_id = $1 and status = 'pending'`,
          [DEMO.sara],
        );
        const omarsRequest = await one<{ id: string }>(
          tx,
          `select id from public.workflow_access_requests where user_id = $1 and status = 'pending'`,
          [DEMO.omar],
        );

        await act(tx, 'sara');
        const mine = await one<{ user_id: string; sender_type: string; workflow_name: string }>(
          tx,
          `insert into public.workflow_request_messages (request_id, content) values ($1, 'Any news?')
           returning user_id, sender_type, workflow_name`,
          [sarasRequest.id],
        );
        expect(mine).toEqual({
          user_id: DEMO.sara,
          sender_type: 'client',
          workflow_name: 'Social Media Content',
        });
        expect(
          await errorCode(
            tx,
            `insert into public.workflow_request_messages (request_id, content) values ($1, 'hi')`,
            [omarsRequest.id],
          ),
        ).toBe('42501');
        expect(
          await errorCode(
            tx,
            `insert into public.workflow_request_messages (request_id, sender_type, content) values ($1, 'admin', 'approved!')`,
            [sarasRequest.id],
          ),
        ).toBe('42501');
        const visible = await tx.query<{ user_id: string }>(
          'select distinct user_id from public.workflow_request_messages',
        );
        expect(visible.rows).toEqual([{ user_id: DEMO.sara }]);
        const read = await tx.query(
          `update public.workflow_request_messages set read_at = now() where request_id = $1 and sender_type = 'admin'`,
          [sarasRequest.id],
        );
        expect(read.affectedRows).toBe(1);
        expect(
          await errorCode(
            tx,
            `update public.workflow_request_messages set content = 'edited' where request_id = $1`,
            [sarasRequest.id],
          ),
        ).toBe('42501');

        await act(tx, 'admin');
        const reply = await one<{ sender_type: string; user_id: string }>(
          tx,
          `insert into public.workflow_request_messages (request_id, content) values ($1, 'Approved soon.')
           returning sender_type, user_id`,
          [omarsRequest.id],
        );
        expect(reply).toEqual({ sender_type: 'admin', user_id: DEMO.omar });
      }),
    );
  });

  describe('control requests', () => {
    it(
      'lets an owner ask to stop or start, and an admin decision changes the badge',
      scenario(db, async (tx) => {
        await act(tx, 'sara');
        expect(
          await errorCode(
            tx,
            `insert into public.workflow_control_requests (workflow_slug, action) values ('rag-chatbot', 'stop')`,
          ),
        ).toBe('42501');
        expect(
          await errorCode(
            tx,
            `insert into public.workflow_control_requests (workflow_slug, action) values ('lead-generation', 'pause')`,
          ),
        ).toBe('23514');
        const stop = await one<{ id: string; source: string; submitted: boolean }>(
          tx,
          `insert into public.workflow_control_requests (workflow_slug, action, details)
           values ('lead-generation', 'stop', 'Pause over the holidays') returning id, source, submitted_at is not null as submitted`,
        );
        expect(stop).toMatchObject({ source: 'workflow_page', submitted: true });

        await act(tx, 'admin');
        await tx.query(`update public.workflow_control_requests set status = 'approved' where id = $1`, [
          stop.id,
        ]);
        await act(tx, 'sara');
        expect(
          await one(tx, `select status from public.client_workflows where workflow_slug = 'lead-generation'`),
        ).toEqual({
          status: 'paused',
        });
        expect(
          await one(
            tx,
            `select title, message from public.notifications order by created_at desc, id limit 1`,
          ),
        ).toEqual({
          title: 'Request approved',
          message: 'Your request to stop Lead Generation was approved.',
        });

        const start = await one<{ id: string }>(
          tx,
          `insert into public.workflow_control_requests (workflow_slug, action) values ('lead-generation', 'start') returning id`,
        );
        await act(tx, 'admin');
        await tx.query(`update public.workflow_control_requests set status = 'approved' where id = $1`, [
          start.id,
        ]);
        await act(tx, 'sara');
        expect(
          await one(tx, `select status from public.client_workflows where workflow_slug = 'lead-generation'`),
        ).toEqual({
          status: 'active',
        });
      }),
    );

    it(
      'skips workflow alerts for a client who switched them off',
      scenario(db, async (tx) => {
        await act(tx, 'sara');
        await tx.query('update public.profiles set workflow_alerts = false where id = $1', [DEMO.sara]);
        const request = await one<{ id: string }>(
          tx,
          `insert into public.workflow_control_requests (workflow_slug, action) values ('odoo-sales', 'change') returning id`,
        );
        const before = await one<{ n: number }>(tx, 'select count(*)::int as n from public.notifications');
        await act(tx, 'admin');
        await tx.query(`update public.workflow_control_requests set status = 'rejected' where id = $1`, [
          request.id,
        ]);
        await act(tx, 'sara');
        expect(await one(tx, 'select count(*)::int as n from public.notifications')).toEqual(before);
      }),
    );
  });

  describe('system updates', () => {
    const announce = `select public.announce_system_update('Planned maintenance', 'Friday 02:00-03:00.',
      'صيانة مجدولة', 'الجمعة 02:00-03:00.', '/settings') as sent`;
    const received = (tx: Tx, user: string) =>
      one<{ n: number }>(
        tx,
        `select count(*)::int as n from public.notifications where user_id = $1 and title = 'Planned maintenance'`,
        [user],
      );

    it(
      'reach every client with the switch on, in both languages, and no one who switched them off',
      scenario(db, async (tx) => {
        await act(tx, 'omar');
        await tx.query('update public.profiles set system_updates = false where id = $1', [DEMO.omar]);
        await act(tx, 'sara');
        await tx.query('update public.profiles set system_updates = true where id = $1', [DEMO.sara]);

        await act(tx, 'admin');
        const { sent } = await one<{ sent: number }>(tx, announce);
        const clients = await one<{ n: number }>(
          tx,
          `select count(*)::int as n from public.profiles where system_updates and role <> 'admin'`,
        );
        expect(sent).toBe(clients.n);
        expect(await received(tx, DEMO.sara)).toEqual({ n: 1 });
        expect(await received(tx, DEMO.omar)).toEqual({ n: 0 });
        expect(await received(tx, DEMO.admin)).toEqual({ n: 0 });
        expect(
          await one(
            tx,
            `select type, title_ar, message_ar, link from public.notifications
             where user_id = $1 and title = 'Planned maintenance'`,
            [DEMO.sara],
          ),
        ).toEqual({
          type: 'info',
          title_ar: 'صيانة مجدولة',
          message_ar: 'الجمعة 02:00-03:00.',
          link: '/settings',
        });
      }),
    );

    it(
      'are announced by admins and the service role only',
      scenario(db, async (tx) => {
        await act(tx, 'sara');
        expect(await errorCode(tx, announce)).toBe('42501');
        await act(tx, 'anon');
        expect(await errorCode(tx, announce)).toBe('42501');
        await act(tx, 'service');
        expect((await one<{ sent: number }>(tx, announce)).sent).toBeGreaterThan(0);
      }),
    );
  });

  describe('custom workflow requests', () => {
    it(
      'requires name, description and business problem, and notifies the client of status changes',
      scenario(db, async (tx) => {
        await act(tx, 'omar');
        expect(
          await errorCode(
            tx,
            `insert into public.custom_workflow_requests (workflow_name, description, business_problem) values ('Bot', 'Does things', '  ')`,
          ),
        ).toBe('23514');
        expect(
          await errorCode(
            tx,
            `insert into public.custom_workflow_requests (workflow_name, description, business_problem, timeline)
             values ('Bot', 'Does things', 'Slow', 'next year')`,
          ),
        ).toBe('23514');
        const request = await one<{ id: string; urgency: string; status: string }>(
          tx,
          `insert into public.custom_workflow_requests (workflow_name, description, business_problem, urgency, timeline)
           values ('Lab order tracker', 'Track dental lab orders', 'Orders get lost', 'high', 'within_2_weeks')
           returning id, urgency, status`,
        );
        expect(request).toMatchObject({ urgency: 'high', status: 'pending' });
        await act(tx, 'admin');
        await tx.query(`update public.custom_workflow_requests set status = 'in_review' where id = $1`, [
          request.id,
        ]);
        await act(tx, 'omar');
        expect(
          await one(
            tx,
            `select title, message_ar from public.notifications order by created_at desc, id limit 1`,
          ),
        ).toEqual({
          title: 'Custom workflow request updated',
          message_ar: 'حالة طلبك «Lab order tracker» الآن: قيد المراجعة.',
        });
      }),
    );
  });

  describe('workflow runs', () => {
    it(
      'lets a client queue runs of owned workflows only, and only the executor record results',
      scenario(db, async (tx) => {
        await act(tx, 'sara');
        expect(
          await errorCode(tx, `insert into public.workflow_runs (workflow_slug) values ('rag-chatbot')`),
        ).toBe('42501');
        expect(
          await errorCode(
            tx,
            `insert into public.workflow_runs (workflow_slug, status) values ('lead-generation', 'succeeded')`,
          ),
        ).toBe('42501');
        const run = await one<{ id: string; status: string; executor: string }>(
          tx,
          `insert into public.workflow_runs (workflow_slug, input) values ('lead-generation', '{"limit": 5}')
           returning id, status, executor`,
        );
        expect(run).toMatchObject({ status: 'queued', executor: 'sandbox' });
        expect(
          (await tx.query(`update public.workflow_runs set status = 'succeeded' where id = $1`, [run.id]))
            .affectedRows,
        ).toBe(0);

        await act(tx, 'service');
        await tx.query(
          `update public.workflow_runs set status = 'succeeded', started_at = now(), finished_at = now(), duration_ms = 12,
             steps = '[{"name": "Simulate", "status": "succeeded"}]' where id = $1`,
          [run.id],
        );
        expect(
          await errorCode(tx, `update public.workflow_runs set steps = '{}' where id = $1`, [run.id]),
        ).toBe('23514');

        await act(tx, 'admin');
        const adminRun = await one<{ status: string }>(
          tx,
          `insert into public.workflow_runs (workflow_slug) values ('database-chat') returning status`,
        );
        expect(adminRun.status).toBe('queued');
      }),
    );

    it(
      'hides execution webhooks from clients',
      scenario(db, async (tx) => {
        await act(tx, 'admin');
        const settings = await one<{ updated_by: string }>(
          tx,
          `insert into public.workflow_execution_settings (workflow_slug, execution_webhook_url)
           values ('lead-generation', 'https://n8n.example.qa/webhook/lead-generation') returning updated_by`,
        );
        expect(settings.updated_by).toBe(DEMO.admin);
        expect(
          await errorCode(
            tx,
            `insert into public.workflow_execution_settings (workflow_slug, execution_webhook_url) values ('odoo-sales', 'javascript:alert(1)')`,
          ),
        ).toBe('23514');
        await act(tx, 'sara');
        expect((await tx.query('select * from public.workflow_execution_settings')).rows).toEqual([]);
        expect(await errorCode(tx, 'select execution_webhook_url from public.workflows')).toBe('42703');
      }),
    );
  });

  describe('workflow data', () => {
    it(
      'keeps child rows inside their owner (composite keys) and adds rows only to owned workflows',
      scenario(db, async (tx) => {
        await act(tx, 'service');
        const omarsSession = await one<{ id: string }>(
          tx,
          'select id from public.chat_sessions where user_id = $1 limit 1',
          [DEMO.omar],
        );
        await act(tx, 'sara');
        expect(
          await errorCode(
            tx,
            `insert into public.chat_messages (session_id, role, content) values ($1, 'agent', 'hi')`,
            [omarsSession.id],
          ),
        ).toBe('23503');
        expect(
          await errorCode(
            tx,
            `insert into public.chat_messages (session_id, user_id, role, content) values ($1, $2, 'agent', 'hi')`,
            [omarsSession.id, DEMO.omar],
          ),
        ).toBe('42501');
        expect(
          await errorCode(
            tx,
            `insert into public.leads (workflow_slug, full_name) values ('website-chatbot', 'Someone')`,
          ),
        ).toBe('42501');
        const session = await one<{ id: string }>(
          tx,
          `insert into public.chat_sessions (workflow_slug, channel) values ('whatsapp-sales', 'whatsapp') returning id`,
        );
        await tx.query(
          `insert into public.chat_messages (session_id, role, content) values ($1, 'customer', 'Hello'), ($1, 'assistant', 'Hi!')`,
          [session.id],
        );
        expect(
          await one(tx, 'select message_count from public.chat_sessions where id = $1', [session.id]),
        ).toEqual({
          message_count: 2,
        });
      }),
    );

    it(
      'keeps answer details on bot replies only, and makes a failed database-chat query say why',
      scenario(db, async (tx) => {
        await act(tx, 'omar');
        const session = await one<{ id: string }>(
          tx,
          `insert into public.chat_sessions (workflow_slug, channel, page_url, visitor_id)
           values ('website-chatbot', 'website', 'https://dohasmile.example.qa/', 'v-probe') returning id`,
        );
        const message = (role: string, extra: string) =>
          errorCode(
            tx,
            `insert into public.chat_messages (session_id, role, content, latency_ms, model, fallback, cited_document_ids)
             values ($1, '${role}', 'Probe', ${extra})`,
            [session.id],
          );
        const document = await one<{ id: string }>(
          tx,
          `select id from public.documents where workflow_slug = 'website-chatbot' limit 1`,
        );
        expect(await message('customer', `1200, null, false, '{}'`)).toBe('23514');
        expect(await message('agent', `null, null, true, '{}'`)).toBe('23514');
        expect(await message('assistant', `1200, 'gpt-4o-mini', true, '{${document.id}}'`)).toBe('23514');
        expect(await message('assistant', `-1, 'gpt-4o-mini', false, '{}'`)).toBe('23514');
        expect(await message('assistant', `1200, 'gpt-4o-mini', false, '{${document.id}}'`)).toBeNull();
        expect(await message('assistant', `900, 'gpt-4o-mini', true, '{}'`)).toBeNull();
        expect(
          await errorCode(
            tx,
            `insert into public.database_queries (workflow_slug, question) values ('database-chat', 'Sales?')`,
          ),
        ).toBe('42501');

        await act(tx, 'sara');
        const query = (status: string, error: string) =>
          errorCode(
            tx,
            `insert into public.database_queries (workflow_slug, question, status, error)
             values ('database-chat', 'Total sales last month?', '${status}', ${error})`,
          );
        expect(await query('failed', 'null')).toBe('23514');
        expect(await query('succeeded', `'timeout'`)).toBe('23514');
        expect(await query('failed', `'Cancelled after 30 s'`)).toBeNull();
        expect(await query('succeeded', 'null')).toBeNull();
      }),
    );

    it('seeds 30 days of rows for every rag-family workflow, citing only the owner’s documents', async () => {
      const { rows } = await db().query<{ slug: string; owners: number; rows: number; oldest_days: number }>(
        `select w.slug, (select count(*)::int from public.client_workflows cw where cw.workflow_slug = w.slug) as owners,
                coalesce(s.n, q.n, 0)::int as rows, coalesce(s.oldest, q.oldest)::int as oldest_days
         from public.workflows w
         left join (select workflow_slug, count(*) as n, extract(day from now() - min(started_at)) as oldest
                    from public.chat_sessions group by 1) s on s.workflow_slug = w.slug
         left join (select workflow_slug, count(*) as n, extract(day from now() - min(created_at)) as oldest
                    from public.database_queries group by 1) q on q.workflow_slug = w.slug
         where w.family = 'rag' order by 1`,
      );
      expect(rows.map((r) => r.slug)).toEqual([
        'customer-support-automation',
        'database-chat',
        'local-chatbot',
        'local-rag',
        'rag-chatbot',
        'website-chatbot',
      ]);
      for (const r of rows) {
        expect(r.owners, r.slug).toBe(1);
        expect(r.rows, r.slug).toBeGreaterThanOrEqual(30);
        expect(r.oldest_days, r.slug).toBeGreaterThanOrEqual(20);
        expect(r.oldest_days, r.slug).toBeLessThanOrEqual(30);
      }
      const answers = await db().query<{ slug: string; fallbacks: number; cited: number; foreign: number }>(
        `select s.workflow_slug as slug, count(*) filter (where m.fallback)::int as fallbacks,
                count(*) filter (where cardinality(m.cited_document_ids) > 0)::int as cited,
                count(*) filter (where exists (select 1 from unnest(m.cited_document_ids) d
                  where not exists (select 1 from public.documents x where x.id = d and x.user_id = m.user_id)))::int as foreign
         from public.chat_messages m join public.chat_sessions s on s.id = m.session_id
         where m.role = 'assistant' and s.workflow_slug in ('rag-chatbot', 'local-rag', 'local-chatbot', 'website-chatbot')
         group by 1 order by 1`,
      );
      expect(answers.rows).toHaveLength(4);
      for (const a of answers.rows) {
        expect(a.fallbacks, a.slug).toBeGreaterThan(0);
        expect(a.cited, a.slug).toBeGreaterThan(a.fallbacks);
        expect(a.foreign, a.slug).toBe(0);
      }
      const queries = await db().query<{ status: string }>(
        'select distinct status from public.database_queries order by 1',
      );
      expect(queries.rows.map((r) => r.status)).toEqual(['failed', 'succeeded']);
    });
  });

  describe('the gmail family', () => {
    it(
      'keeps corrections, action items, word counts and thread ids well-formed',
      scenario(db, async (tx) => {
        await act(tx, 'sara');
        const email = (columns: string, values: string) =>
          errorCode(
            tx,
            `insert into public.emails (workflow_slug, from_address, to_address, ${columns})
             values ('gmail-email-labelling', 'a@example.qa', 'b@example.qa', ${values})`,
          );
        expect(await email('label, original_label', `'Orders', 'Invoices'`)).toBe('23514'); // corrected, never labelled
        expect(await email('label, original_label, labelled_at', `'Orders', 'Invoices', now()`)).toBeNull();
        expect(await email('action_items', `array['Call back', null]`)).toBe('23514');
        expect(await email('action_items', `array['Call back']`)).toBeNull();
        expect(await email('word_count', '-1')).toBe('23514');
        expect(await email('thread_id', `' '`)).toBe('23514');
        expect(await email('thread_id, word_count', `'t-1', 320`)).toBeNull();
      }),
    );

    it('seeds 30 days of rows for every gmail-family workflow, each with one owner', async () => {
      const { rows } = await db().query<{ slug: string; owners: number; rows: number; oldest_days: number }>(
        `select w.slug, (select count(*)::int from public.client_workflows cw where cw.workflow_slug = w.slug) as owners,
                count(e.id)::int as rows, extract(day from now() - min(e.received_at))::int as oldest_days
         from public.workflows w left join public.emails e on e.workflow_slug = w.slug
         where w.family = 'gmail' group by w.slug order by 1`,
      );
      expect(rows.map((r) => r.slug)).toEqual([
        'email-summary-agent',
        'gmail-auto-responder',
        'gmail-campaign',
        'gmail-email-labelling',
      ]);
      for (const r of rows) {
        expect(r.owners, r.slug).toBe(1);
        expect(r.rows, r.slug).toBeGreaterThanOrEqual(60);
        expect(r.oldest_days, r.slug).toBeGreaterThanOrEqual(20);
        expect(r.oldest_days, r.slug).toBeLessThanOrEqual(30);
      }
      const figures = await one<Record<string, number>>(
        db(),
        `select
           (select count(*) from public.campaigns where workflow_slug = 'gmail-campaign' and status = 'scheduled'
              and scheduled_at > now())::int as scheduled,
           (select count(*) from public.campaigns c where workflow_slug = 'gmail-campaign' and sent_count <> (
              select count(*) from public.emails e where e.campaign_id = c.id and e.direction = 'outbound'))::int as mismatched,
           (select count(*) from public.emails where workflow_slug = 'gmail-campaign' and direction = 'inbound'
              and thread_id is not null)::int as replies,
           (select count(*) from public.emails where workflow_slug = 'gmail-email-labelling' and label is null)::int as unlabelled,
           (select count(*) from public.emails where workflow_slug = 'gmail-email-labelling'
              and original_label is distinct from label and original_label is not null)::int as corrected,
           (select count(*) from public.emails where workflow_slug = 'email-summary-agent' and direction = 'outbound')::int as digests,
           (select count(*) from public.emails where workflow_slug = 'email-summary-agent'
              and cardinality(action_items) > 0)::int as with_actions,
           (select count(*) from public.emails where workflow_slug = 'gmail-auto-responder' and status = 'drafted')::int as handed`,
      );
      expect(figures.scheduled).toBe(2);
      expect(figures.mismatched).toBe(0);
      expect(figures.replies).toBeGreaterThan(10);
      expect(figures.unlabelled).toBeGreaterThan(0);
      expect(figures.corrected).toBeGreaterThan(5);
      expect(figures.digests).toBe(30);
      expect(figures.with_actions).toBeGreaterThan(50);
      expect(figures.handed).toBe(8);
    });
  });

  describe('whatsapp family data', () => {
    it(
      'keeps reply rules on bot replies and adherence on answered check-ins of an owned dietitian',
      scenario(db, async (tx) => {
        await act(tx, 'omar');
        const session = await one<{ id: string }>(
          tx,
          `insert into public.chat_sessions (workflow_slug, channel) values ('whatsapp-responder', 'whatsapp') returning id`,
        );
        const reply = (role: string, rule: string) =>
          errorCode(
            tx,
            `insert into public.chat_messages (session_id, role, content, reply_trigger) values ($1, '${role}', 'Probe', '${rule}')`,
            [session.id],
          );
        expect(await reply('customer', 'greeting')).toBe('23514');
        expect(await reply('assistant', 'weather')).toBe('23514');
        expect(await reply('assistant', 'after_hours')).toBeNull();
        const diet = (kind: string, answered: string, adherence: string) =>
          errorCode(
            tx,
            `insert into public.dietitian_messages (workflow_slug, client_name, client_phone, kind, sent_at, answered_at, adherence_pct)
             values ('whatsapp-dietitian', 'Probe', '+974 5500 0000', '${kind}', now() - interval '1 hour', ${answered}, ${adherence})`,
          );
        expect(await diet('reminder', 'now()', '80')).toBe('23514');
        expect(await diet('check_in', 'null', '80')).toBe('23514');
        expect(await diet('check_in', "now() - interval '2 hours'", 'null')).toBe('23514');
        expect(await diet('check_in', 'now()', '101')).toBe('23514');
        expect(await diet('check_in', 'now()', '80')).toBeNull();
        await act(tx, 'sara');
        expect(await diet('reminder', 'null', 'null')).toBe('42501');
      }),
    );

    it('seeds 30 days of rows for every whatsapp workflow, orders linked to their own conversations', async () => {
      const { rows } = await db().query<{ slug: string; owners: number; rows: number; oldest_days: number }>(
        `select w.slug, (select count(*)::int from public.client_workflows cw where cw.workflow_slug = w.slug) as owners,
                coalesce(s.n, d.n, 0)::int as rows, coalesce(s.oldest, d.oldest)::int as oldest_days
         from public.workflows w
         left join (select workflow_slug, count(*) as n, extract(day from now() - min(started_at)) as oldest
                    from public.chat_sessions group by 1) s on s.workflow_slug = w.slug
         left join (select workflow_slug, count(*) as n, extract(day from now() - min(sent_at)) as oldest
                    from public.dietitian_messages group by 1) d on d.workflow_slug = w.slug
         where w.family = 'whatsapp' order by 1`,
      );
      expect(rows.map((r) => r.slug)).toEqual([
        'whatsapp-chatbot',
        'whatsapp-dietitian',
        'whatsapp-product-catalog',
        'whatsapp-responder',
        'whatsapp-sales',
      ]);
      for (const r of rows) {
        expect(r.owners, r.slug).toBe(1);
        expect(r.rows, r.slug).toBeGreaterThanOrEqual(30);
        expect(r.oldest_days, r.slug).toBeGreaterThanOrEqual(20);
        expect(r.oldest_days, r.slug).toBeLessThanOrEqual(30);
      }
      const linked = await db().query<{
        orders: number;
        foreign: number;
        paid: number;
        rules: number;
        synced: number;
      }>(
        `select (select count(*)::int from public.orders where session_id is not null) as orders,
                (select count(*)::int from public.orders o join public.chat_sessions s on s.id = o.session_id
                  where s.workflow_slug <> o.workflow_slug) as foreign,
                (select count(*)::int from public.orders where paid_at is not null) as paid,
                (select count(distinct reply_trigger)::int from public.chat_messages) as rules,
                (select count(*)::int from public.products where synced_at is not null) as synced`,
      );
      const [figures] = linked.rows;
      expect(figures?.orders).toBeGreaterThan(10);
      expect(figures?.foreign).toBe(0);
      expect(figures?.paid).toBeGreaterThan(10);
      expect(figures?.rules).toBe(8);
      expect(figures?.synced).toBeGreaterThan(10);
    });
  });

  describe('public forms', () => {
    it(
      'subscribes to the newsletter idempotently through subscribe_newsletter()',
      scenario(db, async (tx) => {
        await act(tx, 'anon');
        expect(await one(tx, `select public.subscribe_newsletter('Reader@Example.qa', 'ar') as v`)).toEqual({
          v: true,
        });
        expect(await one(tx, `select public.subscribe_newsletter('  reader@example.qa ') as v`)).toEqual({
          v: false,
        });
        expect(await one(tx, `select public.subscribe_newsletter('layla.hassan@example.qa') as v`)).toEqual({
          v: false,
        });
        expect(
          await one(tx, `select public.subscribe_newsletter('ops@westbaylogistics.example.qa') as v`),
        ).toEqual({
          v: true,
        });
        expect(await errorCode(tx, `select public.subscribe_newsletter('not-an-email')`)).toBe('23514');
        expect(await errorCode(tx, 'select email from public.newsletter_subscribers')).toBe('42501');
        await act(tx, 'service');
        expect(
          await one(
            tx,
            `select email, locale, status from public.newsletter_subscribers where email = 'reader@example.qa'`,
          ),
        ).toEqual({ email: 'reader@example.qa', locale: 'ar', status: 'subscribed' });
        expect(
          await one(
            tx,
            `select status from public.newsletter_subscribers where email = 'ops@westbaylogistics.example.qa'`,
          ),
        ).toEqual({ status: 'subscribed' });
      }),
    );

    it(
      'accepts contact messages from visitors, write-only, and rate-limits bursts per email and per client',
      scenario(db, async (tx) => {
        const insert = `insert into public.contact_messages (full_name, email, company, message, locale)
                        values ('Visitor', $1, null, 'Hello, we need a quote.', 'en')`;
        await act(tx, 'anon', { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' });
        for (let i = 0; i < 5; i++) expect(await errorCode(tx, insert, ['Burst@Example.qa'])).toBeNull();
        expect(await errorCode(tx, insert, ['burst@example.qa'])).toBe('PT429');
        expect(await errorCode(tx, 'select * from public.contact_messages')).toBe('42501');
        expect(
          await errorCode(
            tx,
            `insert into public.contact_messages (full_name, email, message) values ('Visitor', 'bad@', 'Hi')`,
          ),
        ).toBe('23514');
        for (let i = 0; i < 15; i++) expect(await errorCode(tx, insert, [`other${i}@example.qa`])).toBeNull();
        expect(await errorCode(tx, insert, ['one-more@example.qa'])).toBe('PT429');

        await act(tx, 'anon', { 'x-forwarded-for': '198.51.100.9' });
        expect(await errorCode(tx, insert, ['fresh@example.qa'])).toBeNull();

        await act(tx, 'service');
        const stored = await one<{ n: number; ip_hashes: number; raw_ip: number }>(
          tx,
          `select count(*)::int as n, count(distinct ip_hash)::int as ip_hashes,
                  count(*) filter (where ip_hash like '%203.0.113.7%')::int as raw_ip
           from public.contact_messages where created_at > now() - interval '1 minute'`,
        );
        expect(stored).toEqual({ n: 21, ip_hashes: 2, raw_ip: 0 });
        expect(await errorCode(tx, insert, ['burst@example.qa'])).toBeNull();

        await act(tx, 'anon', { 'x-forwarded-for': '203.0.113.7' });
        await tx.query(`select set_config('app.form_rate_limit', 'off', true)`);
        expect(await errorCode(tx, insert, ['burst@example.qa'])).toBeNull();
      }),
    );

    it(
      'records analytics events from visitors as themselves only',
      scenario(db, async (tx) => {
        await act(tx, 'anon');
        expect(
          await errorCode(
            tx,
            `insert into public.analytics_events (type, data) values ('web_vital', '{"metric": "LCP", "value": 1200}')`,
          ),
        ).toBeNull();
        expect(
          await errorCode(
            tx,
            `insert into public.analytics_events (type, user_id) values ('page_view', $1)`,
            [DEMO.sara],
          ),
        ).toBe('42501');
        expect(
          await errorCode(tx, `insert into public.analytics_events (type, data) values ('bad type!', '{}')`),
        ).toBe('23514');
        await act(tx, 'sara');
        // Inserted without RETURNING: the inserter may not read events back.
        await tx.query(
          `insert into public.analytics_events (type, session_id) values ('page_view', 'probe-session')`,
        );
        await act(tx, 'service');
        const own = await one<{ user_id: string }>(
          tx,
          `select user_id from public.analytics_events where session_id = 'probe-session'`,
        );
        expect(own.user_id).toBe(DEMO.sara);
      }),
    );
  });
});
