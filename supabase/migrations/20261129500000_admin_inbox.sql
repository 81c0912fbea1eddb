-- The admins' inbox (/admin/inbox): contact-form messages and Support Requests (both rows of
-- contact_messages) reach every administrator as a notification, and an administrator answers one by
-- email. Newsletter subscribers are read as before (admins only).
--
-- * contact_messages.kind: 'support' for the dashboard's Support Request (a signed-in client's row that
--   starts with the dialog's marker, shell/src/features/dashboard/supportRequest.ts), else 'contact'.
-- * A new message notifies every admin (in the portal; by email too for those whose Email notifications
--   switch is on: the notifications' own mail path), linking to the message in the inbox.
-- * public.contact_replies: an admin's answer. Inserting one (admins only) marks the message 'replied'
--   and puts the email in private.contact_reply_emails, an outbox drained like the notification
--   emails' (backend/src/notify/outbox.ts): by the local stack into its mailbox, by the API-only
--   process through the mail API; each sent once, retried while the mail service is down. `emailed_at`
--   says when it left.

-- ---------------------------------------------------------------------------------------------------
-- What kind of message
-- ---------------------------------------------------------------------------------------------------

alter table public.contact_messages add column kind text generated always as (
  case when user_id is not null and message like 'Support request: %' then 'support' else 'contact' end
) stored;

comment on column public.contact_messages.kind is
  'support: a client''s Support Request from the dashboard; contact: the landing page''s contact form.';
comment on column public.contact_messages.status is
  'new (unread) -> read (an admin opened it) -> replied (an admin answered by email); archived.';

create index contact_messages_status_created_idx on public.contact_messages (status, created_at desc);

-- ---------------------------------------------------------------------------------------------------
-- Every admin hears of a new message
-- ---------------------------------------------------------------------------------------------------

create function private.notify_admins_of_contact_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  excerpt text := left(regexp_replace(btrim(
    case when new.kind = 'support' then substr(new.message, char_length('Support request: ') + 1) else new.message end
  ), '\s+', ' ', 'g'), 160);
  sender text := format('%s <%s>', new.full_name, new.email);
begin
  perform private.notify_admins(
    case when new.kind = 'support' then 'New support request' else 'New contact message' end,
    format('%s: %s', sender, excerpt),
    case when new.kind = 'support' then 'طلب دعم جديد' else 'رسالة تواصل جديدة' end,
    format('%s: %s', sender, excerpt),
    '/admin/inbox?message=' || new.id::text
  );
  return null;
end;
$$;

revoke execute on function private.notify_admins_of_contact_message() from public, anon, authenticated;

create trigger contact_messages_notify_admins
after insert on public.contact_messages
for each row execute function private.notify_admins_of_contact_message();

-- ---------------------------------------------------------------------------------------------------
-- Replies
-- ---------------------------------------------------------------------------------------------------

create table public.contact_replies (
  id uuid primary key default gen_random_uuid(),
  message_id uuid not null references public.contact_messages (id) on delete cascade,
  author_id uuid default auth.uid() references public.profiles (id) on delete set null,
  body text not null,
  -- The address the email went to: the message's, copied when the reply is written.
  to_address text not null default '',
  created_at timestamptz not null default now(),
  emailed_at timestamptz,
  constraint contact_replies_body_length check (char_length(btrim(body)) between 1 and 5000)
);

comment on table public.contact_replies is
  'An admin''s email answer to a contact message or Support Request; emailed_at is set once the email left.';

create index contact_replies_message_idx on public.contact_replies (message_id, created_at);
create index contact_replies_author_idx on public.contact_replies (author_id);

alter table public.contact_replies enable row level security;

create policy "contact_replies: admins read" on public.contact_replies for select
to authenticated
using ((select public.is_admin()));

create policy "contact_replies: admins answer, as themselves" on public.contact_replies for insert
to authenticated
with check ((select public.is_admin()) and author_id = (select auth.uid()) and emailed_at is null);

-- No update or delete policy: an email that left cannot be unsent.

select private.require_aal2_once_enrolled('public.contact_replies');

revoke all on public.contact_replies from anon, authenticated;
grant select, insert on public.contact_replies to authenticated;
grant all on public.contact_replies to service_role;

-- The outbox of reply emails (the same columns and rules as private.notification_emails).
create table private.contact_reply_emails (
  reply_id uuid primary key references public.contact_replies (id) on delete cascade,
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  claimed_until timestamptz,
  sent_at timestamptz,
  outcome text,
  last_error text,
  constraint contact_reply_emails_outcome_check check (outcome is null or outcome in ('sent'))
);

comment on table private.contact_reply_emails is 'Outbox of admins'' email replies to contact messages.';

create index contact_reply_emails_due_idx on private.contact_reply_emails (next_attempt_at) where sent_at is null;

alter table private.contact_reply_emails enable row level security;
revoke all on private.contact_reply_emails from public, anon, authenticated;

-- A reply: the address is the message's (never the caller's choice), the message counts as answered,
-- and the email waits in the outbox.
create function private.prepare_contact_reply()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  select m.email into new.to_address from public.contact_messages m where m.id = new.message_id;
  new.emailed_at := null;
  return new;
end;
$$;

create function private.enqueue_contact_reply()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.contact_messages set status = 'replied' where id = new.message_id and status <> 'replied';
  insert into private.contact_reply_emails (reply_id) values (new.id);
  perform pg_notify('contact_reply_emails', new.id::text);
  return null;
end;
$$;

-- Sent: the reply shows when it left.
create function private.stamp_contact_reply_emailed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.contact_replies set emailed_at = new.sent_at where id = new.reply_id;
  return null;
end;
$$;

revoke execute on function private.prepare_contact_reply() from public, anon, authenticated;
revoke execute on function private.enqueue_contact_reply() from public, anon, authenticated;
revoke execute on function private.stamp_contact_reply_emailed() from public, anon, authenticated;

create trigger contact_replies_prepare
before insert on public.contact_replies
for each row execute function private.prepare_contact_reply();

create trigger contact_replies_enqueue
after insert on public.contact_replies
for each row execute function private.enqueue_contact_reply();

create trigger contact_reply_emails_sent
after update of sent_at on private.contact_reply_emails
for each row
when (old.sent_at is null and new.sent_at is not null)
execute function private.stamp_contact_reply_emailed();

create trigger contact_replies_audit
after insert on public.contact_replies
for each row execute function public.write_audit_log();
