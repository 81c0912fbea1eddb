-- The gmail dashboards on SQL figures (issue 43): what their KPIs, per-day series and breakdowns count
-- that the `emails` and `emails_labelled` sources cannot tell apart, kept by the same triggers
-- (docs/architecture.md, "Dashboard figures"):
--
-- - emails_received: incoming mail by arrival (outgoing mail is not counted), by status and sentiment;
--   value the automatic reply's seconds, score 1 for a high-priority email. The auto-responder's
--   received, answered and waiting mail, its sentiments; the labelling dashboard's priorities.
-- - emails_unlabelled: incoming mail still without a label, by arrival: the labelling dashboard's
--   unlabelled mail of the whole history, read from the day lines (dashboard_ages).
-- - email_summaries: incoming mail the summary agent summarised, by arrival; value the reading time the
--   summary saves (ms), score its action items.
--
-- Plus what a row count cannot give:
-- - emails.label_corrected: a person changed the workflow's label (a column, so that the corrections
--   table can be filtered and paged by PostgREST, which cannot compare two columns);
-- - public.gmail_campaign_days: per Doha day of a period, the campaign sends of that day and what became
--   of them (opened, bounced, and replied: their thread got an incoming email, whenever). A reply is
--   another row than its send, so a day count kept per row cannot say it; the period's sends are read
--   through the (user_id, workflow_slug, received_at) index, as dashboard_stats reads a period's rows.

-- Words as the dashboard counts them (text split on white space; none in nothing).
create function private.word_count(p_text text) returns integer
language sql immutable parallel safe set search_path = ''
as $$
  select case when p_text is null or p_text !~ '\S' then 0
              else cardinality(regexp_split_to_array(btrim(p_text, E' \t\n\r\f\v'), '\s+')) end
$$;

-- The reading time a summary saves on its thread, in ms: the thread's words less the summary's and its
-- action items', at 200 words a minute (READING_WORDS_PER_MINUTE); never negative, none when the
-- summary or the thread's length is missing.
create function private.email_time_saved_ms(p_summary text, p_action_items text[], p_word_count integer)
returns numeric
language sql immutable parallel safe set search_path = ''
as $$
  select case when p_summary is null or p_summary = '' or p_word_count is null then 0
              else greatest(0, p_word_count - private.word_count(p_summary)
                                 - (select coalesce(sum(private.word_count(i)), 0) from unnest(p_action_items) i))
                   * 60000 / 200.0 end
$$;

insert into private.dashboard_sources (source, table_name, at_sql, status_sql, kind_sql, value_sql, score_sql, range_sql) values
  ('emails_received', 'emails', 'case when r.direction = ''inbound'' then r.received_at end', 'r.status', 'r.sentiment',
   'r.response_time_seconds', '(r.priority = ''high'')::int',
   'r.direction = ''inbound'' and r.received_at >= $3 and r.received_at < $4'),
  ('emails_unlabelled', 'emails', 'case when r.direction = ''inbound'' and r.label is null then r.received_at end',
   'r.status', 'r.priority', default, default,
   'r.direction = ''inbound'' and r.label is null and r.received_at >= $3 and r.received_at < $4'),
  ('email_summaries', 'emails', 'case when r.direction = ''inbound'' and r.summary is not null then r.received_at end',
   'r.status', '''''', 'private.email_time_saved_ms(r.summary, r.action_items, r.word_count)', 'cardinality(r.action_items)',
   'r.direction = ''inbound'' and r.summary is not null and r.received_at >= $3 and r.received_at < $4');

select private.install_dashboard_source('emails_received');
select private.install_dashboard_source('emails_unlabelled');
select private.install_dashboard_source('email_summaries');

alter table public.emails
  add column label_corrected boolean not null
  generated always as (original_label is not null and original_label is distinct from label) stored;

comment on column public.emails.label_corrected is
  'A person changed the label the workflow applied (original_label keeps the workflow''s).';

-- A send's thread is looked up for its replies.
create index if not exists emails_user_thread_idx on public.emails (user_id, thread_id) where thread_id is not null;

create function public.gmail_campaign_days(
  p_workflow_slug text,
  p_as_of timestamptz default now(),
  p_days integer default 30,
  p_user_id uuid default auth.uid()
)
returns table (day date, sent bigint, opened bigint, bounced bigint, replied bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  -- The `p_days` whole Doha days ending with the day of as-of's last moment (reportingDays(asOf)).
  last_day date := private.doha_day(p_as_of - interval '1 microsecond');
begin
  if p_workflow_slug is null or p_as_of is null or p_days is null or p_days not between 1 and 366
     or not private.dashboard_reader_may_read(p_user_id) then
    return;
  end if;
  return query
    select private.doha_day(s.received_at), count(*),
           count(*) filter (where s.status = 'opened'),
           count(*) filter (where s.status = 'bounced'),
           count(*) filter (where s.thread_id is not null and exists (
             select from public.emails i
             where i.user_id = s.user_id and i.thread_id = s.thread_id
               and i.workflow_slug = s.workflow_slug and i.direction = 'inbound'))
    from public.emails s
    where s.user_id = p_user_id and s.workflow_slug = p_workflow_slug and s.direction = 'outbound'
      and s.received_at >= private.doha_day_start(last_day - (p_days - 1))
      and s.received_at < private.doha_day_start(last_day + 1)
    group by 1
    order by 1;
end;
$$;

comment on function public.gmail_campaign_days(text, timestamptz, integer, uuid) is
  'Per Doha day of the period: a client''s campaign sends of the workflow, opened, bounced and replied (their thread got an incoming email).';

revoke all on function public.gmail_campaign_days(text, timestamptz, integer, uuid) from public, anon;
grant execute on function public.gmail_campaign_days(text, timestamptz, integer, uuid) to authenticated, service_role;
