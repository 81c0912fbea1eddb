-- What the 24 workflow dashboards show in live mode: the rows each client's automations produce.
-- A compact set shared by the families (every row has user_id and workflow_slug):
--
--   sales     leads, deals, campaigns, social_posts
--   whatsapp  chat_sessions (+ chat_messages), orders, products
--   gmail     emails, campaigns
--   rag       chat_sessions (+ chat_messages), documents
--   hr        hr_requests, job_applications, onboardings
--   finance   invoices, financial_reports
--
-- The automations write with the service role; in the portal a client reads, adds, edits and deletes its
-- own rows (adding only for workflows it owns); admins read and manage everything.
--
-- The same four policies on every table:
--   select  own rows, or admin
--   insert  own rows of an owned workflow, or admin
--   update  own rows (staying own rows of an owned workflow), or admin
--   delete  own rows, or admin
-- Child rows (chat_messages, deals.lead_id, emails.campaign_id) point at their parent through a composite
-- foreign key that includes user_id, so a row can never hang off another client's parent.

-- ---------------------------------------------------------------------------------------------------
-- sales
-- ---------------------------------------------------------------------------------------------------

create table public.leads (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  workflow_slug text not null references public.workflows (slug) on update cascade,
  full_name text not null,
  company text,
  email text,
  phone text,
  source text not null default 'website',
  status text not null default 'new',
  score integer not null default 0,
  estimated_value_qar numeric(12, 2),
  notes text,
  last_contacted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint leads_source_check check (
    source in ('website', 'whatsapp', 'linkedin', 'google_maps', 'instagram', 'referral', 'event', 'email', 'odoo', 'other')
  ),
  constraint leads_status_check check (status in ('new', 'contacted', 'qualified', 'proposal', 'won', 'lost')),
  constraint leads_score_check check (score between 0 and 100),
  constraint leads_value_check check (estimated_value_qar >= 0),
  constraint leads_full_name_length check (char_length(btrim(full_name)) between 1 and 200),
  constraint leads_text_lengths check (
    char_length(company) <= 200 and char_length(email) <= 320 and char_length(phone) <= 40 and char_length(notes) <= 5000
  ),
  constraint leads_id_user_key unique (id, user_id)
);

create index leads_user_workflow_created_idx on public.leads (user_id, workflow_slug, created_at desc);
create index leads_workflow_slug_idx on public.leads (workflow_slug);

create table public.campaigns (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  workflow_slug text not null references public.workflows (slug) on update cascade,
  name text not null,
  channel text not null default 'email',
  status text not null default 'draft',
  audience_size integer not null default 0,
  sent_count integer not null default 0,
  delivered_count integer not null default 0,
  opened_count integer not null default 0,
  clicked_count integer not null default 0,
  replied_count integer not null default 0,
  converted_count integer not null default 0,
  budget_qar numeric(12, 2),
  scheduled_at timestamptz,
  started_at timestamptz,
  ended_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint campaigns_channel_check check (
    channel in ('email', 'whatsapp', 'linkedin', 'instagram', 'facebook', 'x', 'sms')
  ),
  constraint campaigns_status_check check (status in ('draft', 'scheduled', 'active', 'paused', 'completed')),
  constraint campaigns_counts_check check (
    audience_size >= 0 and sent_count >= 0 and delivered_count >= 0 and opened_count >= 0
    and clicked_count >= 0 and replied_count >= 0 and converted_count >= 0
  ),
  constraint campaigns_budget_check check (budget_qar >= 0),
  constraint campaigns_name_length check (char_length(btrim(name)) between 1 and 200),
  constraint campaigns_id_user_key unique (id, user_id)
);

create index campaigns_user_workflow_created_idx on public.campaigns (user_id, workflow_slug, created_at desc);
create index campaigns_workflow_slug_idx on public.campaigns (workflow_slug);

create table public.deals (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  workflow_slug text not null references public.workflows (slug) on update cascade,
  lead_id uuid,
  title text not null,
  customer_name text not null,
  value_qar numeric(12, 2) not null default 0,
  stage text not null default 'prospect',
  probability integer not null default 10,
  expected_close_on date,
  closed_at timestamptz,
  external_ref text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint deals_stage_check check (stage in ('prospect', 'qualified', 'proposal', 'negotiation', 'won', 'lost')),
  constraint deals_probability_check check (probability between 0 and 100),
  constraint deals_value_check check (value_qar >= 0),
  constraint deals_text_lengths check (
    char_length(btrim(title)) between 1 and 200 and char_length(btrim(customer_name)) between 1 and 200
    and char_length(external_ref) <= 100
  ),
  constraint deals_lead_fkey foreign key (lead_id, user_id)
    references public.leads (id, user_id) on delete set null (lead_id)
);

