-- ---------------------------------------------------------------------------------------------------
-- A new request links the admins straight to it in the request queue (/admin keeps its tabs in the
-- address: ?tab=requests&kind=<kind>&request=<id>). Same bodies otherwise.
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
      '/admin?tab=requests&kind=control&request=' || new.id
    );
  end if;
  return null;
end;
$$;

create or replace function public.on_access_request_created()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  who text := private.display_name(new.user_id);
begin
  if new.status = 'pending' and not exists (select 1 from public.profiles where id = new.user_id and role = 'admin') then
    perform private.notify_admins(
      'New access request',
      format('%s requested access to %s.', who, new.workflow_name),
      'طلب وصول جديد',
      format('طلب %s الوصول إلى %s.', who, new.workflow_name),
      '/admin?tab=requests&kind=access&request=' || new.id
    );
  end if;
  return null;
end;
$$;

create or replace function public.on_custom_request_created()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  who text := private.display_name(new.user_id);
begin
  if new.status = 'pending' and not exists (select 1 from public.profiles where id = new.user_id and role = 'admin') then
    perform private.notify_admins(
      'New custom workflow request',
      format('%s requested a custom workflow: %s (urgency: %s).', who, new.workflow_name, new.urgency),
      'طلب جديد لسير عمل مخصّص',
      format('طلب %s سير عمل مخصّصاً: %s.', who, new.workflow_name),
      '/admin?tab=requests&kind=custom&request=' || new.id
    );
  end if;
  return null;
end;
$$;
