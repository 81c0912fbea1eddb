-- client_run_activity: the /dashboard figures of the signed-in client, counted where the rows are.
-- The page used to download every run of the last 60 days (over 1,000 rows, ~160 KB for the demo
-- client) to count them in the browser; these are a handful of rows, one per workflow with runs.
-- Windows (docs/product.md §2 stats): today and yesterday in Doha (UTC+3, no daylight saving); the last
-- 30 days and the 30 before them (success rate); the last 7 days and the 7 before them (hours saved).
-- A run counts at started_at, or created_at while still queued. Security invoker: row-level security
-- of workflow_runs applies, and the caller's own rows are asked for, so an admin sees only theirs.

create function public.client_run_activity()
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
    where r.user_id = (select auth.uid())
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
  'The signed-in client''s runs per workflow: today, yesterday, 30-day success, 7-day minutes saved, last run.';

revoke execute on function public.client_run_activity() from public, anon;
grant execute on function public.client_run_activity() to authenticated, service_role;
