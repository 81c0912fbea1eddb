/**
 * What the dashboard figures should be, computed from the tables with SQL of this file's own (Asia/Qatar
 * days, plain comparisons of moments): the tests compare public.dashboard_figures and its siblings with
 * it. The row facts are written here independently of the registry (private.dashboard_sources), so a
 * wrong mapping there fails a test.
 */

export interface Figure {
  period: string;
  day: string | null;
  status: string;
  kind: string;
  rows: number;
  value_sum: number;
  score_sum: number;
}

/** Figures in one order, numbers as numbers (PostgREST may send numeric as strings). */
export const normalized = (figures: Figure[]) =>
  figures
    .map((f) => ({
      period: String(f.period),
      day: f.day,
      status: f.status,
      kind: f.kind,
      rows: Number(f.rows),
      value_sum: Math.round(Number(f.value_sum) * 100) / 100,
      score_sum: Math.round(Number(f.score_sum) * 100) / 100,
    }))
    .sort((a, b) =>
      `${a.period}|${a.day}|${a.status}|${a.kind}`.localeCompare(
        `${b.period}|${b.day}|${b.status}|${b.kind}`,
      ),
    );

const ms = (from: string, to: string) => `extract(epoch from ${to} - ${from}) * 1000`;
const midday = (day: string) => `(${day}::text || 'T12:00:00+03:00')::timestamptz`;

/**
 * Per source: its rows as (at, status, kind, value, score) of one client ($1) and workflow ($2); rows
 * without a moment are not counted.
 */
export const FACTS: Record<string, string> = {
  leads: `select created_at as at, status, source as kind, estimated_value_qar as value, score
          from public.leads where user_id = $1 and workflow_slug = $2`,
  chat_sessions: `select started_at as at, status, channel as kind, message_count as value, satisfaction as score
                  from public.chat_sessions where user_id = $1 and workflow_slug = $2`,
  chat_messages: `select m.created_at as at, m.role as status, '' as kind, 0 as value, 0 as score
                  from public.chat_messages m join public.chat_sessions s on s.id = m.session_id
                  where m.user_id = $1 and s.workflow_slug = $2`,
  invoices: `select ${midday('issued_on')} as at, status, '' as kind, amount_qar as value, reminders_sent as score
             from public.invoices where user_id = $1 and workflow_slug = $2`,
  invoices_paid: `select paid_at as at, status, '' as kind, amount_qar as value, reminders_sent as score
                  from public.invoices where user_id = $1 and workflow_slug = $2 and paid_at is not null`,
  invoices_due: `select ${midday('due_on')} as at, status, '' as kind, amount_qar as value, reminders_sent as score
                 from public.invoices where user_id = $1 and workflow_slug = $2`,
  emails: `select received_at as at, status, direction as kind, response_time_seconds as value,
                  cardinality(action_items) as score
           from public.emails where user_id = $1 and workflow_slug = $2`,
  emails_labelled: `select labelled_at as at,
                           case when original_label is not null and original_label <> coalesce(label, '') then 'corrected' else 'kept' end as status,
                           coalesce(label, '') as kind, null::numeric as value, null::numeric as score
                    from public.emails
                    where user_id = $1 and workflow_slug = $2 and (label is not null or original_label is not null)
                      and labelled_at is not null`,
  job_applications: `select applied_at as at, stage as status, source as kind, ${ms('applied_at', 'screened_at')} as value, score
                     from public.job_applications where user_id = $1 and workflow_slug = $2`,
  hr_requests: `select created_at as at, status, request_type as kind, ${ms('created_at', 'resolved_at')} as value,
                       case when answered_by_assistant then 1 else 0 end as score
                from public.hr_requests where user_id = $1 and workflow_slug = $2`,
  hr_requests_resolved: `select resolved_at as at, status, request_type as kind, ${ms('created_at', 'resolved_at')} as value,
                                case when answered_by_assistant then 1 else 0 end as score
                         from public.hr_requests where user_id = $1 and workflow_slug = $2 and resolved_at is not null`,
  onboardings: `select started_at as at, stage as status, '' as kind, progress as value, 0 as score
                from public.onboardings where user_id = $1 and workflow_slug = $2`,
  onboardings_completed: `select completed_at as at, stage as status, '' as kind, ${ms('started_at', 'completed_at')} as value, 0 as score
                          from public.onboardings where user_id = $1 and workflow_slug = $2 and completed_at is not null`,
  orders: `select created_at as at, status, channel as kind, total_qar as value, jsonb_array_length(items) as score
           from public.orders where user_id = $1 and workflow_slug = $2`,
  orders_paid: `select paid_at as at, status, channel as kind, total_qar as value, jsonb_array_length(items) as score
                from public.orders where user_id = $1 and workflow_slug = $2 and paid_at is not null`,
  deals: `select created_at as at, stage as status, '' as kind, value_qar as value, probability as score
          from public.deals where user_id = $1 and workflow_slug = $2`,
  deals_closed: `select closed_at as at, stage as status, '' as kind, value_qar as value, probability as score
                 from public.deals where user_id = $1 and workflow_slug = $2 and closed_at is not null`,
  social_posts: `select created_at as at, status, platform as kind, impressions as value, likes + comments + shares as score
                 from public.social_posts where user_id = $1 and workflow_slug = $2`,
  social_posts_published: `select published_at as at, status, platform as kind, impressions as value, likes + comments + shares as score
                           from public.social_posts where user_id = $1 and workflow_slug = $2 and published_at is not null`,
  documents: `select created_at as at, status, source_type as kind, size_bytes as value, chunk_count as score
              from public.documents where user_id = $1 and workflow_slug = $2`,
  dietitian_messages: `select sent_at as at, case when answered_at is null then 'unanswered' else 'answered' end as status, kind,
                              ${ms('sent_at', 'answered_at')} as value, adherence_pct as score
                       from public.dietitian_messages where user_id = $1 and workflow_slug = $2`,
  database_queries: `select created_at as at, status, language as kind, duration_ms as value, row_count as score
                     from public.database_queries where user_id = $1 and workflow_slug = $2`,
  campaigns: `select created_at as at, status, channel as kind, sent_count as value, replied_count as score
              from public.campaigns where user_id = $1 and workflow_slug = $2`,
  financial_reports: `select generated_at as at, status, report_type as kind, revenue_qar as value, expenses_qar as score
                      from public.financial_reports where user_id = $1 and workflow_slug = $2 and generated_at is not null`,
};

