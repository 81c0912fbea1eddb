/**
 * What the schema does with workflow data, checked in SQL as the roles PostgREST switches to, on PGlite
 * and PostgreSQL: workflow runs, the families' data tables, the gmail and whatsapp families. Every check
 * runs in a transaction that is rolled back.
 */
import { describe, expect, it } from 'vitest';
import { testEngines } from './harness.ts';
import { act, errorCode, one, scenario } from './schema-actors.ts';
import { DEMO, useSchemaDb } from './schema-db.ts';

describe.each(testEngines())('schema behaviour of workflow data on %s', (engine) => {
  const db = useSchemaDb(engine);

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
});
