-- Request Start / Request Stop only where the workflow's status allows (issue 36 item 7; docs/architecture.md,
-- "Workflow control"). The workflow page offers Start only on a paused workflow and Stop only on an active
-- or live one, because an approved start turns a paused workflow active and an approved stop turns it
-- paused (on_control_request_decided): any other request changes nothing. The page's offer is a courtesy;
-- this trigger is the rule, so supabase-js or a stale tab gets a clear refusal instead of a pending
-- request an administrator would have to reject:
--   start on an active or live workflow -> PT409 (HTTP 409), hint 'already_running'
--   stop on a paused workflow           -> PT409 (HTTP 409), hint 'already_stopped'
-- Only pending requests are checked: a decided row (the demo seed's history, an admin's record) says
-- what was asked then, not now. A workflow the client does not own is the insert policy's refusal (42501).

create function private.control_request_fits_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  current_status text;
begin
  if new.status <> 'pending' or new.action not in ('start', 'stop') then
    return new;
  end if;
  select cw.status into current_status
  from public.client_workflows cw
  where cw.user_id = new.user_id and cw.workflow_slug = new.workflow_slug;
  if new.action = 'start' and current_status in ('active', 'live') then
    raise exception 'This workflow is already running'
      using errcode = 'PT409', hint = 'already_running', detail = format('Its status is %s.', current_status);
  elsif new.action = 'stop' and current_status = 'paused' then
    raise exception 'This workflow is already stopped'
      using errcode = 'PT409', hint = 'already_stopped', detail = format('Its status is %s.', current_status);
  end if;
  return new;
end;
$$;

comment on function private.control_request_fits_status() is
  'Refuses (PT409) a pending start of a running workflow and a pending stop of a paused one.';

create trigger workflow_control_requests_fit_status
before insert on public.workflow_control_requests
for each row execute function private.control_request_fits_status();
