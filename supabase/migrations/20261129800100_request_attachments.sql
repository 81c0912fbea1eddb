-- Files on requests (issue 37): a client attaches files to a custom workflow request and to request
-- thread messages, an admin sees, downloads and attaches in a reply; and the profile keeps its picture's
-- version, so the header draws the picture without asking Storage (docs/architecture.md, "Storage").
--
-- Bytes live in the bucket request-attachments at `<client_user_id>/<request_id>/<file>`; each file the
-- portal shows is a row of public.request_attachments naming its request and, for a message's file, its
-- message. The row's size and type are copied from Storage's own object row, never taken from the caller.

-- ---------------------------------------------------------------------------------------------------
-- Which request a folder belongs to. Request ids are unique per table only, so a folder is accepted when
-- a request of any kind with that id belongs to the folder's client.
-- ---------------------------------------------------------------------------------------------------

create function private.request_owner(p_kind text, p_request_id uuid)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select case p_kind
    when 'access' then (select r.user_id from public.workflow_access_requests r where r.id = p_request_id)
    when 'purchase' then (select r.user_id from public.workflow_purchases r where r.id = p_request_id)
    when 'control' then (select r.user_id from public.workflow_control_requests r where r.id = p_request_id)
    when 'custom' then (select r.user_id from public.custom_workflow_requests r where r.id = p_request_id)
  end;
$$;

revoke all on function private.request_owner(text, uuid) from public, anon, authenticated;

-- The storage policies' test for a request-attachments object name: `<client>/<request>/<file>` where the
-- request is the client's and the caller is that client or an admin (at aal2 once enrolled: both
-- auth.uid()'s requests and is_admin() follow public.mfa_requirement_met()). Security invoker: the caller
-- reads the request tables through their own policies. A malformed name answers false, never an error.
create function public.may_use_request_folder(p_object_name text)
returns boolean
language plpgsql
stable
set search_path = ''
as $$
declare
  parts text[] := string_to_array(p_object_name, '/');
  uuid_shape constant text := '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
  client_id uuid;
  request_id uuid;
begin
  if not public.mfa_requirement_met() or coalesce(array_length(parts, 1), 0) <> 3
     or parts[1] !~ uuid_shape or parts[2] !~ uuid_shape then
    return false;
  end if;
  client_id := parts[1]::uuid;
  request_id := parts[2]::uuid;
  if client_id is distinct from (select auth.uid()) and not (select public.is_admin()) then
    return false;
  end if;
  return exists (select 1 from public.workflow_access_requests r where r.id = request_id and r.user_id = client_id)
      or exists (select 1 from public.workflow_purchases r where r.id = request_id and r.user_id = client_id)
      or exists (select 1 from public.workflow_control_requests r where r.id = request_id and r.user_id = client_id)
      or exists (select 1 from public.custom_workflow_requests r where r.id = request_id and r.user_id = client_id);
end;
$$;

revoke all on function public.may_use_request_folder(text) from public, anon;
grant execute on function public.may_use_request_folder(text) to authenticated, service_role;

-- The folder rule replaces 20261129000500_storage.sql's "own folder or admin" for this bucket: a client
-- may no longer fill folders of requests that do not exist or are not theirs.
drop policy "request-attachments: a client or an admin reads" on storage.objects;
drop policy "request-attachments: a client or an admin adds" on storage.objects;
drop policy "request-attachments: a client or an admin replaces" on storage.objects;
drop policy "request-attachments: a client or an admin deletes" on storage.objects;

create policy "request-attachments: the request's client or an admin reads" on storage.objects
  for select to authenticated
  using (bucket_id = 'request-attachments' and public.may_use_request_folder(name));
create policy "request-attachments: the request's client or an admin adds" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'request-attachments' and public.may_use_request_folder(name));
create policy "request-attachments: the request's client or an admin replaces" on storage.objects
  for update to authenticated
  using (bucket_id = 'request-attachments' and public.may_use_request_folder(name))
  with check (bucket_id = 'request-attachments' and public.may_use_request_folder(name));
