-- The admin area's decisions (docs/product.md §1, §6): one rpc decides a request of any kind, and only
-- while it is still open, so that when two admins decide the same request the second is told so
-- (SQLSTATE PT409, HTTP 409) and nothing is overwritten. The existing triggers on the request tables do
-- the rest of a decision: stamp who and when, grant the workflow or change its status, notify the
-- client, write the audit log (before and after).
--
-- Also here: a plain UPDATE can no longer overwrite a decision either (the guard below), the admin's
-- pause / resume of a client's workflow (audited by the client_workflows trigger, the client notified),
-- and the clients list with each one's last sign-in (auth.users is not exposed through the Data API).

-- ---------------------------------------------------------------------------------------------------
-- Which status changes a request may go through once it exists. A decision is final; a custom request
-- may be taken into review first and, once approved, completed.
-- ---------------------------------------------------------------------------------------------------

-- A trigger function in public (not private): it runs as the caller, who has no rights on schema private.
create function public.guard_request_decision()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not (
    old.status = new.status
    or old.status = 'pending'
    or (tg_table_name = 'custom_workflow_requests'
        and (old.status = 'in_review' or (old.status = 'approved' and new.status = 'completed')))
  ) then
    raise exception 'This request was already decided'
      using errcode = 'PT409', detail = format('Its status is %s.', old.status);
  end if;
  return new;
end;
$$;

-- Fired by triggers only (which need no EXECUTE right): not callable through the API.
revoke execute on function public.guard_request_decision() from public, anon, authenticated;

create trigger workflow_access_requests_guard_decision
before update of status on public.workflow_access_requests
for each row execute function public.guard_request_decision();

create trigger workflow_control_requests_guard_decision
before update of status on public.workflow_control_requests
for each row execute function public.guard_request_decision();

create trigger custom_workflow_requests_guard_decision
before update of status on public.custom_workflow_requests
for each row execute function public.guard_request_decision();

-- ---------------------------------------------------------------------------------------------------
-- decide_request: approve or reject, with an optional reason shown to the client.
-- ---------------------------------------------------------------------------------------------------

