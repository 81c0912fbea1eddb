-- What anonymous visitors may write: the newsletter, the contact form and analytics events. They may
-- INSERT but never read back. Consequence for the app: insert WITHOUT `.select()` (returning the row
-- would need SELECT), and subscribe to the newsletter through rpc('subscribe_newsletter') so that an
-- address already subscribed is not an error.
--
-- Anti-spam: a server-side rate limit per email and per client IP (from the request headers PostgREST
-- passes in `request.headers`) rejects bursts with SQLSTATE PT429, which PostgREST answers as HTTP 429.
-- It applies to anon and authenticated callers only. Set the database parameter app.form_rate_limit to
-- 'off' to disable it (load tests): `alter database postgres set app.form_rate_limit = 'off'`.

-- ---------------------------------------------------------------------------------------------------
-- newsletter_subscribers
-- ---------------------------------------------------------------------------------------------------

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  locale text not null default 'en',
  source text not null default 'landing',
  status text not null default 'subscribed',
  ip_hash text,
  created_at timestamptz not null default now(),
  unsubscribed_at timestamptz,
  constraint newsletter_subscribers_email_key unique (email),
  constraint newsletter_subscribers_email_format check (
    email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' and char_length(email) <= 254 and email = lower(email)
  ),
  constraint newsletter_subscribers_locale_check check (locale in ('en', 'ar')),
  constraint newsletter_subscribers_status_check check (status in ('subscribed', 'unsubscribed')),
  constraint newsletter_subscribers_source_length check (char_length(source) between 1 and 50)
);

comment on table public.newsletter_subscribers is
  'Newsletter sign-ups (emails stored lower-case). Visitors subscribe through rpc(''subscribe_newsletter''); only admins read.';

create index newsletter_subscribers_ip_created_idx on public.newsletter_subscribers (ip_hash, created_at) where ip_hash is not null;

-- ---------------------------------------------------------------------------------------------------
-- contact_messages
-- ---------------------------------------------------------------------------------------------------

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  full_name text not null,
  email text not null,
  company text,
  message text not null,
  locale text not null default 'en',
  user_id uuid default auth.uid() references public.profiles (id) on delete set null,
  status text not null default 'new',
  ip_hash text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint contact_messages_full_name_length check (char_length(btrim(full_name)) between 1 and 200),
  constraint contact_messages_email_format check (
    email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' and char_length(email) <= 254 and email = lower(email)
  ),
  constraint contact_messages_company_length check (char_length(company) <= 200),
  constraint contact_messages_message_length check (char_length(btrim(message)) between 1 and 5000),
  constraint contact_messages_locale_check check (locale in ('en', 'ar')),
  constraint contact_messages_status_check check (status in ('new', 'read', 'replied', 'archived'))
);

comment on table public.contact_messages is 'The landing page contact form. Visitors insert; only admins read and triage (status).';

create index contact_messages_created_idx on public.contact_messages (created_at desc);
create index contact_messages_email_created_idx on public.contact_messages (email, created_at);
create index contact_messages_ip_created_idx on public.contact_messages (ip_hash, created_at) where ip_hash is not null;
create index contact_messages_user_idx on public.contact_messages (user_id);

create trigger contact_messages_set_updated_at
before update on public.contact_messages
for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------------------
-- Normalisation and rate limit (one trigger for both form tables)
-- ---------------------------------------------------------------------------------------------------

create function public.prepare_form_submission()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  window_start timestamptz := now() - interval '10 minutes';
  headers jsonb;
  client_ip text;
  recent integer;
begin
  new.email := lower(btrim(new.email));
  if coalesce((select auth.role()), '') not in ('anon', 'authenticated') then
    return new; -- the service role and the database owner are not rate limited
  end if;

  begin
    headers := nullif(current_setting('request.headers', true), '')::jsonb;
  exception when others then
    headers := null;
  end;
  client_ip := btrim(split_part(coalesce(
    headers ->> 'cf-connecting-ip', headers ->> 'x-real-ip', headers ->> 'x-forwarded-for', ''), ',', 1));
  -- Only a hash is kept: enough to count bursts, not to identify anyone.
  new.ip_hash := case when client_ip = '' then null else encode(sha256(convert_to(client_ip, 'UTF8')), 'hex') end;

  if coalesce(current_setting('app.form_rate_limit', true), '') = 'off' then
    return new;
  end if;

  if tg_table_name = 'contact_messages' then
    select count(*) into recent from public.contact_messages c
    where c.email = new.email and c.created_at > window_start;
    if recent >= 5 then
      raise exception 'Too many messages from this address. Please try again later.'
        using errcode = 'PT429', hint = 'At most 5 contact messages per email address in 10 minutes';
    end if;
    if new.ip_hash is not null then
      select count(*) into recent from public.contact_messages c
      where c.ip_hash = new.ip_hash and c.created_at > window_start;
      if recent >= 20 then
        raise exception 'Too many messages. Please try again later.'
          using errcode = 'PT429', hint = 'At most 20 contact messages per client in 10 minutes';
      end if;
    end if;
  elsif tg_table_name = 'newsletter_subscribers' and new.ip_hash is not null then
    select count(*) into recent from public.newsletter_subscribers n
    where n.ip_hash = new.ip_hash and n.created_at > window_start;
    if recent >= 20 then
      raise exception 'Too many sign-ups. Please try again later.'
        using errcode = 'PT429', hint = 'At most 20 newsletter sign-ups per client in 10 minutes';
    end if;
  end if;
  return new;