create policy "request-attachments: the request's client or an admin deletes" on storage.objects
  for delete to authenticated
  using (bucket_id = 'request-attachments' and public.may_use_request_folder(name));

-- ---------------------------------------------------------------------------------------------------
-- public.request_attachments: the files of a request (message_id null: attached when the request was
-- made) and of its thread's messages (message_id set; the message's row is where its files hang).
-- ---------------------------------------------------------------------------------------------------

create table public.request_attachments (
  id uuid primary key default gen_random_uuid(),
  request_kind text not null,
  request_id uuid not null,
  -- user_id, content_type and size_bytes are always set by the insert trigger below; the defaults only
  -- let a caller leave them out.
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  message_id uuid references public.workflow_request_messages (id) on delete cascade,
  object_name text not null,
  file_name text not null,
  content_type text not null default 'application/octet-stream',
  size_bytes bigint not null default 0,
  uploaded_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint request_attachments_request_kind_check check (request_kind in ('access', 'purchase', 'control', 'custom')),
  constraint request_attachments_object_name_key unique (object_name),
  constraint request_attachments_file_name_length check (char_length(btrim(file_name)) between 1 and 255)
);

comment on table public.request_attachments is
  'Files of a request (message_id null) or of one of its thread''s messages, in the bucket request-attachments at object_name = <user_id>/<request_id>/<file>. user_id = the request''s client; size and type come from storage.objects.';

create index request_attachments_request_idx on public.request_attachments (request_id, request_kind, created_at);
create index request_attachments_message_idx on public.request_attachments (message_id);
create index request_attachments_user_idx on public.request_attachments (user_id);
create index request_attachments_uploaded_by_idx on public.request_attachments (uploaded_by);

-- Fills the client from the request and the size and type from Storage's row; refuses (23503, as a
-- foreign key would) a missing request, a message of another request or another sender, and an object
-- that is not in the request's folder or not stored.
create function private.prepare_request_attachment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  owner uuid := private.request_owner(new.request_kind, new.request_id);
  stored jsonb;
begin
  if owner is null then
    raise exception 'insert or update on table "request_attachments" violates foreign key constraint "request_attachments_request_fkey"'
      using errcode = '23503',
            detail = format('Key (request_kind, request_id)=(%s, %s) is not present.', new.request_kind, new.request_id);
  end if;
  new.user_id := owner;
  if new.message_id is not null and not exists (
    select 1 from public.workflow_request_messages m
    where m.id = new.message_id and m.request_kind = new.request_kind and m.request_id = new.request_id
      and m.sender_id is not distinct from new.uploaded_by
  ) then
    raise exception 'insert or update on table "request_attachments" violates foreign key constraint "request_attachments_message_id_fkey"'
      using errcode = '23503',
            detail = format('Key (message_id)=(%s) is not a message of this request by this sender.', new.message_id);
  end if;
  if coalesce(array_length(string_to_array(new.object_name, '/'), 1), 0) <> 3
     or split_part(new.object_name, '/', 1) <> owner::text
     or split_part(new.object_name, '/', 2) <> new.request_id::text then
    raise exception 'An attachment must be stored in its request''s folder'
      using errcode = '23514',
            detail = format('Expected %s/%s/<file>, got %s.', owner, new.request_id, new.object_name);
  end if;
  select o.metadata into stored
  from storage.objects o
  where o.bucket_id = 'request-attachments' and o.name = new.object_name;
  if stored is null then
    raise exception 'insert or update on table "request_attachments" violates foreign key constraint "request_attachments_object_fkey"'
      using errcode = '23503',
            detail = format('Key (object_name)=(%s) is not present in bucket "request-attachments".', new.object_name);
  end if;
  new.size_bytes := coalesce((stored ->> 'size')::bigint, 0);
  new.content_type := coalesce(stored ->> 'mimetype', 'application/octet-stream');
  return new;
end;
$$;

revoke all on function private.prepare_request_attachment() from public, anon, authenticated;

create trigger request_attachments_prepare
before insert on public.request_attachments
for each row execute function private.prepare_request_attachment();

