-- What a hosted Supabase project already has before the first app migration runs, so that
-- supabase/migrations and supabase/seed.sql run here unchanged. Modelled on supabase/postgres
-- (migrations/db/init-scripts) and supabase/auth (auth.* helper functions).
--
-- Runs at every start, on PGlite and on PostgreSQL: every statement must be idempotent. Roles are
-- cluster-wide on PostgreSQL and test stacks bootstrap databases of one cluster in parallel, so shared
-- catalog entries are only written when missing (a concurrent duplicate is tolerated).

-- Roles PostgREST switches to (anon, authenticated, service_role), the login role it connects as, and
-- the admin roles that app migrations sometimes grant to (e.g. auth hooks).
do $$
declare
  spec record;
begin
  for spec in
    select * from (values
      ('anon', 'nologin noinherit'),
      ('authenticated', 'nologin noinherit'),
      ('service_role', 'nologin noinherit bypassrls'),
      ('authenticator', 'login noinherit'),
      ('supabase_admin', 'nologin'),
      ('supabase_auth_admin', 'nologin noinherit createrole'),
      ('dashboard_user', 'nologin')
    ) as r(name, options)
  loop
    if not exists (select 1 from pg_roles where rolname = spec.name) then
      begin
        execute format('create role %I %s', spec.name, spec.options);
      exception when duplicate_object or unique_violation then
        null; -- created meanwhile by a parallel bootstrap
      end;
    end if;
  end loop;
end
$$;

do $$
begin
  if not exists (
    select 1
    from pg_auth_members m
    join pg_roles r on r.oid = m.roleid
    join pg_roles u on u.oid = m.member
    where u.rolname = 'authenticator' and r.rolname = 'service_role'
  ) then
    grant anon, authenticated, service_role to authenticator;
  end if;
exception when unique_violation then
  null;
end
$$;

-- Hosted projects resolve unqualified names in public, then extensions (uuid_generate_v4(), crypt()).
do $$
begin
  if not exists (
    select 1
    from pg_db_role_setting s
    join pg_roles r on r.oid = s.setrole
    where r.rolname = 'postgres' and s.setdatabase = 0
      and 'search_path="$user", public, extensions' = any (s.setconfig)
  ) then
    alter role postgres set search_path = "$user", public, extensions;
  end if;
exception when others then
  -- "tuple concurrently updated" from a parallel bootstrap: the other one wrote the same value.
  null;
end
$$;

create schema if not exists extensions;
grant usage on schema extensions to postgres, anon, authenticated, service_role;
create extension if not exists "uuid-ossp" with schema extensions;
create extension if not exists pgcrypto with schema extensions;

grant usage on schema public to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to postgres, anon, authenticated, service_role;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;
grant all on schema auth to supabase_auth_admin;

-- auth.uid(), auth.role(), auth.email() as supabase/auth migration 20220224000811_update_auth_functions
-- and auth.jwt() as 20220531120530_add_auth_jwt_function define them (plain SQL functions, so the
-- planner can inline them; policies call them as (select auth.uid())).
create or replace function auth.uid()
returns uuid
language sql stable
as $$
  select
  coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role()
returns text
language sql stable
as $$
  select
  coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email()
returns text
language sql stable
as $$
  select
  coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt()
returns jsonb
language sql stable
as $$
  select
    coalesce(
        nullif(current_setting('request.jwt.claim', true), ''),
        nullif(current_setting('request.jwt.claims', true), '')
    )::jsonb
$$;

comment on function auth.uid() is 'Deprecated. Use auth.jwt() -> ''sub'' instead.';
comment on function auth.role() is 'Deprecated. Use auth.jwt() -> ''role'' instead.';
comment on function auth.email() is 'Deprecated. Use auth.jwt() -> ''email'' instead.';

-- Realtime streams the tables that migrations add to this publication (empty by default).
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;
