-- Customer support's ticket counts at the same cost whatever a client's volume (issue 43;
-- docs/performance.md, "Dashboard figures at volume"). 20261201040000 keeps one row per ticket
-- (private.support_tickets), but support_ticket_counts still read every ticket of both periods (16,440
-- at 1,000,000 messages: 69 ms on PostgreSQL, 98 ms on PGlite, 8-10× the 10,000 messages' time). Now the
-- tickets are a dashboard source like the others (docs/figures.md, "How the day lines are kept"):
-- 1. private.dashboard_sources says in which schema a source's table is (table_schema, 'public' for the
--    tables there): the registry's helpers that name the table (its triggers, the rows of a cut hour,
--    dashboard_stats' and dashboard_top's rows, TRUNCATE) read it from there instead of assuming public;
-- 2. the source `support_tickets` counts private.support_tickets by its moment (started_at): status =
--    the ticket's handling, kind = its status and channel (a space between them: neither has one, as
--    chat_sessions' checks say), value = its rating, score = 1 when rated. The registry's statement
--    triggers on private.support_tickets keep its day and hour lines as the ticket triggers of
--    20261201040000 write the rows (inserted, recomputed, deleted, emptied);
-- 3. support_ticket_counts (same signature and answer) reads both periods with private.dashboard_window,
--    as dashboard_figures does: whole days from the day lines, the cut days' whole hours from the hour
--    lines, the at most two cut hours' tickets from the kept rows; its per-day lines are the day lines of
--    the period's whole days and, for the two days the period cuts, the same window over the part of the
--    day inside the period (the chart counts only the period's tickets).
-- support_ticket_times is unchanged: its exact medians and p90 need each ticket of the period.

alter table private.dashboard_sources add column table_schema text not null default 'public';

comment on column private.dashboard_sources.table_schema is
  'The schema of table_name: public for the tables clients write, private for rows kept by triggers (support_tickets).';

-- Same as 20261129400100's, the table named with its schema.
create or replace function private.dashboard_rows_sql(s private.dashboard_sources) returns text
language sql immutable set search_path = ''
as $$
  select format(
    'from %5$I.%1$I r where r.user_id = $1 and (%2$s) = $2 and %3$s and ($5::text[] is null or coalesce((%4$s)::text, '''') = any ($5))',
    s.table_name, s.workflow_sql, coalesce(s.range_sql, format('(%1$s) >= $3 and (%1$s) < $4', s.at_sql)), s.status_sql,
    s.table_schema)
$$;

-- Same as 20261129400000's, the table named with its schema.
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
     from %8$I.%5$I r where r.user_id = $1 and (%6$s) = $2 and %7$s group by 1, 2',
    s.status_sql, s.kind_sql, s.value_sql, s.score_sql, s.table_name, s.workflow_sql,
    coalesce(s.range_sql, format('(%1$s) >= $3 and (%1$s) < $4', s.at_sql)), s.table_schema)
  using p_user_id, p_workflow_slug, p_from, p_to;
end;
$$;

-- Same as 20261129400000's, the triggers made on the table in its schema.
create or replace function private.install_dashboard_source(p_source text) returns void
language plpgsql security definer set search_path = ''
as $install$
declare
  t text;
  ts text;
begin
  select s.table_name, s.table_schema into t, ts from private.dashboard_sources s where s.source = p_source;
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
  execute format('create or replace trigger %1$I after insert on %4$I.%2$I referencing new table as new_rows '
                 'for each statement execute function private.%3$I()', 'dashboard_' || p_source || '_insert', t, 'dashboard_' || p_source, ts);
  execute format('create or replace trigger %1$I after update on %4$I.%2$I referencing old table as old_rows new table as new_rows '
                 'for each statement execute function private.%3$I()', 'dashboard_' || p_source || '_update', t, 'dashboard_' || p_source, ts);
  execute format('create or replace trigger %1$I after delete on %4$I.%2$I referencing old table as old_rows '
                 'for each statement execute function private.%3$I()', 'dashboard_' || p_source || '_delete', t, 'dashboard_' || p_source, ts);
  execute format('create or replace trigger dashboard_truncate after truncate on %2$I.%1$I '
                 'for each statement execute function private.dashboard_truncated()', t, ts);
  execute private.dashboard_count_sql(p_source, 1, format('%I.%I', ts, t));
end;
$install$;

revoke all on function private.install_dashboard_source(text) from public;

-- Same as 20261129400000's: a truncated table's sources (in its schema) have no lines.
create or replace function private.dashboard_truncated() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  delete from private.dashboard_hour_counts where source in (
    select s.source from private.dashboard_sources s where s.table_schema = tg_table_schema and s.table_name = tg_table_name);
  delete from private.dashboard_day_counts where source in (
    select s.source from private.dashboard_sources s where s.table_schema = tg_table_schema and s.table_name = tg_table_name);
  return null;
end;
$$;

-- Same as 20261129400100's, the group's column looked up in the table's schema.
create or replace function public.dashboard_top(
  p_source text,
  p_workflow_slug text,
  p_group text,
  p_as_of timestamptz default now(),
  p_days integer default 30,
  p_limit integer default 10,
  p_statuses text[] default null,
  p_user_id uuid default auth.uid()
)
returns table (grp text, rows bigint, value_sum numeric, score_sum numeric, latest_at timestamptz, total_groups bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  s private.dashboard_sources;
begin
  select * into s from private.dashboard_sources d where d.source = p_source;
  -- The group is a column of the table (any the client may read of its own rows through the API).
  if s.source is null or p_group is null or p_as_of is null or p_days is null or p_days not between 1 and 366
     or p_limit is null or p_limit not between 1 and 1000
     or not exists (select from pg_catalog.pg_attribute a
                    where a.attrelid = format('%I.%I', s.table_schema, s.table_name)::regclass and a.attname = p_group
                      and a.attnum > 0 and not a.attisdropped)
     or not private.dashboard_reader_may_read(p_user_id) then
    return;
  end if;
  return query execute format(
    $q$select g.grp, g.rows, g.value_sum, g.score_sum, g.latest_at, count(*) over ()
       from (select r.%1$I::text as grp, count(*) as rows, coalesce(sum((%2$s)::numeric), 0) as value_sum,
                    coalesce(sum((%3$s)::numeric), 0) as score_sum, max((%4$s)::timestamptz) as latest_at
             %5$s group by 1) g
       order by g.rows desc, g.grp nulls last
       limit $6$q$,
    p_group, s.value_sql, s.score_sql, s.at_sql, private.dashboard_rows_sql(s))
  using p_user_id, p_workflow_slug, p_as_of - make_interval(days => p_days), p_as_of, p_statuses, p_limit;
end;
$$;

-- The kept tickets as a source: per handling (status), status and channel (kind), rating (value) and
-- rated (score). Installing it makes its triggers on private.support_tickets and counts the tickets
-- already there.
insert into private.dashboard_sources (source, table_schema, table_name, at_sql, status_sql, kind_sql, value_sql, score_sql)
values ('support_tickets', 'private', 'support_tickets', 'r.started_at', 'r.handling', 'r.status || '' '' || r.channel',
        'r.satisfaction', '(r.satisfaction is not null)::int');

select private.install_dashboard_source('support_tickets');

-- Same answer as 20261201040000's, from the day and hour lines and the cut hours' tickets.
create or replace function public.support_ticket_counts(
  p_workflow_slug text,
  p_as_of timestamptz default now(),
  p_days integer default 30,
  p_user_id uuid default auth.uid()
)
returns table (period text, day date, handling text, status text, channel text, tickets bigint, rated bigint,
               satisfaction_sum bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  span interval;
  period_from timestamptz;
  first_day date;
  last_day date;
begin
  if p_workflow_slug is null or p_as_of is null or p_days is null or p_days not between 1 and 366
     or not private.dashboard_reader_may_read(p_user_id) then
    return;
  end if;
  span := make_interval(days => p_days);
  period_from := p_as_of - span;
  return query
    select w.period, null::date, w.status, split_part(w.kind, ' ', 1), split_part(w.kind, ' ', 2), w.rows,
           w.score_sum::bigint, w.value_sum::bigint
    from (
      select 'current' as period, c.* from private.dashboard_window('support_tickets', p_user_id, p_workflow_slug, period_from, p_as_of) c
      union all
      select 'previous', c.* from private.dashboard_window('support_tickets', p_user_id, p_workflow_slug, p_as_of - 2 * span, period_from) c
    ) w;
  -- Per Doha day of the current period and handling: the days between its first and last from the day
  -- lines, and of those two only the part inside the period (the first from period_from, the last up to
  -- as_of; one day when the period is one whole Doha day).
  first_day := private.doha_day(period_from);
  last_day := private.doha_day(p_as_of - interval '1 microsecond');
  return query
    select 'day', d.day, d.status, '', '', sum(d.rows)::bigint, sum(d.score_sum)::bigint, sum(d.value_sum)::bigint
    from (
      select c.day, c.status, c.rows, c.value_sum, c.score_sum
      from private.dashboard_day_counts c
      where c.user_id = p_user_id and c.source = 'support_tickets' and c.workflow_slug = p_workflow_slug
        and c.day > first_day and c.day < last_day
      union all
      select first_day, w.status, w.rows, w.value_sum, w.score_sum
      from private.dashboard_window('support_tickets', p_user_id, p_workflow_slug, period_from,
                                    least(p_as_of, private.doha_day_start(first_day + 1))) w
      union all
      select last_day, w.status, w.rows, w.value_sum, w.score_sum
      from private.dashboard_window('support_tickets', p_user_id, p_workflow_slug,
                                    greatest(period_from, private.doha_day_start(last_day)), p_as_of) w
      where last_day > first_day
    ) d
    group by d.day, d.status;
end;
$$;
