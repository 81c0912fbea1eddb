-- Customer support's ticket time lines and open escalations kept at about the cost of writing the tickets
-- (issue 43; docs/performance.md, "Dashboard figures at volume"). 20261205010000 keeps them with statement
-- triggers on private.support_tickets, and a statement writing 50,000 messages spent most of its time in
-- them: on an UPDATE of the tickets (each new message recomputes its ticket) the time lines' trigger
-- matched the old and new rows with two NOT EXISTS and the escalations' with a join, and PostgreSQL ran all
-- three as nested loops over the transition tables, estimated at one row each (auto_explain: 4,000,000
-- rows compared per join for 2,000 tickets), 8.8 s and 3.6 s of a 29.7 s statement of 5,000 tickets
-- (pg_stat_user_functions; backend/bench/support-writes.ts, on a loaded machine). Now one trigger function keeps both on an UPDATE: it
-- pairs the old and new rows once, by a FULL JOIN on the ticket (which PostgreSQL runs as a hash or merge
-- join, never a nested loop), counts out and in only the measures whose client, workflow, opening or time
-- changed (a ticket given its first response moves that time alone, so nothing is counted out and no
-- emptied line looked for), and lists the conversations whose queue row may change. INSERT and DELETE keep
-- 20261205010000's triggers (each reads its transition table once, no join: their functions' UPDATE
-- branches are no longer called); the lines, the escalations and every answer are the same.

drop trigger support_tickets_time_lines_update on private.support_tickets;
drop trigger support_tickets_escalations_update on private.support_tickets;

-- An UPDATE of private.support_tickets: each old and new row paired once by ticket, a measure counted out
-- of its old line and into its new one when its client, workflow, opening or value changed, and the
-- conversations escalated before or after whose queue row may change (a column the queue copies changed)
-- recomputed. A ticket whose key changed (never done, but allowed) has only an old or only a new side.
create function private.support_tickets_updated_lines() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  users uuid[];
  workflows text[];
  measures text[];
  days date[];
  vals double precision[];
  bands integer[];
  signs integer[];
  sessions uuid[];
begin
  select array_agg(c.user_id) filter (where c.counted), array_agg(c.workflow_slug) filter (where c.counted),
         array_agg(c.measure) filter (where c.counted),
         array_agg(private.doha_day(c.started_at)) filter (where c.counted),
         array_agg(c.value) filter (where c.counted), array_agg(c.band) filter (where c.counted),
         array_agg(c.sign) filter (where c.counted),
         array_agg(distinct c.session_id) filter (where p.queued and c.session_id is not null)
    into users, workflows, measures, days, vals, bands, signs, sessions
  from old_rows o
  full join new_rows n on n.session_id = o.session_id
  cross join lateral (
    select (o.user_id, o.workflow_slug, o.started_at) is distinct from (n.user_id, n.workflow_slug, n.started_at) as moved,
           (o.status = 'escalated' or n.status = 'escalated')
             and (o.session_id, o.user_id, o.workflow_slug, o.status, o.channel, o.started_at, o.person_wrote_at,
                  o.last_customer_message_id)
                 is distinct from (n.session_id, n.user_id, n.workflow_slug, n.status, n.channel, n.started_at,
                                   n.person_wrote_at, n.last_customer_message_id) as queued
  ) p
  -- The pair's four times (old and new, each measure), each with whether its line changed.
  cross join lateral (
    select x.*, x.value is not null and (p.moved or x.changed) as counted
    from (values
      (o.session_id, o.user_id, o.workflow_slug, o.started_at, 'first_response', o.first_response_ms, o.first_response_band, -1,
       o.first_response_ms is distinct from n.first_response_ms),
      (o.session_id, o.user_id, o.workflow_slug, o.started_at, 'resolution', o.resolution_ms, o.resolution_band, -1,
       o.resolution_ms is distinct from n.resolution_ms),
      (n.session_id, n.user_id, n.workflow_slug, n.started_at, 'first_response', n.first_response_ms, n.first_response_band, 1,
       o.first_response_ms is distinct from n.first_response_ms),
      (n.session_id, n.user_id, n.workflow_slug, n.started_at, 'resolution', n.resolution_ms, n.resolution_band, 1,
       o.resolution_ms is distinct from n.resolution_ms)
    ) as x(session_id, user_id, workflow_slug, started_at, measure, value, band, sign, changed)
  ) c;
  perform private.count_support_ticket_times(users, workflows, measures, days, vals, bands, signs);
  perform private.refresh_support_escalations(sessions);
  return null;
end;
$$;

create trigger support_tickets_lines_update after update on private.support_tickets
referencing old table as old_rows new table as new_rows for each statement execute function private.support_tickets_updated_lines();
