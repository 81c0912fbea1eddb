-- Dashboard figures computed where the rows are (issue 43). A dashboard's KPIs compare the 30 Doha
-- days before "as of" with the 30 before those, and its charts count per Doha day and per status or
-- kind. Reading the rows into the browser for that stopped being true past a cap and grew with the
-- client's business; here the same figures cost the same at 10,000 or 1,000,000 rows.
--
-- How: every row of a source table is counted, as it is written, in private.dashboard_day_counts: one
-- line per (client, source, workflow, Doha day, status, kind) with its row count and two sums (a
-- value such as QAR, a score). Statement-level triggers with transition tables keep it exact on
-- insert, update and delete, so a bulk insert of a million rows costs one grouped upsert. A period
-- [as_of - days, as_of) is its whole Doha days read from the counts, plus the rows of the at most two
-- days it cuts read from the table itself (through its (user_id, workflow_slug, date) index).
--
-- The one API is public.dashboard_figures (see docs/architecture.md, "Dashboard figures").

-- What a dashboard counts of a row: its moment, status, kind and two sums.
create type private.dashboard_fact as (
  user_id uuid,
  workflow_slug text,
  at timestamptz,
  status text,
  kind text,
  value numeric,
  score numeric
);

-- Doha is UTC+3 all year (no daylight saving): its day of a moment, and the moment a day starts.
create function private.doha_day(at timestamptz) returns date
language sql immutable parallel safe set search_path = ''
as $$ select ((at at time zone 'UTC') + interval '3 hours')::date $$;

create function private.doha_day_start(day date) returns timestamptz
language sql immutable parallel safe set search_path = ''
as $$ select (day::timestamp - interval '3 hours') at time zone 'UTC' $$;

