-- Dashboard figures that day counts cannot give (issue 43): the spread of a value over a period's rows
-- (median, p95, bands: response and resolution times, scores), the largest groups of a period (labels,
-- questions, customers) and the ages of rows still in some statuses (outstanding invoices by age, past
-- their due day). Same sources, periods (Doha time; current = [as_of - days, as_of), previous the one
-- before) and readers as public.dashboard_figures (docs/architecture.md, "Dashboard figures").
--
-- Cost: the spread and the groups read the period's rows (two periods at most) through the source's
-- (user_id, workflow_slug, date) index, so they grow with the rows of a period, not with the history;
-- the ages are read from the day lines, so they grow with the days of history only.

-- Invoices by their due day (at its Doha midday, as issued_on): overdue is "past due, still
-- outstanding", an age of the due day.
insert into private.dashboard_sources (source, table_name, at_sql, status_sql, kind_sql, value_sql, score_sql, range_sql) values
  ('invoices_due', 'invoices', 'private.doha_day_start(r.due_on) + interval ''12 hours''', 'r.status', '''''',
   'r.amount_qar', 'r.reminders_sent',
   'r.due_on >= private.doha_day($3 - interval ''12 hours 1 microsecond'') + 1 and r.due_on < private.doha_day($4 - interval ''12 hours 1 microsecond'') + 1');
create index if not exists invoices_user_workflow_due_idx on public.invoices (user_id, workflow_slug, due_on desc);
select private.install_dashboard_source('invoices_due');

-- The SQL of "the source's rows of a client's workflow dated in [$3, $4)" (status in $5 when not null),
-- as `from public.t r where …`, for the functions below.
create function private.dashboard_rows_sql(s private.dashboard_sources) returns text
language sql immutable set search_path = ''
as $$
  select format(
    'from public.%1$I r where r.user_id = $1 and (%2$s) = $2 and %3$s and ($5::text[] is null or coalesce((%4$s)::text, '''') = any ($5))',
    s.table_name, s.workflow_sql, coalesce(s.range_sql, format('(%1$s) >= $3 and (%1$s) < $4', s.at_sql)), s.status_sql)
$$;

-- The spread of a source's value or score over the rows of the current and previous periods.
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
  s private.dashboard_sources;
  span constant interval := make_interval(days => p_days);
  measure text;
  w record;
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
  -- One pass per period over its rows with a value: the percentiles as the kit's percentile() (the
  -- same linear interpolation as percentile_cont), a value's band = how many bounds it reaches (the
  -- kit's countInBands: below the first bound is band 0).
  for w in select * from (values ('current', p_as_of - span, p_as_of), ('previous', p_as_of - 2 * span, p_as_of - span))
    as v(name, from_at, to_at)
  loop
    return query execute format(
      $q$with x as (select (%1$s)::numeric as v %2$s)
         select $8, count(x.v), avg(x.v), min(x.v), max(x.v), sum(x.v),
                case when count(x.v) > 0 then percentile_cont($6::double precision[]) within group (order by x.v::double precision) end,
                case when $7::numeric[] is not null then (
                  select array_agg(coalesce(c.n, 0) order by b.i)
                  from generate_series(0, cardinality($7::numeric[])) as b(i)
                  left join (select (select count(*) from unnest($7::numeric[]) u where u <= y.v) as i, count(*) as n
                             from x y where y.v is not null group by 1) c on c.i = b.i) end
         from x$q$,
      measure, private.dashboard_rows_sql(s))
    using p_user_id, p_workflow_slug, w.from_at, w.to_at, p_statuses, p_fractions, p_bounds, w.name;
  end loop;
end;
$$;

comment on function public.dashboard_stats(text, text, text, timestamptz, integer, numeric[], numeric[], text[], uuid) is
  'The spread of a dashboard source''s value or score over the rows of the current and previous periods: count, mean, min, max, sum, percentiles (percentile_cont) and counts per band.';

revoke all on function public.dashboard_stats(text, text, text, timestamptz, integer, numeric[], numeric[], text[], uuid) from public, anon;
grant execute on function public.dashboard_stats(text, text, text, timestamptz, integer, numeric[], numeric[], text[], uuid) to authenticated, service_role;

-- The largest groups of a period's rows by one column of the source's table (a label, a question, a
-- customer, an error): rows, sums and the latest moment of each, the most rows first.
create function public.dashboard_top(
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
                    where a.attrelid = ('public.' || quote_ident(s.table_name))::regclass and a.attname = p_group
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

comment on function public.dashboard_top(text, text, text, timestamptz, integer, integer, text[], uuid) is
  'The largest groups of a dashboard source''s rows in the period before p_as_of by one column of its table: rows, sums, the latest moment, and how many groups there are.';

revoke all on function public.dashboard_top(text, text, text, timestamptz, integer, integer, text[], uuid) from public, anon;
grant execute on function public.dashboard_top(text, text, text, timestamptz, integer, integer, text[], uuid) to authenticated, service_role;

-- Rows in some statuses by age: Doha days from the row's day to the day of p_as_of, in bands given by
-- ascending bounds (a row's band = how many bounds its age reaches), from the day lines (whole history,
-- no row read). Outstanding invoices by age since issue (invoices), or past their due day
-- (invoices_due, bounds {1}: band 1 is overdue).
create function public.dashboard_ages(
  p_source text,
  p_workflow_slug text,
  p_statuses text[],
  p_bounds numeric[],
  p_as_of timestamptz default now(),
  p_user_id uuid default auth.uid()
)
returns table (band integer, status text, kind text, rows bigint, value_sum numeric, score_sum numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  today date := private.doha_day(p_as_of);
begin
  if p_as_of is null or p_bounds is null or cardinality(p_bounds) > 50 or array_position(p_bounds, null) is not null
     or not exists (select from private.dashboard_sources s where s.source = p_source)
     or not private.dashboard_reader_may_read(p_user_id) then
    return;
  end if;
  return query
    select (select count(*) from unnest(p_bounds) b where b <= today - c.day)::integer, c.status, c.kind,
           sum(c.rows)::bigint, sum(c.value_sum), sum(c.score_sum)
    from private.dashboard_day_counts c
    where c.user_id = p_user_id and c.source = p_source and c.workflow_slug = p_workflow_slug
      and (p_statuses is null or c.status = any (p_statuses))
    group by 1, 2, 3
    order by 1, 2, 3;
end;
$$;

comment on function public.dashboard_ages(text, text, text[], numeric[], timestamptz, uuid) is
  'A dashboard source''s rows in some statuses by age in Doha days up to p_as_of, per band of ascending bounds, status and kind.';

revoke all on function public.dashboard_ages(text, text, text[], numeric[], timestamptz, uuid) from public, anon;
grant execute on function public.dashboard_ages(text, text, text[], numeric[], timestamptz, uuid) to authenticated, service_role;
