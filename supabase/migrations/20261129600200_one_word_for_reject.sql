-- One word for a rejection (issue 36): the administrator presses Reject and the badge reads Rejected,
-- but the notifications a client received said "declined". The three notifications that told a
-- rejection (an access request, a custom request, a purchase) now say "rejected", as the portal does
-- everywhere (the Arabic texts already say رفض / مرفوض). The functions are the ones of
-- 20261122000300_notifications_and_requests.sql and 20261125002300_purchase_decisions.sql with that
-- word changed and nothing else.

create or replace function public.on_access_request_decided()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  name_ar text := coalesce((select w.name_ar from public.workflows w where w.slug = new.workflow_slug), new.workflow_name);
  note text := coalesce(nullif(btrim(new.decision_note), ''), '');
begin
  if new.status = 'approved' then
    if new.workflow_slug is not null then
      insert into public.client_workflows (user_id, workflow_slug, status)
      values (new.user_id, new.workflow_slug, 'active')
      on conflict (user_id, workflow_slug) do nothing;
    end if;
    perform private.notify_user(new.user_id, 'success', 'Access approved',
      format('Your request for %s was approved. You will find it in your dashboard.', new.workflow_name),
      'تمت الموافقة على طلب الوصول',
      format('تمت الموافقة على طلبك لاستخدام %s، وستجده في لوحة التحكم.', name_ar),
      coalesce('/' || new.workflow_slug, '/dashboard'), true);
  elsif new.status = 'denied' then
    perform private.notify_user(new.user_id, 'warning', 'Access request rejected',
      btrim(format('Your request for %s was rejected. %s', new.workflow_name, note)),
      'تم رفض طلب الوصول',
      btrim(format('تم رفض طلبك لاستخدام %s. %s', name_ar, note)),
      '/marketplace', true);
  elsif new.status = 'expired' then
    perform private.notify_user(new.user_id, 'info', 'Access request expired',
      format('Your request for %s has expired. You can send a new one from the marketplace.', new.workflow_name),
      'انتهت صلاحية طلب الوصول',
      format('انتهت صلاحية طلبك لاستخدام %s، ويمكنك إرسال طلب جديد من سوق سير العمل.', name_ar),
      '/marketplace', true);
  end if;
  return null;
end;
$$;

create or replace function public.on_custom_request_status_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  status_en text := case new.status
    when 'in_review' then 'in review' when 'approved' then 'approved' when 'rejected' then 'rejected'
    when 'completed' then 'completed' else 'pending' end;
  status_ar text := case new.status
    when 'in_review' then 'قيد المراجعة' when 'approved' then 'مقبول' when 'rejected' then 'مرفوض'
    when 'completed' then 'مكتمل' else 'قيد الانتظار' end;
begin
  perform private.notify_user(new.user_id,
    case new.status when 'rejected' then 'warning' when 'pending' then 'info' when 'in_review' then 'info' else 'success' end,
    'Custom workflow request updated',
    format('Your request "%s" is now %s.', new.workflow_name, status_en),
    'تحديث على طلب سير العمل المخصّص',
    format('حالة طلبك «%s» الآن: %s.', new.workflow_name, status_ar),
    '/dashboard', true);
  return null;
end;
$$;

create or replace function public.on_purchase_decided()
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
    perform private.notify_user(new.user_id, 'warning', 'Purchase rejected',
      btrim(format('Your purchase of %s was rejected. %s', w.name_en, note)),
      'تم رفض الشراء',
      btrim(format('تم رفض طلب شراء %s. %s', w.name_ar, note)),
      '/marketplace', true);
  end if;
  return null;
end;
$$;
