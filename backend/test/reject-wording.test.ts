/**
 * One word for a rejection (issue 36; supabase/migrations/20261129600200_one_word_for_reject.sql): the
 * administrator presses Reject, the badge reads Rejected, and the notification the client gets says
 * "rejected" too, for an access request, a custom request and a purchase, with the administrator's
 * reason; the Arabic text says رفض. Both engines, the triggers as the decisions fire them.
 */
import { describe, expect, it } from 'vitest';
import { testEngines } from './harness.ts';
import { DEMO, useSchemaDb } from './schema-db.ts';

describe.each(testEngines())('rejection notifications on %s', (engine) => {
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
});
