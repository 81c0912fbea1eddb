/**
 * The wording of request notifications (issue 36). One word for a rejection
 * (supabase/migrations/20261129600200_one_word_for_reject.sql): the
 * administrator presses Reject, the badge reads Rejected, and the notification the client gets says
 * "rejected" too, for an access request, a custom request and a purchase, with the administrator's
 * reason; the Arabic text says رفض. An Arabic-reading administrator is told of an access request with
 * the workflow's Arabic name (20261129600300_admin_notifications_name_workflows_in_arabic.sql). Both
 * engines, the triggers as the requests and decisions fire them.
 */
import { describe, expect, it } from 'vitest';
import { testEngines } from './harness.ts';
import { DEMO, useSchemaDb } from './schema-db.ts';

describe.each(testEngines())('request notification wording on %s', (engine) => {
  const db = useSchemaDb(engine);

  const latestFor = async (userId: string) =>
    (
      await db().query<{ title: string; message: string; title_ar: string; message_ar: string }>(
        `select title, message, title_ar, message_ar from public.notifications
         where user_id = $1 order by created_at desc, id desc limit 1`,
        [userId],
      )
    ).rows[0];

  const expectRejected = (
    note: { title: string; message: string; title_ar: string; message_ar: string } | undefined,
  ) => {
    expect(`${note?.title} ${note?.message}`).toMatch(/rejected/i);
    expect(`${note?.title} ${note?.message}`).not.toMatch(/declin/i);
    expect(`${note?.title_ar} ${note?.message_ar}`).toMatch(/رفض|مرفوض/);
  };

  it('says "rejected" for an access request, with the reason', async () => {
    const { rows } = await db().query<{ id: string }>(
      `insert into public.workflow_access_requests (user_id, workflow_slug, workflow_name)
       values ($1, 'local-chatbot', 'Local Chatbot') returning id`,
      [DEMO.sara],
    );
    await db().query(
      `update public.workflow_access_requests set status = 'denied', decision_note = 'Needs an on-premise server first.'
       where id = $1`,
      [rows[0]?.id],
    );
    const note = await latestFor(DEMO.sara);
    expectRejected(note);
    expect(note?.message).toContain('Needs an on-premise server first.');
  });

  it('says "rejected" for a custom request', async () => {
    const { rows } = await db().query<{ id: string }>(
      `insert into public.custom_workflow_requests (user_id, workflow_name, description, business_problem)
       values ($1, 'Tender bot', 'Finds tenders', 'We miss tenders') returning id`,
      [DEMO.sara],
    );
    await db().query(`update public.custom_workflow_requests set status = 'rejected' where id = $1`, [
      rows[0]?.id,
    ]);
    expectRejected(await latestFor(DEMO.sara));
  });

  it('says "rejected" for a purchase', async () => {
    const { rows } = await db().query<{ id: string }>(
      `insert into public.workflow_purchases (user_id, workflow_slug, setup_cost_qar, monthly_cost_qar)
       values ($1, 'local-rag', 0, 0) returning id`,
      [DEMO.omar],
    );
    await db().query(`update public.workflow_purchases set status = 'rejected' where id = $1`, [rows[0]?.id]);
    expectRejected(await latestFor(DEMO.omar));
  });

  it('tells an Arabic-reading administrator of an access request with the workflow’s Arabic name', async () => {
    await db().query(
      `insert into public.workflow_access_requests (user_id, workflow_slug, workflow_name)
       values ($1, 'website-chatbot', 'Website Chatbot')`,
      [DEMO.omar],
    );
    const names = await db().query<{ name_en: string; name_ar: string }>(
      `select name_en, name_ar from public.workflows where slug = 'website-chatbot'`,
    );
    const note = await latestFor(DEMO.admin);
    expect(note?.message_ar).toContain(names.rows[0]?.name_ar);
    expect(note?.message_ar).not.toContain(names.rows[0]?.name_en);
    expect(note?.message).toContain(names.rows[0]?.name_en);
  });
});
