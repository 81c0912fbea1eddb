/**
 * The gmail dashboards' figures (migration 20261130120000_gmail_dashboard_figures.sql): the sources
 * emails_received, emails_unlabelled and email_summaries, read through supabase-js as the client over
 * 12,000 emails of 60 days (past the old loader's 5,000), equal SQL counts of this file's own (incoming
 * mail only, words counted by splitting on white space), as of the middle of a Doha day, Doha midnight
 * and a whole hour, and again after updates and deletes; gmail_campaign_days equals the sends per Doha
 * day and their replies counted here; label_corrected says what a correction is; another client gets
 * nothing.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, type FiguresAccount } from './figures-accounts.ts';
import { expectedSql, type Figure, normalized } from './figures-expected.ts';
import { startTestStack, type TestStack, testEngines } from './harness.ts';

const AS_OF = ['2026-11-20T10:17:23.456Z', '2026-11-20T21:00:00.000Z', '2026-11-20T07:00:00.000Z'];
const ROWS = 12_000;
const SLUG = 'gmail-auto-responder';

/** Words as the dashboard counts them, written here another way than the migration's. */
const words = (text: string) =>
  `(select count(*) from regexp_split_to_table(${text}, '\\s+') w where w <> '')`;

/** Per source: its rows as (at, status, kind, value, score) of one client ($1) and workflow ($2). */
const FACTS: Record<string, string> = {
  emails_received: `select received_at as at, status, coalesce(sentiment, '') as kind, response_time_seconds as value,
                           case when priority = 'high' then 1 else 0 end as score
                    from public.emails where user_id = $1 and workflow_slug = $2 and direction = 'inbound'`,
  emails_unlabelled: `select received_at as at, status, priority as kind, null::numeric as value, null::numeric as score
                      from public.emails where user_id = $1 and workflow_slug = $2 and direction = 'inbound' and label is null`,
  email_summaries: `select received_at as at, status, '' as kind,
                           case when summary = '' or word_count is null then 0
                                else greatest(0, word_count - ${words('summary')}
                                  - (select coalesce(sum(${words('a')}), 0) from unnest(action_items) a)) * 60000 / 200.0 end as value,
                           cardinality(action_items) as score
                    from public.emails where user_id = $1 and workflow_slug = $2 and direction = 'inbound' and summary is not null`,
};

/** Row i = 0..ROWS at $2 - i × 432 s - 1 ms (60 days), of varied direction, status and content. */
const SEED = `
  insert into public.emails (user_id, workflow_slug, direction, from_address, to_address, subject, status, received_at,
                             response_time_seconds, sentiment, priority, label, original_label, labelled_at,
                             summary, action_items, word_count, thread_id)
  select $1, '${SLUG}', case when i % 4 = 0 then 'outbound' else 'inbound' end, 'a@x.qa', 'b@x.qa', 'S ' || i,
         (array['received','auto_replied','replied','drafted','sent','opened','bounced','archived'])[1 + i % 8], t,
         case when i % 3 = 0 then null else i % 500 end,
         (array['positive','neutral','negative',null])[1 + i % 4], (array['low','normal','high'])[1 + i % 3],
         case when i % 5 = 0 then null else 'label ' || i % 7 end,
         case when i % 9 = 0 then 'label ' || i % 3 end,
         case when i % 5 <> 0 or i % 9 = 0 then t + (i % 90) * interval '1 minute' end,
         case when i % 6 = 0 then null when i % 6 = 1 then '' else 'Quote  valid for thirty days ' || i % 4 end,
         case when i % 4 = 1 then array['call back', 'send a quote today'] else '{}' end,
         case when i % 11 = 0 then null else i % 700 end,
         't' || i % 3000
  from (select i, $2::timestamptz - i * interval '432 seconds' - interval '1 millisecond' as t
        from generate_series(0, ${ROWS}) as i) s`;

/** The sends of each Doha day of the 30 ending with as-of's ($3) and their replies, counted here. */
const SENDS_SQL = `
  select (s.received_at at time zone 'Asia/Qatar')::date::text as day, count(*)::int as sent,
         count(*) filter (where s.status = 'opened')::int as opened, count(*) filter (where s.status = 'bounced')::int as bounced,
         count(*) filter (where s.thread_id in (select thread_id from public.emails
                                               where user_id = $1 and workflow_slug = $2 and direction = 'inbound'))::int as replied
  from public.emails s
  where s.user_id = $1 and s.workflow_slug = $2 and s.direction = 'outbound'
    and (s.received_at at time zone 'Asia/Qatar')::date
        between (($3::timestamptz - interval '1 millisecond') at time zone 'Asia/Qatar')::date - 29
            and (($3::timestamptz - interval '1 millisecond') at time zone 'Asia/Qatar')::date
  group by 1 order by 1`;

