-- 20261205010000's private.support_tickets_time_lines() and private.support_tickets_escalations() without
-- their UPDATE branches (issue 43): since 20261206010000 an UPDATE of private.support_tickets runs
-- private.support_tickets_updated_lines() and these two are called only by their INSERT and DELETE
-- triggers, so the branches that paired old and new rows (as nested loops over the transition tables)
-- could no longer run. Each now reads its one transition table; called for an UPDATE (a trigger added
-- by mistake) it raises instead of counting twice. Same lines and escalations
-- (backend/test/figures-support-kept.test.ts).

-- The times of the tickets a statement on private.support_tickets inserted (counted in) or deleted
-- (counted out).
create or replace function private.support_tickets_time_lines() returns trigger
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
begin
  if tg_op = 'INSERT' then
    select array_agg(n.user_id), array_agg(n.workflow_slug), array_agg(m.measure), array_agg(private.doha_day(n.started_at)),
           array_agg(m.value), array_agg(m.band), array_agg(1)
      into users, workflows, measures, days, vals, bands, signs
    from new_rows n
    cross join lateral (values ('first_response', n.first_response_ms, n.first_response_band),
                               ('resolution', n.resolution_ms, n.resolution_band)) as m(measure, value, band)
    where m.value is not null;
  elsif tg_op = 'DELETE' then
    select array_agg(o.user_id), array_agg(o.workflow_slug), array_agg(m.measure), array_agg(private.doha_day(o.started_at)),
           array_agg(m.value), array_agg(m.band), array_agg(-1)
      into users, workflows, measures, days, vals, bands, signs
    from old_rows o
    cross join lateral (values ('first_response', o.first_response_ms, o.first_response_band),
                               ('resolution', o.resolution_ms, o.resolution_band)) as m(measure, value, band)
    where m.value is not null;
  else
    raise exception 'private.support_tickets_time_lines() keeps inserted and deleted tickets only (%)', tg_op;
  end if;
  perform private.count_support_ticket_times(users, workflows, measures, days, vals, bands, signs);
  return null;
end;
$$;

-- The escalated tickets a statement on private.support_tickets inserted or deleted, whose queue rows are
-- recomputed.
create or replace function private.support_tickets_escalations() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  sessions uuid[];
begin
  if tg_op = 'INSERT' then
    select array_agg(n.session_id) into sessions from new_rows n where n.status = 'escalated';
  elsif tg_op = 'DELETE' then
    select array_agg(o.session_id) into sessions from old_rows o where o.status = 'escalated';
  else
    raise exception 'private.support_tickets_escalations() keeps inserted and deleted tickets only (%)', tg_op;
  end if;
  perform private.refresh_support_escalations(sessions);
  return null;
end;
$$;
