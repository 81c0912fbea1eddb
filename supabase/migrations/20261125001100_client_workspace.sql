-- The client's workspace (docs/product.md §3, §6): buying workflows from the marketplace, and the
-- minutes a run saves (the dashboard's "hours saved this week").
--
-- A purchase is a request: the client picks workflows, `purchase_workflows` records one pending row per
-- workflow with the catalogue's prices copied on the server (the browser's totals are never trusted),
-- and an admin's decision (a plain UPDATE of status, like the other request tables) turns it into
-- ownership. Clients cannot insert or change rows directly: the rpc is the only way in.

-- ---------------------------------------------------------------------------------------------------
-- workflows.minutes_saved_per_run: a per-workflow figure from the catalogue
-- (set by the generated migration *_workflow_minutes_saved.sql)
-- ---------------------------------------------------------------------------------------------------

alter table public.workflows add column minutes_saved_per_run integer not null default 0;
alter table public.workflows add constraint workflows_minutes_saved_check
  check (minutes_saved_per_run between 0 and 1440);

comment on column public.workflows.minutes_saved_per_run is
  'Minutes of manual work one successful run saves; the dashboard multiplies it by the runs of the week.';

-- ---------------------------------------------------------------------------------------------------
-- workflow_purchases
-- ---------------------------------------------------------------------------------------------------

create table public.workflow_purchases (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  workflow_slug text not null references public.workflows (slug) on update cascade,
  setup_cost_qar numeric(12, 2),
  monthly_cost_qar numeric(12, 2),
  status text not null default 'pending',
  decided_by uuid references public.profiles (id) on delete set null,
  decided_at timestamptz,
  decision_note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint workflow_purchases_status_check check (status in ('pending', 'approved', 'rejected', 'cancelled')),
  constraint workflow_purchases_setup_cost_check check (setup_cost_qar >= 0),
  constraint workflow_purchases_monthly_cost_check check (monthly_cost_qar >= 0),
  constraint workflow_purchases_decision_note_length check (char_length(decision_note) <= 5000)
);

comment on table public.workflow_purchases is
  'Workflows a client asked to buy. Created only by rpc(''purchase_workflows''), prices copied from the catalogue. status: pending -> approved | rejected | cancelled (admin).';
comment on column public.workflow_purchases.setup_cost_qar is 'The catalogue''s setup fee when the purchase was made; null = contact for cost.';
comment on column public.workflow_purchases.monthly_cost_qar is 'The catalogue''s monthly fee when the purchase was made; null = contact for cost.';

-- At most one open purchase per client and workflow: a second Purchase Selected is refused by the database.
create unique index workflow_purchases_one_pending_idx
  on public.workflow_purchases (user_id, workflow_slug) where status = 'pending';
create index workflow_purchases_user_created_idx on public.workflow_purchases (user_id, created_at desc);
create index workflow_purchases_status_created_idx on public.workflow_purchases (status, created_at desc);
create index workflow_purchases_workflow_slug_idx on public.workflow_purchases (workflow_slug);
create index workflow_purchases_decided_by_idx on public.workflow_purchases (decided_by);

create trigger workflow_purchases_set_updated_at
before update on public.workflow_purchases
for each row execute function public.set_updated_at();

create trigger workflow_purchases_stamp_decision
before update on public.workflow_purchases
for each row execute function public.stamp_decision();

create function public.on_purchase_created()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  who text := private.display_name(new.user_id);
  w record;
begin
  select name_en, name_ar into w from public.workflows where slug = new.workflow_slug;
  if new.status = 'pending' then
    perform private.notify_admins(
      'New purchase request',
      format('%s asked to buy %s.', who, w.name_en),
      'طلب شراء جديد',
      format('طلب %s شراء %s.', who, w.name_ar),
      '/admin'
    );
  end if;
  return null;
end;
$$;

create trigger workflow_purchases_created
after insert on public.workflow_purchases
for each row execute function public.on_purchase_created();

alter table public.workflow_purchases enable row level security;

create policy "workflow_purchases: read own, admins read all"
on public.workflow_purchases for select
to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));

-- No insert policy for clients: purchases come only through rpc('purchase_workflows').
create policy "workflow_purchases: admins add"
on public.workflow_purchases for insert
to authenticated
with check ((select public.is_admin()));

create policy "workflow_purchases: admins decide"
on public.workflow_purchases for update
to authenticated
using ((select public.is_admin()))
with check ((select public.is_admin()));

