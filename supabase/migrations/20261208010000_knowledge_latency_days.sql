-- The knowledge bot's latency spreads read one line per day (and per day and model), and find a rank's
-- latency by counting, not by sorting (issue 43; docs/figures.md, "Knowledge bots"; docs/performance.md,
-- "The knowledge bot's spreads, by counting"). After 20261206020000 a spread read the lines of every
-- (day, model, latency band) of the period (4,455 at 1,000,000 messages, against the 820 replies a period
-- holds at 10,000), grouped them per band, then unnested and sorted again the latencies of each band holding
-- a wanted rank (about 6,300 per period). On PGlite the period's spread, the spreads per day and per model
-- took 2–3× as long at 1,000,000 messages as at 10,000. Now:
-- 1. private.knowledge_latency_days keeps one line per client, workflow and Doha day, and
--    private.knowledge_model_latency_days one per day and model: how many replies, fallbacks, the latency
--    sum and the day's latencies sorted (the timed ones), kept by private.count_knowledge_replies as the
--    band lines were (same signature and callers; in key order, under the line's lock; replies counted out
--    are a multiset difference). The band lines go.
-- 2. private.knowledge_grouped_spreads reads a period's lines (31 per period, 93 per model) and the cut
--    days' replies as one more line per group. A group of one line (per day: a whole day, or a cut day's
--    replies) reads each rank's latency by subscript. A group of several lines finds it by bisection:
--    the latency at rank k is the least v that more than k latencies reach (v and below), counted in each
--    sorted line by width_bucket (a binary search), at most 32 steps, 15 for latencies under 20 s. The
--    next rank's latency (percentile_cont interpolates between the two) is v again while latencies reach
--    it, else the least latency above v of any line. A bound's count is width_bucket's too; the lowest and
--    highest latencies are the lines' first and last. Same answers, to the digit
--    (backend/test/figures-rag-kept.test.ts); a period of at most p_read_at_once replies is still read at
--    once, as before.

create table private.knowledge_latency_days (
  user_id uuid not null,
  workflow_slug text not null,
  day date not null,
  replies bigint not null,
  fallbacks bigint not null,
  latency_sum bigint not null,
  latencies integer[] not null,
  primary key (user_id, workflow_slug, day)
);

create table private.knowledge_model_latency_days (
  user_id uuid not null,
  workflow_slug text not null,
  day date not null,
  -- '' for a reply without a model (rag_answer_spreads' group).
  model text not null,
  replies bigint not null,
  fallbacks bigint not null,
  latency_sum bigint not null,
  latencies integer[] not null,
  primary key (user_id, workflow_slug, day, model)
);

comment on table private.knowledge_latency_days is
  'The bot replies of private.knowledge_replies per client, workflow and Doha day, with their latencies sorted (the timed ones), kept by private.count_knowledge_replies; read by private.knowledge_grouped_spreads (per day and whole periods).';
comment on table private.knowledge_model_latency_days is
  'The bot replies of private.knowledge_replies per client, workflow, Doha day and model, with their latencies sorted (the timed ones), kept by private.count_knowledge_replies; read by private.knowledge_grouped_spreads (per model).';

alter table private.knowledge_latency_days enable row level security;
alter table private.knowledge_model_latency_days enable row level security;
revoke all on private.knowledge_latency_days, private.knowledge_model_latency_days from public, anon, authenticated;

insert into private.knowledge_latency_days (user_id, workflow_slug, day, replies, fallbacks, latency_sum, latencies)
select r.user_id, r.workflow_slug, r.day, count(*), count(*) filter (where r.fallback), coalesce(sum(r.latency_ms), 0),
       coalesce(array_agg(r.latency_ms order by r.latency_ms) filter (where r.latency_ms is not null), '{}')
from private.knowledge_replies r
group by 1, 2, 3;

insert into private.knowledge_model_latency_days (user_id, workflow_slug, day, model, replies, fallbacks, latency_sum, latencies)
select r.user_id, r.workflow_slug, r.day, coalesce(r.model, ''), count(*), count(*) filter (where r.fallback),
       coalesce(sum(r.latency_ms), 0),
       coalesce(array_agg(r.latency_ms order by r.latency_ms) filter (where r.latency_ms is not null), '{}')
from private.knowledge_replies r
group by 1, 2, 3, 4;

drop table private.knowledge_reply_days;

-- Same as 20261204010000's, TRUNCATE empties the day lines that replace the band lines.
create or replace function private.chat_messages_knowledge_exchanges_truncated() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  delete from private.knowledge_replies;
  delete from private.knowledge_exchanges;
  delete from private.knowledge_latency_days;
  delete from private.knowledge_model_latency_days;
  delete from private.knowledge_question_days;
  delete from private.knowledge_citation_days;
  return null;
end;
$$;

-- A line's sorted latencies with others (sorted) merged in (p_sign 1) or taken out (-1, a multiset
-- difference: two writers of one line each change what the other left), sorted.
create function private.merged_latencies(p_kept integer[], p_changed integer[], p_sign integer) returns integer[]
language sql immutable parallel safe set search_path = ''
as $$
  select case
    when cardinality(p_changed) = 0 then p_kept
    when p_sign > 0 then array(select x from unnest(p_kept || p_changed) as x order by x)
    else array(select s.x from (select unnest(p_kept) as x except all select unnest(p_changed)) s order by s.x) end