comment on column public.deals.external_ref is 'The record in the client''s CRM, e.g. an Odoo opportunity reference.';

create index deals_user_workflow_created_idx on public.deals (user_id, workflow_slug, created_at desc);
create index deals_workflow_slug_idx on public.deals (workflow_slug);
create index deals_lead_idx on public.deals (lead_id, user_id);

create table public.social_posts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  workflow_slug text not null references public.workflows (slug) on update cascade,
  platform text not null,
  content text not null,
  language text not null default 'en',
  status text not null default 'draft',
  scheduled_at timestamptz,
  published_at timestamptz,
  impressions integer not null default 0,
  likes integer not null default 0,
  comments integer not null default 0,
  shares integer not null default 0,
  clicks integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint social_posts_platform_check check (platform in ('instagram', 'facebook', 'linkedin', 'x', 'tiktok')),
  constraint social_posts_language_check check (language in ('en', 'ar')),
  constraint social_posts_status_check check (status in ('draft', 'scheduled', 'published', 'failed')),
  constraint social_posts_metrics_check check (
    impressions >= 0 and likes >= 0 and comments >= 0 and shares >= 0 and clicks >= 0
  ),
  constraint social_posts_content_length check (char_length(btrim(content)) between 1 and 5000)
);

create index social_posts_user_workflow_created_idx on public.social_posts (user_id, workflow_slug, created_at desc);
create index social_posts_workflow_slug_idx on public.social_posts (workflow_slug);

-- ---------------------------------------------------------------------------------------------------
-- conversations (whatsapp and rag families)
-- ---------------------------------------------------------------------------------------------------

create table public.chat_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  workflow_slug text not null references public.workflows (slug) on update cascade,
  channel text not null default 'website',
  customer_name text,
  customer_contact text,
  topic text,
  language text not null default 'en',
  status text not null default 'active',
  satisfaction integer,
  message_count integer not null default 0,
  started_at timestamptz not null default now(),
  ended_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint chat_sessions_channel_check check (channel in ('whatsapp', 'website', 'email', 'portal')),
  constraint chat_sessions_language_check check (language in ('en', 'ar')),
  constraint chat_sessions_status_check check (status in ('active', 'resolved', 'escalated', 'abandoned')),
  constraint chat_sessions_satisfaction_check check (satisfaction between 1 and 5),
  constraint chat_sessions_message_count_check check (message_count >= 0),
  constraint chat_sessions_text_lengths check (
    char_length(customer_name) <= 200 and char_length(customer_contact) <= 320 and char_length(topic) <= 300
  ),
  constraint chat_sessions_id_user_key unique (id, user_id)
);

comment on table public.chat_sessions is 'Conversations handled by a chatbot. status: active | resolved | escalated | abandoned.';

create index chat_sessions_user_workflow_started_idx on public.chat_sessions (user_id, workflow_slug, started_at desc);
create index chat_sessions_workflow_slug_idx on public.chat_sessions (workflow_slug);

create table public.chat_messages (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null,
  user_id uuid not null default auth.uid(),
  role text not null,
  content text not null,
  created_at timestamptz not null default now(),
  constraint chat_messages_role_check check (role in ('customer', 'assistant', 'agent', 'system')),
  constraint chat_messages_content_length check (char_length(content) between 1 and 10000),
  constraint chat_messages_session_fkey foreign key (session_id, user_id)
    references public.chat_sessions (id, user_id) on delete cascade
);

comment on column public.chat_messages.role is 'Who wrote it: customer, assistant (the bot), agent (a human), system.';

create index chat_messages_session_created_idx on public.chat_messages (session_id, user_id, created_at);
create index chat_messages_user_created_idx on public.chat_messages (user_id, created_at desc);

