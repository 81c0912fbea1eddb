-- Settings > Notifications > System updates (profiles.system_updates): news about new features and planned
-- maintenance. An admin announces one; it becomes a notification for every client who has the switch on
-- (and so a toast, and an email for those with email notifications on). Clients with the switch off get
-- nothing. Admins are not sent their own announcements.

create function public.announce_system_update(
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
  return recipients;
end;
$$;

comment on function public.announce_system_update(text, text, text, text, text) is
  'Admins: send a system update (en, optional ar, optional in-app link) to every client with system_updates on. Returns how many were notified.';

revoke execute on function public.announce_system_update(text, text, text, text, text) from public, anon;
grant execute on function public.announce_system_update(text, text, text, text, text) to authenticated, service_role;
