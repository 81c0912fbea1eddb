-- The knowledge bot's latency spreads read a rank's band from its lines, not from its replies (issue 43;
-- docs/performance.md, "Dashboard figures at volume"). After 20261204010000 and 20261205020000 a spread
-- found the band holding each wanted rank from the reply lines, then read that band's replies: one range
-- of knowledge_replies_day_latency_idx per whole day and band, a reply a row (and on PGlite, which never
-- vacuums, a heap page a reply). The band holding a rank holds more replies as volume grows (about 5,000 of
-- a period's at 1,000,000 messages), so the period's spread, the spreads per day and per model grew with
-- it. Now:
-- 1. Each line of private.knowledge_reply_days (client, workflow, Doha day, model, band) also keeps the
--    latencies of its replies, sorted (`latencies`, the timed ones; '{}' in band -2), kept by
--    private.count_knowledge_replies in the same upsert as its counts (under the line's lock, in key
--    order): replies counted in are merged in, replies counted out are taken out (a multiset difference,
--    so two writers of one line each change what the other left).
-- 2. private.knowledge_grouped_spreads reads a needed band's latencies from its lines of the whole days
--    (one range of an index on (client, workflow, band, day) per needed band) instead of their replies,
--    and the cut days' replies as before; the rest (the lines' counts, the ranks' bands, the small period
--    read at once) is 20261204010000's, except that the cut days' replies are read once (into arrays, for
--    the counts and then for the bands), not twice. Same answers, to the digit
--    (backend/test/figures-rag-kept.test.ts).
-- 3. The index of the replies by day and latency that the bands were read from goes (no reader is left),
--    which pays for part of what keeping the latencies costs each write.

alter table private.knowledge_reply_days add column latencies integer[] not null default '{}';

comment on column private.knowledge_reply_days.latencies is
  'The latencies of the line''s replies, sorted (the timed ones): read by private.knowledge_grouped_spreads for a band holding a wanted rank.';

update private.knowledge_reply_days l set latencies = r.latencies
from (
  select r.user_id, r.workflow_slug, r.day, coalesce(r.model, '') as model, r.latency_band as band,
         array_agg(r.latency_ms order by r.latency_ms) as latencies
  from private.knowledge_replies r
  where r.latency_ms is not null
  group by 1, 2, 3, 4, 5
) r
where l.user_id = r.user_id and l.workflow_slug = r.workflow_slug and l.day = r.day and l.model = r.model
  and l.band = r.band;

-- A band's lines of a range of days.
create index knowledge_reply_days_band_idx on private.knowledge_reply_days (user_id, workflow_slug, band, day);

-- The replies of one day by latency (20261204010000's, for a band's replies) have no reader now: each reply
-- written no longer adds to it.
drop index private.knowledge_replies_day_latency_idx;

-- Same as 20261204010000's, each line's latencies kept with its counts: merged in (p_sign 1) or taken out
-- (-1), sorted.
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
  insert into private.knowledge_reply_days as l
    (user_id, workflow_slug, day, model, band, replies, fallbacks, latency_sum, latencies)
  select r.user_id, r.workflow_slug, r.day, coalesce(r.model, ''), private.latency_band(r.latency_ms),
         p_sign * count(*), p_sign * count(*) filter (where r.fallback), p_sign * coalesce(sum(r.latency_ms), 0),
         coalesce(array_agg(r.latency_ms order by r.latency_ms) filter (where r.latency_ms is not null), '{}')
  from unnest(p_users, p_workflows, p_days, p_models, p_latencies, p_fallbacks)
    as r(user_id, workflow_slug, day, model, latency_ms, fallback)
  group by 1, 2, 3, 4, 5
  order by 1, 2, 3, 4, 5
  on conflict (user_id, workflow_slug, day, model, band) do update
  set replies = l.replies + excluded.replies, fallbacks = l.fallbacks + excluded.fallbacks,
      latency_sum = l.latency_sum + excluded.latency_sum,
      latencies = case
        when cardinality(excluded.latencies) = 0 then l.latencies
        when p_sign > 0 then array(select x from unnest(l.latencies || excluded.latencies) as x order by x)
        else array(select s.x from (select unnest(l.latencies) as x except all select unnest(excluded.latencies)) s
                   order by s.x) end;
  if p_sign < 0 then
    delete from private.knowledge_reply_days l
    using (
      select distinct r.user_id, r.workflow_slug, r.day, coalesce(r.model, '') as model, private.latency_band(r.latency_ms) as band
      from unnest(p_users, p_workflows, p_days, p_models, p_latencies) as r(user_id, workflow_slug, day, model, latency_ms)
    ) k
    where l.user_id = k.user_id and l.workflow_slug = k.workflow_slug and l.day = k.day and l.model = k.model
      and l.band = k.band and l.replies = 0;
  end if;