alter table public.request_attachments enable row level security;

create policy "request_attachments: read own requests, admins read all"
on public.request_attachments for select
to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));

-- user_id is the request's client (filled above): a client attaches to their own requests, an admin to any.
create policy "request_attachments: attach as yourself"
on public.request_attachments for insert
to authenticated
with check (
  uploaded_by = (select auth.uid())
  and (user_id = (select auth.uid()) or (select public.is_admin()))
);

-- Attachments are part of the record, as messages are: nobody changes them; admins may remove them.
create policy "request_attachments: admins remove"
on public.request_attachments for delete
to authenticated
using ((select public.is_admin()));

-- Hosted Supabase grants ALL on a new table to the API roles; this one is for signed-in people only.
revoke all on public.request_attachments from anon, authenticated;
grant select, insert, delete on public.request_attachments to authenticated;
grant all on public.request_attachments to service_role;

select private.require_aal2_once_enrolled('public.request_attachments');

-- A deleted request takes its thread and its attachment rows with it (the bytes stay in Storage: a
-- database trigger cannot reach a hosted project's Storage; docs/architecture.md, "Storage").
create or replace function private.delete_request_thread()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.workflow_request_messages m
  where m.request_kind = tg_argv[0] and m.request_id = old.id;
  delete from public.request_attachments a
  where a.request_kind = tg_argv[0] and a.request_id = old.id;
  return null;
end;
$$;

-- One message and its files in one transaction: the message and then each file's row, as the caller
-- (security invoker: the tables' policies and triggers decide, the two-factor rule included).
-- p_attachments: [{ "object_name": "<client>/<request>/<file>", "file_name": "Brief.pdf" }, …], at most 10.
create function public.send_request_message(
  p_kind text,
  p_request_id uuid,
  p_content text,
  p_attachments jsonb default '[]'::jsonb
)
returns public.workflow_request_messages
language plpgsql
set search_path = ''
as $$
declare
  message public.workflow_request_messages;
begin
  if jsonb_typeof(p_attachments) is distinct from 'array' or jsonb_array_length(p_attachments) > 10 then
    raise exception 'p_attachments must be an array of at most 10 files'
      using errcode = '22023';
  end if;
  insert into public.workflow_request_messages (request_kind, request_id, user_id, sender_id, content)
  values (p_kind, p_request_id, (select auth.uid()), (select auth.uid()), btrim(p_content))
  returning * into message;
  insert into public.request_attachments (request_kind, request_id, message_id, object_name, file_name, uploaded_by)
  select p_kind, p_request_id, message.id, a ->> 'object_name', a ->> 'file_name', (select auth.uid())
  from jsonb_array_elements(p_attachments) as a;
  return message;
end;
$$;

revoke all on function public.send_request_message(text, uuid, text, jsonb) from public, anon;
grant execute on function public.send_request_message(text, uuid, text, jsonb) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- The profile picture's version. The header builds the picture's public URL from the project URL, the
-- path `<user_id>/avatar` and this time (the URL's cache nonce), so no signed-in page loads Storage's
-- client for it. Settings calls refresh_avatar_version() after an upload or a removal: it copies the
-- time from Storage's own row (null without a picture), so the profile cannot disagree with Storage.
-- ---------------------------------------------------------------------------------------------------

alter table public.profiles add column avatar_updated_at timestamptz;

comment on column public.profiles.avatar_updated_at is
  'When the picture at avatars/<id>/avatar was last written (null: no picture); set by refresh_avatar_version().';

create function public.refresh_avatar_version()
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  version timestamptz;
begin
  perform private.require_mfa_requirement_met();
  update public.profiles p
  set avatar_updated_at = (
    select o.updated_at from storage.objects o
    where o.bucket_id = 'avatars' and o.name = (select auth.uid())::text || '/avatar'
  )
  where p.id = (select auth.uid())
  returning p.avatar_updated_at into version;
  return version;
end;
$$;

revoke all on function public.refresh_avatar_version() from public, anon;
grant execute on function public.refresh_avatar_version() to authenticated, service_role;