describe.each(testEngines())('the gmail dashboards’ figures on %s', (engine) => {
  let stack: TestStack;
  let sara: FiguresAccount;
  let omar: FiguresAccount;

  const rpc = async <T>(who: SupabaseClient, fn: string, args: Record<string, unknown>) => {
    const { data, error } = await who.rpc(fn, args);
    expect(error).toBeNull();
    return (data ?? []) as T[];
  };

  const expectExact = async (source: string) => {
    for (const asOf of AS_OF) {
      const answer = await rpc<Figure>(sara.client, 'dashboard_figures', {
        p_source: source,
        p_workflow_slug: SLUG,
        p_as_of: asOf,
      });
      const { rows } = await stack.db.query<Figure>(expectedSql(FACTS[source] as string), [
        sara.id,
        SLUG,
        asOf,
      ]);
      expect(normalized(answer), `${source} as of ${asOf}`).toEqual(normalized(rows));
    }
  };

  const expectSends = async () => {
    for (const asOf of AS_OF) {
      const answer = await rpc<Record<string, unknown>>(sara.client, 'gmail_campaign_days', {
        p_workflow_slug: SLUG,
        p_as_of: asOf,
      });
      const { rows } = await stack.db.query(SENDS_SQL, [sara.id, SLUG, asOf]);
      const numbers = (r: Record<string, unknown>) => ({
        day: String(r.day).slice(0, 10),
        sent: Number(r.sent),
        opened: Number(r.opened),
        bounced: Number(r.bounced),
        replied: Number(r.replied),
      });
      expect(answer.map(numbers), `sends as of ${asOf}`).toEqual(rows.map(numbers));
    }
  };

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    sara = await account(stack, 'sara-gmail');
    omar = await account(stack, 'omar-gmail');
    await stack.db.query(SEED, [sara.id, AS_OF[0]]);
    await sara.signIn();
    await omar.signIn();
  }, 600_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it.each(Object.keys(FACTS))(
    '%s: both periods and the days equal SQL counts, past the old cap',
    async (source) => {
      await expectExact(source);
    },
  );

  it('the sends of each day and their replies equal SQL counts', async () => {
    await expectSends();
    const answer = await rpc<{ sent: number }>(sara.client, 'gmail_campaign_days', {
      p_workflow_slug: SLUG,
      p_as_of: AS_OF[0],
    });
    // A quarter of the 6,000 emails of the 30 days is outgoing.
    expect(answer.reduce((n, d) => n + Number(d.sent), 0)).toBeGreaterThan(1400);
  });

  it('a correction is a label a person changed', async () => {
    const { rows } = await stack.db.query<{ wrong: number }>(
      `select count(*)::int as wrong from public.emails where user_id = $1
         and label_corrected is distinct from (original_label is not null and original_label is distinct from label)`,
      [sara.id],
    );
    expect(rows[0]?.wrong).toBe(0);
  });

  it('stays exact after updates and deletes', async () => {
    await stack.db.query(
      `update public.emails set label = 'late', labelled_at = received_at + interval '1 hour', summary = 'Short one',
                                action_items = array['one more thing'], direction = 'inbound', thread_id = 't' || (id::text)
       where user_id = $1 and subject like 'S %1'`,
      [sara.id],
    );
    await stack.db.query(`delete from public.emails where user_id = $1 and subject like 'S %7'`, [sara.id]);
    for (const source of Object.keys(FACTS)) await expectExact(source);
    await expectSends();
  });

  it('another client gets nothing, even asking for the owner’s', async () => {
    for (const source of Object.keys(FACTS))
      expect(
        await rpc(omar.client, 'dashboard_figures', {
          p_source: source,
          p_workflow_slug: SLUG,
          p_user_id: sara.id,
        }),
      ).toEqual([]);
    expect(
      await rpc(omar.client, 'gmail_campaign_days', {
        p_workflow_slug: SLUG,
        p_as_of: AS_OF[0],
        p_user_id: sara.id,
      }),
    ).toEqual([]);
    expect(
      await rpc(omar.client, 'gmail_campaign_days', { p_workflow_slug: SLUG, p_as_of: AS_OF[0] }),
    ).toEqual([]);
  });
});
