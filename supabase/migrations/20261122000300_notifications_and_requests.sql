-- Notifications, purchased workflows and everything a client asks an admin for: access to a workflow
-- (with its message thread), starting / stopping / changing a workflow, and custom workflows.
--
-- Deciding is a plain UPDATE of `status` by an admin; triggers do the rest (stamp who decided and when,
-- grant the workflow, change its status, notify the client), so the outcome is the same whichever way
-- the admin area writes it.

create schema if not exists private;
comment on schema private is 'Internal helpers. Not exposed through the Data API; no grants to anon/authenticated.';

-- ---------------------------------------------------------------------------------------------------
-- notifications
-- ---------------------------------------------------------------------------------------------------

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  title text not null,
  message text not null,
  title_ar text,
  message_ar text,
  type text not null default 'info',
  link text,
  read_at timestamptz,
  created_at timestamptz not null default now(),
  constraint notifications_type_check check (type in ('info', 'success', 'warning', 'error')),
  constraint notifications_title_length check (char_length(btrim(title)) between 1 and 200),
  constraint notifications_message_length check (char_length(btrim(message)) between 1 and 2000),
  constraint notifications_title_ar_length check (char_length(title_ar) <= 200),
  constraint notifications_message_ar_length check (char_length(message_ar) <= 2000),
  constraint notifications_link_format check (link ~ '^/[^[:space:]]*$' and char_length(link) <= 500)
);

comment on table public.notifications is
  'In-app notifications. title/message are the primary (English) text; title_ar/message_ar the Arabic text when known.';
comment on column public.notifications.type is 'info | success | warning | error (error = destructive-style toast).';
comment on column public.notifications.link is 'An in-app path the notification opens, e.g. /lead-generation.';

create index notifications_user_created_idx on public.notifications (user_id, created_at desc);
create index notifications_user_unread_idx on public.notifications (user_id) where read_at is null;

alter table public.notifications enable row level security;

create policy "notifications: read own, admins read all"
on public.notifications for select
to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));

-- Clients receive notifications; admins (and the server, as service role) send them.
create policy "notifications: admins send"
on public.notifications for insert
to authenticated
with check ((select public.is_admin()));

create policy "notifications: mark own read, admins edit all"
on public.notifications for update
to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()))
with check (user_id = (select auth.uid()) or (select public.is_admin()));

create policy "notifications: dismiss own, admins remove all"
on public.notifications for delete
to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));

-- A client may only mark its notifications read (or unread); the text is the sender's.
create function public.guard_notification_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and not public.is_admin()
     and (new.user_id, new.title, new.message, new.title_ar, new.message_ar, new.type, new.link, new.created_at)
         is distinct from
         (old.user_id, old.title, old.message, old.title_ar, old.message_ar, old.type, old.link, old.created_at) then
    raise exception 'Only read_at of a notification can be changed' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger notifications_guard_update
before update on public.notifications
for each row execute function public.guard_notification_update();

