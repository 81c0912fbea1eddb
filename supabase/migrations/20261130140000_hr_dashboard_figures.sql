-- The hr family's figures that the sources of "Dashboard figures" cannot give (issue 43): the client
-- onboarding dashboard's stalled journeys (not completed, not moved for some days: a count by
-- `updated_at`, which no source dates by) and the job application dashboard's open positions (the
-- job titles with candidates still in the pipeline, whenever they applied, with their candidates per
-- stage). Same readers as public.dashboard_figures: the client itself or an administrator, and
-- nothing to a password-only session of a user with a second factor (docs/architecture.md).

-- The journeys in progress by when they last moved: the stalled count and the stalled table (PostgREST,
-- `stage=neq.completed&updated_at=lt.…`) read only the journeys in progress older than the threshold.
create index if not exists onboardings_user_workflow_in_progress_updated_idx
  on public.onboardings (user_id, workflow_slug, updated_at) where stage <> 'completed';

-- How many of a client's journeys are not completed and have not moved for over p_stalled_days
-- (updated before p_as_of - p_stalled_days); null (no answer) to a reader who may not read them or
-- for arguments out of range.
create function public.dashboard_stalled_onboardings(
  p_workflow_slug text,
  p_as_of timestamptz default now(),
  p_stalled_days integer default 7,
  p_user_id uuid default auth.uid()
)
returns bigint
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_workflow_slug is null or p_as_of is null or p_stalled_days is null or p_stalled_days not between 0 and 366
     or not private.dashboard_reader_may_read(p_user_id) then
    return null;
  end if;
  return (
    select count(*)
    from public.onboardings r
    where r.user_id = p_user_id and r.workflow_slug = p_workflow_slug and r.stage <> 'completed'
      and r.updated_at < p_as_of - make_interval(days => p_stalled_days)
  );
end;
$$;

comment on function public.dashboard_stalled_onboardings(text, timestamptz, integer, uuid) is
  'How many of a client''s onboarding journeys are not completed and have not moved for over p_stalled_days before p_as_of.';

revoke all on function public.dashboard_stalled_onboardings(text, timestamptz, integer, uuid) from public, anon;
grant execute on function public.dashboard_stalled_onboardings(text, timestamptz, integer, uuid) to authenticated, service_role;

-- Candidates still in the pipeline by position: finding the open positions reads only those.
create index if not exists job_applications_user_workflow_open_title_idx
  on public.job_applications (user_id, workflow_slug, job_title)
  where stage in ('received', 'screening', 'interview', 'offer');
create index if not exists job_applications_user_workflow_title_idx
  on public.job_applications (user_id, workflow_slug, job_title, stage);

-- The open positions (job titles with candidates still in the pipeline), the most such candidates
-- first (ties by title), at most p_limit: per position and stage its candidates of any age and their
-- best score. `total_positions` counts every open position, beyond the limit too. The cost grows with
-- the candidates of the open positions, not with the client's other applications.
create function public.dashboard_open_positions(
  p_workflow_slug text,
  p_limit integer default 50,
  p_user_id uuid default auth.uid()
)
returns table (job_title text, stage text, rows bigint, best_score integer, total_positions bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_workflow_slug is null or p_limit is null or p_limit not between 1 and 500
     or not private.dashboard_reader_may_read(p_user_id) then
    return;
  end if;
  return query
    with open as (
      select a.job_title, count(*) as active
      from public.job_applications a
      where a.user_id = p_user_id and a.workflow_slug = p_workflow_slug
        and a.stage in ('received', 'screening', 'interview', 'offer')
      group by a.job_title
    ), shown as (
      select o.job_title from open o order by o.active desc, o.job_title limit p_limit
    )
    select a.job_title, a.stage, count(*), max(a.score), (select count(*) from open)
    from public.job_applications a
    join shown s on s.job_title = a.job_title
    where a.user_id = p_user_id and a.workflow_slug = p_workflow_slug
    group by a.job_title, a.stage
    order by a.job_title, a.stage;
end;
$$;

comment on function public.dashboard_open_positions(text, integer, uuid) is
  'A client''s open positions (job titles with candidates still in the pipeline): candidates per stage and best score.';

revoke all on function public.dashboard_open_positions(text, integer, uuid) from public, anon;
grant execute on function public.dashboard_open_positions(text, integer, uuid) to authenticated, service_role;

-- A step's completion moment as written in a journey's steps list, or null when it is not a moment
-- (the list is the workflow's jsonb: a bad value must not fail the dashboard).
create function private.step_moment(p_text text) returns timestamptz
language plpgsql stable set search_path = ''
as $$
begin
  return p_text::timestamptz;
exception when others then
  return null;
end;
$$;

-- How long each of p_steps typically takes over the journeys started in the period [p_as_of - p_days,
-- p_as_of): per step, in order, the median time in ms from the previous step's completion (the first
-- step: from the start) to its own, over the journeys that completed both (`steps` is the journey's
-- `[{ "step", "completed_at" }]` list). The cost grows with the period's journeys, as dashboard_stats'.
create function public.dashboard_onboarding_steps(
  p_workflow_slug text,
  p_steps text[],
  p_as_of timestamptz default now(),
  p_days integer default 30,
  p_user_id uuid default auth.uid()
)
returns table (step text, rows bigint, median_ms double precision)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_workflow_slug is null or p_steps is null or cardinality(p_steps) not between 1 and 20
     or array_position(p_steps, null) is not null or p_as_of is null or p_days is null
     or p_days not between 1 and 366 or not private.dashboard_reader_may_read(p_user_id) then
    return;
  end if;
  return query
    with journey as (
      select r.id, r.started_at, r.steps
      from public.onboardings r
      where r.user_id = p_user_id and r.workflow_slug = p_workflow_slug
        and r.started_at >= p_as_of - make_interval(days => p_days) and r.started_at < p_as_of
    ), done as (
      -- When each step was completed (the last entry of a step that is listed twice), k its place.
      select j.id, s.k, (
        select private.step_moment(e.value ->> 'completed_at')
        from jsonb_array_elements(case when jsonb_typeof(j.steps) = 'array' then j.steps else '[]'::jsonb end)
             with ordinality as e(value, n)
        where e.value ->> 'step' = s.step
        order by e.n desc limit 1
      ) as at
      from journey j cross join unnest(p_steps) with ordinality as s(step, k)
    ), took as (
      select d.k, extract(epoch from d.at - coalesce(p.at, case when d.k = 1 then j.started_at end)) * 1000 as ms
      from done d
      join journey j on j.id = d.id
      left join done p on p.id = d.id and p.k = d.k - 1
    )
    select s.step, count(t.ms), percentile_cont(0.5) within group (order by t.ms::double precision)
    from unnest(p_steps) with ordinality as s(step, k)
    left join took t on t.k = s.k
    group by s.step, s.k
    order by s.k;
end;
$$;

comment on function public.dashboard_onboarding_steps(text, text[], timestamptz, integer, uuid) is
  'The median time of each onboarding step (from the previous step''s completion) over the journeys started in a period.';

revoke all on function public.dashboard_onboarding_steps(text, text[], timestamptz, integer, uuid) from public, anon;
grant execute on function public.dashboard_onboarding_steps(text, text[], timestamptz, integer, uuid) to authenticated, service_role;
