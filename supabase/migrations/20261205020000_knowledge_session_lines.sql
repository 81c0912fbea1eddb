-- The knowledge bot's session figures at the same cost whatever a client's volume (issue 43;
-- docs/performance.md, "Dashboard figures at volume"). After 20261204010000 the bot's reply reads cost
-- about the same at 10,000 and 1,000,000 messages, but two reads of its KPI row still followed the
-- period's conversations, and its reply lines were read a page a line:
-- 1. The session ratings' spread (dashboard_stats of `chat_sessions`, measure 'score': a rating is an
--    integer from 1 to 5) read every rated conversation of both periods. The ratings are now a dashboard
--    source of their own, `chat_session_ratings` (kind = the rating; unrated conversations have no
--    moment, so no line), whose day and hour lines the registry's statement triggers keep as they keep
--    every source's (insert, update, delete, TRUNCATE, a conversation moved to another workflow:
--    docs/figures.md, "How the day lines are kept"; an update that changes none of what they count skips
--    them, below). dashboard_stats answers that one read from a period's
--    counts per rating (private.dashboard_window: whole days from the day lines, the cut days' whole
--    hours from the hour lines, the at most two cut hours' conversations from the table): the count, sum,
--    mean, lowest and highest, each percentile as percentile_cont interpolates between the two ranks
--    around f·(n−1) (the rating holding a rank is found from the counts), and the bands (width_bucket of
--    each rating over the bounds sorted, as for any source). Same answer to the digit
--    (backend/test/figures-session-ratings.test.ts after every kind of write, and
--    backend/test/figures-sources.test.ts for every source's spread, compare them with SQL over the rows).
--    Every other read is the previous function's, unchanged (renamed private.dashboard_stats_of_rows).
-- 2. The conversations per Doha weekday and hour (public.dashboard_hours, every source's) read a period's
--    hour lines (720 a period once every hour has a conversation: 1,000,000 messages) and called
--    private.doha_time twice a line: a SQL function with its own search_path is not inlined, and those
--    calls were nine tenths of the read (13 of 16 ms at 1,000,000 on PostgreSQL). The hour lines are now
--    summed per hour and each hour put on Doha's clock inline (the same expression); same answer.
-- 3. The reply lines a period reads (private.knowledge_reply_days: 4,300 at 1,000,000 messages) had no
--    covering index: each line was a heap page. An index holding what knowledge_grouped_spreads reads of
--    them lets the lines be read from it.

-- The ratings as a source: a rated conversation by its start, status and rating (value and score none).
-- The cut hours' conversations are read through (user_id, workflow_slug, started_at).
insert into private.dashboard_sources (source, table_name, at_sql, status_sql, kind_sql, range_sql)
values ('chat_session_ratings', 'chat_sessions', 'case when r.satisfaction is not null then r.started_at end',
        'r.status', 'r.satisfaction',
        'r.started_at >= $3 and r.started_at < $4 and r.satisfaction is not null');

select private.install_dashboard_source('chat_session_ratings');

-- Most updates of a conversation change no rating, moment, status, client or workflow (its message
-- counter is updated with each message): those leave the ratings' lines as they are, without the three
-- statements of the registry's trigger (counted out, counted in, emptied lines dropped). When the old
-- and new rows say the same of all five, as many of each (a multiset), counting them out and in again
-- would change nothing; otherwise the same statements run.
create function private.chat_session_ratings_update() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if not exists (
    (select o.user_id, o.workflow_slug, o.started_at, o.status, o.satisfaction from old_rows o
     except all
     select n.user_id, n.workflow_slug, n.started_at, n.status, n.satisfaction from new_rows n)
    union all
    (select n.user_id, n.workflow_slug, n.started_at, n.status, n.satisfaction from new_rows n
     except all
     select o.user_id, o.workflow_slug, o.started_at, o.status, o.satisfaction from old_rows o)) then
    return null;
  end if;
  execute private.dashboard_count_sql('chat_session_ratings', 1, 'new_rows');
  execute private.dashboard_count_sql('chat_session_ratings', -1, 'old_rows');
  execute private.dashboard_drop_empty_sql('chat_session_ratings', 'old_rows');
  return null;
end;
$$;

revoke all on function private.chat_session_ratings_update() from public;

create or replace trigger dashboard_chat_session_ratings_update after update on public.chat_sessions
referencing old table as old_rows new table as new_rows
for each statement execute function private.chat_session_ratings_update();

-- The previous dashboard_stats (20261204010000's) answers every other read, as it did.
alter function public.dashboard_stats(text, text, text, timestamptz, integer, numeric[], numeric[], text[], uuid)
  rename to dashboard_stats_of_rows;
alter function public.dashboard_stats_of_rows(text, text, text, timestamptz, integer, numeric[], numeric[], text[], uuid)
  set schema private;
revoke all on function private.dashboard_stats_of_rows(text, text, text, timestamptz, integer, numeric[], numeric[], text[], uuid)
  from public, anon, authenticated, service_role;

-- Same signature and answer as 20261204010000's; the ratings of chat_sessions from their lines (above).
create function public.dashboard_stats(
  p_source text,
  p_workflow_slug text,
  p_measure text default 'value',
  p_as_of timestamptz default now(),
  p_days integer default 30,
  p_fractions numeric[] default array[0.5, 0.95],
  p_bounds numeric[] default null,
  p_statuses text[] default null,
  p_user_id uuid default auth.uid()
)
returns table (period text, rows bigint, mean numeric, min numeric, max numeric, sum numeric,
               percentiles double precision[], bands bigint[])
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  span constant interval := make_interval(days => p_days);
  bounds numeric[];
begin
  -- Anything else, and a read the checks below refuse, is the previous function's (which answers
  -- nothing to a refused read).
  if p_source is distinct from 'chat_sessions' or p_measure is distinct from 'score' or p_as_of is null
     or p_days is null or p_days not between 1 and 366
     or p_fractions is null or cardinality(p_fractions) not between 1 and 20
     or exists (select from unnest(p_fractions) f where f is null or f not between 0 and 1)
     or cardinality(p_bounds) > 50 or array_position(p_bounds, null) is not null
     or not private.dashboard_reader_may_read(p_user_id) then
    return query
      select * from private.dashboard_stats_of_rows(p_source, p_workflow_slug, p_measure, p_as_of, p_days, p_fractions,
                                                    p_bounds, p_statuses, p_user_id);
    return;
  end if;
  bounds := (select array_agg(u order by u) from unnest(p_bounds) u);
  return query
    with v as (
      select * from (values (1, 'current', p_as_of - span, p_as_of), (2, 'previous', p_as_of - 2 * span, p_as_of - span))
        as v(o, name, from_at, to_at)),
    -- Each period's rated conversations per rating (of the statuses asked for).
    c as (
      select v.o, w.kind::integer as rating, sum(w.rows)::bigint as n
      from v
      cross join lateral private.dashboard_window('chat_session_ratings', p_user_id, p_workflow_slug, v.from_at, v.to_at) w
      where p_statuses is null or w.status = any (p_statuses)
      group by 1, 2
      having sum(w.rows) <> 0),
    -- A rating holds the ranks [before, before + n) of its period's ratings in order.
    r as (
      select c.o, c.rating, c.n, (sum(c.n) over (partition by c.o order by c.rating))::bigint - c.n as before
      from c),
    g as (
      select v.o, v.name, coalesce(sum(r.n), 0)::bigint as n, sum(r.n * r.rating)::bigint as s, min(r.rating) as lo,
             max(r.rating) as hi
      from v left join r on r.o = v.o
      group by v.o, v.name)
    select g.name, g.n,
           case when g.n > 0 then g.s::numeric / g.n::numeric end,
           g.lo::numeric, g.hi::numeric,
           case when g.n > 0 then g.s::numeric end,
           -- percentile_cont: the two ranks around pos = f·(n−1), interpolated in double precision.
           case when g.n > 0 then (
             select array_agg(case when f.hi = f.lo then a.rating::double precision
                                   else a.rating::double precision
                                        + ((f.pos - f.lo::double precision) * (b.rating::double precision - a.rating::double precision)) end
                              order by f.o)
             from (select x.o, x.pos, floor(x.pos)::bigint as lo, ceil(x.pos)::bigint as hi
                   from (select u.o, u.f::double precision * (g.n - 1)::double precision as pos
                         from unnest(p_fractions) with ordinality as u(f, o)) x) f
             join r a on a.o = g.o and f.lo >= a.before and f.lo < a.before + a.n
             join r b on b.o = g.o and f.hi >= b.before and f.hi < b.before + b.n) end,
           -- A rating's band is how many bounds it reaches (as every source's, numeric: exact for any bound).
           case when p_bounds is not null then (
             select array_agg(coalesce(k.n, 0)::bigint order by i.i)
             from generate_series(0, cardinality(p_bounds)) as i(i)
             left join (select coalesce(width_bucket(r.rating::numeric, bounds), 0) as i, sum(r.n) as n
                        from r where r.o = g.o group by 1) k on k.i = i.i) end
    from g
    order by g.o;
end;
$$;

comment on function public.dashboard_stats(text, text, text, timestamptz, integer, numeric[], numeric[], text[], uuid) is
  'The spread of a dashboard source''s measure (value or score) over the current and previous periods: count, mean, min, max, sum, percentiles and bands; the ratings of chat_sessions and the bot''s latencies from their lines.';

revoke all on function public.dashboard_stats(text, text, text, timestamptz, integer, numeric[], numeric[], text[], uuid) from public, anon;
grant execute on function public.dashboard_stats(text, text, text, timestamptz, integer, numeric[], numeric[], text[], uuid) to authenticated, service_role;

-- The reply lines' columns the spreads read, in an index of the period's days (read index-only once
-- vacuumed, as autovacuum does).
create index knowledge_reply_days_read_idx on private.knowledge_reply_days (user_id, workflow_slug, day)
  include (model, band, replies, fallbacks, latency_sum);

-- Same signature and answer as 20261130110000's: a period's hour lines summed per hour, each hour's Doha
-- weekday and hour computed inline (as private.doha_time computes them).
create or replace function public.dashboard_hours(
  p_source text,
  p_workflow_slug text,
  p_as_of timestamptz default now(),
  p_days integer default 30,
  p_statuses text[] default null,
  p_user_id uuid default auth.uid()
)
returns table (period text, weekday integer, hour integer, rows bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  span constant interval := make_interval(days => p_days);
  w record;
  hours_from timestamptz;
  hours_to timestamptz;
begin
  if p_as_of is null or p_days is null or p_days not between 1 and 366
     or not exists (select from private.dashboard_sources s where s.source = p_source)
     or not private.dashboard_reader_may_read(p_user_id) then
    return;
  end if;
  for w in select * from (values ('current', p_as_of - span, p_as_of), ('previous', p_as_of - 2 * span, p_as_of - span))
    as v(name, from_at, to_at)
  loop
    -- The whole UTC hours inside the period come from the hour lines; the part of an hour it cuts at
    -- either end lies in that one hour, so its rows (read from the table) are that hour's.
    hours_from := private.utc_hour(w.from_at);
    if hours_from < w.from_at then
      hours_from := hours_from + interval '1 hour';
    end if;
    hours_to := private.utc_hour(w.to_at);
    return query
      select w.name, extract(isodow from d.at)::integer, extract(hour from d.at)::integer, sum(d.rows)::bigint
      from (
        select (p.at at time zone 'UTC') + interval '3 hours' as at, sum(p.rows) as rows
        from (
          select c.hour as at, c.rows
          from private.dashboard_hour_counts c
          where c.user_id = p_user_id and c.source = p_source and c.workflow_slug = p_workflow_slug
            and c.hour >= hours_from and c.hour < hours_to and (p_statuses is null or c.status = any (p_statuses))
          union all
          select w.from_at, r.rows
          from private.dashboard_period_rows(p_source, p_user_id, p_workflow_slug, w.from_at, hours_from) r
          where p_statuses is null or r.status = any (p_statuses)
          union all
          select hours_to, r.rows
          from private.dashboard_period_rows(p_source, p_user_id, p_workflow_slug, hours_to, w.to_at) r
          where p_statuses is null or r.status = any (p_statuses)
        ) p
        group by p.at
      ) d
      group by 2, 3
      having sum(d.rows) <> 0
      order by 2, 3;
  end loop;
end;
$$;
