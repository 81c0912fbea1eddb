-- Reports a client keeps (issue 42, docs/architecture.md "Client reports"): per client a weekly or
-- monthly report of each workflow's headline figures against the period before, hours saved, engine
-- runs and failures, and what needs attention; emailed at the client's chosen Doha hour through the
-- notification email outbox (20261125007000), once per period, and previewed by the admins.
--
-- The figures are read from public.dashboard_figures, the function the dashboards read, so the report
-- and the screen cannot disagree. Periods are Doha calendar periods (UTC+3, no daylight saving): a week
-- starts on Sunday (Qatar's working week), a month on its 1st; the previous period is the one before.

-- ---------------------------------------------------------------------------------------------------
-- Period arithmetic
-- ---------------------------------------------------------------------------------------------------

-- The Doha period of a frequency holding a Doha day: its first day, the first day after it, and the
-- first day of the period before it.
create function private.report_period(p_frequency text, p_day date)
returns table (period_start date, period_end date, previous_start date)
language sql immutable parallel safe set search_path = ''
as $$
  select s, e, p
  from (
    select
      case p_frequency
        when 'week' then p_day - extract(dow from p_day)::integer
        when 'month' then date_trunc('month', p_day)::date
      end as s
  ) start
  cross join lateral (
    select
      case p_frequency when 'week' then s + 7 else (s + interval '1 month')::date end as e,
      case p_frequency when 'week' then s - 7 else (s - interval '1 month')::date end as p
  ) rest
  where p_frequency in ('week', 'month') and p_day is not null
$$;

comment on function private.report_period(text, date) is
  'The Doha week (Sunday to Saturday) or month holding a day: first day, first day after it, first day of the previous one.';

-- The last period that ended before a moment (the one a report sent at that moment covers).
create function private.last_complete_period(p_frequency text, p_at timestamptz)
returns table (period_start date, period_end date, previous_start date)
language sql immutable parallel safe set search_path = ''
as $$
  select r.*
  from private.report_period(p_frequency, private.doha_day(p_at)) now_period
  cross join lateral private.report_period(p_frequency, now_period.period_start - 1) r
$$;

-- ---------------------------------------------------------------------------------------------------
-- Settings (Settings > Notifications > Reports)
-- ---------------------------------------------------------------------------------------------------

create table public.report_settings (
  user_id uuid primary key default auth.uid() references public.profiles (id) on delete cascade,
  frequency text not null default 'week',
  -- Email the report (further governed by profiles.email_notifications, the master switch).
  email_enabled boolean not null default true,
  -- The Doha hour on the first day of a period at which the report of the period before goes out.
  send_hour smallint not null default 8,
  updated_at timestamptz not null default now(),
  constraint report_settings_frequency_check check (frequency in ('week', 'month')),
  constraint report_settings_send_hour_check check (send_hour between 0 and 23)
);

comment on table public.report_settings is
  'A client''s report: weekly or monthly, emailed or not, at which Doha hour. No row: weekly, not emailed.';

alter table public.report_settings enable row level security;

create policy "report_settings: read own, admins read all"
on public.report_settings for select to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));

create policy "report_settings: add own, admins any"
on public.report_settings for insert to authenticated
with check (user_id = (select auth.uid()) or (select public.is_admin()));

create policy "report_settings: change own, admins any"
on public.report_settings for update to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()))
with check (user_id = (select auth.uid()) or (select public.is_admin()));

select private.require_aal2_once_enrolled('public.report_settings');

revoke all on public.report_settings from anon, authenticated;
grant select, insert, update on public.report_settings to authenticated;
grant all on public.report_settings to service_role;

create trigger report_settings_set_updated_at
  before update on public.report_settings
  for each row execute function public.set_updated_at();

-- The one-click unsubscribe link's secret (List-Unsubscribe): private, made when the first report goes out.
create table private.report_unsubscribe_tokens (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  token uuid not null unique default gen_random_uuid()
);
alter table private.report_unsubscribe_tokens enable row level security;
revoke all on private.report_unsubscribe_tokens from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- The report
-- ---------------------------------------------------------------------------------------------------