$$;

-- Same signature and callers as 20261206020000's: the replies given are counted into (p_sign 1) or out of
-- (-1) their day's line and their day and model's line, latencies merged in or taken out, sorted; each
-- table's lines upserted in key order (two writers lock shared lines in one order); emptied lines removed.
create or replace function private.count_knowledge_replies(
  p_sign integer, p_users uuid[], p_workflows text[], p_days date[], p_models text[], p_latencies integer[],
  p_fallbacks boolean[]
) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  if coalesce(cardinality(p_users), 0) = 0 then
    return;
  end if;
  insert into private.knowledge_latency_days as l
    (user_id, workflow_slug, day, replies, fallbacks, latency_sum, latencies)
  select r.user_id, r.workflow_slug, r.day,
         p_sign * count(*), p_sign * count(*) filter (where r.fallback), p_sign * coalesce(sum(r.latency_ms), 0),
         coalesce(array_agg(r.latency_ms order by r.latency_ms) filter (where r.latency_ms is not null), '{}')
  from unnest(p_users, p_workflows, p_days, p_latencies, p_fallbacks) as r(user_id, workflow_slug, day, latency_ms, fallback)
  group by 1, 2, 3
  order by 1, 2, 3
  on conflict (user_id, workflow_slug, day) do update
  set replies = l.replies + excluded.replies, fallbacks = l.fallbacks + excluded.fallbacks,
      latency_sum = l.latency_sum + excluded.latency_sum,
      latencies = private.merged_latencies(l.latencies, excluded.latencies, p_sign);
  insert into private.knowledge_model_latency_days as l
    (user_id, workflow_slug, day, model, replies, fallbacks, latency_sum, latencies)
  select r.user_id, r.workflow_slug, r.day, coalesce(r.model, ''),
         p_sign * count(*), p_sign * count(*) filter (where r.fallback), p_sign * coalesce(sum(r.latency_ms), 0),
         coalesce(array_agg(r.latency_ms order by r.latency_ms) filter (where r.latency_ms is not null), '{}')
  from unnest(p_users, p_workflows, p_days, p_models, p_latencies, p_fallbacks)
    as r(user_id, workflow_slug, day, model, latency_ms, fallback)
  group by 1, 2, 3, 4
  order by 1, 2, 3, 4
  on conflict (user_id, workflow_slug, day, model) do update
  set replies = l.replies + excluded.replies, fallbacks = l.fallbacks + excluded.fallbacks,
      latency_sum = l.latency_sum + excluded.latency_sum,
      latencies = private.merged_latencies(l.latencies, excluded.latencies, p_sign);
  if p_sign < 0 then
    delete from private.knowledge_latency_days l
    using (select distinct r.user_id, r.workflow_slug, r.day
           from unnest(p_users, p_workflows, p_days) as r(user_id, workflow_slug, day)) k
    where l.user_id = k.user_id and l.workflow_slug = k.workflow_slug and l.day = k.day and l.replies = 0;
    delete from private.knowledge_model_latency_days l
    using (select distinct r.user_id, r.workflow_slug, r.day, coalesce(r.model, '') as model
           from unnest(p_users, p_workflows, p_days, p_models) as r(user_id, workflow_slug, day, model)) k
    where l.user_id = k.user_id and l.workflow_slug = k.workflow_slug and l.day = k.day and l.model = k.model
      and l.replies = 0;
  end if;
end;
$$;

revoke all on function private.count_knowledge_replies(integer, uuid[], text[], date[], text[], integer[], boolean[]) from public;

-- Same signature and answers as 20261206020000's (20261204010000's comment holds for what it returns),
-- read from the day lines as the head of this file says.
create or replace function private.knowledge_grouped_spreads(p_user_id uuid, p_workflow_slug text, p_from timestamptz,
                                                  p_to timestamptz, p_by text, p_fractions numeric[],
                                                  p_extremes boolean default false, p_bounds numeric[] default null,
                                                  p_read_at_once integer default 3000)
