/**
 * The hr and finance families' data (migration 20261125006100 and seed section 16), checked in SQL as
 * the signed-in client on PGlite and PostgreSQL: the new columns' rules, and that every workflow of
 * the two families has an owner with rows for its live dashboard. Every check is rolled back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from './harness.ts';
import { asIdentity, DEMO, isFailure, openSchemaDb, type SchemaDb, userIdentity } from './schema-db.ts';

/** The SQLSTATE of a statement run as `who`, or null when it succeeded. */
async function codeAs(schema: SchemaDb, who: keyof typeof DEMO, sql: string): Promise<string | null> {
  const result = await asIdentity(schema.db, userIdentity(DEMO[who]), (tx) => tx.query(sql));
  return isFailure(result) ? result.code : null;
}

describe.each(testEngines())('hr and finance data on %s', (engine) => {
  let schema: SchemaDb;
  beforeAll(async () => {
    schema = await openSchemaDb(engine);
  });
  afterAll(async () => {
    await schema?.close();
  });

  it('an HR request answered by the assistant alone is a resolved one', async () => {
    const insert = (status: string) =>
      codeAs(
        schema,
        'omar',
        `insert into public.hr_requests (workflow_slug, employee_name, request_type, status, answered_by_assistant)
         values ('hr-service', 'Probe', 'policy_question', '${status}', true)`,
      );
    expect(await insert('open')).toBe('23514');
    expect(await insert('rejected')).toBe('23514');
    expect(await insert('resolved')).toBeNull();
  });

  it('an application is screened after it arrived, and a screened one has left the received stage', async () => {
    const insert = (stage: string, screened: string) =>
      codeAs(
        schema,
        'omar',
        `insert into public.job_applications (workflow_slug, candidate_name, job_title, stage, applied_at, screened_at)
         values ('job-application', 'Probe', 'Receptionist', '${stage}', '2026-03-02T08:00:00Z', ${screened})`,
      );
    expect(await insert('screening', `'2026-03-01T08:00:00Z'`)).toBe('23514');
    expect(await insert('received', `'2026-03-02T09:00:00Z'`)).toBe('23514');
    expect(await insert('screening', `'2026-03-02T09:00:00Z'`)).toBeNull();
    expect(await insert('received', 'null')).toBeNull();
  });

  it('a financial report is a profit and loss or a cash flow statement', async () => {
    const insert = (type: string) =>
      codeAs(
        schema,
        'sara',
        `insert into public.financial_reports (workflow_slug, title, report_type, period_start, period_end)
         values ('financial-reports', 'Probe', '${type}', '2026-03-01', '2026-03-31')`,
      );
    expect(await insert('balance_sheet')).toBe('23514');
    expect(await insert('cash_flow')).toBeNull();
  });

  it('seeds an owner and rows of the last 30 days for every workflow of both families', async () => {
    const { rows } = await schema.db.query<{ slug: string; owner: string; rows: number; recent: number }>(
      `select w.slug, p.email as owner, d.n::int as rows, d.recent::int as recent
       from public.workflows w
       join public.client_workflows cw on cw.workflow_slug = w.slug
       join auth.users p on p.id = cw.user_id
       join lateral (
         select count(*) as n, count(*) filter (where at >= now() - interval '30 days') as recent from (
           select created_at as at from public.hr_requests where workflow_slug = w.slug and user_id = cw.user_id
           union all select applied_at from public.job_applications where workflow_slug = w.slug and user_id = cw.user_id
           union all select started_at from public.onboardings where workflow_slug = w.slug and user_id = cw.user_id
           union all select issued_on::timestamptz from public.invoices where workflow_slug = w.slug and user_id = cw.user_id
           union all select created_at from public.financial_reports where workflow_slug = w.slug and user_id = cw.user_id
         ) x
       ) d on true
       where w.family in ('hr', 'finance') order by 1`,
    );
    expect(rows.map((r) => [r.slug, r.owner])).toEqual([
      ['client-onboarding', 'sara@demo.qa'],
      ['financial-reports', 'sara@demo.qa'],
      ['hr-service', 'omar@demo.qa'],
      ['invoice-collection', 'sara@demo.qa'],
      ['job-application', 'omar@demo.qa'],
    ]);
    for (const r of rows) {
      expect(r.rows, r.slug).toBeGreaterThanOrEqual(12);
      expect(r.recent, r.slug).toBeGreaterThan(0);
    }
    const [figures] = (
      await schema.db.query<{ alone: number; screened: number; stalled: number; old: number; types: number }>(
        `select (select count(*) from public.hr_requests where answered_by_assistant)::int as alone,
                (select count(*) from public.job_applications where screened_at is not null)::int as screened,
                (select count(*) from public.onboardings where stage <> 'completed' and updated_at < now() - interval '7 days')::int as stalled,
                (select count(*) from public.invoices where status in ('sent', 'overdue') and issued_on < current_date - 90)::int as old,
                (select count(distinct report_type) from public.financial_reports where status = 'ready')::int as types`,
      )
    ).rows;
    expect(figures?.alone).toBeGreaterThan(0);
    expect(figures?.screened).toBeGreaterThan(10);
    expect(figures?.stalled).toBeGreaterThan(0);
    expect(figures?.old).toBeGreaterThan(0);
    expect(figures?.types).toBe(2);
  });
});
