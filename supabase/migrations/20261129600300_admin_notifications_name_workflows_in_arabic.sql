-- An administrator reading the portal in Arabic was told of a new access request with the workflow's
-- English name (issue 36): the Arabic message used the name the request was sent with. It now names a
-- catalogue workflow by its Arabic name (the request's stored name only for a workflow not in the
-- catalogue). The function of 20261125002200_request_links.sql otherwise unchanged.

create or replace function public.on_access_request_created()
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
  if new.status = 'pending' and not exists (select 1 from public.profiles where id = new.user_id and role = 'admin') then
    perform private.notify_admins(
      'New access request',
      format('%s requested access to %s.', who, coalesce(w.name_en, new.workflow_name)),
      'طلب وصول جديد',
      format('طلب %s الوصول إلى %s.', who, coalesce(w.name_ar, new.workflow_name)),
      '/admin?tab=requests&kind=access&request=' || new.id
    );
  end if;
  return null;
end;
$$;