-- The one way triggers notify someone. p_alert = true marks a workflow alert, which the recipient can
-- switch off in Settings > Notifications (profiles.workflow_alerts).
create function private.notify_user(
  p_user_id uuid,
  p_type text,
  p_title text,
  p_message text,
  p_title_ar text,
  p_message_ar text,
  p_link text,
  p_alert boolean default false
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_alert and exists (select 1 from public.profiles where id = p_user_id and not workflow_alerts) then
    return;
  end if;
  insert into public.notifications (user_id, type, title, message, title_ar, message_ar, link)
  values (p_user_id, p_type, left(p_title, 200), left(p_message, 2000), left(p_title_ar, 200),
          left(p_message_ar, 2000), p_link);
end;
$$;

create function private.notify_admins(p_title text, p_message text, p_title_ar text, p_message_ar text, p_link text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.notifications (user_id, type, title, message, title_ar, message_ar, link)
  select p.id, 'info', left(p_title, 200), left(p_message, 2000), left(p_title_ar, 200), left(p_message_ar, 2000), p_link
  from public.profiles p
  where p.role = 'admin';
$$;

-- A client's display name for admin notifications.
create function private.display_name(p_user_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(nullif(btrim(p.full_name), ''), p.email, 'A client') from public.profiles p where p.id = p_user_id;
$$;

-- ---------------------------------------------------------------------------------------------------
-- client_workflows: which workflows a client owns, and their badge (active | paused | live)
-- ---------------------------------------------------------------------------------------------------

create table public.client_workflows (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  workflow_slug text not null references public.workflows (slug) on update cascade,
  status text not null default 'active',
  purchased_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint client_workflows_status_check check (status in ('active', 'paused', 'live')),
  constraint client_workflows_user_workflow_key unique (user_id, workflow_slug)
);

comment on table public.client_workflows is
  'Purchased workflows. status: active (enabled), paused (stopped), live (running on the client''s production channels).';

create index client_workflows_workflow_slug_idx on public.client_workflows (workflow_slug);

create trigger client_workflows_set_updated_at
before update on public.client_workflows
for each row execute function public.set_updated_at();

alter table public.client_workflows enable row level security;

create policy "client_workflows: read own, admins read all"
on public.client_workflows for select
to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));

-- Ownership is granted by an admin (directly, or by approving an access request); a client changes a
-- workflow's status only through a control request.
create policy "client_workflows: admins grant"
on public.client_workflows for insert
to authenticated
with check ((select public.is_admin()));

create policy "client_workflows: admins edit"
on public.client_workflows for update
to authenticated
using ((select public.is_admin()))
with check ((select public.is_admin()));

create policy "client_workflows: admins revoke"
on public.client_workflows for delete
to authenticated
using ((select public.is_admin()));

-- Does the caller own this workflow? Used by policies and usable by the app as rpc('owns_workflow').
create function public.owns_workflow(p_workflow_slug text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.client_workflows cw
    where cw.user_id = (select auth.uid()) and cw.workflow_slug = p_workflow_slug
  );
$$;

comment on function public.owns_workflow(text) is 'True when the caller has purchased the workflow.';

-- ---------------------------------------------------------------------------------------------------
-- Decisions: who decided and when, stamped on every status change (for the three request tables).
-- ---------------------------------------------------------------------------------------------------

create function public.stamp_decision()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    if new.status = 'pending' then
      new.decided_at := null;
      new.decided_by := null;
    else
      new.decided_at := now();
      new.decided_by := coalesce((select auth.uid()), new.decided_by);
    end if;
  end if;
  return new;
end;
$$;

-- ---------------------------------------------------------------------------------------------------
-- workflow_access_requests (+ the admin <-> client message thread of each request)
-- ---------------------------------------------------------------------------------------------------

create table public.workflow_access_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  workflow_slug text references public.workflows (slug) on update cascade on delete set null,
  workflow_name text not null,
  status text not null default 'pending',
  message text,
  decided_by uuid references public.profiles (id) on delete set null,
  decided_at timestamptz,
  decision_note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint workflow_access_requests_status_check check (status in ('pending', 'approved', 'denied', 'expired')),
  constraint workflow_access_requests_workflow_name_length check (char_length(btrim(workflow_name)) between 1 and 200),
  constraint workflow_access_requests_message_length check (char_length(message) <= 5000),
  constraint workflow_access_requests_decision_note_length check (char_length(decision_note) <= 5000),
  -- Target of the message thread's composite foreign key (a message belongs to the request's client).
  constraint workflow_access_requests_id_user_key unique (id, user_id)
);

comment on table public.workflow_access_requests is
  'A client asks for a workflow. status: pending -> approved | denied | expired (decided by an admin).';

create index workflow_access_requests_user_created_idx on public.workflow_access_requests (user_id, created_at desc);
create index workflow_access_requests_status_created_idx on public.workflow_access_requests (status, created_at desc);
create index workflow_access_requests_workflow_slug_idx on public.workflow_access_requests (workflow_slug);
create index workflow_access_requests_decided_by_idx on public.workflow_access_requests (decided_by);

-- A request made from the marketplace knows the slug; fill the display name from the catalogue.
create function public.fill_request_workflow_name()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (new.workflow_name is null or btrim(new.workflow_name) = '') and new.workflow_slug is not null then
    select w.name_en into new.workflow_name from public.workflows w where w.slug = new.workflow_slug;
  end if;
  return new;
end;
$$;

create trigger workflow_access_requests_fill_name
before insert on public.workflow_access_requests
for each row execute function public.fill_request_workflow_name();

create trigger workflow_access_requests_set_updated_at
before update on public.workflow_access_requests
for each row execute function public.set_updated_at();

create trigger workflow_access_requests_stamp_decision
before update on public.workflow_access_requests
for each row execute function public.stamp_decision();

create function public.on_access_request_created()
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
      '/admin'
    );
  end if;
  return null;
end;
$$;

create trigger workflow_access_requests_created
after insert on public.workflow_access_requests
for each row execute function public.on_access_request_created();

