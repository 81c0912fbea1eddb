-- Two-factor that protects data: once a user has a verified factor, a session signed in with the
-- password alone (aal1) may read or write nothing; only an aal2 session (password + code) may. These are
-- the restrictive policies Supabase documents for MFA ("Enforce MFA for users who have enrolled"),
-- applied to every table with row-level security. Restrictive policies are ANDed with the permissive
-- ones, so nothing else about who sees what changes.
--
-- A table added later needs the same policies: call private.require_aal2_once_enrolled('<table>') in
-- its migration (the backend's schema tests fail for a public table without them).

create or replace function public.mfa_requirement_met()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'aal', '') = 'aal2'
    or not exists (
      select 1 from auth.mfa_factors f
      where f.user_id = (select auth.uid()) and f.status = 'verified'
    );
$$;

comment on function public.mfa_requirement_met() is
  'False for a password-only (aal1) session of a user who has a verified second factor.';

revoke all on function public.mfa_requirement_met() from public, anon;
grant execute on function public.mfa_requirement_met() to authenticated, service_role;

-- One restrictive policy per command (the schema's rule: no FOR ALL policies).
create or replace function private.require_aal2_once_enrolled(target regclass)
returns void
language plpgsql
set search_path = ''
as $$
declare
  check_expr constant text := '(select public.mfa_requirement_met())';
begin
  execute format('create policy "Two-factor users need aal2 to read" on %s as restrictive for select to authenticated using (%s)', target, check_expr);
  execute format('create policy "Two-factor users need aal2 to add" on %s as restrictive for insert to authenticated with check (%s)', target, check_expr);
  execute format('create policy "Two-factor users need aal2 to change" on %s as restrictive for update to authenticated using (%s) with check (%s)', target, check_expr, check_expr);
  execute format('create policy "Two-factor users need aal2 to delete" on %s as restrictive for delete to authenticated using (%s)', target, check_expr);
end;
$$;

revoke all on function private.require_aal2_once_enrolled(regclass) from public;

do $$
declare
  t regclass;
begin
  for t in
    select c.oid::regclass
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and c.relrowsecurity
    order by c.relname
  loop
    perform private.require_aal2_once_enrolled(t);
  end loop;
end;
$$;