create policy "workflow_purchases: admins remove"
on public.workflow_purchases for delete
to authenticated
using ((select public.is_admin()));

select private.require_aal2_once_enrolled('public.workflow_purchases');

revoke all on public.workflow_purchases from anon, authenticated;
grant select, insert, update, delete on public.workflow_purchases to authenticated;
grant all on public.workflow_purchases to service_role;

alter table public.workflow_purchases replica identity full;
alter publication supabase_realtime add table public.workflow_purchases;

-- ---------------------------------------------------------------------------------------------------
-- Request Access: one open request per client and workflow, refused by the database (not only by the
-- marketplace's button). Decided requests do not count, so a denied or expired one may be asked again.
-- ---------------------------------------------------------------------------------------------------

create unique index workflow_access_requests_one_pending_idx
  on public.workflow_access_requests (user_id, workflow_slug)
  where status = 'pending' and workflow_slug is not null;

-- ---------------------------------------------------------------------------------------------------
-- purchase_workflows(slugs): Purchase Selected
-- ---------------------------------------------------------------------------------------------------

-- Security definer because clients have no insert policy; it therefore checks by hand what RLS would:
-- a signed-in caller, the two-factor rule, and only the caller's own rows. All or nothing: one refused
-- workflow refuses the whole selection, with a hint naming why (already_owned, already_pending,
-- unknown_workflow) and the slug in the detail, so the app can say which one in either language.
create function public.purchase_workflows(slugs text[])
returns setof public.workflow_purchases
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  wanted text[];
  one_slug text;
begin
  if caller is null then
    raise exception 'Sign in to purchase workflows.' using errcode = '42501', hint = 'not_signed_in';
  end if;
  if not public.mfa_requirement_met() then
    raise exception 'Verify your two-factor code to purchase workflows.' using errcode = '42501', hint = 'aal2_required';
  end if;
  select coalesce(array_agg(distinct s order by s), '{}') into wanted
  from unnest(coalesce(slugs, '{}')) as s
  where s is not null and btrim(s) <> '';
  if cardinality(wanted) = 0 then
    raise exception 'Select at least one workflow to purchase.' using errcode = '22023', hint = 'empty_selection';
  end if;
  if cardinality(wanted) > 50 then
    raise exception 'Select at most 50 workflows at once.' using errcode = '22023', hint = 'too_many';
  end if;

  foreach one_slug in array wanted loop
    if not exists (select 1 from public.workflows w where w.slug = one_slug and w.is_active) then
      raise exception 'This workflow is not in the catalogue: %', one_slug
        using errcode = '22023', hint = 'unknown_workflow', detail = one_slug;
    end if;
    if exists (select 1 from public.client_workflows cw where cw.user_id = caller and cw.workflow_slug = one_slug) then
      raise exception 'You already own this workflow: %', one_slug
        using errcode = '23505', hint = 'already_owned', detail = one_slug;
    end if;
    if exists (
      select 1 from public.workflow_purchases p
      where p.user_id = caller and p.workflow_slug = one_slug and p.status = 'pending'
    ) then
      raise exception 'A purchase of this workflow is already pending: %', one_slug
        using errcode = '23505', hint = 'already_pending', detail = one_slug;
    end if;
  end loop;

  return query
  insert into public.workflow_purchases (user_id, workflow_slug, setup_cost_qar, monthly_cost_qar, status)
  select caller, w.slug, w.setup_cost_qar, w.monthly_cost_qar, 'pending'
  from public.workflows w
  where w.slug = any (wanted)
  order by w.sort_order, w.slug
  returning *;
exception
  -- Two tabs buying at once: the partial unique index decides; say it the same way.
  when unique_violation then
    if sqlerrm like '%workflow_purchases_one_pending_idx%' then
      raise exception 'A purchase of this workflow is already pending.' using errcode = '23505', hint = 'already_pending';
    end if;
    raise;
end;
$$;

comment on function public.purchase_workflows(text[]) is
  'Purchase Selected: one pending purchase per workflow, prices from the catalogue; refuses owned or already pending workflows.';

revoke all on function public.purchase_workflows(text[]) from public, anon;
grant execute on function public.purchase_workflows(text[]) to authenticated, service_role;

-- Two more functions for triggers only: not callable through the API.
revoke execute on function public.on_purchase_created() from public, anon, authenticated;
