-- Profiles, the admin check and the helpers every later migration uses.
--
-- Runs unchanged on hosted Supabase (PostgreSQL 15/17) and on the local stack (PGlite = PostgreSQL 18 in
-- WASM, or PostgreSQL 15). It references only what hosted Supabase provides: auth.users, auth.uid(),
-- auth.role(), auth.jwt(), the roles anon / authenticated / service_role and the extensions schema.
--
-- Conventions for every table in this schema:
--   * RLS on, at most ONE policy per operation (select / insert / update / delete), written with
--     `(select auth.uid())` and `(select public.is_admin())` so Postgres evaluates them once per statement.
--   * An operation with no policy is denied to anon and authenticated (the service role bypasses RLS).
--   * Enumerated values are text columns with named check constraints (easy to extend, visible to clients).

-- ---------------------------------------------------------------------------------------------------
-- updated_at
-- ---------------------------------------------------------------------------------------------------

create function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- ---------------------------------------------------------------------------------------------------
-- profiles: one row per auth user, created by the sign-up trigger below
-- ---------------------------------------------------------------------------------------------------

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  role text not null default 'client',
  full_name text not null default '',
  email text,
  company text,
  phone text,
  position text,
  language text not null default 'en',
  theme text not null default 'light',
  email_notifications boolean not null default true,
  workflow_alerts boolean not null default true,
  system_updates boolean not null default true,
  session_timeout text not null default '24h',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint profiles_role_check check (role in ('client', 'admin')),
  constraint profiles_language_check check (language in ('en', 'ar')),
  constraint profiles_theme_check check (theme in ('light', 'dark')),
  constraint profiles_session_timeout_check check (session_timeout in ('1h', '8h', '24h', '7d')),
  constraint profiles_full_name_length check (char_length(full_name) <= 200),
  constraint profiles_email_length check (char_length(email) <= 320),
  constraint profiles_company_length check (char_length(company) <= 200),
  constraint profiles_phone_length check (char_length(phone) <= 40),
  constraint profiles_position_length check (char_length(position) <= 200)
);

comment on table public.profiles is 'One row per user (id = auth.users.id). role = ''admin'' marks administrators.';
comment on column public.profiles.email is 'Mirrors auth.users.email (changed through auth with confirmation, never directly).';

-- Admins list clients by role and name.
create index profiles_role_idx on public.profiles (role);

create trigger profiles_set_updated_at
before update on public.profiles
for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------------------
-- is_admin(): the one admin check, used by policies everywhere. Security definer so that it can read
-- profiles without recursing into the profiles policies; it only ever answers about the caller.
-- ---------------------------------------------------------------------------------------------------

create function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p where p.id = (select auth.uid()) and p.role = 'admin'
  );
$$;

comment on function public.is_admin() is 'True when the caller''s profile has role = ''admin''.';

-- ---------------------------------------------------------------------------------------------------
-- Role and email protection. RLS decides WHICH rows a client may update; this trigger decides WHICH
-- COLUMNS: a client can never change its own role (or anyone's), and the email follows auth.users.
-- It runs as the caller (no security definer), so current_user is the API role of the request.
-- ---------------------------------------------------------------------------------------------------

create function public.guard_profile_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and not public.is_admin() then
    if new.role is distinct from old.role then
      raise exception 'Only an administrator can change a role'
        using errcode = '42501', hint = 'profiles.role is managed by administrators';
    end if;
    if new.email is distinct from old.email then
      raise exception 'The email address changes through authentication, with confirmation'
        using errcode = '42501', hint = 'Use supabase.auth.updateUser({ email })';
    end if;
  end if;
  return new;
end;
$$;

create trigger profiles_guard_update
before update on public.profiles
for each row execute function public.guard_profile_update();

-- ---------------------------------------------------------------------------------------------------
-- Sign-up: a profile for every new auth user, named from the sign-up metadata (options.data.full_name;
-- OAuth providers send `name`). Security definer because it runs inside GoTrue's own transaction.
-- ---------------------------------------------------------------------------------------------------

create function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
begin
  insert into public.profiles (id, email, full_name, language)
  values (
    new.id,
    new.email,
    left(coalesce(nullif(btrim(meta ->> 'full_name'), ''), nullif(btrim(meta ->> 'name'), ''), ''), 200),
    case when meta ->> 'language' in ('en', 'ar') then meta ->> 'language' else 'en' end
  )
  on conflict (id) do nothing;
  return new;
end;
$$;

create trigger on_auth_user_created
after insert on auth.users
for each row execute function public.handle_new_user();

-- The profile's email follows a confirmed email change in auth.
create function public.handle_user_email_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set email = new.email where id = new.id;
  return new;
end;
$$;

create trigger on_auth_user_email_changed
after update of email on auth.users
for each row
when (old.email is distinct from new.email)
execute function public.handle_user_email_change();

-- ---------------------------------------------------------------------------------------------------
-- RLS
-- ---------------------------------------------------------------------------------------------------

alter table public.profiles enable row level security;

create policy "profiles: read own, admins read all"
on public.profiles for select
to authenticated
using (id = (select auth.uid()) or (select public.is_admin()));

-- The sign-up trigger creates profiles; this lets a user recreate a missing one, as a client only.
create policy "profiles: create own client profile"
on public.profiles for insert
to authenticated
with check (id = (select auth.uid()) and role = 'client');

create policy "profiles: update own, admins update all"
on public.profiles for update
to authenticated
using (id = (select auth.uid()) or (select public.is_admin()))
with check (id = (select auth.uid()) or (select public.is_admin()));

-- No delete policy: a profile goes with its auth user (on delete cascade).