-- Approving grants the workflow; every decision tells the client.
create function public.on_access_request_decided()
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
    perform private.notify_user(new.user_id, 'warning', 'Access request declined',
      btrim(format('Your request for %s was declined. %s', new.workflow_name, note)),
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

create trigger workflow_access_requests_decided
after update of status on public.workflow_access_requests
for each row
when (old.status is distinct from new.status)
execute function public.on_access_request_decided();

alter table public.workflow_access_requests enable row level security;

create policy "workflow_access_requests: read own, admins read all"
on public.workflow_access_requests for select
to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));

create policy "workflow_access_requests: clients ask for themselves, pending only"
on public.workflow_access_requests for insert
to authenticated
with check (
  (user_id = (select auth.uid()) and status = 'pending'
    and decided_by is null and decided_at is null and decision_note is null)
  or (select public.is_admin())
);

create policy "workflow_access_requests: admins decide"
on public.workflow_access_requests for update
to authenticated
using ((select public.is_admin()))
with check ((select public.is_admin()));

create policy "workflow_access_requests: withdraw own pending, admins remove"
on public.workflow_access_requests for delete
to authenticated
using ((user_id = (select auth.uid()) and status = 'pending') or (select public.is_admin()));

-- The thread between a client and the admins about one access request.
create table public.workflow_request_messages (
  id uuid primary key default gen_random_uuid(),
  request_id uuid not null,
  user_id uuid not null,
  sender_type text not null,
  sender_id uuid default auth.uid() references public.profiles (id) on delete set null,
  content text not null,
  workflow_name text,
  read_at timestamptz,
  created_at timestamptz not null default now(),
  constraint workflow_request_messages_sender_type_check check (sender_type in ('client', 'admin')),
  constraint workflow_request_messages_content_length check (char_length(btrim(content)) between 1 and 5000),
  constraint workflow_request_messages_request_fkey foreign key (request_id, user_id)
    references public.workflow_access_requests (id, user_id) on delete cascade
);

comment on table public.workflow_request_messages is
  'Messages about an access request. user_id = the request''s client (filled from the request); sender_type client | admin.';

create index workflow_request_messages_request_created_idx on public.workflow_request_messages (request_id, user_id, created_at);
create index workflow_request_messages_user_created_idx on public.workflow_request_messages (user_id, created_at desc);
create index workflow_request_messages_sender_idx on public.workflow_request_messages (sender_id);

-- Fill the thread owner and the workflow name from the request, and the sender type from the sender.
create function public.prepare_request_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  req record;
begin
  select r.user_id, r.workflow_name into req from public.workflow_access_requests r where r.id = new.request_id;
  if found then
    new.user_id := req.user_id;
    new.workflow_name := coalesce(new.workflow_name, req.workflow_name);
  end if;
  if new.sender_type is null then
    new.sender_type := case when public.is_admin() then 'admin' else 'client' end;
  end if;
  return new;
end;
$$;

create trigger workflow_request_messages_prepare
before insert on public.workflow_request_messages
for each row execute function public.prepare_request_message();

-- Messages are immutable; the reader may only mark them read.
create function public.guard_request_message_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated')
     and (new.request_id, new.user_id, new.sender_type, new.sender_id, new.content, new.workflow_name, new.created_at)
         is distinct from
         (old.request_id, old.user_id, old.sender_type, old.sender_id, old.content, old.workflow_name, old.created_at) then
    raise exception 'Only read_at of a message can be changed' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger workflow_request_messages_guard_update
before update on public.workflow_request_messages
for each row execute function public.guard_request_message_update();

alter table public.workflow_request_messages enable row level security;

create policy "workflow_request_messages: read own threads, admins read all"
on public.workflow_request_messages for select
to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));

-- A client writes as 'client' in its own threads; an admin writes as 'admin' in any thread.
create policy "workflow_request_messages: write as yourself"
on public.workflow_request_messages for insert
to authenticated
with check (
  sender_id = (select auth.uid())
  and (
    (sender_type = 'client' and user_id = (select auth.uid()))
    or (sender_type = 'admin' and (select public.is_admin()))
  )
);

create policy "workflow_request_messages: mark read in own threads, admins all"
on public.workflow_request_messages for update
to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()))
with check (user_id = (select auth.uid()) or (select public.is_admin()));

