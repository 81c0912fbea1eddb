-- The spread of an integer measure without converting each value to `numeric` (issue 43;
-- docs/performance.md, "Dashboard figures at volume"). dashboard_stats cast every row's value to numeric
-- before its mean, min, max, sum and bands; over the knowledge bot's replies (`chat_answers`' latency,
-- an integer) that cast and numeric aggregation were most of the latency spread's time. Now a measure
-- whose type is smallint, integer or bigint is aggregated as it is, with the same answer:
-- - avg of an integer type is `numeric`, computed as the numeric division of the exact sum by the count,
--   which is what avg(numeric) computes of the same integers (both of scale 0);
-- - sum, min and max of integers are exact, so their value cast to numeric afterwards is the same;
-- - percentile_cont already read each value as double precision (an integer converts to the same
--   double directly as through numeric: both round to the nearest);
-- - a band is how many bounds a value reaches; an integer reaches a bound exactly when it reaches the
--   bound rounded up, so the bounds rounded up to bigint are searched (width_bucket) when they fit in
--   ±2^62, the numeric comparison otherwise.
-- Any other measure type (numeric, double precision, …) is read as numeric as before. rag_answer_spreads
-- is unchanged: it already orders the latencies as double precision, without numeric.

-- Same answer as 20261202010000's; an integer measure is aggregated without numeric (above).
create or replace function public.dashboard_stats(
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
  s private.dashboard_sources;
  span constant interval := make_interval(days => p_days);
  measure text;
  rows_sql text;
  measure_type text;
  is_integer boolean;
  -- The expression of a row's value and of its band, as the query below reads them.
  value_sql text;
  band_sql text;
  w record;
  bounds numeric[];
  integer_bounds bigint[];
begin
  select * into s from private.dashboard_sources d where d.source = p_source;
  measure := case p_measure when 'value' then s.value_sql when 'score' then s.score_sql end;
  if s.source is null or measure is null or p_as_of is null or p_days is null or p_days not between 1 and 366
     or p_fractions is null or cardinality(p_fractions) not between 1 and 20
     or exists (select from unnest(p_fractions) f where f is null or f not between 0 and 1)
     or cardinality(p_bounds) > 50 or array_position(p_bounds, null) is not null
     or not private.dashboard_reader_may_read(p_user_id) then
    return;
  end if;
  rows_sql := coalesce(s.kept_rows_sql, private.dashboard_rows_sql(s));
  -- The measure's type, as the planner types it (pg_typeof of the null a row-less join gives: no row is read).
  execute format('select pg_typeof(x.v)::text from (select) d left join (select (%1$s) as v %2$s and false) x on true',
                 measure, rows_sql)
    into measure_type using p_user_id, p_workflow_slug, p_as_of - span, p_as_of, p_statuses;
  is_integer := measure_type in ('smallint', 'integer', 'bigint');
  -- A value's band is how many bounds it reaches: width_bucket over the bounds sorted (a binary search,
  -- where counting them per row cost half of the latency spread's time at 41,000 replies).
  bounds := (select array_agg(u order by u) from unnest(p_bounds) u);
  if is_integer and not exists (select from unnest(bounds) u where abs(u) > 4611686018427387904) then
    integer_bounds := (select array_agg(ceil(u)::bigint order by u) from unnest(bounds) u);
  end if;
  value_sql := case when is_integer then format('(%s)', measure) else format('(%s)::numeric', measure) end;
  band_sql := case when integer_bounds is not null then 'width_bucket(y.v::bigint, $10::bigint[])'
                   else 'width_bucket(y.v::numeric, $9::numeric[])' end;
  -- One pass per period over its rows with a value: the percentiles as the kit's percentile() (the
  -- same linear interpolation as percentile_cont), a value's band = how many bounds it reaches (the
  -- kit's countInBands: below the first bound is band 0).
  for w in select * from (values ('current', p_as_of - span, p_as_of), ('previous', p_as_of - 2 * span, p_as_of - span))
    as v(name, from_at, to_at)
  loop
    return query execute format(
      $q$with x as (select %1$s as v %2$s)
         select $8, count(x.v), avg(x.v)::numeric, min(x.v)::numeric, max(x.v)::numeric, sum(x.v)::numeric,
                case when count(x.v) > 0 then percentile_cont($6::double precision[]) within group (order by x.v::double precision) end,
                case when $7::numeric[] is not null then (
                  select array_agg(coalesce(c.n, 0) order by b.i)
                  from generate_series(0, cardinality($7::numeric[])) as b(i)
                  left join (select coalesce(%3$s, 0) as i, count(*) as n
                             from x y where y.v is not null group by 1) c on c.i = b.i) end
         from x$q$,
      value_sql, rows_sql, band_sql)
    using p_user_id, p_workflow_slug, w.from_at, w.to_at, p_statuses, p_fractions, p_bounds, w.name, bounds,
          integer_bounds;
  end loop;
end;
$$;
