-- A permanent refusal at send time is a bounce, not a failure to retry (issue 42; docs/architecture.md,
-- "Client reports"). When the mail API refuses an email for good (an invalid or rejected recipient:
-- backend/src/notify/transport.ts, MailRefused), the outbox loop (backend/src/notify/outbox.ts) closes
-- its row with outcome 'bounced' and the refusal in last_error, and tries it no more; a temporary failure
-- (the service down, a timeout, a rate limit) is retried with backoff as before. Every outbox accepts the
-- outcome, and a report's log row becomes 'bounced' with its time, as a bounce the mail API reports later
-- (private.record_report_bounce) does, so the admin's "Sent" list shows both alike.

alter table private.notification_emails drop constraint notification_emails_outcome_check;
alter table private.notification_emails add constraint notification_emails_outcome_check
  check (outcome is null or outcome in ('sent', 'bounced', 'switched_off', 'no_confirmed_email'));

alter table private.report_email_outbox drop constraint report_email_outbox_outcome_check;
alter table private.report_email_outbox add constraint report_email_outbox_outcome_check
  check (outcome is null or outcome in ('sent', 'bounced', 'switched_off', 'no_confirmed_email'));

alter table private.contact_reply_emails drop constraint contact_reply_emails_outcome_check;
alter table private.contact_reply_emails add constraint contact_reply_emails_outcome_check
  check (outcome is null or outcome in ('sent', 'bounced'));

-- The log follows its outbox row: sent, bounced (refused at send time), skipped (and why), or still
-- retrying (attempts, last error); 'failed' once the outbox gives up (its 10 attempts).
create or replace function private.report_email_outbox_to_log()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.client_report_emails e
  set attempts = new.attempts,
      last_error = case when new.outcome in ('switched_off', 'no_confirmed_email') then new.outcome else new.last_error end,
      status = case
        when new.outcome = 'sent' then 'sent'
        when new.outcome = 'bounced' then 'bounced'
        when new.outcome is not null then 'skipped'
        when new.attempts >= 10 and new.last_error is not null and new.claimed_until is null then 'failed'
        else e.status
      end,
      sent_at = case when new.outcome = 'sent' then new.sent_at else e.sent_at end,
      bounced_at = case when new.outcome = 'bounced' then new.sent_at else e.bounced_at end
  where e.id = new.report_id and e.status in ('queued', 'failed');
  return null;
end;
$$;

revoke all on function private.report_email_outbox_to_log() from public, anon, authenticated;
