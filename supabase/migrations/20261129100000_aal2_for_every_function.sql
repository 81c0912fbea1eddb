-- Two-factor on every door: the rule the tables follow since 20261124000100 (a user with a verified
-- factor acts only at aal2) now holds for every function a user may call, too. Security definer
-- functions run as their owner, so the tables' restrictive policies never saw them: an administrator's
-- password alone (aal1) could list every client through admin_clients() and grant workflows through
-- decide_request().
--
-- One rule, public.mfa_requirement_met(), used in two forms:
--   * public.is_admin() is false for an aal1 session of an enrolled admin, so every admin policy and
--     every admin function (admin_clients, decide_request, set_client_workflow_status,
--     announce_system_update and the admin branches of the triggers) follows it with no change;
--   * private.require_mfa_requirement_met() raises 42501 with hint 'aal2_required', for functions that
--     act for any user (called first thing, as purchase_workflows already does).
-- A function added later must use one of them: backend/test/aal2-functions.test.ts calls every function
-- `authenticated` may execute at aal1 and fails when one answers with data or writes anything.

create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p where p.id = (select auth.uid()) and p.role = 'admin'
  ) and public.mfa_requirement_met();
$$;

comment on function public.is_admin() is
  'True when the caller''s profile has role = ''admin'' and the session meets the two-factor rule (public.mfa_requirement_met()).';

create or replace function private.require_mfa_requirement_met()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not public.mfa_requirement_met() then
    raise exception 'Verify your two-factor code first: this account acts only with a code-verified (aal2) session.'
      using errcode = '42501', hint = 'aal2_required';
  end if;
end;
$$;

comment on function private.require_mfa_requirement_met() is
  'Raises 42501 (hint aal2_required) for a password-only (aal1) session of a user who has a verified factor.';

revoke all on function private.require_mfa_requirement_met() from public, anon, authenticated;

-- Whether the caller owns a workflow: policies use it, so it answers false (never raises) at aal1.
create or replace function public.owns_workflow(p_workflow_slug text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.mfa_requirement_met() and exists (
    select 1 from public.client_workflows cw
    where cw.user_id = (select auth.uid()) and cw.workflow_slug = p_workflow_slug
  );
$$;

-- The test-run form's check: plpgsql now, to refuse an aal1 session before reading the catalogue.
create or replace function public.workflow_input_problems(p_workflow_slug text, p_input jsonb)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_mfa_requirement_met();
  return (
    select coalesce(
      jsonb_agg(jsonb_build_object('field', f.field ->> 'key', 'rule', f.problem) order by f.position),
      '[]'::jsonb)
    from (
      select e.field, e.position, private.input_value_problem(e.field, p_input -> (e.field ->> 'key')) as problem
      from public.workflows w,
           jsonb_array_elements(w.input_schema) with ordinality as e (field, position)
      where w.slug = p_workflow_slug and jsonb_typeof(p_input) = 'object'
    ) f
    where f.problem is not null
  );
end;
$$;