create policy "workflow_request_messages: admins remove"
on public.workflow_request_messages for delete
to authenticated
using ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------------------
-- workflow_control_requests: start / stop / change an owned workflow; an admin approves or rejects
-- ---------------------------------------------------------------------------------------------------

create table public.workflow_control_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  workflow_slug text not null references public.workflows (slug) on update cascade,
  action text not null,
  details text,
  status text not null default 'pending',
  source text not null default 'workflow_page',
  submitted_at timestamptz not null default now(),
  decided_by uuid references public.profiles (id) on delete set null,
  decided_at timestamptz,
  decision_note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint workflow_control_requests_action_check check (action in ('start', 'stop', 'change')),
  constraint workflow_control_requests_status_check check (status in ('pending', 'approved', 'rejected')),
  constraint workflow_control_requests_source_check check (source in ('workflow_page', 'dashboard', 'admin', 'api')),
  constraint workflow_control_requests_details_length check (char_length(details) <= 5000),
  constraint workflow_control_requests_decision_note_length check (char_length(decision_note) <= 5000)
);

comment on table public.workflow_control_requests is
  'A client asks to start, stop or change a workflow it owns. status: pending -> approved | rejected (admin).';
comment on column public.workflow_control_requests.source is
  'Where the request was made: workflow_page (the Workflow Control section), dashboard, admin, api.';

create index workflow_control_requests_user_created_idx on public.workflow_control_requests (user_id, created_at desc);
create index workflow_control_requests_status_created_idx on public.workflow_control_requests (status, created_at desc);
create index workflow_control_requests_workflow_slug_idx on public.workflow_control_requests (workflow_slug);
create index workflow_control_requests_decided_by_idx on public.workflow_control_requests (decided_by);

create trigger workflow_control_requests_set_updated_at
before update on public.workflow_control_requests
for each row execute function public.set_updated_at();

create trigger workflow_control_requests_stamp_decision
before update on public.workflow_control_requests
for each row execute function public.stamp_decision();

create function private.control_action_words(p_action text, out en text, out ar text)
language sql
immutable
set search_path = ''
as $$
  select case p_action when 'start' then 'start' when 'stop' then 'stop' else 'change' end,
         case p_action when 'start' then 'تشغيل' when 'stop' then 'إيقاف' else 'تعديل' end;
$$;

create function public.on_control_request_created()
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
      '/workflow-manager'
    );
  end if;
  return null;
end;
$$;

create trigger workflow_control_requests_created
after insert on public.workflow_control_requests
for each row execute function public.on_control_request_created();

-- Approving start / stop changes the workflow's badge; every decision tells the client.
create function public.on_control_request_decided()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  words record;
  w record;
  note text := coalesce(nullif(btrim(new.decision_note), ''), '');
begin
  select * into words from private.control_action_words(new.action);
  select name_en, name_ar into w from public.workflows where slug = new.workflow_slug;
  if new.status = 'approved' then
    if new.action = 'start' then
      update public.client_workflows set status = 'active'
      where user_id = new.user_id and workflow_slug = new.workflow_slug and status = 'paused';
    elsif new.action = 'stop' then
      update public.client_workflows set status = 'paused'
      where user_id = new.user_id and workflow_slug = new.workflow_slug and status <> 'paused';
    end if;
    perform private.notify_user(new.user_id, 'success', 'Request approved',
      btrim(format('Your request to %s %s was approved. %s', words.en, w.name_en, note)),
      'تمت الموافقة على طلبك',
      btrim(format('تمت الموافقة على طلب %s %s. %s', words.ar, w.name_ar, note)),
      '/' || new.workflow_slug, true);
  elsif new.status = 'rejected' then
    perform private.notify_user(new.user_id, 'warning', 'Request rejected',
      btrim(format('Your request to %s %s was rejected. %s', words.en, w.name_en, note)),
      'تم رفض طلبك',
      btrim(format('تم رفض طلب %s %s. %s', words.ar, w.name_ar, note)),
      '/' || new.workflow_slug, true);
  end if;
  return null;
end;
$$;

create trigger workflow_control_requests_decided
after update of status on public.workflow_control_requests
for each row
when (old.status is distinct from new.status)
execute function public.on_control_request_decided();

alter table public.workflow_control_requests enable row level security;

create policy "workflow_control_requests: read own, admins read all"
on public.workflow_control_requests for select
to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));

create policy "workflow_control_requests: owners ask, pending only"
on public.workflow_control_requests for insert
to authenticated
with check (
  (user_id = (select auth.uid()) and status = 'pending'
    and decided_by is null and decided_at is null and decision_note is null
    and public.owns_workflow(workflow_slug))
  or (select public.is_admin())
);