/** The figures as SQL counts of the rows ($3 = as of): both periods by status and kind, and per Asia/Qatar day by status. */
export const expectedSql = (facts: string, days = 30) => `
  with f as (select * from (${facts}) x where at is not null),
  w as (select $3::timestamptz as as_of, make_interval(days => ${days}) as span)
  select 'current' as period, null::text as day, status, kind, count(*) as rows, sum(value) as value_sum, sum(score) as score_sum
  from f, w where at >= as_of - span and at < as_of group by status, kind
  union all
  select 'previous', null, status, kind, count(*), sum(value), sum(score)
  from f, w where at >= as_of - 2 * span and at < as_of - span group by status, kind
  union all
  select 'day', (at at time zone 'Asia/Qatar')::date::text, status, '', count(*), sum(value), sum(score)
  from f, w
  where (at at time zone 'Asia/Qatar')::date between ((as_of - interval '1 millisecond') at time zone 'Asia/Qatar')::date - ${days - 1}
    and ((as_of - interval '1 millisecond') at time zone 'Asia/Qatar')::date
  group by 2, status`;

/** Consecutive periods of `days` ending at $3, `count` of them ($4 = days, $5 = count), as SQL counts. */
export const expectedPeriodsSql = (facts: string) => `
  with f as (select * from (${facts}) x where at is not null),
  p as (select i, $3::timestamptz - (i + 1) * make_interval(days => $4) as from_at, $3::timestamptz - i * make_interval(days => $4) as to_at
        from generate_series(0, $5 - 1) as i)
  select p.i::text as period, null::text as day, status, kind, count(*) as rows, sum(value) as value_sum, sum(score) as score_sum
  from f join p on f.at >= p.from_at and f.at < p.to_at
  group by p.i, status, kind`;
