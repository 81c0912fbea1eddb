-- Every table a dashboard reads is a source of the dashboard figures (issue 43), described once in a
-- registry, and a period's cut days cost the same at any volume.
--
-- 1. private.dashboard_sources says, per source, which table it counts and what a dashboard counts of a
--    row (its moment, status, kind, a value and a score, as SQL over the row `r`). One installer makes
--    each source's statement triggers (transition tables) from it, so the leads of 20261129200000 and
--    the emails, requests, orders… added here are kept exact the same way. A table may hold several
--    sources, one per moment a dashboard counts by (hr_requests by creation, hr_requests_resolved by
--    resolution).
-- 2. Besides one line per Doha day, the triggers keep one per UTC hour (Doha hours are UTC hours:
--    UTC+3, no daylight saving). A period [as_of - days, as_of) is read as its whole days, the whole
--    hours of the days it cuts, and only the rows of the at most two hours it cuts from the table:
--    before, the rows of two whole days were read, a number that grew with the client's volume (chat
--    messages ×7.5–12 from 10,000 to 1,000,000 rows, each found through its conversation).
-- 3. TRUNCATE uncounts the table's sources; a conversation moved to another client's workflow moves its
--    messages' counts (a message has no workflow of its own).
--
-- The API stays public.dashboard_figures; public.dashboard_periods answers any number of periods
-- (weekly windows, months). See docs/architecture.md, "Dashboard figures".

create table private.dashboard_sources (
  source text primary key,
  table_name text not null,
  -- SQL over the row `r`: its moment (rows without one are not counted), status, kind, value and score.
  at_sql text not null,
  status_sql text not null,
  kind_sql text not null default '''''',
  value_sql text not null default 'null',
  score_sql text not null default 'null',
  workflow_sql text not null default 'r.workflow_slug',
  -- A predicate over `r` for "dated in [$3, $4)" that an index serves; null: at_sql >= $3 and at_sql < $4.
  range_sql text
);

comment on table private.dashboard_sources is
  'What each dashboard figure source counts of its table''s rows (SQL over the row r); triggers made from it by private.install_dashboard_source.';