create policy "workflow_control_requests: admins decide"
on public.workflow_control_requests for update
to authenticated
using ((select public.is_admin()))
with check ((select public.is_admin()));

create policy "workflow_control_requests: withdraw own pending, admins remove"
on public.workflow_control_requests for delete
to authenticated
using ((user_id = (select auth.uid()) and status = 'pending') or (select public.is_admin()));

-- ---------------------------------------------------------------------------------------------------
-- custom_workflow_requests: the 'Request Custom Workflow' dialog
-- ---------------------------------------------------------------------------------------------------

create table public.custom_workflow_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  workflow_name text not null,
  description text not null,
  business_problem text not null,
  expected_outcome text,
  target_users text,
  urgency text not null default 'medium',
  timeline text,
  technical_requirements text,
  required_integrations text,
  additional_notes text,
  status text not null default 'pending',
  decided_by uuid references public.profiles (id) on delete set null,
  decided_at timestamptz,
  decision_note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint custom_workflow_requests_urgency_check check (urgency in ('low', 'medium', 'high', 'urgent')),
  constraint custom_workflow_requests_timeline_check check (
    timeline in ('within_1_week', 'within_2_weeks', 'within_1_month', 'within_3_months', 'no_specific_deadline', 'to_be_discussed')
  ),
  constraint custom_workflow_requests_status_check check (
    status in ('pending', 'in_review', 'approved', 'rejected', 'completed')
  ),
  constraint custom_workflow_requests_workflow_name_length check (char_length(btrim(workflow_name)) between 1 and 200),
  constraint custom_workflow_requests_description_length check (char_length(btrim(description)) between 1 and 5000),
  constraint custom_workflow_requests_business_problem_length check (char_length(btrim(business_problem)) between 1 and 5000),
  constraint custom_workflow_requests_optional_lengths check (
    char_length(expected_outcome) <= 5000 and char_length(target_users) <= 2000
    and char_length(technical_requirements) <= 5000 and char_length(required_integrations) <= 2000
    and char_length(additional_notes) <= 5000 and char_length(decision_note) <= 5000
  )
);

comment on table public.custom_workflow_requests is
  'Requests for a custom workflow. workflow_name, description and business_problem are required.';
comment on column public.custom_workflow_requests.timeline is
  'within_1_week | within_2_weeks | within_1_month | within_3_months | no_specific_deadline | to_be_discussed';

create index custom_workflow_requests_user_created_idx on public.custom_workflow_requests (user_id, created_at desc);
create index custom_workflow_requests_status_created_idx on public.custom_workflow_requests (status, created_at desc);
create index custom_workflow_requests_decided_by_idx on public.custom_workflow_requests (decided_by);

create trigger custom_workflow_requests_set_updated_at
before update on public.custom_workflow_requests
for each row execute function public.set_updated_at();

create trigger custom_workflow_requests_stamp_decision
before update on public.custom_workflow_requests
for each row execute function public.stamp_decision();

create function public.on_custom_request_created()
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
      '/admin'
    );
  end if;
  return null;
end;
$$;

create trigger custom_workflow_requests_created
after insert on public.custom_workflow_requests
for each row execute function public.on_custom_request_created();

create function public.on_custom_request_status_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  status_en text := case new.status
    when 'in_review' then 'in review' when 'approved' then 'approved' when 'rejected' then 'declined'
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

create trigger custom_workflow_requests_status_changed
after update of status on public.custom_workflow_requests
for each row
when (old.status is distinct from new.status)
execute function public.on_custom_request_status_changed();

alter table public.custom_workflow_requests enable row level security;

create policy "custom_workflow_requests: read own, admins read all"
on public.custom_workflow_requests for select
to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));

create policy "custom_workflow_requests: clients ask for themselves, pending only"
on public.custom_workflow_requests for insert
to authenticated
with check (
  (user_id = (select auth.uid()) and status = 'pending'
    and decided_by is null and decided_at is null and decision_note is null)
  or (select public.is_admin())
);

create policy "custom_workflow_requests: admins decide"
on public.custom_workflow_requests for update
to authenticated
using ((select public.is_admin()))
with check ((select public.is_admin()));

create policy "custom_workflow_requests: withdraw own pending, admins remove"
on public.custom_workflow_requests for delete
to authenticated
using ((user_id = (select auth.uid()) and status = 'pending') or (select public.is_admin()));