create function public.decide_request(
  p_kind text,
  p_request_id uuid,
  p_decision text,
  p_note text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  note text := nullif(btrim(coalesce(p_note, '')), '');
  new_status text;
  decided_id uuid;
  decided_status text;
  decided_on timestamptz;
  decider uuid;
  current_status text;
begin
  -- Security definer runs as the owner, so the caller is read from the request's claims.
  if not public.is_admin() then
    raise exception 'Only administrators can decide requests' using errcode = '42501';
  end if;
  if p_decision not in ('approved', 'rejected') then
    raise exception 'A decision is approved or rejected' using errcode = '22023';
  end if;
  if char_length(note) > 5000 then
    raise exception 'The reason is longer than 5000 characters' using errcode = '22001';
  end if;

  -- UPDATE ... WHERE status is open takes the row lock: a concurrent second decision waits, then finds
  -- the row no longer open and updates nothing.
  if p_kind = 'access' then
    new_status := case p_decision when 'approved' then 'approved' else 'denied' end;
    update public.workflow_access_requests set status = new_status, decision_note = note
    where id = p_request_id and status = 'pending'
    returning id, status, decided_at, decided_by into decided_id, decided_status, decided_on, decider;
    if not found then
      select status into current_status from public.workflow_access_requests where id = p_request_id;
    end if;
  elsif p_kind = 'control' then
    update public.workflow_control_requests set status = p_decision, decision_note = note
    where id = p_request_id and status = 'pending'
    returning id, status, decided_at, decided_by into decided_id, decided_status, decided_on, decider;
    if not found then
      select status into current_status from public.workflow_control_requests where id = p_request_id;
    end if;
  elsif p_kind = 'custom' then
    update public.custom_workflow_requests set status = p_decision, decision_note = note
    where id = p_request_id and status in ('pending', 'in_review')
    returning id, status, decided_at, decided_by into decided_id, decided_status, decided_on, decider;
    if not found then
      select status into current_status from public.custom_workflow_requests where id = p_request_id;
    end if;
  else
    raise exception 'Unknown request kind %', p_kind using errcode = '22023';
  end if;

  if decided_id is null then
    if current_status is null then
      raise exception 'Request not found' using errcode = 'PT404';
    end if;
    raise exception 'This request was already decided'
      using errcode = 'PT409', detail = format('Its status is %s.', current_status);
  end if;
  return jsonb_build_object(
    'id', decided_id, 'kind', p_kind, 'status', decided_status,
    'decided_at', decided_on, 'decided_by', decider
  );
end;
$$;

comment on function public.decide_request(text, uuid, text, text) is
  'Admins: approve or reject an open request (kind access | control | custom). PT409 when it was already decided.';

revoke execute on function public.decide_request(text, uuid, text, text) from public, anon;
grant execute on function public.decide_request(text, uuid, text, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- set_client_workflow_status: an admin pauses or resumes a client's workflow.
-- ---------------------------------------------------------------------------------------------------

create function public.set_client_workflow_status(p_client_workflow_id uuid, p_status text)
returns public.client_workflows
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed public.client_workflows;
  w record;
begin
  if not public.is_admin() then
    raise exception 'Only administrators can pause or resume a client''s workflow' using errcode = '42501';
  end if;
  if p_status not in ('active', 'paused') then
    raise exception 'A workflow is paused or resumed (active)' using errcode = '22023';
  end if;
  update public.client_workflows set status = p_status
  where id = p_client_workflow_id and status is distinct from p_status
  returning * into changed;
  if not found then
    select * into changed from public.client_workflows where id = p_client_workflow_id;
    if not found then
      raise exception 'Workflow not found' using errcode = 'PT404';
    end if;
    return changed;
  end if;
  select name_en, name_ar into w from public.workflows where slug = changed.workflow_slug;
  if p_status = 'paused' then
    perform private.notify_user(changed.user_id, 'warning', 'Workflow paused',
      format('An administrator paused %s.', w.name_en),
      'تم إيقاف سير العمل مؤقتاً',
      format('أوقف أحد المسؤولين %s مؤقتاً.', w.name_ar),
      '/' || changed.workflow_slug, true);
  else
    perform private.notify_user(changed.user_id, 'success', 'Workflow resumed',
      format('An administrator resumed %s.', w.name_en),
      'تم استئناف سير العمل',
      format('استأنف أحد المسؤولين %s.', w.name_ar),
      '/' || changed.workflow_slug, true);
  end if;
  return changed;
end;
$$;

comment on function public.set_client_workflow_status(uuid, text) is
  'Admins: pause (paused) or resume (active) a client''s workflow; audited, the client is notified.';

revoke execute on function public.set_client_workflow_status(uuid, text) from public, anon;
grant execute on function public.set_client_workflow_status(uuid, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- admin_clients: every client with the last sign-in from auth.users.
-- ---------------------------------------------------------------------------------------------------

create function public.admin_clients()
returns table (
  id uuid,
  full_name text,
  email text,
  company text,
  phone text,
  created_at timestamptz,
  last_sign_in_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only administrators can list clients' using errcode = '42501';
  end if;
  return query
    select p.id, p.full_name, p.email, p.company, p.phone, p.created_at, u.last_sign_in_at
    from public.profiles p
    left join auth.users u on u.id = p.id
    where p.role <> 'admin'
    order by lower(coalesce(nullif(p.full_name, ''), p.email));
end;
$$;

comment on function public.admin_clients() is 'Admins: every client (profile) with its last sign-in.';

revoke execute on function public.admin_clients() from public, anon;
grant execute on function public.admin_clients() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- A new control request now points the admins at the request queue, where they decide it (it pointed
-- at /workflow-manager, which manages the catalogue). Same body otherwise.
-- ---------------------------------------------------------------------------------------------------

create or replace function public.on_control_request_created()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  who text := private.display_name(new.user_id);
  words record;
  w record;
begin
  select * into words from private.control_action_words(new.action);
  select name_en, name_ar into w from public.workflows where slug = new.workflow_slug;
  if new.status = 'pending' and not exists (select 1 from public.profiles where id = new.user_id and role = 'admin') then
    perform private.notify_admins(
      'New workflow control request',
      format('%s asked to %s %s.', who, words.en, w.name_en),
      'طلب جديد للتحكم في سير عمل',
      format('طلب %s %s %s.', who, words.ar, w.name_ar),
      '/admin?tab=control&request=' || new.id
    );
  end if;
  return null;
end;
$$;