end;
$$;

revoke all on function private.count_knowledge_replies(integer, uuid[], text[], date[], text[], integer[], boolean[]) from public;

-- Same answer and signature as 20261204010000's (its comment holds): a needed band's latencies of the whole
-- days are read from its lines' `latencies` (above), not from its replies, and the cut days' replies once.
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
  -- Replies, fallbacks and latency sum per group and band (-2: not timed).
  grps text[];
  bands integer[];
  counts bigint[];
  fallback_counts bigint[];
  sums bigint[];
  integer_bounds bigint[];
  -- The replies of the cut days in the range: group, band, latency, fallback (read once, for the counts
  -- and for the bands to read).
  cut_grps text[];
  cut_bands integer[];
  cut_latencies integer[];
  cut_fallbacks boolean[];
begin
  if p_from >= p_to or p_by not in ('day', 'model', 'all') then
    return;
  end if;
  select * into w from private.dashboard_whole_days(p_from, p_to);
  select array_agg(case p_by when 'day' then c.day::text when 'model' then c.model else '' end), array_agg(c.latency_band),
         array_agg(c.latency_ms), array_agg(c.fallback)
    into cut_grps, cut_bands, cut_latencies, cut_fallbacks
  from private.knowledge_cut_replies(p_user_id, p_workflow_slug, p_from, p_to, w.days_from, w.days_to) c;
  -- (The arrays in the order the one aggregate reads the lines: aligned, and no sort.)
  select array_agg(h.grp), array_agg(h.band), array_agg(h.n), array_agg(h.f), array_agg(h.s)
    into grps, bands, counts, fallback_counts, sums
  from (
    select p.grp, p.band, sum(p.n)::bigint as n, sum(p.f)::bigint as f, sum(p.s)::bigint as s
    from (
      select case p_by when 'day' then l.day::text when 'model' then l.model else '' end as grp, l.band,
             l.replies as n, l.fallbacks as f, l.latency_sum as s
      from private.knowledge_reply_days l
      where l.user_id = p_user_id and l.workflow_slug = p_workflow_slug and l.day >= w.first_day and l.day < w.last_day
      union all
      select c.grp, c.band, 1, case when c.fallback then 1 else 0 end, coalesce(c.latency_ms, 0)
      from unnest(cut_grps, cut_bands, cut_latencies, cut_fallbacks) as c(grp, band, latency_ms, fallback)
    ) p
    group by p.grp, p.band
  ) h;
  if grps is null then
    return;
  end if;
  if (select sum(n) from unnest(counts) as n) <= p_read_at_once then
    -- The bounds rounded up (a latency reaches a bound when it reaches that) and sorted: a latency's band
    -- is how many it reaches (width_bucket, as dashboard_stats counts any source's bands).
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
    with h as (
      select u.grp, u.band, u.n, u.f, u.s from unnest(grps, bands, counts, fallback_counts, sums) as u(grp, band, n, f, s)),
    g as (
      select h.grp, sum(h.n)::bigint as replies, sum(h.f)::bigint as fallbacks,
             coalesce(sum(h.n) filter (where h.band <> -2), 0)::bigint as timed, sum(h.s)::bigint as latency_sum
      from h
      group by h.grp),
    -- A timed band holds the ranks [before, before + n) of its group's latencies in order.
    b as (
      select h.grp, h.band, h.n, (sum(h.n) over (partition by h.grp order by h.band))::bigint - h.n as before
      from h
      where h.band <> -2),
    -- The two ranks percentile_cont interpolates between for each fraction of a timed group.
    f as (
      select g.grp, u.o, u.pos, floor(u.pos)::bigint as lo, ceil(u.pos)::bigint as hi
      from g
      cross join lateral (select x.o, x.f::double precision * (g.timed - 1)::double precision as pos
                          from unnest(p_fractions) with ordinality as x(f, o)) u
      where g.timed > 0),
    -- Each wanted rank's band and its place there (1 = the band's lowest).
    k as (
      select x.grp, x.k, b.band, x.k - b.before + 1 as at
      from (select f.grp, f.lo as k from f
            union select f.grp, f.hi from f
            union select g.grp, 0 from g where p_extremes and g.timed > 0
            union select g.grp, g.timed - 1 from g where p_extremes and g.timed > 0) x
      join b on b.grp = x.grp and x.k >= b.before and x.k < b.before + b.n),
    -- The bounds in order, each rounded up (a latency reaches a bound when it reaches that), and its band.
    q as (
      select row_number() over (order by u.u) as o, u.r as bound,
             case when u.r between -2147483647 and 2147483647 then private.latency_band(u.r::integer) end as band
      from (select x.u, greatest(least(ceil(x.u), 2147483648), -2147483648)::bigint as r from unnest(p_bounds) as x(u)) u),
    -- The bands to read (each rank's; each bound's, where the group has latencies in it), numbered, with
    -- the group's day (per day).
    need as materialized (
      select d.grp, d.band, case when p_by = 'day' then d.grp::date end as day, row_number() over () as id
      from (select k.grp, k.band from k
            union select b.grp, b.band from q join b on b.band = q.band) d),
    -- Each needed band's latencies in order: those its lines of the whole days keep (sorted; one range of
    -- knowledge_reply_days_band_idx per needed band: the group's day, or every whole day and model or the
    -- group's model) and the cut days' replies in it (a rank is a subscript: joins of the ranks with every
    -- latency read were planned as nested loops, the estimates of these steps being guesses).
    v as (
      select x.id, array_agg(x.latency_ms order by x.latency_ms) as latencies
      from (
        select n.id, u.latency_ms
        from need n
        -- (offset 0: kept a nested loop, never a join over the history.)
        cross join lateral (
          select l.latencies
          from private.knowledge_reply_days l
          where l.user_id = p_user_id and l.workflow_slug = p_workflow_slug and l.band = n.band
            and l.day >= greatest(n.day, w.first_day) and l.day < least(n.day + 1, w.last_day)
            and (p_by <> 'model' or l.model = n.grp)
          offset 0) l
        cross join lateral unnest(l.latencies) as u(latency_ms)
        union all
        select n.id, c.latency_ms
        from unnest(cut_grps, cut_bands, cut_latencies) as c(grp, band, latency_ms)
        join need n on n.grp = c.grp and n.band = c.band
      ) x
      group by x.id),
    kv as (
      select k.grp, k.k, v.latencies[k.at] as latency_ms
      from k
      join need n on n.grp = k.grp and n.band = k.band
      join v on v.id = n.id),
    -- The latencies of each group below each bound.
    below as (
      select g.grp, q.o,
             case when q.bound > 2147483647 then g.timed
                  when g.timed = 0 or q.bound <= -2147483648 then 0
                  else coalesce((select sum(b.n) from b where b.grp = g.grp and b.band < q.band), 0)
                       + (select count(*) from need n join v on v.id = n.id cross join unnest(v.latencies) as x(ms)
                          where n.grp = g.grp and n.band = q.band and x.ms < q.bound) end as n
      from g cross join q)
    select g.grp, g.replies, g.fallbacks, g.timed, g.latency_sum,
           (select kv.latency_ms from kv where kv.grp = g.grp and kv.k = 0 and p_extremes),
           (select kv.latency_ms from kv where kv.grp = g.grp and kv.k = g.timed - 1 and p_extremes),
           (select array_agg(case when f.hi = f.lo then lo.latency_ms::double precision
                                  else lo.latency_ms::double precision
                                       + ((f.pos - f.lo::double precision) * (hi.latency_ms::double precision - lo.latency_ms::double precision)) end
                             order by f.o)
            from f join kv lo on lo.grp = f.grp and lo.k = f.lo join kv hi on hi.grp = f.grp and hi.k = f.hi
            where f.grp = g.grp),
           case when p_bounds is not null then (
             select array_agg(c.n order by c.o)
             from (select d.o, (d.n - coalesce(lag(d.n) over (order by d.o), 0))::bigint as n
                   from (select below.o, below.n from below where below.grp = g.grp
                         union all select cardinality(p_bounds) + 1, g.timed) d) c) end
    from g
    order by g.grp;
end;
$$;