-- A workflow's headline figures: the counts and sums its dashboard's KPI row shows, each one source of
-- public.dashboard_figures (docs/architecture.md, "Dashboard figures") with the statuses it counts and
-- whether it counts rows or sums the source's value (QAR, impressions).
create function private.report_headline_figures(p_slug text)
returns table (ord integer, key text, source text, measure text, statuses text[])
language sql immutable parallel safe set search_path = ''
as $$
  select v.ord, v.key, v.source, v.measure, v.statuses
  from (values
    ('lead-generation', 1, 'leads', 'leads', 'rows', null::text[]),
    ('lead-generation', 2, 'qualified', 'leads', 'rows', array['qualified', 'proposal', 'won']),
    ('lead-generation', 3, 'won', 'leads', 'rows', array['won']),
    ('automated-lead-generation', 1, 'leads', 'leads', 'rows', null),
    ('automated-lead-generation', 2, 'qualified', 'leads', 'rows', array['qualified', 'proposal', 'won']),
    ('automated-lead-generation', 3, 'won', 'leads', 'rows', array['won']),
    ('odoo-sales', 1, 'deals', 'deals', 'rows', null),
    ('odoo-sales', 2, 'deals_won', 'deals_closed', 'rows', array['won']),
    ('odoo-sales', 3, 'won_qar', 'deals_closed', 'value', array['won']),
    ('social-media-content', 1, 'posts_published', 'social_posts_published', 'rows', null),
    ('social-media-content', 2, 'impressions', 'social_posts_published', 'value', null),
    ('whatsapp-sales', 1, 'conversations', 'chat_sessions', 'rows', null),
    ('whatsapp-sales', 2, 'leads', 'leads', 'rows', null),
    ('whatsapp-chatbot', 1, 'conversations', 'chat_sessions', 'rows', null),
    ('whatsapp-chatbot', 2, 'resolved', 'chat_sessions', 'rows', array['resolved']),
    ('whatsapp-chatbot', 3, 'escalated', 'chat_sessions', 'rows', array['escalated']),
    ('whatsapp-responder', 1, 'conversations', 'chat_sessions', 'rows', null),
    ('whatsapp-responder', 2, 'resolved', 'chat_sessions', 'rows', array['resolved']),
    ('whatsapp-responder', 3, 'escalated', 'chat_sessions', 'rows', array['escalated']),
    ('whatsapp-product-catalog', 1, 'orders', 'orders', 'rows', null),
    ('whatsapp-product-catalog', 2, 'sales_qar', 'orders_paid', 'value', null),
    ('whatsapp-dietitian', 1, 'checkins_answered', 'dietitian_messages', 'rows', array['answered']),
    ('gmail-campaign', 1, 'campaigns', 'campaigns', 'rows', null),
    ('gmail-campaign', 2, 'campaign_emails', 'campaigns', 'value', null),
    ('gmail-auto-responder', 1, 'emails_received', 'emails', 'rows', null),
    ('gmail-auto-responder', 2, 'emails_answered', 'emails', 'rows', array['auto_replied', 'replied', 'sent']),
    ('gmail-email-labelling', 1, 'emails_labelled', 'emails_labelled', 'rows', null),
    ('gmail-email-labelling', 2, 'labels_corrected', 'emails_labelled', 'rows', array['corrected']),
    ('email-summary-agent', 1, 'emails_summarised', 'emails', 'rows', null),
    ('rag-chatbot', 1, 'conversations', 'chat_sessions', 'rows', null),
    ('rag-chatbot', 2, 'escalated', 'chat_sessions', 'rows', array['escalated']),
    ('local-rag', 1, 'conversations', 'chat_sessions', 'rows', null),
    ('local-rag', 2, 'escalated', 'chat_sessions', 'rows', array['escalated']),
    ('local-chatbot', 1, 'conversations', 'chat_sessions', 'rows', null),
    ('local-chatbot', 2, 'escalated', 'chat_sessions', 'rows', array['escalated']),
    ('website-chatbot', 1, 'conversations', 'chat_sessions', 'rows', null),
    ('website-chatbot', 2, 'leads', 'leads', 'rows', null),
    ('customer-support-automation', 1, 'conversations', 'chat_sessions', 'rows', null),
    ('customer-support-automation', 2, 'resolved', 'chat_sessions', 'rows', array['resolved']),
    ('customer-support-automation', 3, 'escalated', 'chat_sessions', 'rows', array['escalated']),
    ('database-chat', 1, 'questions', 'database_queries', 'rows', null),
    ('hr-service', 1, 'hr_requests', 'hr_requests', 'rows', null),
    ('hr-service', 2, 'hr_resolved', 'hr_requests_resolved', 'rows', null),
    ('job-application', 1, 'applications', 'job_applications', 'rows', null),
    ('job-application', 2, 'screened', 'job_applications', 'rows', array['screening', 'interview', 'offer', 'hired', 'rejected']),
    ('client-onboarding', 1, 'onboardings_started', 'onboardings', 'rows', null),
    ('client-onboarding', 2, 'onboardings_completed', 'onboardings_completed', 'rows', null),
    ('invoice-collection', 1, 'invoices', 'invoices', 'rows', null),
    ('invoice-collection', 2, 'invoiced_qar', 'invoices', 'value', array['draft', 'sent', 'overdue', 'paid']),
    ('invoice-collection', 3, 'collected_qar', 'invoices_paid', 'value', null),
    ('financial-reports', 1, 'reports_ready', 'financial_reports', 'rows', array['ready'])
  ) as v (slug, ord, key, source, measure, statuses)
  where v.slug = p_slug
