-- Settings > Notifications > System updates in the client report (issue 42; docs/architecture.md,
-- "Client reports"). A system update is an administrator's announcement of a new feature or planned
-- maintenance (announce_system_update, migration 20261123000100_system_updates.sql): it reaches, as a
-- notification (and its email), every client with the switch on. The period report now carries the
-- period's announcements too, under "News from us", for those clients only; with the switch off the
-- report has none, as the bell has none. So the three switches govern the report: Email notifications
-- whether it is emailed, Workflow alerts its silent and failing workflows, System updates its news.
--
-- The announcements are kept (private.system_update_announcements) because a notification is each
-- client's own row, which the client may delete; the report reads what was announced, not what is left.

create table private.system_update_announcements (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  message text not null,
  title_ar text,
  message_ar text,
  link text,
  announced_by uuid references public.profiles (id) on delete set null,
  announced_at timestamptz not null default now()
);

create index system_update_announcements_at_idx on private.system_update_announcements (announced_at);
alter table private.system_update_announcements enable row level security;
revoke all on private.system_update_announcements from public, anon, authenticated;

create or replace function public.announce_system_update(
  p_title text,
  p_message text,
  p_title_ar text default null,
  p_message_ar text default null,
  p_link text default null
)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  recipients integer;
begin
  -- Security definer runs as the owner, so the caller is read from the request's claims.
  if not (public.is_admin() or auth.role() = 'service_role') then
    raise exception 'Only administrators can announce system updates' using errcode = '42501';
  end if;
  insert into public.notifications (user_id, type, title, message, title_ar, message_ar, link)
  select p.id, 'info', p_title, p_message, p_title_ar, p_message_ar, p_link
  from public.profiles p
  where p.system_updates and p.role is distinct from 'admin';
  get diagnostics recipients = row_count;
  insert into private.system_update_announcements (title, message, title_ar, message_ar, link, announced_by)
  values (p_title, p_message, p_title_ar, p_message_ar, p_link, auth.uid());
  return recipients;
end;
$$;

-- The announcements of [p_from, p_to), oldest first, as the report lists them.
create function private.system_updates_between(p_from timestamptz, p_to timestamptz)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'title', a.title, 'message', a.message, 'title_ar', a.title_ar, 'message_ar', a.message_ar,
    'link', a.link, 'announced_at', a.announced_at
  ) order by a.announced_at), '[]'::jsonb)
  from private.system_update_announcements a
  where a.announced_at >= p_from and a.announced_at < p_to
$$;

revoke all on function private.system_updates_between(timestamptz, timestamptz) from public, anon, authenticated;

create or replace function public.client_report(
  p_user_id uuid default auth.uid(),
  p_frequency text default null,
  p_day date default null
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  freq text;
  per record;
  prof record;
  workflows jsonb;
  pending jsonb;
begin
  perform private.require_mfa_requirement_met();
  if p_user_id is null or not (p_user_id = (select auth.uid()) or public.is_admin()) then
    raise exception 'Only the client or an administrator can read this report' using errcode = '42501';
  end if;
  select p.id, p.full_name, p.company, p.language, p.email, p.workflow_alerts, p.system_updates into prof
  from public.profiles p where p.id = p_user_id;
  if not found then
    raise exception 'No such client' using errcode = 'P0002', hint = 'no_client';
  end if;
  freq := coalesce(p_frequency, (select s.frequency from public.report_settings s where s.user_id = p_user_id), 'week');
  if freq not in ('week', 'month') then
    raise exception 'A report is weekly or monthly' using errcode = '22023', hint = 'frequency';
  end if;
  if p_day is null then
    select * into per from private.last_complete_period(freq, now());
  else
    select * into per from private.report_period(freq, p_day);
  end if;
  if private.doha_day_start(per.period_end) > now() then
    raise exception 'This period is not over yet' using errcode = '22023', hint = 'period_not_over';
  end if;

  select coalesce(jsonb_agg(w order by w ->> 'name_en'), '[]'::jsonb) into workflows
  from (
    select jsonb_build_object(
      'slug', cw.workflow_slug,
      'name_en', wf.name_en,
      'name_ar', wf.name_ar,
      'status', cw.status,
      'minutes_saved_per_run', wf.minutes_saved_per_run,
      'current', jsonb_build_object(
        'headline', private.report_headline(cw.workflow_slug, p_user_id, per.period_start, per.period_end),
        'runs', private.report_runs(cw.workflow_slug, p_user_id, per.period_start, per.period_end, wf.minutes_saved_per_run)),
      'previous', jsonb_build_object(
        'headline', private.report_headline(cw.workflow_slug, p_user_id, per.previous_start, per.period_start),
        'runs', private.report_runs(cw.workflow_slug, p_user_id, per.previous_start, per.period_start, wf.minutes_saved_per_run)),
      'stale_alert_open', f.stale_alerted_at is not null,
      'failing_alert_open', f.failing_alerted_at is not null
    ) as w
    from public.client_workflows cw
    join public.workflows wf on wf.slug = cw.workflow_slug
    left join public.workflow_data_freshness f on f.user_id = cw.user_id and f.workflow_slug = cw.workflow_slug
    where cw.user_id = p_user_id
  ) x;

  -- Requests still waiting for a decision, whatever the period (what the client is waiting for).
  select coalesce(jsonb_agg(r order by r ->> 'created_at'), '[]'::jsonb) into pending
  from (
    select jsonb_build_object('kind', 'access', 'workflow', a.workflow_name, 'created_at', a.created_at) as r
    from public.workflow_access_requests a where a.user_id = p_user_id and a.status = 'pending'
    union all
    select jsonb_build_object('kind', 'purchase', 'workflow', coalesce(w.name_en, p.workflow_slug),
      'workflow_ar', w.name_ar, 'created_at', p.created_at)
    from public.workflow_purchases p left join public.workflows w on w.slug = p.workflow_slug
    where p.user_id = p_user_id and p.status = 'pending'
    union all
    select jsonb_build_object('kind', 'control', 'workflow', coalesce(w.name_en, c.workflow_slug),
      'workflow_ar', w.name_ar, 'action', c.action, 'created_at', c.created_at)
    from public.workflow_control_requests c left join public.workflows w on w.slug = c.workflow_slug
    where c.user_id = p_user_id and c.status = 'pending'
    union all
    select jsonb_build_object('kind', 'custom', 'workflow', c.workflow_name, 'created_at', c.created_at)
    from public.custom_workflow_requests c where c.user_id = p_user_id and c.status in ('pending', 'in_review')
  ) y;

  return jsonb_build_object(
    'user_id', p_user_id,
    'client', jsonb_build_object('full_name', prof.full_name, 'company', prof.company, 'language', prof.language),
    'frequency', freq,
    'period_start', per.period_start,
    'period_end', per.period_end,
    'previous_start', per.previous_start,
    -- Settings > Notifications > Workflow alerts off: the report leaves out silent and failing workflows.
    'workflow_alerts', prof.workflow_alerts,
    'workflows', workflows,
    'pending_requests', pending,
    -- Settings > Notifications > System updates off: no news of the period either.
    'system_updates', case when prof.system_updates
      then private.system_updates_between(private.doha_day_start(per.period_start), private.doha_day_start(per.period_end))
      else '[]'::jsonb end
  );
end;
$$;