-- Keeps chat_sessions.message_count right for dashboards without counting on every read.
create function public.count_chat_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    update public.chat_sessions set message_count = message_count + 1 where id = new.session_id;
  elsif tg_op = 'DELETE' then
    update public.chat_sessions set message_count = greatest(message_count - 1, 0) where id = old.session_id;
  end if;
  return null;
end;
$$;

create trigger chat_messages_count
after insert or delete on public.chat_messages
for each row execute function public.count_chat_message();

create table public.orders (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  workflow_slug text not null references public.workflows (slug) on update cascade,
  order_number text not null,
  customer_name text not null,
  customer_phone text,
  items jsonb not null default '[]'::jsonb,
  total_qar numeric(12, 2) not null default 0,
  status text not null default 'pending',
  channel text not null default 'whatsapp',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint orders_status_check check (status in ('pending', 'confirmed', 'shipped', 'delivered', 'cancelled')),
  constraint orders_channel_check check (channel in ('whatsapp', 'website', 'instagram', 'phone')),
  constraint orders_items_is_array check (jsonb_typeof(items) = 'array'),
  constraint orders_total_check check (total_qar >= 0),
  constraint orders_text_lengths check (
    char_length(btrim(order_number)) between 1 and 50 and char_length(btrim(customer_name)) between 1 and 200
    and char_length(customer_phone) <= 40
  ),
  constraint orders_user_number_key unique (user_id, order_number)
);

comment on column public.orders.items is 'Order lines: [{"name", "quantity", "unit_price_qar"}, ...].';

create index orders_user_workflow_created_idx on public.orders (user_id, workflow_slug, created_at desc);
create index orders_workflow_slug_idx on public.orders (workflow_slug);

create table public.products (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  workflow_slug text not null references public.workflows (slug) on update cascade,
  sku text not null,
  name_en text not null,
  name_ar text not null,
  category text,
  price_qar numeric(12, 2) not null,
  stock integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint products_price_check check (price_qar >= 0),
  constraint products_stock_check check (stock >= 0),
  constraint products_text_lengths check (
    char_length(btrim(sku)) between 1 and 64 and char_length(btrim(name_en)) between 1 and 200
    and char_length(btrim(name_ar)) between 1 and 200 and char_length(category) <= 100
  ),
  constraint products_user_sku_key unique (user_id, sku)
);

create index products_user_workflow_idx on public.products (user_id, workflow_slug, name_en);
create index products_workflow_slug_idx on public.products (workflow_slug);

-- ---------------------------------------------------------------------------------------------------
-- gmail
-- ---------------------------------------------------------------------------------------------------

create table public.emails (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  workflow_slug text not null references public.workflows (slug) on update cascade,
  campaign_id uuid,
  direction text not null default 'inbound',
  from_address text not null,
  to_address text not null,
  subject text not null default '',
  snippet text,
  summary text,
  label text,
  priority text not null default 'normal',
  sentiment text,
  status text not null default 'received',
  received_at timestamptz not null default now(),
  responded_at timestamptz,
  response_time_seconds integer,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint emails_direction_check check (direction in ('inbound', 'outbound')),
  constraint emails_priority_check check (priority in ('low', 'normal', 'high')),
  constraint emails_sentiment_check check (sentiment in ('positive', 'neutral', 'negative')),
  constraint emails_status_check check (
    status in ('received', 'auto_replied', 'replied', 'drafted', 'sent', 'opened', 'bounced', 'archived')
  ),
  constraint emails_response_time_check check (response_time_seconds >= 0),
  constraint emails_text_lengths check (
    char_length(from_address) <= 320 and char_length(to_address) <= 320 and char_length(subject) <= 500
    and char_length(snippet) <= 2000 and char_length(summary) <= 5000 and char_length(label) <= 100
  ),
  constraint emails_campaign_fkey foreign key (campaign_id, user_id)
    references public.campaigns (id, user_id) on delete set null (campaign_id)
);

comment on table public.emails is
  'Emails the gmail workflows handled: auto-replies, labels, summaries and campaign sends (campaign_id).';

create index emails_user_workflow_received_idx on public.emails (user_id, workflow_slug, received_at desc);
create index emails_workflow_slug_idx on public.emails (workflow_slug);
create index emails_campaign_idx on public.emails (campaign_id, user_id);

-- ---------------------------------------------------------------------------------------------------
-- rag
-- ---------------------------------------------------------------------------------------------------

