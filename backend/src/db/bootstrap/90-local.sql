-- Tables of the local stack itself. They exist only here (never on a hosted project, never in
-- supabase/migrations) and live in the schema _local, which no API role can even see.
create schema if not exists _local;
revoke all on schema _local from public;

-- The local mailbox (in the spirit of Supabase's Inbucket): sent emails, kept across restarts so that a
-- confirmation link still works after the stack was restarted.
create table if not exists _local.mail (
  seq bigint generated always as identity primary key,
  id uuid not null unique default gen_random_uuid(),
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  links text[] not null default '{}',
  sent_at timestamptz not null default now()
);
create index if not exists mail_to_address_idx on _local.mail (lower(to_address), seq desc);
-- Extra headers of an email (a report's List-Unsubscribe), shown by /mailbox/api/messages.
alter table _local.mail add column if not exists headers jsonb not null default '{}';
