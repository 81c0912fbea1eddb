-- Privileges and the realtime publication. Last, so that it covers every table above.
--
-- Hosted Supabase grants ALL on new public tables to anon, authenticated and service_role by default and
-- lets RLS decide. We state the grants explicitly (the same on hosted and on the local stack) and keep
-- anon to what a visitor needs: reading the catalogue and writing the three public forms. TRUNCATE,
-- REFERENCES and TRIGGER are never needed through the API, and TRUNCATE would bypass RLS.

grant usage on schema public to anon, authenticated, service_role;

revoke all on all tables in schema public from anon, authenticated;
grant select, insert, update, delete on all tables in schema public to authenticated;
grant all on all tables in schema public to service_role;

grant select on public.workflows to anon;
grant insert on public.newsletter_subscribers, public.contact_messages, public.analytics_events to anon;

grant usage, select on all sequences in schema public to anon, authenticated, service_role;

-- Functions: Postgres lets PUBLIC execute new functions. Trigger functions cannot be called through the
-- API anyway; we still take EXECUTE away so that only the callable helpers below are granted.
revoke execute on all functions in schema public from public, anon, authenticated;
grant execute on all functions in schema public to service_role;
grant execute on function public.is_admin() to anon, authenticated;
grant execute on function public.owns_workflow(text) to authenticated;
grant execute on function public.subscribe_newsletter(text, text) to anon, authenticated;

-- The private schema is for the database itself (security-definer triggers run as its owner).
revoke all on schema private from public, anon, authenticated;
revoke execute on all functions in schema private from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Realtime: the tables the portal streams. Full replica identity so UPDATE/DELETE carry the old row
-- (filters such as user_id=eq.<id> then also match deletions).
-- ---------------------------------------------------------------------------------------------------

alter table public.notifications replica identity full;
alter table public.workflow_request_messages replica identity full;
alter table public.workflow_access_requests replica identity full;
alter table public.workflow_control_requests replica identity full;
alter table public.custom_workflow_requests replica identity full;
alter table public.workflow_runs replica identity full;
alter table public.client_workflows replica identity full;

alter publication supabase_realtime add table
  public.notifications,
  public.workflow_request_messages,
  public.workflow_access_requests,
  public.workflow_control_requests,
  public.custom_workflow_requests,
  public.workflow_runs,
  public.client_workflows;