$$;

-- One source's figures of one Doha period [p_start, p_end), from public.dashboard_figures ('current'
-- rows of the period ending at p_end, as long as the period): one line per status and kind.
create function private.report_source_rows(p_source text, p_slug text, p_user_id uuid, p_start date, p_end date)
returns table (status text, kind text, rows bigint, value_sum numeric, score_sum numeric)
language sql stable set search_path = ''
as $$
  select f.status, f.kind, f.rows, f.value_sum, f.score_sum
  from public.dashboard_figures(p_source, p_slug, private.doha_day_start(p_end), p_end - p_start, p_user_id) f
  where f.period = 'current'
$$;

-- A workflow's headline figures of one period, in its KPI row's order: [{key, value}].
create function private.report_headline(p_slug text, p_user_id uuid, p_start date, p_end date)
returns jsonb
language sql stable set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('key', h.key, 'value', h.value) order by h.ord), '[]'::jsonb)
  from (
    select f.ord, f.key,
      (select case f.measure when 'rows' then coalesce(sum(r.rows), 0) else coalesce(sum(r.value_sum), 0) end
       from private.report_source_rows(f.source, p_slug, p_user_id, p_start, p_end) r
       where f.statuses is null or r.status = any (f.statuses)) as value
    from private.report_headline_figures(p_slug) f
  ) h
$$;

-- Engine runs of one period (test runs never count: docs/intake.md "Runs"), from the same source.
create function private.report_runs(p_slug text, p_user_id uuid, p_start date, p_end date, p_minutes integer)
returns jsonb
language sql stable set search_path = ''
as $$
  select jsonb_build_object(
    'runs', coalesce(sum(r.rows), 0),
    'succeeded', coalesce(sum(r.rows) filter (where r.status = 'succeeded'), 0),
    'failed', coalesce(sum(r.rows) filter (where r.status = 'failed'), 0),
    'minutes_saved', coalesce(sum(r.rows) filter (where r.status = 'succeeded'), 0) * coalesce(p_minutes, 0))
  from private.report_source_rows('workflow_runs', p_slug, p_user_id, p_start, p_end) r
  where r.kind = 'engine'
$$;