create table public.documents (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  workflow_slug text not null references public.workflows (slug) on update cascade,
  title text not null,
  source_type text not null default 'pdf',
  source_url text,
  language text not null default 'en',
  size_bytes bigint not null default 0,
  chunk_count integer not null default 0,
  status text not null default 'processing',
  error text,
  indexed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint documents_source_type_check check (
    source_type in ('pdf', 'docx', 'xlsx', 'txt', 'url', 'faq', 'database')
  ),
  constraint documents_language_check check (language in ('en', 'ar')),
  constraint documents_status_check check (status in ('processing', 'indexed', 'failed')),
  constraint documents_sizes_check check (size_bytes >= 0 and chunk_count >= 0),
  constraint documents_text_lengths check (
    char_length(btrim(title)) between 1 and 300 and char_length(source_url) <= 2000 and char_length(error) <= 2000
  )
);

comment on table public.documents is 'The knowledge base a RAG workflow answers from.';

create index documents_user_workflow_created_idx on public.documents (user_id, workflow_slug, created_at desc);
create index documents_workflow_slug_idx on public.documents (workflow_slug);

-- ---------------------------------------------------------------------------------------------------
-- hr
-- ---------------------------------------------------------------------------------------------------

create table public.hr_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  workflow_slug text not null references public.workflows (slug) on update cascade,
  employee_name text not null,
  employee_contact text,
  request_type text not null,
  details text,
  status text not null default 'open',
  channel text not null default 'whatsapp',
  resolved_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint hr_requests_type_check check (
    request_type in ('leave', 'payslip', 'certificate', 'policy_question', 'expense', 'other')
  ),
  constraint hr_requests_status_check check (status in ('open', 'in_progress', 'resolved', 'rejected')),
  constraint hr_requests_channel_check check (channel in ('whatsapp', 'email', 'portal')),
  constraint hr_requests_text_lengths check (
    char_length(btrim(employee_name)) between 1 and 200 and char_length(employee_contact) <= 320
    and char_length(details) <= 5000
  )
);

create index hr_requests_user_workflow_created_idx on public.hr_requests (user_id, workflow_slug, created_at desc);
create index hr_requests_workflow_slug_idx on public.hr_requests (workflow_slug);

create table public.job_applications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  workflow_slug text not null references public.workflows (slug) on update cascade,
  candidate_name text not null,
  email text,
  phone text,
  job_title text not null,
  source text not null default 'website',
  stage text not null default 'received',
  score integer,
  cv_url text,
  applied_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint job_applications_source_check check (
    source in ('website', 'linkedin', 'referral', 'email', 'job_board', 'whatsapp', 'other')
  ),
  constraint job_applications_stage_check check (
    stage in ('received', 'screening', 'interview', 'offer', 'hired', 'rejected')
  ),
  constraint job_applications_score_check check (score between 0 and 100),
  constraint job_applications_text_lengths check (
    char_length(btrim(candidate_name)) between 1 and 200 and char_length(btrim(job_title)) between 1 and 200
    and char_length(email) <= 320 and char_length(phone) <= 40 and char_length(cv_url) <= 2000
  )
);

create index job_applications_user_workflow_applied_idx on public.job_applications (user_id, workflow_slug, applied_at desc);
create index job_applications_workflow_slug_idx on public.job_applications (workflow_slug);

create table public.onboardings (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  workflow_slug text not null references public.workflows (slug) on update cascade,
  client_name text not null,
  company text,
  email text,
  stage text not null default 'welcome',
  progress integer not null default 0,
  steps jsonb not null default '[]'::jsonb,
  started_at timestamptz not null default now(),
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint onboardings_stage_check check (stage in ('welcome', 'documents', 'kickoff', 'setup', 'completed')),
  constraint onboardings_progress_check check (progress between 0 and 100),
  constraint onboardings_steps_is_array check (jsonb_typeof(steps) = 'array'),
  constraint onboardings_text_lengths check (
    char_length(btrim(client_name)) between 1 and 200 and char_length(company) <= 200 and char_length(email) <= 320
  )
);

comment on table public.onboardings is 'Onboarding journeys run by the client-onboarding workflow (one per new customer of the client).';

create index onboardings_user_workflow_started_idx on public.onboardings (user_id, workflow_slug, started_at desc);
create index onboardings_workflow_slug_idx on public.onboardings (workflow_slug);

