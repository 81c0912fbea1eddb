-- Customer support's ticket time lines and open escalations kept at about the cost of writing the tickets
-- (issue 43; docs/performance.md, "Dashboard figures at volume"). 20261205010000 keeps them with two
-- statement triggers per event on private.support_tickets, and a statement writing 50,000 messages spent
-- most of its time in them: on an UPDATE of the tickets (every new message recomputes its ticket) the time
-- lines' trigger matched the old and new rows with two NOT EXISTS and the escalations' with a join, and
-- both ran as nested loops over the transition tables (no statistics, and a plan PL/pgSQL keeps from the
-- trigger's first, small statement): 5,000 tickets x 5,000 rows each, 8.8 s and 3.6 s of a 29.7 s
-- statement (pg_stat_user_functions; backend/bench/support-writes.ts). Now:
-- 1. one trigger function per event, private.support_tickets_lines, keeps both: on an UPDATE it pairs the
--    old and new rows once, by a FULL JOIN on the ticket (which PostgreSQL runs only as a hash or merge
--    join, never a nested loop), and from each pair counts out and in only the measures whose client,
--    workflow, opening or time changed (a ticket given its first response moves that time alone) and
--    lists the conversations whose queue row may change;
-- 2. count_support_ticket_times (same signature) looks for emptied lines only among the lines a
--    statement counted out more than in (it probed every line the statement touched whenever any time
--    was counted out, as each recomputed ticket's unchanged times were).
-- The lines, the escalations and every answer are the same; support_ticket_times and the queue are
-- unchanged.

drop trigger support_tickets_time_lines_insert on private.support_tickets;
drop trigger support_tickets_time_lines_update on private.support_tickets;
drop trigger support_tickets_time_lines_delete on private.support_tickets;
drop trigger support_tickets_escalations_insert on private.support_tickets;
drop trigger support_tickets_escalations_update on private.support_tickets;
drop trigger support_tickets_escalations_delete on private.support_tickets;
drop function private.support_tickets_time_lines();
drop function private.support_tickets_escalations();

-- Same as 20261205010000's, emptied lines looked for only where the statement counted out more than in.
create or replace function private.count_support_ticket_times(
  p_users uuid[], p_workflows text[], p_measures text[], p_days date[], p_values double precision[], p_bands integer[],
  p_signs integer[]
) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  if coalesce(cardinality(p_users), 0) = 0 then
    return;
  end if;
  insert into private.support_ticket_time_bands as l (user_id, workflow_slug, measure, day, band, tickets)
  select u.user_id, u.workflow_slug, u.measure, u.day, u.band, sum(u.sign)
  from unnest(p_users, p_workflows, p_measures, p_days, p_bands, p_signs) as u(user_id, workflow_slug, measure, day, band, sign)
  group by 1, 2, 3, 4, 5
  having sum(u.sign) <> 0
  order by 1, 2, 3, 4, 5
  on conflict (user_id, workflow_slug, measure, day, band) do update set tickets = l.tickets + excluded.tickets;
  insert into private.support_ticket_time_values as l (user_id, workflow_slug, measure, band, day, value, tickets)
  select u.user_id, u.workflow_slug, u.measure, u.band, u.day, u.value, sum(u.sign)
  from unnest(p_users, p_workflows, p_measures, p_days, p_values, p_bands, p_signs)
    as u(user_id, workflow_slug, measure, day, value, band, sign)
  group by 1, 2, 3, 4, 5, 6
  having sum(u.sign) <> 0
  order by 1, 2, 3, 4, 5, 6
  on conflict (user_id, workflow_slug, measure, band, day, value) do update set tickets = l.tickets + excluded.tickets;
  -- Only a line counted out more than in can have emptied.
  if exists (select from unnest(p_signs) as s(sign) where s.sign < 0) then
    delete from private.support_ticket_time_bands l
    using (select u.user_id, u.workflow_slug, u.measure, u.day, u.band
           from unnest(p_users, p_workflows, p_measures, p_days, p_bands, p_signs) as u(user_id, workflow_slug, measure, day, band, sign)
           group by 1, 2, 3, 4, 5
           having sum(u.sign) < 0) k
    where l.user_id = k.user_id and l.workflow_slug = k.workflow_slug and l.measure = k.measure and l.day = k.day
      and l.band = k.band and l.tickets = 0;
    delete from private.support_ticket_time_values l
    using (select u.user_id, u.workflow_slug, u.measure, u.band, u.day, u.value
           from unnest(p_users, p_workflows, p_measures, p_days, p_values, p_bands, p_signs)
             as u(user_id, workflow_slug, measure, day, value, band, sign)
           group by 1, 2, 3, 4, 5, 6
           having sum(u.sign) < 0) k
    where l.user_id = k.user_id and l.workflow_slug = k.workflow_slug and l.measure = k.measure and l.band = k.band
      and l.day = k.day and l.value = k.value and l.tickets = 0;
  end if;
end;
$$;

-- What a statement on private.support_tickets changed of the time lines and the open escalations: the
-- times of inserted tickets counted in, of deleted ones out; of updated ones, each old and new row
-- paired once by ticket, a measure counted out of its old line and into its new one when its client,
-- workflow, opening or value changed; and the conversations escalated before or after whose queue row
-- may change (a column the queue copies changed) recomputed.
create function private.support_tickets_lines() returns trigger
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
  if tg_op = 'INSERT' then
    select array_agg(n.user_id), array_agg(n.workflow_slug), array_agg(m.measure), array_agg(private.doha_day(n.started_at)),
           array_agg(m.value), array_agg(m.band), array_agg(1)
      into users, workflows, measures, days, vals, bands, signs
    from new_rows n
    cross join lateral (values ('first_response', n.first_response_ms, n.first_response_band),
                               ('resolution', n.resolution_ms, n.resolution_band)) as m(measure, value, band)
    where m.value is not null;
    select array_agg(n.session_id) into sessions from new_rows n where n.status = 'escalated';
  elsif tg_op = 'DELETE' then
    select array_agg(o.user_id), array_agg(o.workflow_slug), array_agg(m.measure), array_agg(private.doha_day(o.started_at)),
           array_agg(m.value), array_agg(m.band), array_agg(-1)
      into users, workflows, measures, days, vals, bands, signs
    from old_rows o
    cross join lateral (values ('first_response', o.first_response_ms, o.first_response_band),
                               ('resolution', o.resolution_ms, o.resolution_band)) as m(measure, value, band)
    where m.value is not null;
    select array_agg(o.session_id) into sessions from old_rows o where o.status = 'escalated';
  else
    -- A pair's four times (old and new, each measure), each with whether its line changed; a ticket whose
    -- key changed (never done, but allowed) has only an old or only a new side.
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
  end if;
  perform private.count_support_ticket_times(users, workflows, measures, days, vals, bands, signs);
  perform private.refresh_support_escalations(sessions);
  return null;
end;
$$;

create trigger support_tickets_lines_insert after insert on private.support_tickets
referencing new table as new_rows for each statement execute function private.support_tickets_lines();
create trigger support_tickets_lines_update after update on private.support_tickets
referencing old table as old_rows new table as new_rows for each statement execute function private.support_tickets_lines();
create trigger support_tickets_lines_delete after delete on private.support_tickets
referencing old table as old_rows for each statement execute function private.support_tickets_lines();
