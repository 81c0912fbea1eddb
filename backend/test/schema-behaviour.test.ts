/**
 * What the schema DOES, checked in SQL as the roles PostgREST switches to, on PGlite and PostgreSQL: the
 * demo seed, the sign-up trigger and role protection of profiles. Every check runs in a transaction that
 * is rolled back. schema-requests, schema-workflow-data and schema-public-forms.test.ts check the rest.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { testEngines } from './harness.ts';
import { act, errorCode, one, scenario } from './schema-actors.ts';
import { DEMO, useSchemaDb } from './schema-db.ts';

describe.each(testEngines())('schema behaviour on %s', (engine) => {
  const db = useSchemaDb(engine);

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
});