-- ---------------------------------------------------------------------------------------------------
-- finance
-- ---------------------------------------------------------------------------------------------------

create table public.invoices (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  workflow_slug text not null references public.workflows (slug) on update cascade,
  invoice_number text not null,
  customer_name text not null,
  customer_email text,
  customer_phone text,
  amount_qar numeric(12, 2) not null,
  status text not null default 'sent',
  issued_on date not null default current_date,
  due_on date not null,
  paid_at timestamptz,
  reminders_sent integer not null default 0,
  last_reminder_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint invoices_status_check check (status in ('draft', 'sent', 'overdue', 'paid', 'cancelled')),
  constraint invoices_amount_check check (amount_qar > 0),
  constraint invoices_dates_check check (due_on >= issued_on),
  constraint invoices_reminders_check check (reminders_sent >= 0),
  constraint invoices_text_lengths check (
    char_length(btrim(invoice_number)) between 1 and 50 and char_length(btrim(customer_name)) between 1 and 200
    and char_length(customer_email) <= 320 and char_length(customer_phone) <= 40
  ),
  constraint invoices_user_number_key unique (user_id, invoice_number)
);

comment on table public.invoices is 'Invoices of the client''s customers that the invoice-collection workflow follows up (QAR).';

create index invoices_user_workflow_issued_idx on public.invoices (user_id, workflow_slug, issued_on desc);
create index invoices_workflow_slug_idx on public.invoices (workflow_slug);

create table public.financial_reports (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  workflow_slug text not null references public.workflows (slug) on update cascade,
  title text not null,
  period text not null default 'monthly',
  period_start date not null,
  period_end date not null,
  revenue_qar numeric(14, 2) not null default 0,
  expenses_qar numeric(14, 2) not null default 0,
  summary text,
  status text not null default 'generating',
  file_url text,
  generated_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint financial_reports_period_check check (period in ('weekly', 'monthly', 'quarterly', 'annual')),
  constraint financial_reports_status_check check (status in ('generating', 'ready', 'failed')),
  constraint financial_reports_dates_check check (period_end >= period_start),
  constraint financial_reports_amounts_check check (revenue_qar >= 0 and expenses_qar >= 0),
  constraint financial_reports_text_lengths check (
    char_length(btrim(title)) between 1 and 200 and char_length(summary) <= 10000 and char_length(file_url) <= 2000
  )
);

create index financial_reports_user_workflow_period_idx on public.financial_reports (user_id, workflow_slug, period_end desc);
create index financial_reports_workflow_slug_idx on public.financial_reports (workflow_slug);

-- ---------------------------------------------------------------------------------------------------
-- updated_at and RLS for all of them
-- ---------------------------------------------------------------------------------------------------

create trigger leads_set_updated_at before update on public.leads
for each row execute function public.set_updated_at();
create trigger campaigns_set_updated_at before update on public.campaigns
for each row execute function public.set_updated_at();
create trigger deals_set_updated_at before update on public.deals
for each row execute function public.set_updated_at();
create trigger social_posts_set_updated_at before update on public.social_posts
for each row execute function public.set_updated_at();
create trigger chat_sessions_set_updated_at before update on public.chat_sessions
for each row execute function public.set_updated_at();
create trigger orders_set_updated_at before update on public.orders
for each row execute function public.set_updated_at();
create trigger products_set_updated_at before update on public.products
for each row execute function public.set_updated_at();
create trigger emails_set_updated_at before update on public.emails
for each row execute function public.set_updated_at();
create trigger documents_set_updated_at before update on public.documents
for each row execute function public.set_updated_at();
create trigger hr_requests_set_updated_at before update on public.hr_requests
for each row execute function public.set_updated_at();
create trigger job_applications_set_updated_at before update on public.job_applications
for each row execute function public.set_updated_at();
create trigger onboardings_set_updated_at before update on public.onboardings
for each row execute function public.set_updated_at();
create trigger invoices_set_updated_at before update on public.invoices
for each row execute function public.set_updated_at();
create trigger financial_reports_set_updated_at before update on public.financial_reports
for each row execute function public.set_updated_at();