insert into private.dashboard_sources (source, table_name, at_sql, status_sql, kind_sql, value_sql, score_sql, workflow_sql, range_sql) values
  ('leads', 'leads', 'r.created_at', 'r.status', 'r.source', 'r.estimated_value_qar', 'r.score', default, default),
  ('chat_sessions', 'chat_sessions', 'r.started_at', 'r.status', 'r.channel', 'r.message_count', 'r.satisfaction', default, default),
  ('chat_messages', 'chat_messages', 'r.created_at', 'r.role', default, default, default,
   '(select s.workflow_slug from public.chat_sessions s where s.id = r.session_id)', default),
  -- An issue date is a calendar day: it belongs to a period by its Doha midday (as invoice-collection's
  -- data.ts); the days whose midday is in [$3, $4) are read through the issued_on index.
  ('invoices', 'invoices', 'private.doha_day_start(r.issued_on) + interval ''12 hours''', 'r.status', default,
   'r.amount_qar', 'r.reminders_sent', default,
   'r.issued_on >= private.doha_day($3 - interval ''12 hours 1 microsecond'') + 1 and r.issued_on < private.doha_day($4 - interval ''12 hours 1 microsecond'') + 1'),
  ('invoices_paid', 'invoices', 'r.paid_at', 'r.status', default, 'r.amount_qar', 'r.reminders_sent', default, default),
  ('workflow_runs', 'workflow_runs', 'r.created_at', 'r.status', 'r.executor', 'r.duration_ms', default, default, default),
  -- Gmail: received mail by status and direction (value: the automatic reply's seconds; score: action items).
  ('emails', 'emails', 'r.received_at', 'r.status', 'r.direction', 'r.response_time_seconds',
   'cardinality(r.action_items)', default, default),
  -- Labelled mail: status 'corrected' when a person changed the workflow's label, else 'kept'; kind the label.
  ('emails_labelled', 'emails', 'case when r.label is null and r.original_label is null then null else r.labelled_at end',
   'case when r.original_label is not null and r.original_label is distinct from r.label then ''corrected'' else ''kept'' end',
   'r.label', default, default, default, default),
  ('job_applications', 'job_applications', 'r.applied_at', 'r.stage', 'r.source',
   'extract(epoch from r.screened_at - r.applied_at) * 1000', 'r.score', default, default),
  ('hr_requests', 'hr_requests', 'r.created_at', 'r.status', 'r.request_type',
   'extract(epoch from r.resolved_at - r.created_at) * 1000', 'r.answered_by_assistant::int', default, default),
  ('hr_requests_resolved', 'hr_requests', 'r.resolved_at', 'r.status', 'r.request_type',
   'extract(epoch from r.resolved_at - r.created_at) * 1000', 'r.answered_by_assistant::int', default, default),
  ('onboardings', 'onboardings', 'r.started_at', 'r.stage', default, 'r.progress', default, default, default),
  ('onboardings_completed', 'onboardings', 'r.completed_at', 'r.stage', default,
   'extract(epoch from r.completed_at - r.started_at) * 1000', default, default, default),
  ('orders', 'orders', 'r.created_at', 'r.status', 'r.channel', 'r.total_qar', 'jsonb_array_length(r.items)', default, default),
  ('orders_paid', 'orders', 'r.paid_at', 'r.status', 'r.channel', 'r.total_qar', 'jsonb_array_length(r.items)', default, default),
  ('deals', 'deals', 'r.created_at', 'r.stage', default, 'r.value_qar', 'r.probability', default, default),
  ('deals_closed', 'deals', 'r.closed_at', 'r.stage', default, 'r.value_qar', 'r.probability', default, default),
  ('social_posts', 'social_posts', 'r.created_at', 'r.status', 'r.platform', 'r.impressions',
   'r.likes + r.comments + r.shares', default, default),
  ('social_posts_published', 'social_posts', 'r.published_at', 'r.status', 'r.platform', 'r.impressions',
   'r.likes + r.comments + r.shares', default, default),
  ('documents', 'documents', 'r.created_at', 'r.status', 'r.source_type', 'r.size_bytes', 'r.chunk_count', default, default),
  -- Status 'answered' or 'unanswered'; value: the client's reply delay in ms.
  ('dietitian_messages', 'dietitian_messages', 'r.sent_at',
   'case when r.answered_at is null then ''unanswered'' else ''answered'' end', 'r.kind',
   'extract(epoch from r.answered_at - r.sent_at) * 1000', 'r.adherence_pct', default, default),
  ('database_queries', 'database_queries', 'r.created_at', 'r.status', 'r.language', 'r.duration_ms', 'r.row_count', default, default),
  ('campaigns', 'campaigns', 'r.created_at', 'r.status', 'r.channel', 'r.sent_count', 'r.replied_count', default, default),
  ('financial_reports', 'financial_reports', 'r.generated_at', 'r.status', 'r.report_type', 'r.revenue_qar', 'r.expenses_qar', default, default);

-- The UTC hour a moment is in (Doha's too), whatever the session's time zone.
create function private.utc_hour(at timestamptz) returns timestamptz
language sql immutable parallel safe set search_path = ''
as $$ select date_trunc('hour', at at time zone 'UTC') at time zone 'UTC' $$;

create table private.dashboard_hour_counts (
  user_id uuid not null,
  source text not null,
  workflow_slug text not null,
  hour timestamptz not null,
  status text not null,
  kind text not null,
  rows bigint not null,
  value_sum numeric not null,
  score_sum numeric not null,
  primary key (user_id, source, workflow_slug, hour, status, kind)
);

comment on table private.dashboard_hour_counts is
  'Rows of each dashboard source per client, workflow, UTC hour, status and kind, kept by triggers; the hours of the days a period cuts.';

-- The old triggers and mappings (20261129200000) give way to the ones made from the registry.
drop trigger leads_day_counts_insert on public.leads;
drop trigger leads_day_counts_update on public.leads;
drop trigger leads_day_counts_delete on public.leads;
drop trigger chat_sessions_day_counts_insert on public.chat_sessions;
drop trigger chat_sessions_day_counts_update on public.chat_sessions;
drop trigger chat_sessions_day_counts_delete on public.chat_sessions;
drop trigger chat_messages_day_counts_insert on public.chat_messages;
drop trigger chat_messages_day_counts_update on public.chat_messages;
drop trigger chat_messages_day_counts_delete on public.chat_messages;
drop trigger invoices_day_counts_insert on public.invoices;
drop trigger invoices_day_counts_update on public.invoices;
drop trigger invoices_day_counts_delete on public.invoices;
drop trigger workflow_runs_day_counts_insert on public.workflow_runs;
drop trigger workflow_runs_day_counts_update on public.workflow_runs;
drop trigger workflow_runs_day_counts_delete on public.workflow_runs;
drop trigger chat_sessions_uncount_messages on public.chat_sessions;
drop function private.leads_day_counts();
drop function private.chat_sessions_day_counts();
drop function private.chat_messages_day_counts();
drop function private.invoices_day_counts();
drop function private.workflow_runs_day_counts();
drop function private.chat_session_messages_uncount();
drop function private.add_day_counts(text, integer, jsonb);
drop function private.leads_fact(public.leads);
drop function private.chat_sessions_fact(public.chat_sessions);
drop function private.chat_messages_fact(public.chat_messages);
drop function private.invoices_fact(public.invoices);
drop function private.workflow_runs_fact(public.workflow_runs);
drop type private.dashboard_fact;

-- The statement that adds (sign 1) or removes (sign -1) the rows of `p_rows_from` (a transition table, a
-- subquery or the table itself) to a source's hour and day lines: one grouped upsert each, in key order,
-- so that two writers lock the lines they share in the same order (no deadlock). p_workflow_sql, when
-- given, stands for the source's workflow_sql (a conversation's old workflow).
create function private.dashboard_count_sql(p_source text, p_sign integer, p_rows_from text, p_workflow_sql text default null)
returns text
language sql stable set search_path = ''
as $$
  select format(
    $q$with f as (
         select r.user_id, (%3$s)::text as workflow_slug, (%4$s)::timestamptz as at, coalesce((%5$s)::text, '') as status,
                coalesce((%6$s)::text, '') as kind, (%7$s)::numeric as value, (%8$s)::numeric as score
         from %2$s r),
       h as (
         select f.user_id, f.workflow_slug, private.utc_hour(f.at) as hour, f.status, f.kind, count(*) as rows,
                coalesce(sum(f.value), 0) as value_sum, coalesce(sum(f.score), 0) as score_sum
         from f where f.workflow_slug is not null and f.at is not null
         group by 1, 2, 3, 4, 5),
       hours as (
         insert into private.dashboard_hour_counts as c (user_id, source, workflow_slug, hour, status, kind, rows, value_sum, score_sum)
         select h.user_id, %1$L, h.workflow_slug, h.hour, h.status, h.kind, %9$s * h.rows, %9$s * h.value_sum, %9$s * h.score_sum
         from h order by 1, 3, 4, 5, 6
         on conflict (user_id, source, workflow_slug, hour, status, kind) do update
           set rows = c.rows + excluded.rows, value_sum = c.value_sum + excluded.value_sum, score_sum = c.score_sum + excluded.score_sum)
     insert into private.dashboard_day_counts as c (user_id, source, workflow_slug, day, status, kind, rows, value_sum, score_sum)
     select h.user_id, %1$L, h.workflow_slug, private.doha_day(h.hour), h.status, h.kind,
            %9$s * sum(h.rows), %9$s * sum(h.value_sum), %9$s * sum(h.score_sum)
     from h
     group by h.user_id, h.workflow_slug, private.doha_day(h.hour), h.status, h.kind
     order by 1, 3, 4, 5, 6
     on conflict (user_id, source, workflow_slug, day, status, kind) do update
       set rows = c.rows + excluded.rows, value_sum = c.value_sum + excluded.value_sum, score_sum = c.score_sum + excluded.score_sum$q$,
    s.source, p_rows_from, coalesce(p_workflow_sql, s.workflow_sql), s.at_sql, s.status_sql, s.kind_sql, s.value_sql,
    s.score_sql, p_sign)
  from private.dashboard_sources s where s.source = p_source
$$;

-- After a removal: the lines of the removed rows' hours and days left with no rows go. Only lines this
-- statement changed (and so holds locked) are looked at: it never waits on another writer here. A line
-- with no rows but sums is kept: rows updated by a trigger within the statement that inserts them (a
-- conversation inserted with its messages, whose counter updates it) are counted as updated before
-- they are counted as inserted; the insert's count brings the line back to its rows.
create function private.dashboard_drop_empty_sql(p_source text, p_rows_from text, p_workflow_sql text default null)
returns text
language sql stable set search_path = ''
as $$
  select format(
    $q$with f as (
         select distinct r.user_id, (%3$s)::text as workflow_slug, private.utc_hour((%4$s)::timestamptz) as hour
         from %2$s r),
       hours as (
         delete from private.dashboard_hour_counts c using f
         where c.rows = 0 and c.value_sum = 0 and c.score_sum = 0 and c.user_id = f.user_id and c.source = %1$L and c.workflow_slug = f.workflow_slug and c.hour = f.hour)
     delete from private.dashboard_day_counts c using (select distinct f.user_id, f.workflow_slug, private.doha_day(f.hour) as day from f) d
     where c.rows = 0 and c.value_sum = 0 and c.score_sum = 0 and c.user_id = d.user_id and c.source = %1$L and c.workflow_slug = d.workflow_slug and c.day = d.day$q$,
    s.source, p_rows_from, coalesce(p_workflow_sql, s.workflow_sql), s.at_sql)
  from private.dashboard_sources s where s.source = p_source
$$;

-- Makes a registered source's trigger function and its insert, update, delete and truncate triggers, and
-- counts the rows already there.
create function private.install_dashboard_source(p_source text) returns void
language plpgsql security definer set search_path = ''
as $install$
declare
  t text := (select s.table_name from private.dashboard_sources s where s.source = p_source);
begin
  if t is null then
    raise exception 'unknown dashboard source %', p_source;
  end if;
  delete from private.dashboard_hour_counts where source = p_source;
  delete from private.dashboard_day_counts where source = p_source;
  execute format(
    $f$create or replace function private.%1$I() returns trigger
       language plpgsql security definer set search_path = ''
       as $body$
       begin
         if tg_op <> 'DELETE' then
           %2$s;
         end if;
         if tg_op <> 'INSERT' then
           %3$s;
           %4$s;
         end if;
         return null;
       end;
       $body$$f$,
    'dashboard_' || p_source, private.dashboard_count_sql(p_source, 1, 'new_rows'),
    private.dashboard_count_sql(p_source, -1, 'old_rows'), private.dashboard_drop_empty_sql(p_source, 'old_rows'));
  execute format('create or replace trigger %1$I after insert on public.%2$I referencing new table as new_rows '
                 'for each statement execute function private.%3$I()', 'dashboard_' || p_source || '_insert', t, 'dashboard_' || p_source);
  execute format('create or replace trigger %1$I after update on public.%2$I referencing old table as old_rows new table as new_rows '
                 'for each statement execute function private.%3$I()', 'dashboard_' || p_source || '_update', t, 'dashboard_' || p_source);
  execute format('create or replace trigger %1$I after delete on public.%2$I referencing old table as old_rows '
                 'for each statement execute function private.%3$I()', 'dashboard_' || p_source || '_delete', t, 'dashboard_' || p_source);
  execute format('create or replace trigger dashboard_truncate after truncate on public.%1$I '
                 'for each statement execute function private.dashboard_truncated()', t);
  execute private.dashboard_count_sql(p_source, 1, 'public.' || quote_ident(t));
end;
$install$;

revoke all on function private.install_dashboard_source(text) from public;

-- A truncated table has no rows left for any client: its sources have no lines.
create function private.dashboard_truncated() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  delete from private.dashboard_hour_counts where source in (select s.source from private.dashboard_sources s where s.table_name = tg_table_name);
  delete from private.dashboard_day_counts where source in (select s.source from private.dashboard_sources s where s.table_name = tg_table_name);
  return null;
end;
$$;

select private.install_dashboard_source(s.source) from private.dashboard_sources s order by s.source;

-- A conversation's messages are counted under its workflow. Deleted with it (on delete cascade), their
-- own trigger runs after the conversation is gone and can no longer find it: they are uncounted here,
-- first (their trigger then skips them, having no workflow).
create function private.dashboard_session_messages_uncount() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  messages constant text := format('(select m.* from public.chat_messages m where m.session_id = %L)', old.id);
begin
  execute private.dashboard_count_sql('chat_messages', -1, messages, quote_literal(old.workflow_slug));
  execute private.dashboard_drop_empty_sql('chat_messages', messages, quote_literal(old.workflow_slug));
  return old;
end;
$$;

create trigger dashboard_session_messages_uncount before delete on public.chat_sessions
for each row execute function private.dashboard_session_messages_uncount();

-- A conversation moved to another workflow (or a workflow's slug renamed, on update cascade) takes its
-- messages' counts along: uncounted under the old workflow, counted under the new.
create function private.dashboard_session_messages_move() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  -- The transition tables are visible to the statements this trigger function executes.
  moved constant text := '(select m.* from public.chat_messages m join old_rows o on o.id = m.session_id '
    'join new_rows n on n.id = o.id where n.workflow_slug is distinct from o.workflow_slug)';
  old_workflow constant text := '(select o.workflow_slug from old_rows o where o.id = r.session_id)';
begin
  if not exists (select from old_rows o join new_rows n on n.id = o.id where n.workflow_slug is distinct from o.workflow_slug) then
    return null;
  end if;
  execute private.dashboard_count_sql('chat_messages', -1, moved, old_workflow);
  execute private.dashboard_drop_empty_sql('chat_messages', moved, old_workflow);
  execute private.dashboard_count_sql('chat_messages', 1, moved);
  return null;
end;
$$;

create trigger dashboard_session_messages_move after update on public.chat_sessions
referencing old table as old_rows new table as new_rows
for each statement execute function private.dashboard_session_messages_move();

-- The rows of a source dated in [p_from, p_to), read from its table by the (user_id, workflow_slug,
-- date) index and grouped there by status and kind.
create or replace function private.dashboard_period_rows(p_source text, p_user_id uuid, p_workflow_slug text, p_from timestamptz, p_to timestamptz)
returns table (status text, kind text, rows bigint, value_sum numeric, score_sum numeric)
language plpgsql stable set search_path = ''
as $$
declare
  s private.dashboard_sources;
begin
  select * into s from private.dashboard_sources d where d.source = p_source;
  if s.source is null or p_from >= p_to then
    return;
  end if;
  return query execute format(
    'select coalesce((%1$s)::text, ''''), coalesce((%2$s)::text, ''''), count(*), coalesce(sum((%3$s)::numeric), 0), coalesce(sum((%4$s)::numeric), 0)
     from public.%5$I r where r.user_id = $1 and (%6$s) = $2 and %7$s group by 1, 2',
    s.status_sql, s.kind_sql, s.value_sql, s.score_sql, s.table_name, s.workflow_sql,
    coalesce(s.range_sql, format('(%1$s) >= $3 and (%1$s) < $4', s.at_sql)))
  using p_user_id, p_workflow_slug, p_from, p_to;
end;
$$;

-- A source's rows dated in [p_from, p_to) by status and kind: whole Doha days from the day lines, whole
-- hours of the days the range cuts from the hour lines, and the rows of the at most two hours it cuts.
create function private.dashboard_window(p_source text, p_user_id uuid, p_workflow_slug text, p_from timestamptz, p_to timestamptz)
returns table (status text, kind text, rows bigint, value_sum numeric, score_sum numeric)
language plpgsql stable set search_path = ''
as $$
declare
  first_day date := private.doha_day(p_from);
  last_day date := private.doha_day(p_to);
  days_from timestamptz;
  days_to timestamptz;
begin
  if p_from >= p_to then
    return;
  end if;
  if private.doha_day_start(first_day) < p_from then
    first_day := first_day + 1;
  end if;
  days_from := private.doha_day_start(first_day);
  days_to := private.doha_day_start(last_day);
  if days_from >= days_to then -- no whole day: all of it in hours
    days_from := p_to;
    days_to := p_to;
  end if;
  return query
    select p.status, p.kind, sum(p.rows)::bigint, sum(p.value_sum), sum(p.score_sum)
    from (
      select c.status, c.kind, c.rows, c.value_sum, c.score_sum
      from private.dashboard_day_counts c
      where c.user_id = p_user_id and c.source = p_source and c.workflow_slug = p_workflow_slug
        and c.day >= first_day and c.day < last_day and days_from < days_to
      union all
      select h.* from private.dashboard_hours(p_source, p_user_id, p_workflow_slug, p_from, days_from) h
      union all
      select h.* from private.dashboard_hours(p_source, p_user_id, p_workflow_slug, greatest(days_to, p_from), p_to) h
    ) p
    group by p.status, p.kind;
end;
$$;

-- The rows dated in [p_from, p_to) (less than a day or two, in practice): whole UTC hours from the hour
-- lines, the rest from the table.
create function private.dashboard_hours(p_source text, p_user_id uuid, p_workflow_slug text, p_from timestamptz, p_to timestamptz)
returns table (status text, kind text, rows bigint, value_sum numeric, score_sum numeric)
language plpgsql stable set search_path = ''
as $$
declare
  hours_from timestamptz := private.utc_hour(p_from);
  hours_to timestamptz := private.utc_hour(p_to);
begin
  if p_from >= p_to then
    return;
  end if;
  if hours_from < p_from then
    hours_from := hours_from + interval '1 hour';
  end if;
  if hours_from >= hours_to then
    return query select * from private.dashboard_period_rows(p_source, p_user_id, p_workflow_slug, p_from, p_to);
    return;
  end if;
  return query
    select c.status, c.kind, c.rows, c.value_sum, c.score_sum
    from private.dashboard_hour_counts c
    where c.user_id = p_user_id and c.source = p_source and c.workflow_slug = p_workflow_slug
      and c.hour >= hours_from and c.hour < hours_to
    union all
    select * from private.dashboard_period_rows(p_source, p_user_id, p_workflow_slug, p_from, hours_from)
    union all
    select * from private.dashboard_period_rows(p_source, p_user_id, p_workflow_slug, hours_to, p_to);
end;
$$;

-- Who may read a client's figures: the client itself or an administrator, with a second factor once
-- enrolled (as RLS on the source tables says).
create function private.dashboard_reader_may_read(p_user_id uuid) returns boolean
language sql stable set search_path = ''
as $$
  select p_user_id is not null and public.mfa_requirement_met()
     and (p_user_id = (select auth.uid()) or public.is_admin())
$$;

-- The figures of one source for one client's workflow (same signature and answer as 20261129200000).
create or replace function public.dashboard_figures(
  p_source text,
  p_workflow_slug text,
  p_as_of timestamptz default now(),
  p_days integer default 30,
  p_user_id uuid default auth.uid()
)
returns table (period text, day date, status text, kind text, rows bigint, value_sum numeric, score_sum numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  span constant interval := make_interval(days => p_days);
  last_day date;
begin
  if p_as_of is null or p_days is null or p_days not between 1 and 366
     or not exists (select from private.dashboard_sources s where s.source = p_source)
     or not private.dashboard_reader_may_read(p_user_id) then
    return;
  end if;
  return query
    select 'current', null::date, w.* from private.dashboard_window(p_source, p_user_id, p_workflow_slug, p_as_of - span, p_as_of) w;
  return query
    select 'previous', null::date, w.* from private.dashboard_window(p_source, p_user_id, p_workflow_slug, p_as_of - 2 * span, p_as_of - span) w;
  -- Per Doha day: the p_days days ending with the day of the last moment before as_of (as the
  -- dashboards' reportingDays), each whole, split by status only (a chart's series).
  last_day := private.doha_day(p_as_of - interval '1 millisecond');
  return query
    select 'day', c.day, c.status, '', sum(c.rows)::bigint, sum(c.value_sum), sum(c.score_sum)
    from private.dashboard_day_counts c
    where c.user_id = p_user_id and c.source = p_source and c.workflow_slug = p_workflow_slug
      and c.day > last_day - p_days and c.day <= last_day
    group by c.day, c.status
    order by c.day, c.status;
end;
$$;

-- Consecutive periods of p_days ending at p_as_of (0 = the current one, 1 = the one before…): weekly
-- windows, months of 30 days. One line per period, status and kind.
create function public.dashboard_periods(
  p_source text,
  p_workflow_slug text,
  p_as_of timestamptz default now(),
  p_days integer default 7,
  p_count integer default 8,
  p_user_id uuid default auth.uid()
)
returns table (period integer, period_from timestamptz, period_to timestamptz, status text, kind text, rows bigint, value_sum numeric, score_sum numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  span constant interval := make_interval(days => p_days);
begin
  if p_as_of is null or p_days is null or p_count is null or p_days not between 1 and 366
     or p_count not between 1 and 60 or p_days * p_count > 3660
     or not exists (select from private.dashboard_sources s where s.source = p_source)
     or not private.dashboard_reader_may_read(p_user_id) then
    return;
  end if;
  for i in 0 .. p_count - 1 loop
    return query
      select i, p_as_of - (i + 1) * span, p_as_of - i * span, w.*
      from private.dashboard_window(p_source, p_user_id, p_workflow_slug, p_as_of - (i + 1) * span, p_as_of - i * span) w;
  end loop;
end;
$$;

comment on function public.dashboard_periods(text, text, timestamptz, integer, integer, uuid) is
  'A dashboard source''s rows and sums per status and kind in p_count consecutive periods of p_days ending at p_as_of (period 0 the latest).';

revoke all on function public.dashboard_periods(text, text, timestamptz, integer, integer, uuid) from public, anon;
grant execute on function public.dashboard_periods(text, text, timestamptz, integer, integer, uuid) to authenticated, service_role;

-- What a dashboard counts by a second moment, and pages by: an index each (the first moments have one).
create index if not exists invoices_user_workflow_paid_idx on public.invoices (user_id, workflow_slug, paid_at desc) where paid_at is not null;
create index if not exists emails_user_workflow_labelled_idx on public.emails (user_id, workflow_slug, labelled_at desc) where labelled_at is not null;
create index if not exists hr_requests_user_workflow_resolved_idx on public.hr_requests (user_id, workflow_slug, resolved_at desc) where resolved_at is not null;
create index if not exists onboardings_user_workflow_completed_idx on public.onboardings (user_id, workflow_slug, completed_at desc) where completed_at is not null;
create index if not exists orders_user_workflow_paid_idx on public.orders (user_id, workflow_slug, paid_at desc) where paid_at is not null;
create index if not exists deals_user_workflow_closed_idx on public.deals (user_id, workflow_slug, closed_at desc) where closed_at is not null;
create index if not exists social_posts_user_workflow_published_idx on public.social_posts (user_id, workflow_slug, published_at desc) where published_at is not null;
create index if not exists financial_reports_user_workflow_generated_idx on public.financial_reports (user_id, workflow_slug, generated_at desc) where generated_at is not null;