-- The report of one client for the period holding p_day (default: the last complete one), as jsonb.
-- Runs as its caller: dashboard_figures answers the client itself or an administrator (aal2 once
-- enrolled), so the API builds a client's email as that client (backend/src/reports/).
create function public.client_report(
  p_user_id uuid default auth.uid(),
  p_frequency text default null,
  p_day date default null
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  freq text;
  per record;
  prof record;
  workflows jsonb;
  pending jsonb;
begin
  perform private.require_mfa_requirement_met();
  if p_user_id is null or not (p_user_id = (select auth.uid()) or public.is_admin()) then
    raise exception 'Only the client or an administrator can read this report' using errcode = '42501';
  end if;
  select p.id, p.full_name, p.company, p.language, p.email, p.workflow_alerts into prof
  from public.profiles p where p.id = p_user_id;
  if not found then
    raise exception 'No such client' using errcode = 'P0002', hint = 'no_client';
  end if;
  freq := coalesce(p_frequency, (select s.frequency from public.report_settings s where s.user_id = p_user_id), 'week');
  if freq not in ('week', 'month') then
    raise exception 'A report is weekly or monthly' using errcode = '22023', hint = 'frequency';
  end if;
  if p_day is null then
    select * into per from private.last_complete_period(freq, now());
  else
    select * into per from private.report_period(freq, p_day);
  end if;
  if private.doha_day_start(per.period_end) > now() then
    raise exception 'This period is not over yet' using errcode = '22023', hint = 'period_not_over';
  end if;

  select coalesce(jsonb_agg(w order by w ->> 'name_en'), '[]'::jsonb) into workflows
  from (
    select jsonb_build_object(
      'slug', cw.workflow_slug,
      'name_en', wf.name_en,
      'name_ar', wf.name_ar,
      'status', cw.status,
      'minutes_saved_per_run', wf.minutes_saved_per_run,
      'current', jsonb_build_object(
        'headline', private.report_headline(cw.workflow_slug, p_user_id, per.period_start, per.period_end),
        'runs', private.report_runs(cw.workflow_slug, p_user_id, per.period_start, per.period_end, wf.minutes_saved_per_run)),
      'previous', jsonb_build_object(
        'headline', private.report_headline(cw.workflow_slug, p_user_id, per.previous_start, per.period_start),
        'runs', private.report_runs(cw.workflow_slug, p_user_id, per.previous_start, per.period_start, wf.minutes_saved_per_run)),
      'stale_alert_open', f.stale_alerted_at is not null,
      'failing_alert_open', f.failing_alerted_at is not null
    ) as w
    from public.client_workflows cw
    join public.workflows wf on wf.slug = cw.workflow_slug
    left join public.workflow_data_freshness f on f.user_id = cw.user_id and f.workflow_slug = cw.workflow_slug
    where cw.user_id = p_user_id
  ) x;

  -- Requests still waiting for a decision, whatever the period (what the client is waiting for).
  select coalesce(jsonb_agg(r order by r ->> 'created_at'), '[]'::jsonb) into pending
  from (
    select jsonb_build_object('kind', 'access', 'workflow', a.workflow_name, 'created_at', a.created_at) as r
    from public.workflow_access_requests a where a.user_id = p_user_id and a.status = 'pending'
    union all
    select jsonb_build_object('kind', 'purchase', 'workflow', coalesce(w.name_en, p.workflow_slug),
      'workflow_ar', w.name_ar, 'created_at', p.created_at)
    from public.workflow_purchases p left join public.workflows w on w.slug = p.workflow_slug
    where p.user_id = p_user_id and p.status = 'pending'
    union all
    select jsonb_build_object('kind', 'control', 'workflow', coalesce(w.name_en, c.workflow_slug),
      'workflow_ar', w.name_ar, 'action', c.action, 'created_at', c.created_at)
    from public.workflow_control_requests c left join public.workflows w on w.slug = c.workflow_slug
    where c.user_id = p_user_id and c.status = 'pending'
    union all
    select jsonb_build_object('kind', 'custom', 'workflow', c.workflow_name, 'created_at', c.created_at)
    from public.custom_workflow_requests c where c.user_id = p_user_id and c.status in ('pending', 'in_review')
  ) y;

  return jsonb_build_object(
    'user_id', p_user_id,
    'client', jsonb_build_object('full_name', prof.full_name, 'company', prof.company, 'language', prof.language),
    'frequency', freq,
    'period_start', per.period_start,
    'period_end', per.period_end,
    'previous_start', per.previous_start,
    -- Settings > Notifications > Workflow alerts off: the report leaves out silent and failing workflows.
    'workflow_alerts', prof.workflow_alerts,
    'workflows', workflows,
    'pending_requests', pending
  );
end;
$$;

comment on function public.client_report(uuid, text, date) is
  'A client''s weekly or monthly report (Doha periods): per workflow its headline figures, engine runs, failures and minutes saved against the period before, from dashboard_figures; pending requests.';

revoke all on function public.client_report(uuid, text, date) from public, anon;
grant execute on function public.client_report(uuid, text, date) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- What was sent: one row per client, frequency and period (never twice), with its email's fate
-- ---------------------------------------------------------------------------------------------------

create table public.client_report_emails (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  frequency text not null,
  period_start date not null,
  period_end date not null,
  -- 'schedule' (the client's chosen hour) or 'admin' (Send now)
  requested_by text not null default 'schedule',
  requested_by_user uuid references public.profiles (id) on delete set null,
  -- queued -> sent | bounced | skipped (switched off or no confirmed address) | failed (gave up)
  status text not null default 'queued',
  to_address text,
  language text,
  subject text,
  attempts integer not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  bounced_at timestamptz,
  constraint client_report_emails_once_per_period unique (user_id, frequency, period_start),
  constraint client_report_emails_frequency_check check (frequency in ('week', 'month')),
  constraint client_report_emails_requested_by_check check (requested_by in ('schedule', 'admin')),
  constraint client_report_emails_status_check check (status in ('queued', 'sent', 'bounced', 'skipped', 'failed')),
  constraint client_report_emails_period_check check (period_end > period_start)
);

comment on table public.client_report_emails is
  'Report emails: one per client, frequency and period (never twice), queued, sent, bounced, skipped or failed.';

create index client_report_emails_created_idx on public.client_report_emails (created_at desc);
create index client_report_emails_requested_by_user_idx on public.client_report_emails (requested_by_user);

alter table public.client_report_emails enable row level security;

create policy "client_report_emails: read own, admins read all"
on public.client_report_emails for select to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));

