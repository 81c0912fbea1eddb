-- A message thread on every kind of request (issue 14): access requests, purchases, control requests and
-- custom workflow requests. A message names its request by (request_kind, request_id). The composite
-- foreign key to workflow_access_requests could only point at one table, so the BEFORE INSERT trigger
-- checks the request instead (in the table of its kind, refusing a missing one with the foreign-key
-- error, 23503, that the key gave), and an AFTER DELETE trigger on each request table removes the
-- request's thread, as the key's `on delete cascade` did. Existing rows are access threads.

alter table public.workflow_request_messages
  add column request_kind text not null default 'access';

alter table public.workflow_request_messages
  add constraint workflow_request_messages_request_kind_check
  check (request_kind in ('access', 'purchase', 'control', 'custom'));

comment on column public.workflow_request_messages.request_kind is
  'The table of the request: access (workflow_access_requests), purchase (workflow_purchases), control (workflow_control_requests), custom (custom_workflow_requests).';
comment on table public.workflow_request_messages is
  'Messages about a request of any kind (request_kind, request_id). user_id = the request''s client (filled from the request); sender_type client | admin.';

alter table public.workflow_request_messages drop constraint workflow_request_messages_request_fkey;

drop index public.workflow_request_messages_request_created_idx;
create index workflow_request_messages_request_created_idx
  on public.workflow_request_messages (request_id, request_kind, created_at);

-- Fill the thread owner and the workflow name from the request, and the sender type from the sender.
-- The request row is locked `for key share`, as a foreign key check does, so it cannot be deleted while
-- the message goes in (its delete trigger would miss the new message).
create or replace function public.prepare_request_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  owner uuid;
  name text;
  request_table text;
begin
  new.request_kind := coalesce(new.request_kind, 'access');
  case new.request_kind
    when 'access' then
      request_table := 'workflow_access_requests';
      select r.user_id, r.workflow_name into owner, name
      from public.workflow_access_requests r where r.id = new.request_id for key share;
    when 'purchase' then
      request_table := 'workflow_purchases';
      select r.user_id, w.name_en into owner, name
      from public.workflow_purchases r left join public.workflows w on w.slug = r.workflow_slug
      where r.id = new.request_id for key share of r;
    when 'control' then
      request_table := 'workflow_control_requests';
      select r.user_id, w.name_en into owner, name
      from public.workflow_control_requests r left join public.workflows w on w.slug = r.workflow_slug
      where r.id = new.request_id for key share of r;
    when 'custom' then
      request_table := 'custom_workflow_requests';
      select r.user_id, r.workflow_name into owner, name
      from public.custom_workflow_requests r where r.id = new.request_id for key share;
    else
      -- An unknown kind: the check constraint refuses the row.
      return new;
  end case;
  if owner is null then
    raise exception 'insert or update on table "workflow_request_messages" violates foreign key constraint "workflow_request_messages_request_fkey"'
      using errcode = '23503',
            detail = format('Key (request_kind, request_id)=(%s, %s) is not present in table "%s".',
                            new.request_kind, new.request_id, request_table);
  end if;
  new.user_id := owner;
  new.workflow_name := coalesce(new.workflow_name, name);
  if new.sender_type is null then
    new.sender_type := case when public.is_admin() then 'admin' else 'client' end;
  end if;
  return new;
end;
$$;

-- Messages are immutable (their request and kind included); the reader may only mark them read.
create or replace function public.guard_request_message_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated')
     and (new.request_id, new.request_kind, new.user_id, new.sender_type, new.sender_id, new.content,
          new.workflow_name, new.created_at)
         is distinct from
         (old.request_id, old.request_kind, old.user_id, old.sender_type, old.sender_id, old.content,
          old.workflow_name, old.created_at) then
    raise exception 'Only read_at of a message can be changed' using errcode = '42501';
  end if;
  return new;
end;
$$;

-- A deleted request takes its thread with it (the argument is the request kind of the table).
create function private.delete_request_thread()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.workflow_request_messages m
  where m.request_kind = tg_argv[0] and m.request_id = old.id;
  return null;
end;
$$;

create trigger workflow_access_requests_delete_thread
after delete on public.workflow_access_requests
for each row execute function private.delete_request_thread('access');

create trigger workflow_purchases_delete_thread
after delete on public.workflow_purchases
for each row execute function private.delete_request_thread('purchase');

create trigger workflow_control_requests_delete_thread
after delete on public.workflow_control_requests
for each row execute function private.delete_request_thread('control');

create trigger custom_workflow_requests_delete_thread
after delete on public.custom_workflow_requests
for each row execute function private.delete_request_thread('custom');