alter table public.leads enable row level security;
alter table public.campaigns enable row level security;
alter table public.deals enable row level security;
alter table public.social_posts enable row level security;
alter table public.chat_sessions enable row level security;
alter table public.chat_messages enable row level security;
alter table public.orders enable row level security;
alter table public.products enable row level security;
alter table public.emails enable row level security;
alter table public.documents enable row level security;
alter table public.hr_requests enable row level security;
alter table public.job_applications enable row level security;
alter table public.onboardings enable row level security;
alter table public.invoices enable row level security;
alter table public.financial_reports enable row level security;

-- leads
create policy "leads: read own, admins read all" on public.leads for select to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "leads: add to an owned workflow" on public.leads for insert to authenticated
with check ((user_id = (select auth.uid()) and public.owns_workflow(workflow_slug)) or (select public.is_admin()));
create policy "leads: edit own, admins edit all" on public.leads for update to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()))
with check ((user_id = (select auth.uid()) and public.owns_workflow(workflow_slug)) or (select public.is_admin()));
create policy "leads: delete own, admins delete all" on public.leads for delete to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));

-- campaigns
create policy "campaigns: read own, admins read all" on public.campaigns for select to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "campaigns: add to an owned workflow" on public.campaigns for insert to authenticated
with check ((user_id = (select auth.uid()) and public.owns_workflow(workflow_slug)) or (select public.is_admin()));
create policy "campaigns: edit own, admins edit all" on public.campaigns for update to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()))
with check ((user_id = (select auth.uid()) and public.owns_workflow(workflow_slug)) or (select public.is_admin()));
create policy "campaigns: delete own, admins delete all" on public.campaigns for delete to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));

-- deals
create policy "deals: read own, admins read all" on public.deals for select to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "deals: add to an owned workflow" on public.deals for insert to authenticated
with check ((user_id = (select auth.uid()) and public.owns_workflow(workflow_slug)) or (select public.is_admin()));
create policy "deals: edit own, admins edit all" on public.deals for update to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()))
with check ((user_id = (select auth.uid()) and public.owns_workflow(workflow_slug)) or (select public.is_admin()));
create policy "deals: delete own, admins delete all" on public.deals for delete to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));

-- social_posts
create policy "social_posts: read own, admins read all" on public.social_posts for select to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "social_posts: add to an owned workflow" on public.social_posts for insert to authenticated
with check ((user_id = (select auth.uid()) and public.owns_workflow(workflow_slug)) or (select public.is_admin()));
create policy "social_posts: edit own, admins edit all" on public.social_posts for update to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()))
with check ((user_id = (select auth.uid()) and public.owns_workflow(workflow_slug)) or (select public.is_admin()));
create policy "social_posts: delete own, admins delete all" on public.social_posts for delete to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));

-- chat_sessions
create policy "chat_sessions: read own, admins read all" on public.chat_sessions for select to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "chat_sessions: add to an owned workflow" on public.chat_sessions for insert to authenticated
with check ((user_id = (select auth.uid()) and public.owns_workflow(workflow_slug)) or (select public.is_admin()));
create policy "chat_sessions: edit own, admins edit all" on public.chat_sessions for update to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()))
with check ((user_id = (select auth.uid()) and public.owns_workflow(workflow_slug)) or (select public.is_admin()));
create policy "chat_sessions: delete own, admins delete all" on public.chat_sessions for delete to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));

-- chat_messages (the composite key to chat_sessions keeps a message inside its owner's session)
create policy "chat_messages: read own, admins read all" on public.chat_messages for select to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "chat_messages: add to own sessions" on public.chat_messages for insert to authenticated
with check (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "chat_messages: edit own, admins edit all" on public.chat_messages for update to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()))
with check (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "chat_messages: delete own, admins delete all" on public.chat_messages for delete to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));

-- orders
create policy "orders: read own, admins read all" on public.orders for select to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "orders: add to an owned workflow" on public.orders for insert to authenticated
with check ((user_id = (select auth.uid()) and public.owns_workflow(workflow_slug)) or (select public.is_admin()));
create policy "orders: edit own, admins edit all" on public.orders for update to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()))
with check ((user_id = (select auth.uid()) and public.owns_workflow(workflow_slug)) or (select public.is_admin()));
create policy "orders: delete own, admins delete all" on public.orders for delete to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));

