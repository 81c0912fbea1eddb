-- What the rag family's dashboards show and the conversation tables did not record yet:
--
--   chat_messages     how each bot reply came about: how long it took, which language model wrote it,
--                     the knowledge-base documents it cited, and whether it was a fallback ("I don't
--                     know") because the knowledge base had no answer
--   chat_sessions     for a website widget: the page the conversation started on and the anonymous
--                     visitor id the widget keeps in the browser (returning visitors)
--   database_queries  questions a database-chat workflow turned into SQL, and how each query went
--
-- The new chat columns are optional or default to "nothing", so the rows and writers of the other
-- families (whatsapp) are unaffected.

-- ---------------------------------------------------------------------------------------------------
-- Answer details on bot replies
-- ---------------------------------------------------------------------------------------------------

alter table public.chat_messages
  add column latency_ms integer,
  add column model text,
  add column fallback boolean not null default false,
  add column cited_document_ids uuid[] not null default '{}';

alter table public.chat_messages
  add constraint chat_messages_latency_check check (latency_ms >= 0),
  add constraint chat_messages_model_length check (char_length(btrim(model)) between 1 and 100),
  add constraint chat_messages_citations_check check (cardinality(cited_document_ids) <= 20),
  -- A fallback found nothing to cite.
  add constraint chat_messages_fallback_check check (not fallback or cardinality(cited_document_ids) = 0),
  -- Only the bot's own replies carry answer details.
  add constraint chat_messages_answer_fields_check check (
    role = 'assistant'
    or (latency_ms is null and model is null and not fallback and cardinality(cited_document_ids) = 0)
  );

comment on column public.chat_messages.latency_ms is
  'Bot replies: milliseconds from the question reaching the workflow to the answer being sent.';
comment on column public.chat_messages.model is 'Bot replies: the language model that wrote it, e.g. llama3.1:8b.';
comment on column public.chat_messages.fallback is
  'Bot replies: true when the knowledge base held no answer and the bot said so ("I don''t know").';
comment on column public.chat_messages.cited_document_ids is
  'Bot replies: the documents (public.documents ids of the same client) the answer was built from.';

-- ---------------------------------------------------------------------------------------------------
-- Website widget conversations
-- ---------------------------------------------------------------------------------------------------

alter table public.chat_sessions
  add column page_url text,
  add column visitor_id text;

alter table public.chat_sessions
  add constraint chat_sessions_widget_lengths check (
    char_length(page_url) <= 2000 and char_length(btrim(visitor_id)) between 1 and 100
  );

comment on column public.chat_sessions.page_url is 'Website widget: the page the visitor opened the chat on.';
comment on column public.chat_sessions.visitor_id is
  'Website widget: the anonymous id the widget keeps in the visitor''s browser (the same for a returning visitor).';

-- ---------------------------------------------------------------------------------------------------
-- Database chat: questions in plain language and the SQL generated for them
-- ---------------------------------------------------------------------------------------------------

create table public.database_queries (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  workflow_slug text not null references public.workflows (slug) on update cascade,
  asked_by text,
  question text not null,
  language text not null default 'en',
  generated_sql text,
  status text not null default 'succeeded',
  error text,
  row_count integer,
  duration_ms integer,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint database_queries_language_check check (language in ('en', 'ar')),
  constraint database_queries_status_check check (status in ('succeeded', 'failed')),
  -- A failed query says why; a successful one has no error.
  constraint database_queries_error_check check ((status = 'failed') = (error is not null)),
  constraint database_queries_counts_check check (row_count >= 0 and duration_ms >= 0),
  constraint database_queries_text_lengths check (
    char_length(btrim(question)) between 1 and 2000 and char_length(asked_by) <= 200
    and char_length(generated_sql) <= 20000 and char_length(error) <= 2000
  )
);

comment on table public.database_queries is
  'Questions a database-chat workflow answered: the SQL it generated (read-only), rows returned, time taken, errors.';
comment on column public.database_queries.asked_by is 'The staff member who asked, as the chat knows them.';
comment on column public.database_queries.duration_ms is 'Time to run the generated query, in milliseconds.';

create index database_queries_user_workflow_created_idx
  on public.database_queries (user_id, workflow_slug, created_at desc);
create index database_queries_workflow_slug_idx on public.database_queries (workflow_slug);

create trigger database_queries_set_updated_at before update on public.database_queries
for each row execute function public.set_updated_at();

alter table public.database_queries enable row level security;

create policy "database_queries: read own, admins read all" on public.database_queries for select to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "database_queries: add to an owned workflow" on public.database_queries for insert to authenticated
with check ((user_id = (select auth.uid()) and public.owns_workflow(workflow_slug)) or (select public.is_admin()));
create policy "database_queries: edit own, admins edit all" on public.database_queries for update to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()))
with check ((user_id = (select auth.uid()) and public.owns_workflow(workflow_slug)) or (select public.is_admin()));
create policy "database_queries: delete own, admins delete all" on public.database_queries for delete to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));

select private.require_aal2_once_enrolled('public.database_queries');

-- The same privileges as every workflow data table (stated, not left to default privileges).
revoke all on public.database_queries from anon, authenticated;
grant select, insert, update, delete on public.database_queries to authenticated;
grant all on public.database_queries to service_role;

-- The database-chat dashboard refreshes when its rows change.
alter publication supabase_realtime add table public.database_queries;
