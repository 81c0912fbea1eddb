-- ---------------------------------------------------------------------------------------------------
-- What the gmail family's dashboards show and `emails` did not record yet:
--
--   thread_id       Gmail's conversation id: a campaign send and the reply to it, or the messages a
--                   summary covers, share it (reply rates per send day, threads summarised)
--   labelled_at     when the labelling workflow applied `label` (labels applied per day)
--   original_label  the label the workflow chose, kept when a person later changed it: the label's
--                   corrections (null: never corrected)
--   action_items    what the summary agent found the reader has to do
--   word_count      words of the email (of the whole thread, for a summary): the reading time a
--                   summary saves
--
-- Every new column is optional or defaults to "nothing", so the rows and writers that exist are
-- unaffected. Bounced campaign sends need no column: a send that was not delivered bounced
-- (campaigns.sent_count - delivered_count; emails.status 'bounced' per email).
-- ---------------------------------------------------------------------------------------------------

alter table public.emails
  add column thread_id text,
  add column labelled_at timestamptz,
  add column original_label text,
  add column action_items text[] not null default '{}',
  add column word_count integer;

alter table public.emails
  add constraint emails_thread_id_length check (char_length(btrim(thread_id)) between 1 and 200),
  add constraint emails_original_label_length check (char_length(btrim(original_label)) between 1 and 100),
  -- A correction changes a label the workflow applied: it has a moment of labelling.
  add constraint emails_correction_check check (original_label is null or labelled_at is not null),
  add constraint emails_action_items_check check (
    cardinality(action_items) <= 20 and array_position(action_items, null) is null
  ),
  add constraint emails_word_count_check check (word_count >= 0);

comment on column public.emails.thread_id is
  'Gmail''s thread (conversation) id: a send and its reply, or the messages a summary covers, share it.';
comment on column public.emails.labelled_at is 'When the labelling workflow applied the label.';
comment on column public.emails.original_label is
  'The label the workflow applied when a person later changed it (a correction); null when never corrected.';
comment on column public.emails.action_items is 'Summary agent: what the reader has to do, one item per entry.';
comment on column public.emails.word_count is
  'Words of the email (of the whole thread for a summary): the reading time a summary saves.';

create index emails_thread_idx on public.emails (user_id, thread_id) where thread_id is not null;
