-- Purchases join the admin's decisions (docs/product.md §1, §6). workflow_purchases (the client
-- workspace's migration) is decided like the other requests: through decide_request, only while pending
-- (a second decision gets PT409; a plain UPDATE cannot overwrite one either), and the decision grants
-- the workflow on approval, tells the client and writes the audit log (before and after).

-- ---------------------------------------------------------------------------------------------------
-- Approving grants the workflow; every decision tells the client (a workflow alert).
-- ---------------------------------------------------------------------------------------------------

create function public.on_purchase_decided()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  w record;
  note text := coalesce(nullif(btrim(new.decision_note), ''), '');
begin
  select name_en, name_ar into w from public.workflows where slug = new.workflow_slug;
  if new.status = 'approved' then
    insert into public.client_workflows (user_id, workflow_slug, status)
    values (new.user_id, new.workflow_slug, 'active')
    on conflict (user_id, workflow_slug) do nothing;
    perform private.notify_user(new.user_id, 'success', 'Purchase approved',
      btrim(format('Your purchase of %s was approved. You will find it in your dashboard. %s', w.name_en, note)),
      'تمت الموافقة على الشراء',
      btrim(format('تمت الموافقة على شرائك %s، وستجده في لوحة التحكم. %s', w.name_ar, note)),
      '/' || new.workflow_slug, true);
  elsif new.status = 'rejected' then
    perform private.notify_user(new.user_id, 'warning', 'Purchase declined',
      btrim(format('Your purchase of %s was declined. %s', w.name_en, note)),
      'تم رفض الشراء',
      btrim(format('تم رفض طلب شراء %s. %s', w.name_ar, note)),
      '/marketplace', true);
  end if;
  return null;
end;
$$;

revoke execute on function public.on_purchase_decided() from public, anon, authenticated;

create trigger workflow_purchases_decided
after update of status on public.workflow_purchases
for each row
when (old.status is distinct from new.status)
execute function public.on_purchase_decided();

create trigger workflow_purchases_guard_decision
before update of status on public.workflow_purchases
for each row execute function public.guard_request_decision();

create trigger workflow_purchases_audit_decision
after update of status on public.workflow_purchases
for each row
when (old.status is distinct from new.status)
execute function public.write_audit_log();

-- ---------------------------------------------------------------------------------------------------
-- decide_request learns the kind 'purchase' (same body otherwise).
-- ---------------------------------------------------------------------------------------------------

create or replace function public.decide_request(
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
  if p_decision is null or p_decision not in ('approved', 'rejected') then
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
  elsif p_kind = 'purchase' then
    update public.workflow_purchases set status = p_decision, decision_note = note
    where id = p_request_id and status = 'pending'
    returning id, status, decided_at, decided_by into decided_id, decided_status, decided_on, decider;
    if not found then
      select status into current_status from public.workflow_purchases where id = p_request_id;
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
  'Admins: approve or reject an open request (kind access | control | custom | purchase). PT409 when it was already decided.';

-- A new purchase links the admins to it in the request queue.
create or replace function public.on_purchase_created()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  who text := private.display_name(new.user_id);
  w record;
begin
  select name_en, name_ar into w from public.workflows where slug = new.workflow_slug;
  if new.status = 'pending' then
    perform private.notify_admins(
      'New purchase request',
      format('%s asked to buy %s.', who, w.name_en),
      'طلب شراء جديد',
      format('طلب %s شراء %s.', who, w.name_ar),
      '/admin?tab=requests&kind=purchase&request=' || new.id
    );
  end if;
  return null;
end;
$$;
