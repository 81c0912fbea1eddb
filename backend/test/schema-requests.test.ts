/**
 * What the schema does with requests, checked in SQL as the roles PostgREST switches to, on PGlite and
 * PostgreSQL: access requests and their messages, control requests, system updates and custom workflow
 * requests (decisions grant workflows, change badges, notify in both languages, write the audit log).
 * Every check runs in a transaction that is rolled back.
 */
import { describe, expect, it } from 'vitest';
import type { Tx } from '../src/db/port.ts';
import { testEngines } from './harness.ts';
import { act, errorCode, one, scenario } from './schema-actors.ts';
import { DEMO, useSchemaDb } from './schema-db.ts';

describe.each(testEngines())('schema behaviour of requests on %s', (engine) => {
  const db = useSchemaDb(engine);

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
});