returns table (grp text, replies bigint, fallbacks bigint, timed bigint, latency_sum bigint, min_ms integer,
               max_ms integer, percentiles double precision[], bands bigint[])
language plpgsql stable set search_path = ''
as $$
declare
  w record;
  whole_replies bigint;
  integer_bounds bigint[];
begin
  if p_from >= p_to or p_by not in ('day', 'model', 'all') then
    return;
  end if;
  select * into w from private.dashboard_whole_days(p_from, p_to);
  -- (The cut days' replies counted only when the whole days' leave room: at volume they are read once.)
  whole_replies := (select coalesce(sum(l.replies), 0) from private.knowledge_latency_days l
                    where l.user_id = p_user_id and l.workflow_slug = p_workflow_slug and l.day >= w.first_day
                      and l.day < w.last_day);
  if whole_replies <= p_read_at_once
     and whole_replies + (select count(*) from private.knowledge_cut_replies(p_user_id, p_workflow_slug, p_from, p_to,
                                                                             w.days_from, w.days_to)) <= p_read_at_once then
    -- 20261204010000's reading of a small period at once, unchanged.
    integer_bounds := (select array_agg(greatest(least(ceil(u), 2147483648), -2147483648)::bigint order by u)
                       from unnest(p_bounds) as u);
    return query
      select s.grp, s.replies, s.fallbacks, s.timed, s.latency_sum, s.min_ms, s.max_ms, s.percentiles,
             case when p_bounds is null then null
                  when cardinality(p_bounds) = 0 then array[s.timed]
                  else (select array_agg(coalesce(c.n, 0)::bigint order by i.i)
                        from generate_series(0, cardinality(p_bounds)) as i(i)
                        left join (select width_bucket(x::bigint, integer_bounds) as i, count(*) as n
                                   from unnest(s.latencies) as x group by 1) c on c.i = i.i) end
      from (
        select case p_by when 'day' then r.day::text when 'model' then coalesce(r.model, '') else '' end as grp,
               count(*) as replies, count(*) filter (where r.fallback) as fallbacks, count(r.latency_ms) as timed,
               coalesce(sum(r.latency_ms), 0)::bigint as latency_sum,
               case when p_extremes then min(r.latency_ms) end as min_ms, case when p_extremes then max(r.latency_ms) end as max_ms,
               case when count(r.latency_ms) > 0 then percentile_cont(p_fractions::double precision[])
                 within group (order by r.latency_ms::double precision) end as percentiles,
               case when p_bounds is not null then array_agg(r.latency_ms) filter (where r.latency_ms is not null) end as latencies
        from private.knowledge_replies r
        where r.user_id = p_user_id and r.workflow_slug = p_workflow_slug and r.created_at >= p_from and r.created_at < p_to
        group by 1
      ) s
      order by 1;
    return;
  end if;
  return query
    with recursive
    -- The period's lines: each whole day's (and model's, per model), and each group's cut-day replies as
    -- one line more, its latencies sorted. (A day's latencies are kept out of line, compressed, past 2 kB:
    -- the slice [1:] unpacks them once here, where each count and subscript below would unpack them again.)
    lines as materialized (
      select case p_by when 'day' then l.day::text else '' end as grp, l.replies, l.fallbacks, l.latency_sum,
             l.latencies[1:] as latencies
      from private.knowledge_latency_days l
      where p_by <> 'model' and l.user_id = p_user_id and l.workflow_slug = p_workflow_slug
        and l.day >= w.first_day and l.day < w.last_day
      union all
      select l.model, l.replies, l.fallbacks, l.latency_sum, l.latencies[1:]
      from private.knowledge_model_latency_days l
      where p_by = 'model' and l.user_id = p_user_id and l.workflow_slug = p_workflow_slug
        and l.day >= w.first_day and l.day < w.last_day
      union all
      select c.grp, count(*), count(*) filter (where c.fallback), coalesce(sum(c.latency_ms), 0),
             coalesce(array_agg(c.latency_ms order by c.latency_ms) filter (where c.latency_ms is not null), '{}')
      from (select case p_by when 'day' then c.day::text when 'model' then c.model else '' end as grp, c.fallback, c.latency_ms
            from private.knowledge_cut_replies(p_user_id, p_workflow_slug, p_from, p_to, w.days_from, w.days_to) c) c
      group by c.grp),
    g as (
      select l.grp, sum(l.replies)::bigint as replies, sum(l.fallbacks)::bigint as fallbacks,
             sum(cardinality(l.latencies))::bigint as timed, sum(l.latency_sum)::bigint as latency_sum,
             min(l.latencies[1]) as lowest, max(l.latencies[cardinality(l.latencies)]) as highest,
             count(*) as line_count, case when count(*) = 1 then min(l.latencies) end as only_latencies
      from lines l
      group by l.grp),
    -- The two ranks percentile_cont interpolates between for each fraction of a timed group (0 = lowest).
    f as (
      select g.grp, u.o, u.pos, floor(u.pos)::bigint as lo, ceil(u.pos)::bigint as hi
      from g
      cross join lateral (select x.o, x.f::double precision * (g.timed - 1)::double precision as pos
                          from unnest(p_fractions) with ordinality as x(f, o)) u
      where g.timed > 0),
    -- Bisection, in groups of several lines, for the latency at each lower rank k: the least v that more
    -- than k latencies reach, within [lo, hi].
    search as (
      select g.grp, r.k, g.lowest as lo, g.highest as hi
      from (select distinct f.grp, f.lo as k from f) r
      join g on g.grp = r.grp
      where g.line_count > 1
      union all
      select s.grp, s.k, case when c.n > s.k then s.lo else m.mid + 1 end, case when c.n > s.k then m.mid else s.hi end
      from search s
      cross join lateral (select (s.lo + (s.hi::bigint - s.lo) / 2)::integer as mid) m
      cross join lateral (select sum(width_bucket(m.mid, l.latencies)) as n from lines l where l.grp = s.grp) c
      where s.lo < s.hi),
    -- Each lower rank's latency and the next rank's: by subscript in a group of one line; else the one
    -- found, again while more than k + 1 latencies reach it, or the least latency above it.
    ranked as materialized (
      select g.grp, r.k, g.only_latencies[r.k + 1] as at_k, g.only_latencies[r.k + 2] as at_next
      from (select distinct f.grp, f.lo as k from f) r
      join g on g.grp = r.grp
      where g.line_count = 1
      union all
      select s.grp, s.k, s.lo,
             case when (select sum(width_bucket(s.lo, l.latencies)) from lines l where l.grp = s.grp) > s.k + 1 then s.lo
                  else (select min(l.latencies[width_bucket(s.lo, l.latencies) + 1]) from lines l where l.grp = s.grp) end
      from search s
      where s.lo = s.hi),
    -- Each group's percentiles, interpolated as percentile_cont does (in double precision).
    p as (
      select f.grp, array_agg(case when f.hi = f.lo then r.at_k::double precision
                                   else r.at_k::double precision
                                        + ((f.pos - f.lo::double precision) * (r.at_next::double precision - r.at_k::double precision)) end
                              order by f.o) as percentiles
      from f join ranked r on r.grp = f.grp and r.k = f.lo
      group by f.grp),
    -- The bounds in order, each rounded up (a latency reaches a bound when it reaches that).
    q as (
      select row_number() over (order by x.u) as o, greatest(least(ceil(x.u), 2147483648), -2147483648)::bigint as bound
      from unnest(p_bounds) as x(u)),
    -- Each group's latencies below each bound (width_bucket counts a sorted line's latencies up to a value),
    -- and all of them past the last.
    below as (
      select g.grp, q.o, case when q.bound > 2147483647 then g.timed
                              when g.timed = 0 or q.bound <= -2147483648 then 0
                              else coalesce(c.n, 0) end as n
      from g
      cross join q
      left join (select l.grp, q.o, sum(width_bucket((q.bound - 1)::integer, l.latencies))::bigint as n
                 from lines l cross join q
                 where q.bound between -2147483647 and 2147483647
                 group by l.grp, q.o) c on c.grp = g.grp and c.o = q.o
      union all
      select g.grp, cardinality(p_bounds) + 1, g.timed from g),
    -- How many latencies each band holds: those below its bound less those below the bound before.
    b as (
      select c.grp, array_agg(c.n order by c.o) as bands
      from (select below.grp, below.o, below.n - coalesce(lag(below.n) over (partition by below.grp order by below.o), 0) as n
            from below) c
      group by c.grp)
    select g.grp, g.replies, g.fallbacks, g.timed, g.latency_sum,
           case when p_extremes then g.lowest end, case when p_extremes then g.highest end,
           p.percentiles, case when p_bounds is not null then b.bands end
    from g
    left join p on p.grp = g.grp
    left join b on b.grp = g.grp
    order by g.grp;
end;
$$;