select private.require_aal2_once_enrolled('public.client_report_emails');

revoke all on public.client_report_emails from anon, authenticated;
grant select on public.client_report_emails to authenticated;
grant all on public.client_report_emails to service_role;

-- The outbox of report emails, drained by the same loop and sender as the notification emails
-- (backend/src/notify/outbox.ts, startOutbox; the shape of private.notification_emails, migration
-- 20261125007000): retried while the mail API is down, each sent once (the report id is the mail
-- API's Idempotency-Key).
create table private.report_email_outbox (
  report_id uuid primary key references public.client_report_emails (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  claimed_until timestamptz,
  sent_at timestamptz,
  -- 'sent', or why nothing was sent: 'switched_off', 'no_confirmed_email'
  outcome text,
  last_error text,
  constraint report_email_outbox_outcome_check
    check (outcome is null or outcome in ('sent', 'switched_off', 'no_confirmed_email'))
);

create index report_email_outbox_due_idx on private.report_email_outbox (next_attempt_at) where sent_at is null;
alter table private.report_email_outbox enable row level security;
revoke all on private.report_email_outbox from public, anon, authenticated;

-- The log follows its outbox row: sent, skipped (and why), or still retrying (attempts, last error);
-- 'failed' once the outbox gives up (its 10 attempts, backend/src/notify/outbox.ts).
create function private.report_email_outbox_to_log()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.client_report_emails e
  set attempts = new.attempts,
      last_error = case when new.outcome in ('switched_off', 'no_confirmed_email') then new.outcome else new.last_error end,
      status = case
        when new.outcome = 'sent' then 'sent'
        when new.outcome is not null then 'skipped'
        when new.attempts >= 10 and new.last_error is not null and new.claimed_until is null then 'failed'
        else e.status
      end,
      sent_at = case when new.outcome = 'sent' then new.sent_at else e.sent_at end
  where e.id = new.report_id and e.status in ('queued', 'failed');
  return null;
end;
$$;

revoke all on function private.report_email_outbox_to_log() from public, anon, authenticated;

create trigger report_email_outbox_to_log
  after update on private.report_email_outbox
  for each row execute function private.report_email_outbox_to_log();

-- A bounce the mail API reports after accepting an email (POST /api/reports/bounces, service role).
create function private.record_report_bounce(p_report_id uuid, p_reason text)
returns boolean
language sql
security definer
set search_path = ''
as $$
  with changed as (
    update public.client_report_emails
    set status = 'bounced', bounced_at = now(), last_error = left(coalesce(p_reason, 'bounced'), 500)
    where id = p_report_id
    returning 1
  )
  select exists (select 1 from changed)
$$;

revoke all on function private.record_report_bounce(uuid, text) from public, anon, authenticated;

-- Queues one report email (if none was queued for that period) and wakes the outbox; the row either way.
create function private.queue_report_email(
  p_user_id uuid, p_frequency text, p_period_start date, p_requested_by text, p_requested_by_user uuid
)
returns public.client_report_emails
language plpgsql
security definer
set search_path = ''
as $$
declare
  per record;
  row public.client_report_emails;
begin
  select * into per from private.report_period(p_frequency, p_period_start);
  insert into public.client_report_emails (user_id, frequency, period_start, period_end, requested_by, requested_by_user)
  values (p_user_id, p_frequency, per.period_start, per.period_end, p_requested_by, p_requested_by_user)
  on conflict (user_id, frequency, period_start) do nothing
  returning * into row;
  if row.id is null then
    select * into row from public.client_report_emails e
    where e.user_id = p_user_id and e.frequency = p_frequency and e.period_start = per.period_start;
    return row;
  end if;
  insert into private.report_unsubscribe_tokens (user_id) values (p_user_id) on conflict do nothing;
  insert into private.report_email_outbox (report_id, user_id) values (row.id, p_user_id);
  perform pg_notify('report_emails', row.id::text);
  return row;
end;
$$;

revoke all on function private.queue_report_email(uuid, text, date, text, uuid) from public, anon, authenticated;

-- The scheduler's pass (backend/src/reports/scheduler.ts, every minute): every client whose report is
-- emailed and whose chosen Doha hour of the period's first day has come gets the last period's report.
create function private.queue_due_reports(p_now timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  s record;
  queued integer := 0;
  row public.client_report_emails;
begin
  for s in
    select rs.user_id, rs.frequency, rs.send_hour, lp.period_start, lp.period_end
    from public.report_settings rs
    join public.profiles p on p.id = rs.user_id
    cross join lateral private.last_complete_period(rs.frequency, p_now) lp
    where rs.email_enabled and p.email_notifications and p.role is distinct from 'admin'
      and p_now >= private.doha_day_start(lp.period_end) + make_interval(hours => rs.send_hour)
      and not exists (
        select 1 from public.client_report_emails e
        where e.user_id = rs.user_id and e.frequency = rs.frequency and e.period_start = lp.period_start
      )
  loop
    row := private.queue_report_email(s.user_id, s.frequency, s.period_start, 'schedule', null);
    queued := queued + 1;
  end loop;
  return queued;
end;
$$;

revoke all on function private.queue_due_reports(timestamptz) from public, anon, authenticated;

-- Send now (the admin page): queues the report of a past period; a period already sent is not sent
-- again (the answer is the row as it stands: its status and when it went out).
create function public.send_client_report(p_user_id uuid, p_frequency text, p_day date)
returns public.client_report_emails
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  per record;
begin
  perform private.require_mfa_requirement_met();
  if not public.is_admin() then
    raise exception 'Only administrators can send reports' using errcode = '42501';
  end if;
  if p_frequency is null or p_frequency not in ('week', 'month') or p_day is null then
    raise exception 'A report is weekly or monthly, of a day''s period' using errcode = '22023', hint = 'frequency';
  end if;
  if not exists (select 1 from public.profiles p where p.id = p_user_id) then
    raise exception 'No such client' using errcode = 'P0002', hint = 'no_client';
  end if;
  select * into per from private.report_period(p_frequency, p_day);
  if private.doha_day_start(per.period_end) > now() then
    raise exception 'This period is not over yet' using errcode = '22023', hint = 'period_not_over';
  end if;
  return private.queue_report_email(p_user_id, p_frequency, per.period_start, 'admin', (select auth.uid()));
end;
$$;

comment on function public.send_client_report(uuid, text, date) is
  'Admins: email a client''s report of the period holding a past day now, unless that period''s report was already queued or sent.';

revoke all on function public.send_client_report(uuid, text, date) from public, anon;
grant execute on function public.send_client_report(uuid, text, date) to authenticated, service_role;

-- One-click unsubscribe (the link and List-Unsubscribe of every report email): turns the report's
-- email off for the token's client; true when a token matched.
create function private.unsubscribe_reports(p_token uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid;
begin
  select t.user_id into uid from private.report_unsubscribe_tokens t where t.token = p_token;
  if uid is null then
    return false;
  end if;
  insert into public.report_settings (user_id, email_enabled) values (uid, false)
  on conflict (user_id) do update set email_enabled = false;
  return true;
end;
$$;

revoke all on function private.unsubscribe_reports(uuid) from public, anon, authenticated;
