-- The WhatsApp dashboards' figures that the day counts cannot give (docs/architecture.md,
-- "Dashboard figures"), same readers and period rules as the other dashboard figures (3 and 4 below):
-- 1. public.dashboard_chat_orders: the orders placed in the period (not cancelled), those placed in
--    one of the period's conversations apart, with how many were paid and their paid revenue (the
--    sales dashboard's revenue, average order and funnel);
-- 2. public.dashboard_order_products: the units, orders and revenue per product (an `items` line's
--    sku) of the orders placed in the period, not cancelled (best sellers, the catalogue's orders per
--    product).
-- Both read the period's orders through orders_user_workflow_created_idx: their cost grows with a
-- period's orders, not with the history.

create function public.dashboard_chat_orders(
  p_workflow_slug text,
  p_as_of timestamptz default now(),
  p_days integer default 30,
  p_user_id uuid default auth.uid()
)
returns table (from_chat boolean, orders bigint, paid bigint, paid_revenue numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  span constant interval := make_interval(days => p_days);
begin
  if p_as_of is null or p_days is null or p_days not between 1 and 366
     or not private.dashboard_reader_may_read(p_user_id) then
    return;
  end if;
  return query
    select exists (
             select from public.chat_sessions s
             where s.id = o.session_id and s.user_id = p_user_id and s.workflow_slug = p_workflow_slug
               and s.started_at >= p_as_of - span and s.started_at < p_as_of
           ) as chat,
           count(*)::bigint,
           count(*) filter (where o.paid_at is not null)::bigint,
           coalesce(sum(o.total_qar) filter (where o.paid_at is not null), 0)::numeric
    from public.orders o
    where o.user_id = p_user_id and o.workflow_slug = p_workflow_slug
      and o.created_at >= p_as_of - span and o.created_at < p_as_of
      and o.status <> 'cancelled'
    group by 1
    order by 1;
end;
$$;

comment on function public.dashboard_chat_orders(text, timestamptz, integer, uuid) is
  'The orders of a workflow placed in the period and not cancelled, those of the period''s conversations apart: how many, how many paid, the paid revenue.';

revoke all on function public.dashboard_chat_orders(text, timestamptz, integer, uuid) from public, anon;
grant execute on function public.dashboard_chat_orders(text, timestamptz, integer, uuid) to authenticated, service_role;

-- A JSON number, or a string that is one, as the kit's jsonNumber reads it; null otherwise.
create function private.json_number(value jsonb) returns numeric
language sql immutable parallel safe set search_path = ''
as $$
  select case
    when jsonb_typeof(value) = 'number' then (value #>> '{}')::numeric
    when jsonb_typeof(value) = 'string' and btrim(value #>> '{}') ~ '^[-+]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][-+]?[0-9]+)?$'
      then btrim(value #>> '{}')::numeric
  end
$$;

create function public.dashboard_order_products(
  p_workflow_slug text,
  p_as_of timestamptz default now(),
  p_days integer default 30,
  p_limit integer default 10,
  p_user_id uuid default auth.uid()
)
returns table (sku text, name text, name_ar text, quantity numeric, orders bigint, revenue numeric, total_products bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  span constant interval := make_interval(days => p_days);
begin
  if p_as_of is null or p_days is null or p_days not between 1 and 366
     or p_limit is null or p_limit not between 1 and 1000
     or not private.dashboard_reader_may_read(p_user_id) then
    return;
  end if;
  return query
    with lines as (
      -- An order's lines as the kit's linesOf reads them: a line without a name is skipped, the sku
      -- defaults to the name, the quantity to 1, the unit price to 0, the Arabic name to the English.
      select coalesce(case when jsonb_typeof(i.item -> 'sku') = 'string' then i.item ->> 'sku' end,
                      i.item ->> 'name') as sku,
             i.item ->> 'name' as name,
             coalesce(case when jsonb_typeof(i.item -> 'name_ar') = 'string' then i.item ->> 'name_ar' end,
                      i.item ->> 'name') as name_ar,
             coalesce(private.json_number(i.item -> 'quantity'), 1) as quantity,
             coalesce(private.json_number(i.item -> 'unit_price_qar'), 0) as unit_price,
             o.created_at, o.id, i.n
      from public.orders o
      cross join lateral jsonb_array_elements(
        case when jsonb_typeof(o.items) = 'array' then o.items else '[]'::jsonb end
      ) with ordinality as i(item, n)
      where o.user_id = p_user_id and o.workflow_slug = p_workflow_slug
        and o.created_at >= p_as_of - span and o.created_at < p_as_of
        and o.status <> 'cancelled'
        and jsonb_typeof(i.item -> 'name') = 'string' and i.item ->> 'name' <> ''
    ),
    products as (
      select l.sku,
             -- The names of the product's latest line.
             (array_agg(l.name order by l.created_at desc, l.id desc, l.n desc))[1] as name,
             (array_agg(l.name_ar order by l.created_at desc, l.id desc, l.n desc))[1] as name_ar,
             sum(l.quantity) as quantity,
             count(*)::bigint as orders,
             sum(l.quantity * l.unit_price) as revenue
      from lines l
      group by l.sku
    )
    select p.sku, p.name, p.name_ar, p.quantity, p.orders, p.revenue, count(*) over ()::bigint
    from products p
    order by p.revenue desc, p.sku collate "C"
    limit p_limit;
end;
$$;

comment on function public.dashboard_order_products(text, timestamptz, integer, integer, uuid) is
  'Units, orders and revenue per product (items sku) of a workflow''s orders placed in the period and not cancelled, the best sellers first.';

revoke all on function public.dashboard_order_products(text, timestamptz, integer, integer, uuid) from public, anon;
grant execute on function public.dashboard_order_products(text, timestamptz, integer, integer, uuid) to authenticated, service_role;

-- 3. public.dashboard_product_enquiries: the conversations about a product (product_id set) per
--    Doha day of the period (whole days, as the `day` lines of dashboard_figures), the
--    catalogue's enquiries. It reads the period's conversations through
--    chat_sessions_user_workflow_started_idx: its cost grows with a period's conversations.
create function public.dashboard_product_enquiries(
  p_workflow_slug text,
  p_as_of timestamptz default now(),
  p_days integer default 30,
  p_user_id uuid default auth.uid()
)
returns table (day date, rows bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  last_day date;
begin
  if p_as_of is null or p_days is null or p_days not between 1 and 366
     or not private.dashboard_reader_may_read(p_user_id) then
    return;
  end if;
  -- The Doha day of the period's last moment, and the whole days back to the first.
  last_day := private.doha_time(p_as_of - interval '1 millisecond')::date;
  return query
    select private.doha_time(s.started_at)::date, count(*)::bigint
    from public.chat_sessions s
    where s.user_id = p_user_id and s.workflow_slug = p_workflow_slug and s.product_id is not null
      and s.started_at >= (last_day - (p_days - 1))::timestamp at time zone 'UTC' - interval '3 hours'
      and s.started_at < (last_day + 1)::timestamp at time zone 'UTC' - interval '3 hours'
    group by 1
    order by 1;
end;
$$;

comment on function public.dashboard_product_enquiries(text, timestamptz, integer, uuid) is
  'The conversations about a product per Doha day of the period: a catalogue''s enquiries.';

revoke all on function public.dashboard_product_enquiries(text, timestamptz, integer, uuid) from public, anon;
grant execute on function public.dashboard_product_enquiries(text, timestamptz, integer, uuid) to authenticated, service_role;

-- 4. public.dashboard_diet_clients: the clients a dietitian wrote to in the period (known by phone),
--    each with the period's meal plans, check-ins (answered), mean adherence of the answered
--    check-ins, reminders (answered), the last answer, and whether they stopped answering: a message
--    sent in the last p_silence_days while nothing came back in that time. The clients of a
--    programme are a short list (p_limit, the quiet ones first); every line carries the totals over
--    all of them. It reads the period's messages through dietitian_messages' (user_id, workflow_slug,
--    sent_at) index: its cost grows with a period's messages.
create function public.dashboard_diet_clients(
  p_workflow_slug text,
  p_as_of timestamptz default now(),
  p_days integer default 30,
  p_silence_days integer default 7,
  p_limit integer default 500,
  p_user_id uuid default auth.uid()
)
returns table (
  client_phone text, client_name text, meal_plans bigint, check_ins bigint, check_ins_answered bigint,
  adherence numeric, reminders bigint, reminders_answered bigint, last_answer timestamptz, stopped boolean,
  total_clients bigint, stopped_clients bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  silence_from constant timestamptz := p_as_of - make_interval(days => p_silence_days);
begin
  if p_as_of is null or p_days is null or p_days not between 1 and 366
     or p_silence_days is null or p_silence_days not between 1 and 366
     or p_limit is null or p_limit not between 1 and 1000
     or not private.dashboard_reader_may_read(p_user_id) then
    return;
  end if;
  return query
    with clients as (
      select m.client_phone as phone,
             (array_agg(m.client_name order by m.sent_at desc, m.id desc))[1] as name,
             count(*) filter (where m.kind = 'meal_plan') as plans,
             count(*) filter (where m.kind = 'check_in') as checks,
             count(*) filter (where m.kind = 'check_in' and m.answered_at is not null) as checks_answered,
             avg(m.adherence_pct / 100.0) filter (where m.kind = 'check_in' and m.adherence_pct is not null) as kept,
             count(*) filter (where m.kind = 'reminder') as reminders,
             count(*) filter (where m.kind = 'reminder' and m.answered_at is not null) as reminders_answered,
             max(m.answered_at) as last_answer,
             bool_or(m.sent_at >= silence_from) as recent
      from public.dietitian_messages m
      where m.user_id = p_user_id and m.workflow_slug = p_workflow_slug
        and m.sent_at >= p_as_of - make_interval(days => p_days) and m.sent_at < p_as_of
      group by m.client_phone
    ),
    judged as (
      select c.*, c.recent and (c.last_answer is null or c.last_answer < silence_from) as quiet from clients c
    )
    select j.phone, j.name, j.plans, j.checks, j.checks_answered, j.kept, j.reminders, j.reminders_answered,
           j.last_answer, j.quiet, count(*) over (), count(*) filter (where j.quiet) over ()
    from judged j
    order by j.quiet desc, j.last_answer asc nulls first, j.phone
    limit p_limit;
end;
$$;

comment on function public.dashboard_diet_clients(text, timestamptz, integer, integer, integer, uuid) is
  'The clients a dietitian wrote to in the period, with their plans, check-ins, adherence, reminders, last answer and whether they stopped answering.';

revoke all on function public.dashboard_diet_clients(text, timestamptz, integer, integer, integer, uuid) from public, anon;
grant execute on function public.dashboard_diet_clients(text, timestamptz, integer, integer, integer, uuid) to authenticated, service_role;
