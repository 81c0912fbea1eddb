-- ---------------------------------------------------------------------------------------------------
-- A new control request links the admins to it in the request queue's control tab (/admin keeps its
-- tabs in the address: ?tab=requests&kind=control&request=<id>). Same body otherwise.
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