-- One mapping per source: what the dashboards count of its rows (the same expressions as the
-- dashboards' data.ts files read; docs/architecture.md lists them).
create function private.leads_fact(r public.leads) returns private.dashboard_fact
language sql immutable set search_path = ''
as $$ select row(r.user_id, r.workflow_slug, r.created_at, r.status, r.source, r.estimated_value_qar, r.score)::private.dashboard_fact $$;

create function private.chat_sessions_fact(r public.chat_sessions) returns private.dashboard_fact
language sql immutable set search_path = ''
as $$ select row(r.user_id, r.workflow_slug, r.started_at, r.status, r.channel, r.message_count, r.satisfaction)::private.dashboard_fact $$;

-- A message has no workflow of its own: it is its conversation's.
create function private.chat_messages_fact(r public.chat_messages) returns private.dashboard_fact
language sql stable set search_path = ''
as $$
  select row(r.user_id, (select s.workflow_slug from public.chat_sessions s where s.id = r.session_id),
             r.created_at, r.role, '', null, null)::private.dashboard_fact
$$;

-- An issue date is a calendar day: it belongs to a period by its Doha midday (as invoice-collection's data.ts).
create function private.invoices_fact(r public.invoices) returns private.dashboard_fact
language sql immutable set search_path = ''
as $$ select row(r.user_id, r.workflow_slug, private.doha_day_start(r.issued_on) + interval '12 hours', r.status, '', r.amount_qar, r.reminders_sent)::private.dashboard_fact $$;

create function private.workflow_runs_fact(r public.workflow_runs) returns private.dashboard_fact
language sql immutable set search_path = ''
as $$ select row(r.user_id, r.workflow_slug, r.created_at, r.status, r.executor, r.duration_ms, null)::private.dashboard_fact $$;

create table private.dashboard_day_counts (
  user_id uuid not null,
  source text not null,
  workflow_slug text not null,
  day date not null,
  status text not null,
  kind text not null,
  rows bigint not null,
  value_sum numeric not null,
  score_sum numeric not null,
  primary key (user_id, source, workflow_slug, day, status, kind)
);

comment on table private.dashboard_day_counts is
  'Rows of each dashboard source per client, workflow, Doha day, status and kind, kept by triggers; read through public.dashboard_figures.';

-- Adds (sign 1) or removes (sign -1) grouped facts; lines that reach zero rows go.
create function private.add_day_counts(p_source text, p_sign integer, p_groups jsonb) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  if p_groups is null or jsonb_array_length(p_groups) = 0 then
    return;
  end if;
  insert into private.dashboard_day_counts as c
    (user_id, source, workflow_slug, day, status, kind, rows, value_sum, score_sum)
  select g.user_id, p_source, g.workflow_slug, g.day, g.status, g.kind,
         p_sign * g.rows, p_sign * g.value_sum, p_sign * g.score_sum
  from jsonb_to_recordset(p_groups) as g(user_id uuid, workflow_slug text, day date, status text, kind text,
                                         rows bigint, value_sum numeric, score_sum numeric)
  on conflict (user_id, source, workflow_slug, day, status, kind) do update
    set rows = c.rows + excluded.rows,
        value_sum = c.value_sum + excluded.value_sum,
        score_sum = c.score_sum + excluded.score_sum;
  if p_sign < 0 then
    delete from private.dashboard_day_counts c
    using jsonb_to_recordset(p_groups) as g(user_id uuid, workflow_slug text, day date, status text, kind text)
    where c.rows = 0 and c.user_id = g.user_id and c.source = p_source and c.workflow_slug = g.workflow_slug
      and c.day = g.day and c.status = g.status and c.kind = g.kind;
  end if;
end;
$$;

revoke all on function private.add_day_counts(text, integer, jsonb) from public;

-- One trigger function per source, made from one template: the rows a statement added and removed,
-- grouped, go to add_day_counts, in key order so that two writers lock shared lines in the same order.
do $do$
declare
  source text;
  grouped constant text :=
    'coalesce((select jsonb_agg(g order by g.user_id, g.workflow_slug, g.day, g.status, g.kind) from (select f.user_id, f.workflow_slug, private.doha_day(f.at) as day, '
    'coalesce(f.status, '''') as status, coalesce(f.kind, '''') as kind, count(*) as rows, '
    'coalesce(sum(f.value), 0) as value_sum, coalesce(sum(f.score), 0) as score_sum '
    'from %1$s r cross join lateral private.%2$s_fact(r) f where f.workflow_slug is not null '
    'group by 1, 2, 3, 4, 5) g), ''[]'')';
begin
  foreach source in array array['leads', 'chat_sessions', 'chat_messages', 'invoices', 'workflow_runs'] loop
    execute format(
      $f$create function private.%1$s_day_counts() returns trigger
         language plpgsql security definer set search_path = ''
         as $body$
         begin
           if tg_op <> 'DELETE' then
             perform private.add_day_counts(%2$L, 1, %3$s);
           end if;
           if tg_op <> 'INSERT' then
             perform private.add_day_counts(%2$L, -1, %4$s);
           end if;
           return null;
         end;
         $body$$f$,
      source, source, format(grouped, 'new_rows', source), format(grouped, 'old_rows', source));
    execute format(
      'create trigger %1$s_day_counts_insert after insert on public.%1$s referencing new table as new_rows '
      'for each statement execute function private.%1$s_day_counts()', source);
    execute format(
      'create trigger %1$s_day_counts_update after update on public.%1$s referencing old table as old_rows '
      'new table as new_rows for each statement execute function private.%1$s_day_counts()', source);
    execute format(
      'create trigger %1$s_day_counts_delete after delete on public.%1$s referencing old table as old_rows '
      'for each statement execute function private.%1$s_day_counts()', source);
    -- The rows already there.
    execute format('select private.add_day_counts(%1$L, 1, %2$s)', source,
      format(grouped, 'public.' || source, source));
  end loop;
end;
$do$;

-- A conversation deleted with its messages (on delete cascade): the messages' own trigger runs after
-- the conversation is gone and could no longer find their workflow, so they are uncounted here, first.
create function private.chat_session_messages_uncount() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform private.add_day_counts('chat_messages', -1, coalesce((
    select jsonb_agg(g) from (
      select old.user_id, old.workflow_slug, private.doha_day(m.created_at) as day, m.role as status, '' as kind,
             count(*) as rows, 0 as value_sum, 0 as score_sum
      from public.chat_messages m where m.session_id = old.id
      group by 1, 2, 3, 4, 5) g), '[]'));
  -- Stops the messages' trigger from counting them again: it skips messages whose conversation is gone.
  return old;
end;
$$;

create trigger chat_sessions_uncount_messages before delete on public.chat_sessions
for each row execute function private.chat_session_messages_uncount();

-- The rows of a source dated in [p_from, p_to), read from the table by its date index and grouped by
-- status and kind there (the same expressions as the *_fact functions, written out so that no function
-- runs per row).
create function private.dashboard_period_rows(p_source text, p_user_id uuid, p_workflow_slug text, p_from timestamptz, p_to timestamptz)
returns table (status text, kind text, rows bigint, value_sum numeric, score_sum numeric)
language plpgsql stable set search_path = ''
as $$
begin
  if p_from >= p_to then
    return;
  end if;
  if p_source = 'leads' then
    return query select r.status, r.source, count(*), coalesce(sum(r.estimated_value_qar), 0)::numeric, coalesce(sum(r.score), 0)::numeric
      from public.leads r
      where r.user_id = p_user_id and r.workflow_slug = p_workflow_slug and r.created_at >= p_from and r.created_at < p_to
      group by 1, 2;
  elsif p_source = 'chat_sessions' then
    return query select r.status, r.channel, count(*), coalesce(sum(r.message_count), 0)::numeric, coalesce(sum(r.satisfaction), 0)::numeric
      from public.chat_sessions r
      where r.user_id = p_user_id and r.workflow_slug = p_workflow_slug and r.started_at >= p_from and r.started_at < p_to
      group by 1, 2;
  elsif p_source = 'chat_messages' then
    return query select r.role, ''::text, count(*), 0::numeric, 0::numeric
      from public.chat_messages r join public.chat_sessions s on s.id = r.session_id and s.user_id = r.user_id
      where r.user_id = p_user_id and s.workflow_slug = p_workflow_slug and r.created_at >= p_from and r.created_at < p_to
      group by 1;
  elsif p_source = 'invoices' then
    -- An invoice is at its issue day's Doha midday: the days whose midday is in [p_from, p_to) are
    -- those from the first day starting at or after p_from - 12 h to the last starting before p_to - 12 h.
    return query select r.status, ''::text, count(*), coalesce(sum(r.amount_qar), 0)::numeric, coalesce(sum(r.reminders_sent), 0)::numeric
      from public.invoices r
      where r.user_id = p_user_id and r.workflow_slug = p_workflow_slug
        and r.issued_on >= private.doha_day(p_from - interval '12 hours' - interval '1 microsecond') + 1
        and r.issued_on < private.doha_day(p_to - interval '12 hours' - interval '1 microsecond') + 1
      group by 1;
  elsif p_source = 'workflow_runs' then
    return query select r.status, r.executor, count(*), coalesce(sum(r.duration_ms), 0)::numeric, 0::numeric
      from public.workflow_runs r
      where r.user_id = p_user_id and r.workflow_slug = p_workflow_slug and r.created_at >= p_from and r.created_at < p_to
      group by 1, 2;
  end if;
end;
$$;

-- The figures of one source for one client's workflow.
create function public.dashboard_figures(
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
  w record;
  first_full date;
  last_day date;
begin
  -- Who may read: the client itself or an administrator, with a second factor once enrolled (as RLS on
  -- the source tables says); anything else answers no rows.
  if p_user_id is null or p_as_of is null or p_days is null or p_days not between 1 and 366
     or p_source not in ('leads', 'chat_sessions', 'chat_messages', 'invoices', 'workflow_runs')
     or not public.mfa_requirement_met()
     or not (p_user_id = (select auth.uid()) or public.is_admin()) then
    return;
  end if;

  for w in select * from (values ('current', p_as_of - span, p_as_of), ('previous', p_as_of - 2 * span, p_as_of - span))
    as v(name, from_at, to_at)
  loop
    -- Whole Doha days from the counts; the cut day at each end from the rows.
    first_full := private.doha_day(w.from_at);
    if private.doha_day_start(first_full) < w.from_at then
      first_full := first_full + 1;
    end if;
    last_day := private.doha_day(w.to_at);
    return query
      select w.name, null::date, p.status, p.kind, sum(p.rows)::bigint, sum(p.value_sum), sum(p.score_sum)
      from (
        select c.status, c.kind, c.rows, c.value_sum, c.score_sum
        from private.dashboard_day_counts c
        where c.user_id = p_user_id and c.source = p_source and c.workflow_slug = p_workflow_slug
          and c.day >= first_full and c.day < last_day
        union all
        select f.status, f.kind, f.rows, f.value_sum, f.score_sum
        from private.dashboard_period_rows(p_source, p_user_id, p_workflow_slug, w.from_at,
               least(w.to_at, private.doha_day_start(first_full))) f
        union all
        select f.status, f.kind, f.rows, f.value_sum, f.score_sum
        from private.dashboard_period_rows(p_source, p_user_id, p_workflow_slug,
               greatest(w.from_at, private.doha_day_start(last_day)), w.to_at) f
      ) p
      group by p.status, p.kind;
  end loop;

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

comment on function public.dashboard_figures(text, text, timestamptz, integer, uuid) is
  'A dashboard source''s figures for one client''s workflow: rows and sums per status and kind in the period before p_as_of (current) and the one before it (previous), and per Doha day and status over the period (day).';

revoke all on function public.dashboard_figures(text, text, timestamptz, integer, uuid) from public, anon;
grant execute on function public.dashboard_figures(text, text, timestamptz, integer, uuid) to authenticated, service_role;

-- What a dashboard's table pages through: its client's rows of its workflow by date (leads, sessions,
-- invoices and runs already have one; a conversation's messages are read by conversation).
create index if not exists chat_messages_user_created_idx on public.chat_messages (user_id, created_at desc);
