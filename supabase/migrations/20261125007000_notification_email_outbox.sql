-- Email copies of notifications without the local stack (docs/deploy.md, "Email notifications").
--
-- Every notification inserted for a user whose Email notifications switch is on gets one row here, in
-- the same transaction, and a NOTIFY on 'notification_emails'. The API-only process (backend/src/notify/
-- outbox.ts) LISTENs, claims rows with a lease and sends each email once: the primary key makes one row
-- per notification, a claim is exclusive (FOR UPDATE SKIP LOCKED), `sent_at` is set after the mail API
-- accepted the message, and the notification id travels as the mail API's Idempotency-Key. A row whose
-- email could not be sent waits for `next_attempt_at`; rows written while no process listened are found
-- at its next start. The switch is read again when sending.
--
-- A table in `private`: not exposed through the Data API, no grants to anon or authenticated.

create table private.notification_emails (
  notification_id uuid primary key references public.notifications (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  claimed_until timestamptz,
  sent_at timestamptz,
  -- 'sent', or why nothing was sent: 'switched_off', 'no_confirmed_email'
  outcome text,
  last_error text,
  constraint notification_emails_outcome_check
    check (outcome is null or outcome in ('sent', 'switched_off', 'no_confirmed_email'))
);

comment on table private.notification_emails is
  'Outbox of notification emails: one row per notification for a user with email notifications on.';

create index notification_emails_due_idx on private.notification_emails (next_attempt_at)
  where sent_at is null;

alter table private.notification_emails enable row level security;
revoke all on private.notification_emails from public, anon, authenticated;

create function private.enqueue_notification_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.profiles p where p.id = new.user_id and p.email_notifications) then
    insert into private.notification_emails (notification_id, user_id)
    values (new.id, new.user_id)
    on conflict (notification_id) do nothing;
    perform pg_notify('notification_emails', new.id::text);
  end if;
  return new;
end;
$$;

revoke execute on function private.enqueue_notification_email() from public, anon, authenticated;

create trigger notifications_enqueue_email
  after insert on public.notifications
  for each row execute function private.enqueue_notification_email();