end;
$$;

create trigger contact_messages_prepare
before insert on public.contact_messages
for each row execute function public.prepare_form_submission();

create trigger newsletter_subscribers_prepare
before insert on public.newsletter_subscribers
for each row execute function public.prepare_form_submission();

-- ---------------------------------------------------------------------------------------------------
-- subscribe_newsletter(email, locale): idempotent subscription for visitors. Returns true when the
-- address is newly subscribed (or re-subscribed), false when it already was: a duplicate is harmless.
-- Security definer because anon may not read the table (and so could not upsert).
-- ---------------------------------------------------------------------------------------------------

create function public.subscribe_newsletter(p_email text, p_locale text default 'en')
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  normalized text := lower(btrim(coalesce(p_email, '')));
  loc text := case when p_locale in ('en', 'ar') then p_locale else 'en' end;
  changed uuid;
begin
  insert into public.newsletter_subscribers (email, locale)
  values (normalized, loc)
  on conflict (email) do nothing
  returning id into changed;
  if changed is not null then
    return true;
  end if;
  update public.newsletter_subscribers
  set status = 'subscribed', unsubscribed_at = null, locale = loc
  where email = normalized and status = 'unsubscribed'
  returning id into changed;
  return changed is not null;
end;
$$;

comment on function public.subscribe_newsletter(text, text) is
  'Subscribe an email (en|ar). true = newly subscribed, false = already subscribed. Invalid email: 23514; burst: PT429.';

-- ---------------------------------------------------------------------------------------------------
-- analytics_events (POST /api/analytics {type, data, timestamp} lands here; visitors may insert)
-- ---------------------------------------------------------------------------------------------------

create table public.analytics_events (
  id bigint generated always as identity primary key,
  type text not null,
  data jsonb not null default '{}'::jsonb,
  occurred_at timestamptz not null default now(),
  received_at timestamptz not null default now(),
  user_id uuid default auth.uid() references public.profiles (id) on delete set null,
  session_id text,
  path text,
  constraint analytics_events_type_format check (type ~ '^[A-Za-z0-9_.:-]{1,100}$'),
  constraint analytics_events_data_is_object check (jsonb_typeof(data) = 'object'),
  constraint analytics_events_data_size check (pg_column_size(data) <= 16384),
  constraint analytics_events_session_length check (char_length(session_id) <= 100),
  constraint analytics_events_path_length check (char_length(path) <= 2000)
);

comment on table public.analytics_events is 'Performance and usage events. occurred_at = the client''s timestamp.';

create index analytics_events_type_occurred_idx on public.analytics_events (type, occurred_at desc);
create index analytics_events_user_idx on public.analytics_events (user_id);

-- ---------------------------------------------------------------------------------------------------
-- RLS: write-only for visitors and clients, read and triage for admins
-- ---------------------------------------------------------------------------------------------------

alter table public.newsletter_subscribers enable row level security;
alter table public.contact_messages enable row level security;
alter table public.analytics_events enable row level security;

create policy "newsletter_subscribers: admins read" on public.newsletter_subscribers for select
to authenticated
using ((select public.is_admin()));

create policy "newsletter_subscribers: anyone subscribes" on public.newsletter_subscribers for insert
to anon, authenticated
with check (status = 'subscribed' and unsubscribed_at is null);

create policy "newsletter_subscribers: admins edit" on public.newsletter_subscribers for update
to authenticated
using ((select public.is_admin()))
with check ((select public.is_admin()));

create policy "newsletter_subscribers: admins remove" on public.newsletter_subscribers for delete
to authenticated
using ((select public.is_admin()));

create policy "contact_messages: admins read" on public.contact_messages for select
to authenticated
using ((select public.is_admin()));

create policy "contact_messages: anyone writes, as themselves" on public.contact_messages for insert
to anon, authenticated
with check (status = 'new' and (user_id is null or user_id = (select auth.uid())));

create policy "contact_messages: admins triage" on public.contact_messages for update
to authenticated
using ((select public.is_admin()))
with check ((select public.is_admin()));

create policy "contact_messages: admins remove" on public.contact_messages for delete
to authenticated
using ((select public.is_admin()));

create policy "analytics_events: admins read" on public.analytics_events for select
to authenticated
using ((select public.is_admin()));

create policy "analytics_events: anyone records, as themselves" on public.analytics_events for insert
to anon, authenticated
with check (user_id is null or user_id = (select auth.uid()));

-- No update policy: events are facts.

create policy "analytics_events: admins remove" on public.analytics_events for delete
to authenticated
using ((select public.is_admin()));
