/**
 * Two writers at once (PostgreSQL, where sessions run in parallel): the statement triggers of the
 * dashboard figures (migration 20261129400000) upsert the hour and day lines two transactions share in
 * one key order, so concurrent bulk inserts, updates and deletes of the same client's hours neither
 * deadlock nor lose a count. Each writer runs its statements in the opposite order of time (one
 * newest first, one oldest first); afterwards the lines equal SQL counts of the rows.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack, testEngines } from './harness.ts';

const ROUNDS = 12;
const ROWS_PER_STATEMENT = 2_000;

describe.runIf(testEngines().includes('postgres'))('dashboard figures under two concurrent writers', () => {
  let stack: TestStack;
  let users: string[];

  beforeAll(async () => {
    stack = await startTestStack({ engine: 'postgres' });
    users = [];
    for (const label of ['first', 'second']) {
      const { rows } = await stack.db.query<{ id: string }>(
        `insert into auth.users (id, email) values (gen_random_uuid(), $1) returning id`,
        [`${label}-${Date.now()}@concurrency.qa`],
      );
      users.push(rows[0]?.id as string);
    }
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  });

  /** One writer's session: rounds of a bulk insert over both clients' same 48 hours, an update and a delete. */
  const writer = async (label: string, newestFirst: boolean) => {
    const client = new pg.Client({ connectionString: stack.storage.env.DATABASE_URL });
    await client.connect();
    try {
      for (let round = 0; round < ROUNDS; round++) {
        await client.query('begin');
        await client.query(
          `insert into public.leads (user_id, workflow_slug, full_name, source, status, score, estimated_value_qar, created_at)
           select u, 'lead-generation', $1 || ' ' || $2 || ' ' || i, (array['website','whatsapp','referral'])[1 + i % 3],
                  (array['new','qualified','won'])[1 + i % 3], i % 100, i % 50,
                  timestamptz '2026-11-20T00:00:00Z' + (case when $4 then -1 else 1 end) * (i % 2880) * interval '1 minute'
           from generate_series(1, $3::int) as i, unnest($5::uuid[]) as u
           order by case when $4 then -i else i end`,
          [label, round, ROWS_PER_STATEMENT, newestFirst, users],
        );
        await client.query(
          `update public.leads set status = 'won', created_at = created_at + interval '90 minutes'
           where full_name like $1 and score % 7 = 0`,
          [`${label} ${round} %`],
        );
        await client.query(`delete from public.leads where full_name like $1 and score % 11 = 0`, [
          `${label} ${round} %`,
        ]);
        await client.query('commit');
      }
    } finally {
      await client.end();
    }
  };

  it('bulk inserts, updates and deletes by two sessions at once neither deadlock nor lose a count', async () => {
    await Promise.all([writer('north', true), writer('south', false)]);
    const differences = async (lines: string, key: string) =>
      (
        await stack.db.query(
          `with counted as (
             select user_id, ${key} as at, status, source as kind, count(*)::bigint as rows,
                    coalesce(sum(estimated_value_qar), 0) as value_sum, coalesce(sum(score), 0) as score_sum
             from public.leads where user_id = any ($1) group by 1, 2, 3, 4),
           kept as (
             select user_id, ${lines === 'day' ? 'day' : 'hour'} as at, status, kind, rows, value_sum, score_sum
             from private.dashboard_${lines}_counts where source = 'leads' and user_id = any ($1))
           (select * from counted except select * from kept) union all (select * from kept except select * from counted)`,
          [users],
        )
      ).rows;
    expect(await differences('day', `(created_at at time zone 'Asia/Qatar')::date`)).toEqual([]);
    expect(
      await differences('hour', `date_trunc('hour', created_at at time zone 'UTC') at time zone 'UTC'`),
    ).toEqual([]);
    const { rows } = await stack.db.query<{ n: string }>(
      `select count(*) as n from public.leads where user_id = any ($1)`,
      [users],
    );
    expect(Number(rows[0]?.n)).toBeGreaterThan(2 * ROUNDS * ROWS_PER_STATEMENT);
  }, 300_000);
});
