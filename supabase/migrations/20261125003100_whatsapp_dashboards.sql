-- What the whatsapp family's dashboards show and the tables did not record yet:
--
--   orders             the conversation an order came from (conversations that became orders) and when
--                      it was paid (the funnel ends at a paid order, cash on delivery included)
--   products           when the catalogue sync last refreshed a product from the client's store
--   chat_sessions      the product a catalogue enquiry was about (enquiries per product)
--   chat_messages      the responder rule that fired for an automatic reply
--   dietitian_messages what a WhatsApp dietitian sends its clients (meal plans, check-ins, reminders)
--                      and whether and when each client answered, with the adherence a check-in reports
--
-- The new columns are optional, so the rows and writers of the other families are unaffected.

-- ---------------------------------------------------------------------------------------------------
-- Orders: the conversation behind an order, and payment
-- ---------------------------------------------------------------------------------------------------

alter table public.orders
  add column session_id uuid,
  add column paid_at timestamptz;

alter table public.orders
  add constraint orders_session_fkey foreign key (session_id, user_id)
    references public.chat_sessions (id, user_id) on delete set null (session_id);

comment on column public.orders.session_id is 'The WhatsApp conversation (chat_sessions) the order was placed in.';
comment on column public.orders.paid_at is 'When the customer paid (on delivery for cash orders); null while unpaid.';

create index orders_session_idx on public.orders (session_id, user_id);

-- ---------------------------------------------------------------------------------------------------
-- Products: catalogue sync, and enquiries about a product
-- ---------------------------------------------------------------------------------------------------

alter table public.products add column synced_at timestamptz;

comment on column public.products.synced_at is
  'When the catalogue sync last refreshed this product (price, stock) from the client''s store.';

alter table public.products add constraint products_id_user_key unique (id, user_id);

alter table public.chat_sessions add column product_id uuid;

alter table public.chat_sessions
  add constraint chat_sessions_product_fkey foreign key (product_id, user_id)
    references public.products (id, user_id) on delete set null (product_id);

comment on column public.chat_sessions.product_id is 'Catalogue bots: the product the customer asked about.';

create index chat_sessions_product_idx on public.chat_sessions (product_id, user_id);

-- ---------------------------------------------------------------------------------------------------
-- Automatic replies: the rule that fired
-- ---------------------------------------------------------------------------------------------------

alter table public.chat_messages add column reply_trigger text;

alter table public.chat_messages
  add constraint chat_messages_reply_trigger_check check (
    reply_trigger in ('greeting', 'opening_hours', 'location', 'prices', 'booking', 'order_status', 'after_hours', 'human_request')
  ),
  -- Only the bot's own replies are automatic.
  add constraint chat_messages_reply_trigger_role_check check (reply_trigger is null or role = 'assistant');

comment on column public.chat_messages.reply_trigger is
  'Automatic replies (WhatsApp responder): the rule that fired. human_request hands the chat to a person.';

-- ---------------------------------------------------------------------------------------------------
-- WhatsApp dietitian: messages to the clients it follows
-- ---------------------------------------------------------------------------------------------------

create table public.dietitian_messages (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  workflow_slug text not null references public.workflows (slug) on update cascade,
  client_name text not null,
  client_phone text not null,
  kind text not null,
  language text not null default 'en',
  sent_at timestamptz not null default now(),
  answered_at timestamptz,
  adherence_pct integer,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint dietitian_messages_kind_check check (kind in ('meal_plan', 'check_in', 'reminder')),
  constraint dietitian_messages_language_check check (language in ('en', 'ar')),
  constraint dietitian_messages_answer_check check (answered_at is null or answered_at >= sent_at),
  -- Adherence is what a client reports when answering a check-in.
  constraint dietitian_messages_adherence_check check (
    adherence_pct is null or (kind = 'check_in' and answered_at is not null and adherence_pct between 0 and 100)
  ),
  constraint dietitian_messages_text_lengths check (
    char_length(btrim(client_name)) between 1 and 200 and char_length(btrim(client_phone)) between 1 and 40
  )
);

comment on table public.dietitian_messages is
  'What a WhatsApp dietitian sent each client it follows (the client is known by phone) and the answers.';
comment on column public.dietitian_messages.adherence_pct is
  'Check-ins: the share of the meal plan the client says they kept since the last check-in (0-100).';

create index dietitian_messages_user_workflow_sent_idx
  on public.dietitian_messages (user_id, workflow_slug, sent_at desc);
create index dietitian_messages_workflow_slug_idx on public.dietitian_messages (workflow_slug);

create trigger dietitian_messages_set_updated_at before update on public.dietitian_messages
for each row execute function public.set_updated_at();

alter table public.dietitian_messages enable row level security;

create policy "dietitian_messages: read own, admins read all" on public.dietitian_messages for select to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "dietitian_messages: add to an owned workflow" on public.dietitian_messages for insert to authenticated
with check ((user_id = (select auth.uid()) and public.owns_workflow(workflow_slug)) or (select public.is_admin()));
create policy "dietitian_messages: edit own, admins edit all" on public.dietitian_messages for update to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()))
with check ((user_id = (select auth.uid()) and public.owns_workflow(workflow_slug)) or (select public.is_admin()));
create policy "dietitian_messages: delete own, admins delete all" on public.dietitian_messages for delete to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));

select private.require_aal2_once_enrolled('public.dietitian_messages');

-- The same privileges as every workflow data table (stated, not left to default privileges).
revoke all on public.dietitian_messages from anon, authenticated;
grant select, insert, update, delete on public.dietitian_messages to authenticated;
grant all on public.dietitian_messages to service_role;

-- The dietitian dashboard refreshes when its rows change.
alter publication supabase_realtime add table public.dietitian_messages;