-- products
create policy "products: read own, admins read all" on public.products for select to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "products: add to an owned workflow" on public.products for insert to authenticated
with check ((user_id = (select auth.uid()) and public.owns_workflow(workflow_slug)) or (select public.is_admin()));
create policy "products: edit own, admins edit all" on public.products for update to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()))
with check ((user_id = (select auth.uid()) and public.owns_workflow(workflow_slug)) or (select public.is_admin()));
create policy "products: delete own, admins delete all" on public.products for delete to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));

-- emails
create policy "emails: read own, admins read all" on public.emails for select to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "emails: add to an owned workflow" on public.emails for insert to authenticated
with check ((user_id = (select auth.uid()) and public.owns_workflow(workflow_slug)) or (select public.is_admin()));
create policy "emails: edit own, admins edit all" on public.emails for update to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()))
with check ((user_id = (select auth.uid()) and public.owns_workflow(workflow_slug)) or (select public.is_admin()));
create policy "emails: delete own, admins delete all" on public.emails for delete to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));

-- documents
create policy "documents: read own, admins read all" on public.documents for select to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "documents: add to an owned workflow" on public.documents for insert to authenticated
with check ((user_id = (select auth.uid()) and public.owns_workflow(workflow_slug)) or (select public.is_admin()));
create policy "documents: edit own, admins edit all" on public.documents for update to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()))
with check ((user_id = (select auth.uid()) and public.owns_workflow(workflow_slug)) or (select public.is_admin()));
create policy "documents: delete own, admins delete all" on public.documents for delete to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));

-- hr_requests
create policy "hr_requests: read own, admins read all" on public.hr_requests for select to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "hr_requests: add to an owned workflow" on public.hr_requests for insert to authenticated
with check ((user_id = (select auth.uid()) and public.owns_workflow(workflow_slug)) or (select public.is_admin()));
create policy "hr_requests: edit own, admins edit all" on public.hr_requests for update to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()))
with check ((user_id = (select auth.uid()) and public.owns_workflow(workflow_slug)) or (select public.is_admin()));
create policy "hr_requests: delete own, admins delete all" on public.hr_requests for delete to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));

-- job_applications
create policy "job_applications: read own, admins read all" on public.job_applications for select to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "job_applications: add to an owned workflow" on public.job_applications for insert to authenticated
with check ((user_id = (select auth.uid()) and public.owns_workflow(workflow_slug)) or (select public.is_admin()));
create policy "job_applications: edit own, admins edit all" on public.job_applications for update to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()))
with check ((user_id = (select auth.uid()) and public.owns_workflow(workflow_slug)) or (select public.is_admin()));
create policy "job_applications: delete own, admins delete all" on public.job_applications for delete to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));

-- onboardings
create policy "onboardings: read own, admins read all" on public.onboardings for select to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "onboardings: add to an owned workflow" on public.onboardings for insert to authenticated
with check ((user_id = (select auth.uid()) and public.owns_workflow(workflow_slug)) or (select public.is_admin()));
create policy "onboardings: edit own, admins edit all" on public.onboardings for update to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()))
with check ((user_id = (select auth.uid()) and public.owns_workflow(workflow_slug)) or (select public.is_admin()));
create policy "onboardings: delete own, admins delete all" on public.onboardings for delete to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));

-- invoices
create policy "invoices: read own, admins read all" on public.invoices for select to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "invoices: add to an owned workflow" on public.invoices for insert to authenticated
with check ((user_id = (select auth.uid()) and public.owns_workflow(workflow_slug)) or (select public.is_admin()));
create policy "invoices: edit own, admins edit all" on public.invoices for update to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()))
with check ((user_id = (select auth.uid()) and public.owns_workflow(workflow_slug)) or (select public.is_admin()));
create policy "invoices: delete own, admins delete all" on public.invoices for delete to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));

-- financial_reports
create policy "financial_reports: read own, admins read all" on public.financial_reports for select to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "financial_reports: add to an owned workflow" on public.financial_reports for insert to authenticated
with check ((user_id = (select auth.uid()) and public.owns_workflow(workflow_slug)) or (select public.is_admin()));
create policy "financial_reports: edit own, admins edit all" on public.financial_reports for update to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()))
with check ((user_id = (select auth.uid()) and public.owns_workflow(workflow_slug)) or (select public.is_admin()));
create policy "financial_reports: delete own, admins delete all" on public.financial_reports for delete to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));
