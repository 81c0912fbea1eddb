-- Test runs never count in a client's figures (docs/intake.md, "Runs"): client_run_activity, the
-- /dashboard figures (Runs today, Success rate, hours saved, the last run), counts only the runs the
-- client's engine reported (workflow_runs.executor = 'engine', real work). Runs started from the portal
-- ('sandbox' simulated, 'webhook' through the engine's test URL) are test runs: a new client who tries a
-- workflow once does not read "Runs today 1, Success rate 100%". Same signature and windows as the
-- function this replaces (20261126000100_client_run_activity.sql), one condition more.

create or replace function public.client_run_activity()
returns table (
  workflow_slug text,
  runs_today integer,
  runs_yesterday integer,
  succeeded_30d integer,
  finished_30d integer,
  succeeded_prior_30d integer,
  finished_prior_30d integer,
  minutes_saved_7d integer,
  minutes_saved_prior_7d integer,
  last_run_at timestamptz,
  last_run_status text
)
language sql
stable
security invoker
set search_path = ''
as $$
  with runs as (
    select r.workflow_slug, r.status, coalesce(r.started_at, r.created_at) as at, w.minutes_saved_per_run as minutes
    from public.workflow_runs r
    join public.workflows w on w.slug = r.workflow_slug
    where r.user_id = (select auth.uid()) and r.executor = 'engine'
  ),
  bounds as (
    select
      ((date_trunc('day', (now() at time zone 'UTC') + interval '3 hours') - interval '3 hours') at time zone 'UTC')
        as today,
      now() as now
  )
  select
    runs.workflow_slug,
    (count(*) filter (where at >= today))::integer,
    (count(*) filter (where at >= today - interval '1 day' and at < today))::integer,
    (count(*) filter (where status = 'succeeded' and at > now - interval '30 days'))::integer,
    (count(*) filter (where status in ('succeeded', 'failed') and at > now - interval '30 days'))::integer,
    (count(*) filter (
      where status = 'succeeded' and at > now - interval '60 days' and at <= now - interval '30 days'
    ))::integer,
    (count(*) filter (
      where status in ('succeeded', 'failed') and at > now - interval '60 days' and at <= now - interval '30 days'
    ))::integer,
    (coalesce(sum(minutes) filter (where status = 'succeeded' and at > now - interval '7 days'), 0))::integer,
    (coalesce(sum(minutes) filter (
      where status = 'succeeded' and at > now - interval '14 days' and at <= now - interval '7 days'
    ), 0))::integer,
    max(at),
    (array_agg(status order by at desc))[1]
  from runs, bounds
  group by runs.workflow_slug
  order by runs.workflow_slug;
$$;

comment on function public.client_run_activity() is
  'The signed-in client''s engine runs (real work; test runs never count) per workflow: today, yesterday, 30-day success, 7-day minutes saved, last run.';
