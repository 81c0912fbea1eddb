-- The workflow catalogue (public, bilingual) and the admin-only execution settings.
--
-- The catalogue rows themselves come from dashboard-kit/src/catalogue/workflows.ts through the generated
-- migration *_workflow_catalogue.sql (see scripts/generate-catalogue-seed.ts).

create table public.workflows (
  slug text primary key,
  family text not null,
  category text not null,
  name_en text not null,
  name_ar text not null,
  description_en text not null,
  description_ar text not null,
  setup_cost_qar numeric(12, 2),
  monthly_cost_qar numeric(12, 2),
  complexity text not null,
  features_en text[] not null default '{}',
  features_ar text[] not null default '{}',
  is_active boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint workflows_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint workflows_family_check check (family in ('whatsapp', 'gmail', 'rag', 'sales', 'hr', 'finance')),
  constraint workflows_category_check check (
    category in ('marketing', 'finance', 'support', 'data', 'hr', 'operations', 'sales', 'ai', 'crm', 'social-media')
  ),
  constraint workflows_complexity_check check (complexity in ('easy', 'medium', 'hard')),
  constraint workflows_setup_cost_check check (setup_cost_qar >= 0),
  constraint workflows_monthly_cost_check check (monthly_cost_qar >= 0),
  constraint workflows_names_present check (btrim(name_en) <> '' and btrim(name_ar) <> '')
);

comment on table public.workflows is 'The workflow catalogue. A null cost is shown as ''Contact for cost''.';
comment on column public.workflows.setup_cost_qar is 'One-off setup fee in QAR; null = contact for cost.';
comment on column public.workflows.monthly_cost_qar is 'Monthly fee in QAR; null = contact for cost.';

create index workflows_sort_idx on public.workflows (sort_order, slug);

create trigger workflows_set_updated_at
before update on public.workflows
for each row execute function public.set_updated_at();

alter table public.workflows enable row level security;

-- Visitors and clients see the active catalogue (landing page, marketplace); admins see everything.
create policy "workflows: everyone reads the active catalogue"
on public.workflows for select
to anon, authenticated
using (is_active or (select public.is_admin()));

create policy "workflows: admins add"
on public.workflows for insert
to authenticated
with check ((select public.is_admin()));

create policy "workflows: admins edit"
on public.workflows for update
to authenticated
using ((select public.is_admin()))
with check ((select public.is_admin()));

create policy "workflows: admins remove"
on public.workflows for delete
to authenticated
using ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------------------
-- Execution settings: where a test run is sent (an n8n-style webhook). Kept out of `workflows` so that a
-- client can never read an execution URL: only admins (and the service role, which the run executor
-- uses) see this table.
-- ---------------------------------------------------------------------------------------------------

create table public.workflow_execution_settings (
  workflow_slug text primary key references public.workflows (slug) on update cascade on delete cascade,
  execution_webhook_url text,
  timeout_ms integer not null default 15000,
  is_enabled boolean not null default true,
  updated_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint workflow_execution_settings_url_format check (
    execution_webhook_url ~ '^https?://[^[:space:]]+$' and char_length(execution_webhook_url) <= 2000
  ),
  constraint workflow_execution_settings_timeout_check check (timeout_ms between 1000 and 120000)
);

comment on table public.workflow_execution_settings is
  'Admin-only: the execution webhook of a workflow. No URL (or disabled) = the sandbox executor runs it.';

create index workflow_execution_settings_updated_by_idx on public.workflow_execution_settings (updated_by);

create function public.stamp_updated_by()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_by := coalesce((select auth.uid()), new.updated_by);
  return new;
end;
$$;

create trigger workflow_execution_settings_set_updated_at
before update on public.workflow_execution_settings
for each row execute function public.set_updated_at();

create trigger workflow_execution_settings_stamp_updated_by
before insert or update on public.workflow_execution_settings
for each row execute function public.stamp_updated_by();

alter table public.workflow_execution_settings enable row level security;

create policy "workflow_execution_settings: admins read"
on public.workflow_execution_settings for select
to authenticated
using ((select public.is_admin()));

create policy "workflow_execution_settings: admins add"
on public.workflow_execution_settings for insert
to authenticated
with check ((select public.is_admin()));

create policy "workflow_execution_settings: admins edit"
on public.workflow_execution_settings for update
to authenticated
using ((select public.is_admin()))
with check ((select public.is_admin()));

create policy "workflow_execution_settings: admins remove"
on public.workflow_execution_settings for delete
to authenticated
using ((select public.is_admin()));
