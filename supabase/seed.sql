-- Demo data for local development, tests and demos (never applied to a production project).
--
--   admin   admin@demo.qa / Admin#2026    Khalid Al-Mansouri, runs the service
--   client  sara@demo.qa  / Client#2026   Sara Al-Kuwari, Al Noor Trading (home, kitchen and fragrance retail)
--   client  omar@demo.qa  / Client#2026   Omar Haddad, Doha Smile Dental (dental clinic)
--
-- Everything is dated relative to now(): the last 30 days of runs, leads, conversations, campaigns,
-- invoices, requests in every status, admin <-> client messages and notifications (some unread). The
-- workflow catalogue is not here: it is product data and comes with the migrations.
--
-- The local stack applies this file once per database and records that. Running it again changes
-- nothing: every row has a fixed id (pg_temp.demo_id) and is inserted with `on conflict do nothing`.
-- "Random" values come from md5 of a key, so every database gets the same demo data.

-- ---------------------------------------------------------------------------------------------------
-- Helpers for this session only (dropped at the end)
-- ---------------------------------------------------------------------------------------------------

-- A number in [0, 1) derived from a key.
create function pg_temp.rnd(key text) returns double precision
language sql immutable as $$
  select ('x' || substr(md5(key), 1, 8))::bit(32)::bigint / 4294967296.0
$$;

-- An integer in [lo, hi] derived from a key.
create function pg_temp.rint(key text, lo integer, hi integer) returns integer
language sql immutable as $$
  select lo + floor(pg_temp.rnd(key) * (hi - lo + 1))::integer
$$;

create function pg_temp.pick(options text[], key text) returns text
language sql immutable as $$
  select options[1 + floor(pg_temp.rnd(key) * array_length(options, 1))::integer]
$$;

-- A stable uuid per demo row.
create function pg_temp.demo_id(key text) returns uuid
language sql immutable as $$
  select md5('portal-demo:' || key)::uuid
$$;

-- A moment `days` days ago at a key-derived time of day; never in the future (for today: since midnight).
create function pg_temp.ago(days integer, key text) returns timestamptz
language sql stable as $$
  select case
    when days <= 0 then now() - make_interval(secs => 60 + floor(pg_temp.rnd(key)
      * greatest(extract(epoch from now() - date_trunc('day', now())) - 60, 1)))
    else date_trunc('day', now()) - make_interval(days => days)
      + make_interval(secs => floor(pg_temp.rnd(key) * 86399))
  end
$$;

-- A Qatari mobile number.
create function pg_temp.phone(key text) returns text
language sql immutable as $$
  select '+974 ' || pg_temp.pick(array['3', '5', '6', '7'], key || ':p')
    || lpad(pg_temp.rint(key || ':a', 0, 999)::text, 3, '0') || ' '
    || lpad(pg_temp.rint(key || ':b', 0, 9999)::text, 4, '0')
$$;

create temporary table demo_users (key text primary key, id uuid not null);
insert into demo_users values
  ('admin', 'a0000000-0000-4000-8000-000000000001'),
  ('sara', 'c1000000-0000-4000-8000-000000000001'),
  ('omar', 'c2000000-0000-4000-8000-000000000002');

create function pg_temp.uid(key text) returns uuid
language sql stable as $$
  select id from demo_users where demo_users.key = $1
$$;

-- ---------------------------------------------------------------------------------------------------
-- 1. Accounts, the way hosted-Supabase seeds create them (GoTrue reads these rows on sign-in)
-- ---------------------------------------------------------------------------------------------------

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  email_change_token_current, phone_change, phone_change_token, reauthentication_token
)
select
  '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email,
  extensions.crypt(u.password, extensions.gen_salt('bf')), now() - u.joined, now() - interval '1 day',
  '{"provider": "email", "providers": ["email"]}'::jsonb,
  jsonb_build_object('full_name', u.full_name), now() - u.joined, now() - interval '1 day',
  '', '', '', '', '', '', '', ''
from (values
  (pg_temp.uid('admin'), 'admin@demo.qa', 'Admin#2026', 'Khalid Al-Mansouri', interval '400 days'),
  (pg_temp.uid('sara'), 'sara@demo.qa', 'Client#2026', 'Sara Al-Kuwari', interval '140 days'),
  (pg_temp.uid('omar'), 'omar@demo.qa', 'Client#2026', 'Omar Haddad', interval '95 days')
) as u(id, email, password, full_name, joined)
on conflict (id) do nothing;

insert into auth.identities (id, user_id, provider_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select
  pg_temp.demo_id('identity:' || u.id), u.id, u.id::text,
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
  'email', u.last_sign_in_at, u.created_at, u.updated_at
from auth.users u
where u.id in (select id from demo_users)
  and not exists (select 1 from auth.identities i where i.provider = 'email' and i.provider_id = u.id::text);

-- The sign-up trigger created the profiles; complete them.
update public.profiles p set
  role = d.role, company = d.company, phone = d.phone, position = d.position,
  theme = d.theme, session_timeout = d.session_timeout, system_updates = d.system_updates
from (values
  (pg_temp.uid('admin'), 'admin', 'Doha AI Automation', '+974 5500 1122', 'Founder and Automation Lead', 'dark', '8h', true),
  (pg_temp.uid('sara'), 'client', 'Al Noor Trading', '+974 5512 3456', 'Sales Director', 'light', '24h', true),
  (pg_temp.uid('omar'), 'client', 'Doha Smile Dental', '+974 6634 7788', 'Clinic Manager', 'light', '7d', false)
) as d(id, role, company, phone, position, theme, session_timeout, system_updates)
where p.id = d.id;

-- ---------------------------------------------------------------------------------------------------
-- 2. Purchased workflows (badges active / paused / live)
-- ---------------------------------------------------------------------------------------------------

insert into public.client_workflows (id, user_id, workflow_slug, status, purchased_at, created_at, updated_at)
select pg_temp.demo_id('cw:' || o.who || ':' || o.slug), pg_temp.uid(o.who), o.slug, o.status,
       now() - make_interval(days => o.days), now() - make_interval(days => o.days), now() - make_interval(days => o.changed)
from (values
  ('sara', 'lead-generation', 'live', 130, 60),
  ('sara', 'automated-lead-generation', 'active', 62, 62),
  ('sara', 'odoo-sales', 'active', 48, 14),
  ('sara', 'whatsapp-sales', 'live', 95, 40),
  ('sara', 'whatsapp-product-catalog', 'paused', 29, 5),
  ('sara', 'invoice-collection', 'active', 34, 34),
  ('omar', 'social-media-content', 'active', 90, 90),
  ('omar', 'rag-chatbot', 'live', 88, 18),
  ('omar', 'website-chatbot', 'live', 85, 50),
  ('omar', 'gmail-auto-responder', 'active', 70, 70),
  ('omar', 'hr-service', 'paused', 60, 4),
  ('omar', 'customer-support-automation', 'active', 39, 39),
  -- The rag family's workflows that nobody had bought, so that each of its live dashboards has an owner
  -- to show it (their rows are in section 9b): the clinic keeps patient data on premises, the retailer
  -- runs a staff assistant on its own server and asks its sales database questions.
  ('omar', 'local-rag', 'active', 44, 44),
  ('sara', 'local-chatbot', 'active', 52, 52),
  ('sara', 'database-chat', 'live', 66, 25),
  -- The gmail family's workflows that nobody had bought (their rows are in section 16): the clinic sends
  -- its patients campaigns and reads its mail as summaries, the retailer's shared inbox is labelled.
  ('omar', 'gmail-campaign', 'live', 75, 30),
  ('sara', 'gmail-email-labelling', 'active', 58, 58),
  ('omar', 'email-summary-agent', 'active', 41, 41),
  -- The whatsapp family's workflows that nobody had bought (their rows are in section 17): Omar's request
  -- for the WhatsApp chatbot is still pending (section 12), so the retailer runs it; the clinic answers
  -- routine WhatsApp messages automatically and follows its nutrition clients. Here, so that they run (section 3).
  ('sara', 'whatsapp-chatbot', 'live', 74, 33),
  ('omar', 'whatsapp-responder', 'active', 81, 81),
  ('omar', 'whatsapp-dietitian', 'active', 57, 57),
  -- The hr and finance families' workflows that nobody had bought (their rows are in section 18).
  ('omar', 'job-application', 'active', 58, 58),
  ('sara', 'client-onboarding', 'active', 75, 30),
  ('sara', 'financial-reports', 'live', 200, 120)
) as o(who, slug, status, days, changed)
on conflict (user_id, workflow_slug) do nothing;

-- ---------------------------------------------------------------------------------------------------
-- 3. Workflow runs: 1-5 a day per owned workflow over the last 30 days (none while paused), nearly all
--    reported by the client's engine
-- ---------------------------------------------------------------------------------------------------

with owned as (
  select cw.user_id, cw.workflow_slug, cw.status, w.family,
    -- section 19 stamps status_changed_at, which bumps updated_at: the badge dates from the earlier one
    least(cw.updated_at, cw.status_changed_at) as status_since
  from public.client_workflows cw
  join public.workflows w on w.slug = cw.workflow_slug
  where cw.user_id in (select id from demo_users)
),
slots as (
  select o.*, d.day, n.n, 'run:' || o.workflow_slug || ':' || d.day || ':' || n.n as k
  from owned o
  cross join generate_series(0, 29) as d(day)
  cross join generate_series(1, 5) as n(n)
  where n.n <= pg_temp.rint(o.workflow_slug || ':' || d.day, 1, 5)
),
runs as (
  select s.*,
    pg_temp.ago(s.day, s.k) as started,
    800 + floor(pg_temp.rnd(s.k || ':dur') * 11200)::integer as dur,
    pg_temp.rnd(s.k || ':fail') < 0.08 as failed,
    case s.family
      when 'sales' then array['Trigger received', 'Collect prospects', 'Enrich and score', 'Update CRM', 'Notify sales team']
      when 'whatsapp' then array['Message received', 'Understand intent', 'Look up catalogue', 'Send reply', 'Log conversation']
      when 'gmail' then array['Fetch new emails', 'Classify', 'Draft reply', 'Send or queue', 'Log result']
      when 'rag' then array['Question received', 'Search knowledge base', 'Generate answer', 'Send answer']
      when 'hr' then array['Request received', 'Check policy', 'Route for approval', 'Reply to employee']
      else array['Load invoices', 'Find overdue', 'Send reminders', 'Update ledger']
    end as step_names
  from slots s
)
insert into public.workflow_runs (
  id, user_id, workflow_slug, status, executor, input, output, error, steps,
  started_at, finished_at, duration_ms, created_at, updated_at
)
select
  pg_temp.demo_id(r.k), r.user_id, r.workflow_slug,
  case when r.failed then 'failed' else 'succeeded' end,
  -- Real work the client's engine reported (counted in the figures), and about one run in twenty a test
  -- run someone started from the portal (not counted; docs/intake.md, "Runs"): Odoo sales has no
  -- enabled webhook, so its test runs ran in the sandbox.
  case
    when pg_temp.rnd(r.k || ':test') >= 0.05 then 'engine'
    when r.workflow_slug = 'odoo-sales' then 'sandbox'
    else 'webhook'
  end,
  case r.family
    when 'sales' then jsonb_build_object('source', pg_temp.pick(array['linkedin', 'google_maps', 'website', 'odoo'], r.k), 'limit', 25)
    when 'whatsapp' then jsonb_build_object('from', pg_temp.phone(r.k), 'message',
      pg_temp.pick(array['Is the cookware set in stock?', 'كم سعر عطر العود؟', 'Do you deliver to Al Wakra?', 'أريد طلب 10 علب تمر'], r.k))
    when 'gmail' then jsonb_build_object('mailbox', 'INBOX', 'max_emails', 20)
    when 'rag' then jsonb_build_object('question',
      pg_temp.pick(array['Which insurers cover orthodontics?', 'ما إجراءات التعقيم؟', 'What are the clinic opening hours?', 'كم سعر تبييض الأسنان؟'], r.k))
    when 'hr' then jsonb_build_object('employee', pg_temp.pick(array['Rami Saleh', 'Maria Santos', 'هالة الأنصاري'], r.k), 'request', 'leave')
    else jsonb_build_object('as_of', (r.started)::date, 'reminder_after_days', 3)
  end,
  case when r.failed then null else case r.family
    when 'sales' then jsonb_build_object('leads_found', pg_temp.rint(r.k || ':o1', 5, 40), 'qualified', pg_temp.rint(r.k || ':o2', 1, 9))
    when 'whatsapp' then jsonb_build_object('reply_sent', true, 'intent', pg_temp.pick(array['order', 'price', 'stock', 'delivery'], r.k || ':o'))
    when 'gmail' then jsonb_build_object('emails_processed', pg_temp.rint(r.k || ':o1', 3, 20), 'replies_sent', pg_temp.rint(r.k || ':o2', 1, 8))
    when 'rag' then jsonb_build_object('sources', pg_temp.rint(r.k || ':o1', 1, 4), 'answer_chars', pg_temp.rint(r.k || ':o2', 180, 900))
    when 'hr' then jsonb_build_object('routed_to', 'line_manager', 'policy', 'Annual leave 2026')
    else jsonb_build_object('overdue', pg_temp.rint(r.k || ':o1', 0, 9), 'reminders_sent', pg_temp.rint(r.k || ':o2', 0, 6))
  end end,
  case when r.failed then case r.family
    when 'sales' then 'Odoo XML-RPC call timed out after 30 s'
    when 'whatsapp' then 'WhatsApp Business API answered 429: rate limit reached'
    when 'gmail' then 'Gmail API: OAuth token expired; reconnect the mailbox'
    when 'rag' then 'Language model request timed out after 60 s'
    when 'hr' then 'Leave balance service unreachable'
    else 'SMTP server refused the connection'
  end end,
  (
    select jsonb_agg(jsonb_build_object(
      'name', step.name,
      'status', case
        when not r.failed then 'succeeded'
        when step.i < cardinality(r.step_names) - 1 then 'succeeded'
        when step.i = cardinality(r.step_names) - 1 then 'failed'
        else 'skipped' end,
      'at', r.started + make_interval(secs => (r.dur / 1000.0) * step.i / cardinality(r.step_names))
    ) order by step.i)
    from unnest(r.step_names) with ordinality as step(name, i)
  ),
  r.started, r.started + make_interval(secs => r.dur / 1000.0), r.dur,
  r.started - interval '2 seconds', r.started + make_interval(secs => r.dur / 1000.0)
from runs r
-- A paused workflow does not run; days count back from now.
where not (r.status = 'paused' and r.started > r.status_since)
on conflict (id) do nothing;

-- ---------------------------------------------------------------------------------------------------
-- Names used below
-- ---------------------------------------------------------------------------------------------------

create temporary table demo_people (i integer primary key, name text not null, email text);
insert into demo_people (i, name, email) values
  (1, 'Ahmed Al-Thani', 'ahmed.althani@example.qa'), (2, 'Fatima Al-Marri', 'fatima.almarri@example.qa'),
  (3, 'Mohammed Al-Sulaiti', 'm.alsulaiti@example.qa'), (4, 'Aisha Al-Naimi', 'aisha.naimi@example.qa'),
  (5, 'Khalid Al-Mohannadi', 'khalid.m@example.qa'), (6, 'Mariam Al-Emadi', 'mariam.emadi@example.qa'),
  (7, 'Hamad Al-Hajri', 'hamad.hajri@example.qa'), (8, 'Noora Al-Dosari', 'noora.dosari@example.qa'),
  (9, 'Yousef Al-Obaidli', 'yousef.obaidli@example.qa'), (10, 'Latifa Al-Kubaisi', 'latifa.k@example.qa'),
  (11, 'Rajesh Nair', 'rajesh.nair@example.qa'), (12, 'Priya Fernandes', 'priya.f@example.qa'),
  (13, 'John Smith', 'john.smith@example.qa'), (14, 'Elena Petrova', 'elena.p@example.qa'),
  (15, 'Tariq Mansour', 'tariq.mansour@example.qa'), (16, 'Lina Khoury', 'lina.khoury@example.qa'),
  (17, 'Faisal Al-Ansari', 'faisal.ansari@example.qa'), (18, 'Dana Al-Khater', 'dana.khater@example.qa'),
  (19, 'أحمد الكواري', 'a.kuwari@example.qa'), (20, 'فاطمة المري', 'f.marri@example.qa'),
  (21, 'محمد السليطي', 'm.sulaiti@example.qa'), (22, 'عائشة النعيمي', 'a.naimi@example.qa'),
  (23, 'خالد المهندي', 'k.mohannadi@example.qa'), (24, 'مريم العمادي', 'm.emadi@example.qa'),
  (25, 'حمد الهاجري', 'h.hajri@example.qa'), (26, 'نورة الدوسري', 'n.dosari@example.qa'),
  (27, 'يوسف العبيدلي', 'y.obaidli@example.qa'), (28, 'حصة المري', 'hessa.marri@example.qa');

create function pg_temp.person(key text) returns demo_people
language sql stable as $$
  select * from demo_people where i = pg_temp.rint(key, 1, 28)
$$;

create temporary table demo_companies (i integer primary key, name text not null);
insert into demo_companies (i, name) values
  (1, 'Al Rayyan Contracting'), (2, 'Pearl Interiors'), (3, 'Lusail Tech Solutions'), (4, 'Msheireb Consulting'),
  (5, 'West Bay Logistics'), (6, 'Gulf Horizon Trading'), (7, 'Al Sadd Auto Parts'), (8, 'Qatar Fresh Foods'),
  (9, 'Doha Events Co.'), (10, 'Al Wakra Marine Supplies'), (11, 'Corniche Hospitality Group'),
  (12, 'Al Khor Cold Stores'), (13, 'Education City Supplies'), (14, 'Souq Waqif Crafts'),
  (15, 'مؤسسة الريان للتجارة'), (16, 'شركة لوسيل للمقاولات'), (17, 'مجموعة الخليج للضيافة'), (18, 'مطاعم الدوحة الحديثة');

create function pg_temp.company(key text) returns text
language sql stable as $$
  select name from demo_companies where i = pg_temp.rint(key, 1, 18)
$$;

-- ---------------------------------------------------------------------------------------------------
-- 4. Sales: leads, campaigns, deals (Sara); appointment leads (Omar's website chatbot)
-- ---------------------------------------------------------------------------------------------------

insert into public.leads (
  id, user_id, workflow_slug, full_name, company, email, phone, source, status, score,
  estimated_value_qar, notes, last_contacted_at, created_at, updated_at
)
select
  pg_temp.demo_id(l.k), pg_temp.uid(l.who), l.slug, (l.p).name,
  case when l.who = 'omar' then null else pg_temp.company(l.k || ':c') end,
  (l.p).email, pg_temp.phone(l.k), l.source, l.status,
  case l.status
    when 'new' then pg_temp.rint(l.k || ':s', 20, 55) when 'contacted' then pg_temp.rint(l.k || ':s', 35, 70)
    when 'qualified' then pg_temp.rint(l.k || ':s', 60, 85) when 'proposal' then pg_temp.rint(l.k || ':s', 70, 92)
    when 'won' then pg_temp.rint(l.k || ':s', 80, 100) else pg_temp.rint(l.k || ':s', 10, 45) end,
  case when l.who = 'omar' then pg_temp.rint(l.k || ':v', 3, 80) * 100
       else pg_temp.rint(l.k || ':v', 4, 300) * 500 end,
  case when l.who = 'omar' then pg_temp.pick(array[
         'Asked about whitening', 'Check-up for two children', 'Braces consultation', 'Toothache, wants the earliest slot',
         'يسأل عن زراعة الأسنان', 'فحص دوري وتنظيف'], l.k || ':n')
       else pg_temp.pick(array[
         'Interested in bulk kitchen equipment', 'Asked for a corporate gifting catalogue', 'Needs a quotation by Thursday',
         'Met at the Doha trade fair', 'Referred by an existing customer', 'يطلب عرض سعر لتجهيز مطبخ فندق', null], l.k || ':n') end,
  case when l.status = 'new' then null else l.created + make_interval(hours => pg_temp.rint(l.k || ':lc', 2, 72)) end,
  l.created, l.created
from (
  select g.who, g.slug, g.source_options, n,
    'lead:' || g.slug || ':' || n as k,
    pg_temp.person('lead:' || g.slug || ':' || n) as p,
    pg_temp.ago(pg_temp.rint('lead-day:' || g.slug || ':' || n, 0, 29), 'lead-t:' || g.slug || ':' || n) as created,
    pg_temp.pick(g.source_options, 'lead-src:' || g.slug || ':' || n) as source,
    pg_temp.pick(array['new', 'new', 'new', 'contacted', 'contacted', 'qualified', 'qualified', 'proposal', 'won', 'lost'],
      'lead-st:' || g.slug || ':' || n) as status
  from (values
    ('sara', 'lead-generation', array['website', 'linkedin', 'referral', 'event', 'email'], 64),
    ('sara', 'automated-lead-generation', array['google_maps', 'linkedin', 'instagram'], 46),
    ('sara', 'whatsapp-sales', array['whatsapp'], 18),
    ('omar', 'website-chatbot', array['website'], 26)
  ) as g(who, slug, source_options, how_many)
  cross join lateral generate_series(1, g.how_many) as n
) as l
on conflict (id) do nothing;

insert into public.campaigns (
  id, user_id, workflow_slug, name, channel, status, audience_size, sent_count, delivered_count, opened_count,
  clicked_count, replied_count, converted_count, budget_qar, scheduled_at, started_at, ended_at, created_at, updated_at
)
select
  pg_temp.demo_id('campaign:' || c.who || ':' || c.name), pg_temp.uid(c.who), c.slug, c.name, c.channel, c.status,
  c.audience, c.sent, round(c.sent * 0.97), round(c.sent * c.open_rate), round(c.sent * c.open_rate * 0.28),
  round(c.sent * c.open_rate * 0.09), round(c.sent * c.open_rate * 0.03), c.budget,
  case when c.status = 'scheduled' then now() + make_interval(days => c.start_day * -1) else null end,
  case when c.status in ('active', 'paused', 'completed') then now() - make_interval(days => c.start_day) end,
  case when c.status = 'completed' then now() - make_interval(days => greatest(c.start_day - 12, 1)) end,
  now() - make_interval(days => abs(c.start_day) + 2), now() - make_interval(days => 1)
from (values
  ('sara', 'lead-generation', 'Corporate Gifting Outreach', 'email', 'active', 1200, 1150, 0.41, 1500.00, 24),
  ('sara', 'lead-generation', 'Qatar National Day Offers', 'whatsapp', 'scheduled', 2400, 0, 0.0, 2500.00, -6),
  ('sara', 'lead-generation', 'Winter Home Essentials', 'whatsapp', 'completed', 1800, 1800, 0.72, 1800.00, 29),
  ('sara', 'lead-generation', 'Facility Managers on LinkedIn', 'linkedin', 'active', 450, 310, 0.38, 900.00, 17),
  ('sara', 'lead-generation', 'Hotel Procurement Follow-up', 'email', 'paused', 300, 120, 0.46, null, 10),
  ('sara', 'automated-lead-generation', 'New Restaurants in Doha (Google Maps)', 'email', 'active', 640, 600, 0.34, null, 21),
  ('sara', 'automated-lead-generation', 'Contractors in Lusail', 'linkedin', 'active', 380, 260, 0.29, null, 12),
  ('sara', 'automated-lead-generation', 'New Cafés in The Pearl', 'email', 'draft', 150, 0, 0.0, null, 0),
  ('omar', 'social-media-content', 'Smile Makeover Month', 'instagram', 'active', 8500, 8500, 0.12, 2000.00, 20),
  ('omar', 'social-media-content', 'Kids Dental Week', 'facebook', 'completed', 6200, 6200, 0.09, 1200.00, 28),
  ('omar', 'social-media-content', 'Winter Whitening Offer', 'instagram', 'scheduled', 9000, 0, 0.0, 2500.00, -4)
) as c(who, slug, name, channel, status, audience, sent, open_rate, budget, start_day)
on conflict (id) do nothing;

-- Odoo opportunities grow out of Sara's qualified leads.
insert into public.deals (
  id, user_id, workflow_slug, lead_id, title, customer_name, value_qar, stage, probability,
  expected_close_on, closed_at, external_ref, created_at, updated_at
)
select
  pg_temp.demo_id('deal:' || l.id), l.user_id, 'odoo-sales', l.id,
  pg_temp.pick(array['Kitchen equipment supply', 'Corporate gift boxes', 'Hotel room amenities', 'Office pantry supplies',
    'Majlis furnishing', 'تجهيز مطبخ مركزي'], 'deal-t:' || l.id) || ' – ' || coalesce(l.company, l.full_name),
  coalesce(l.company, l.full_name),
  coalesce(l.estimated_value_qar, 10000) * 1.2,
  case l.status when 'qualified' then 'qualified' when 'proposal' then
    pg_temp.pick(array['proposal', 'negotiation'], 'deal-s:' || l.id) when 'won' then 'won' else 'lost' end,
  case l.status when 'qualified' then 30 when 'proposal' then 60 when 'won' then 100 else 0 end,
  (l.created_at + interval '30 days')::date,
  case when l.status in ('won', 'lost') then l.created_at + interval '6 days' end,
  'S' || lpad((100 + row_number() over (order by l.created_at))::text, 5, '0'),
  l.created_at + interval '1 day', l.created_at + interval '2 days'
from public.leads l
where l.user_id = pg_temp.uid('sara') and l.workflow_slug = 'lead-generation'
  and l.status in ('qualified', 'proposal', 'won', 'lost') and l.created_at < now() - interval '2 days'
  -- Which leads are old enough depends on the clock: a later re-run must not add deals.
  and not exists (select 1 from public.deals d where d.user_id = l.user_id and d.workflow_slug = 'odoo-sales')
on conflict (id) do nothing;

-- ---------------------------------------------------------------------------------------------------
-- 5. Social posts (Omar)
-- ---------------------------------------------------------------------------------------------------

insert into public.social_posts (
  id, user_id, workflow_slug, platform, content, language, status, scheduled_at, published_at,
  impressions, likes, comments, shares, clicks, created_at, updated_at
)
select
  pg_temp.demo_id('post:' || n), pg_temp.uid('omar'), 'social-media-content',
  pg_temp.pick(array['instagram', 'instagram', 'facebook', 'tiktok', 'linkedin'], 'post-p:' || n),
  case when n % 2 = 0 then pg_temp.pick(array[
      'Brushing twice a day keeps the dentist away – but a check-up every six months keeps your smile bright. Book online in one minute.',
      'Did you know? Sugary karak after 9 pm is the number one enemy of your teeth. Rinse with water before bed.',
      'Meet Dr. Lina Khoury, our orthodontist: 12 years of straight smiles in Doha.',
      'Kids Dental Week: a free check-up for every child under 12 who visits with a parent.',
      'Smile Makeover Month: whitening plus scale and polish for QAR 1,200.',
      'Sensitive teeth when drinking cold water? Here are three reasons and what to do about them.'], 'post-c:' || n)
    else pg_temp.pick(array[
      'نظّف أسنانك مرتين يومياً، ولا تنسَ الفحص الدوري كل ستة أشهر لتبقى ابتسامتك مشرقة. احجز موعدك عبر الإنترنت في دقيقة.',
      'هل تعلم؟ الكرك المحلّى بعد التاسعة مساءً من أكبر أعداء أسنانك. اشطف فمك بالماء قبل النوم.',
      'تعرّف على الدكتورة لينا خوري، أخصائية تقويم الأسنان: 12 عاماً من الابتسامات المستقيمة في الدوحة.',
      'أسبوع صحة أسنان الأطفال: فحص مجاني لكل طفل دون 12 عاماً يزورنا مع أحد والديه.',
      'شهر تجميل الابتسامة: تبييض مع تنظيف الجير والتلميع بسعر 1,200 ريال.',
      'هل تشعر بحساسية عند شرب الماء البارد؟ إليك ثلاثة أسباب وطرق التعامل معها.'], 'post-c:' || n) end,
  case when n % 2 = 0 then 'en' else 'ar' end,
  case when n <= 3 then 'scheduled' when n in (4, 5) then 'draft' when n = 6 then 'failed' else 'published' end,
  case when n <= 3 then now() + make_interval(days => n) end,
  case when n > 6 then pg_temp.ago(pg_temp.rint('post-d:' || n, 0, 29), 'post-t:' || n) end,
  case when n > 6 then pg_temp.rint('post-i:' || n, 600, 9000) else 0 end,
  case when n > 6 then pg_temp.rint('post-l:' || n, 20, 600) else 0 end,
  case when n > 6 then pg_temp.rint('post-m:' || n, 0, 60) else 0 end,
  case when n > 6 then pg_temp.rint('post-s:' || n, 0, 40) else 0 end,
  case when n > 6 then pg_temp.rint('post-k:' || n, 5, 250) else 0 end,
  pg_temp.ago(pg_temp.rint('post-d:' || n, 0, 29), 'post-t:' || n) - interval '1 day',
  pg_temp.ago(pg_temp.rint('post-d:' || n, 0, 29), 'post-t:' || n)
from generate_series(1, 30) as n
on conflict (id) do nothing;

-- ---------------------------------------------------------------------------------------------------
-- 6. Conversations: chat sessions with their messages
-- ---------------------------------------------------------------------------------------------------

create temporary table demo_dialogues (
  kind text, lang text, variant integer, seq integer, role text, content text, topic text
);

insert into demo_dialogues (kind, lang, variant, seq, role, content, topic) values
  ('whatsapp-sales', 'en', 1, 1, 'customer', 'Hi, do you have the 12-piece stainless steel cookware set in stock?', 'Cookware order'),
  ('whatsapp-sales', 'en', 1, 2, 'assistant', 'Hello! Yes, the 12-piece set is in stock at QAR 649. Would you like delivery in Doha?', null),
  ('whatsapp-sales', 'en', 1, 3, 'customer', 'Yes please, to Al Waab. Can I pay cash on delivery?', null),
  ('whatsapp-sales', 'en', 1, 4, 'assistant', 'Of course. Cash on delivery is available and delivery to Al Waab takes 1-2 days. Shall I confirm the order?', null),
  ('whatsapp-sales', 'en', 1, 5, 'customer', 'Yes, confirm it.', null),
  ('whatsapp-sales', 'en', 1, 6, 'assistant', 'Done! You will get an update here when your order is on its way.', null),
  ('whatsapp-sales', 'en', 2, 1, 'customer', 'Good evening, what is the price of the Royal Oud perfume?', 'Perfume price'),
  ('whatsapp-sales', 'en', 2, 2, 'assistant', 'Good evening! Royal Oud 50 ml is QAR 420. We also have a gift box with bakhoor for QAR 540.', null),
  ('whatsapp-sales', 'en', 2, 3, 'customer', 'Is there a discount if I buy two?', null),
  ('whatsapp-sales', 'en', 2, 4, 'assistant', 'Yes, two bottles are QAR 760 instead of 840. Shall I reserve them for you?', null),
  ('whatsapp-sales', 'en', 2, 5, 'customer', 'Great, I will pick them up from the showroom tomorrow.', null),
  ('whatsapp-sales', 'en', 2, 6, 'assistant', 'Reserved under your number. Our Al Sadd showroom is open from 9 am to 10 pm. See you tomorrow!', null),
  ('whatsapp-sales', 'ar', 1, 1, 'customer', 'مرحباً، هل طقم أواني الطبخ الستانلس ستيل المكوّن من 12 قطعة متوفر؟', 'طلب أواني طبخ'),
  ('whatsapp-sales', 'ar', 1, 2, 'assistant', 'أهلاً بك! نعم، الطقم متوفر بسعر 649 ريالاً قطرياً. هل ترغب في التوصيل داخل الدوحة؟', null),
  ('whatsapp-sales', 'ar', 1, 3, 'customer', 'نعم، إلى منطقة الوعب. هل يمكن الدفع عند الاستلام؟', null),
  ('whatsapp-sales', 'ar', 1, 4, 'assistant', 'بالتأكيد، الدفع عند الاستلام متاح، والتوصيل إلى الوعب يستغرق يوماً إلى يومين. هل أؤكد الطلب؟', null),
  ('whatsapp-sales', 'ar', 1, 5, 'customer', 'نعم، أكّده من فضلك.', null),
  ('whatsapp-sales', 'ar', 1, 6, 'assistant', 'تم! سنرسل لك تحديثاً هنا عند خروج طلبك للتوصيل.', null),
  ('whatsapp-sales', 'ar', 2, 1, 'customer', 'مساء الخير، كم سعر عطر العود الملكي؟', 'سعر العطر'),
  ('whatsapp-sales', 'ar', 2, 2, 'assistant', 'مساء النور! عطر العود الملكي 50 مل بسعر 420 ريالاً، ولدينا أيضاً صندوق هدايا مع البخور بسعر 540 ريالاً.', null),
  ('whatsapp-sales', 'ar', 2, 3, 'customer', 'هل يوجد خصم إذا اشتريت عبوتين؟', null),
  ('whatsapp-sales', 'ar', 2, 4, 'assistant', 'نعم، العبوتان بسعر 760 ريالاً بدلاً من 840. هل أحجزهما لك؟', null),
  ('whatsapp-sales', 'ar', 2, 5, 'customer', 'ممتاز، سأستلمهما من المعرض غداً.', null),
  ('whatsapp-sales', 'ar', 2, 6, 'assistant', 'تم الحجز برقمك. معرضنا في السد يفتح من 9 صباحاً حتى 10 مساءً. بانتظارك غداً!', null),

  ('whatsapp-product-catalog', 'en', 1, 1, 'customer', 'Hi, can I see your kitchen products?', 'Kitchen catalogue'),
  ('whatsapp-product-catalog', 'en', 1, 2, 'assistant', 'Our kitchen best-sellers: 1) 12-piece cookware set, QAR 649; 2) Arabic coffee dallah, QAR 185; 3) 24-piece dinner set, QAR 540. Reply with a number for details.', null),
  ('whatsapp-product-catalog', 'en', 1, 3, 'customer', '3', null),
  ('whatsapp-product-catalog', 'en', 1, 4, 'assistant', '24-piece porcelain dinner set, service for 6: QAR 540, 14 in stock. Add to cart?', null),
  ('whatsapp-product-catalog', 'en', 1, 5, 'customer', 'Yes, add it and check out.', null),
  ('whatsapp-product-catalog', 'en', 1, 6, 'assistant', 'Order placed! Total QAR 540, delivered tomorrow. Your invoice will arrive here.', null),
  ('whatsapp-product-catalog', 'en', 2, 1, 'customer', 'Do you have dates in stock?', 'Dates order'),
  ('whatsapp-product-catalog', 'en', 2, 2, 'assistant', 'Yes! Premium Khalas dates, 1 kg box, QAR 75. 120 boxes in stock.', null),
  ('whatsapp-product-catalog', 'en', 2, 3, 'customer', 'I need 10 boxes for an office event.', null),
  ('whatsapp-product-catalog', 'en', 2, 4, 'assistant', '10 boxes come to QAR 750. Shall I arrange delivery to your office?', null),
  ('whatsapp-product-catalog', 'en', 2, 5, 'customer', 'Yes, to Msheireb Downtown, before Thursday.', null),
  ('whatsapp-product-catalog', 'en', 2, 6, 'assistant', 'Confirmed for Wednesday morning. Thank you for your order!', null),
  ('whatsapp-product-catalog', 'ar', 1, 1, 'customer', 'مرحباً، هل يمكنني رؤية منتجات المطبخ؟', 'منتجات المطبخ'),
  ('whatsapp-product-catalog', 'ar', 1, 2, 'assistant', 'الأكثر مبيعاً في قسم المطبخ: 1) طقم أواني طبخ 12 قطعة بسعر 649 ريالاً، 2) دلة قهوة عربية بسعر 185 ريالاً، 3) طقم عشاء 24 قطعة بسعر 540 ريالاً. أرسل رقم المنتج لعرض التفاصيل.', null),
  ('whatsapp-product-catalog', 'ar', 1, 3, 'customer', '3', null),
  ('whatsapp-product-catalog', 'ar', 1, 4, 'assistant', 'طقم عشاء 24 قطعة من البورسلين يكفي 6 أشخاص، بسعر 540 ريالاً، والمتوفر 14 طقماً. هل أضيفه إلى السلة؟', null),
  ('whatsapp-product-catalog', 'ar', 1, 5, 'customer', 'نعم، أضفه وأكمل الطلب.', null),
  ('whatsapp-product-catalog', 'ar', 1, 6, 'assistant', 'تم تسجيل طلبك! الإجمالي 540 ريالاً والتوصيل غداً، وستصلك الفاتورة هنا.', null),
  ('whatsapp-product-catalog', 'ar', 2, 1, 'customer', 'هل التمر متوفر لديكم؟', 'طلب تمر'),
  ('whatsapp-product-catalog', 'ar', 2, 2, 'assistant', 'نعم! تمر خلاص فاخر، علبة 1 كغ بسعر 75 ريالاً، والمتوفر 120 علبة.', null),
  ('whatsapp-product-catalog', 'ar', 2, 3, 'customer', 'أحتاج 10 علب لمناسبة في المكتب.', null),
  ('whatsapp-product-catalog', 'ar', 2, 4, 'assistant', 'سعر 10 علب 750 ريالاً. هل أرتّب التوصيل إلى مكتبك؟', null),
  ('whatsapp-product-catalog', 'ar', 2, 5, 'customer', 'نعم، إلى مشيرب قلب الدوحة قبل يوم الخميس.', null),
  ('whatsapp-product-catalog', 'ar', 2, 6, 'assistant', 'تم تأكيد التوصيل صباح الأربعاء. شكراً لطلبك!', null),

  ('website-chatbot', 'en', 1, 1, 'customer', 'Hello, do you have an appointment this week for a check-up?', 'Check-up booking'),
  ('website-chatbot', 'en', 1, 2, 'assistant', 'Hello and welcome to Doha Smile Dental! We have openings on Tuesday at 4:30 pm and Thursday at 10:00 am. Which suits you?', null),
  ('website-chatbot', 'en', 1, 3, 'customer', 'Thursday at 10 please.', null),
  ('website-chatbot', 'en', 1, 4, 'assistant', 'Booked: Thursday at 10:00 am with Dr. Lina Khoury. May I have your name and mobile number for the confirmation?', null),
  ('website-chatbot', 'en', 1, 5, 'customer', 'Hessa Al-Marri, 5551 2345.', null),
  ('website-chatbot', 'en', 1, 6, 'assistant', 'Thank you, Hessa. You will receive an SMS confirmation and a reminder the day before.', null),
  ('website-chatbot', 'en', 2, 1, 'customer', 'How much is teeth whitening?', 'Whitening price'),
  ('website-chatbot', 'en', 2, 2, 'assistant', 'In-clinic whitening is QAR 1,200 and takes about an hour. A take-home kit is QAR 650. Would you like to book a consultation?', null),
  ('website-chatbot', 'en', 2, 3, 'customer', 'Does insurance cover it?', null),
  ('website-chatbot', 'en', 2, 4, 'assistant', 'Whitening is cosmetic, so most plans do not cover it. Check-ups and fillings are covered by our partner insurers, including QLM and Bupa.', null),
  ('website-chatbot', 'en', 2, 5, 'customer', 'OK, I will think about it. Thanks.', null),
  ('website-chatbot', 'en', 2, 6, 'assistant', 'You are welcome! This month whitening comes with a free scale and polish.', null),
  ('website-chatbot', 'ar', 1, 1, 'customer', 'السلام عليكم، هل لديكم موعد هذا الأسبوع للفحص الدوري؟', 'حجز فحص دوري'),
  ('website-chatbot', 'ar', 1, 2, 'assistant', 'وعليكم السلام، أهلاً بك في عيادة دوحة سمايل لطب الأسنان! لدينا موعد يوم الثلاثاء الساعة 4:30 مساءً ويوم الخميس الساعة 10 صباحاً. أيهما يناسبك؟', null),
  ('website-chatbot', 'ar', 1, 3, 'customer', 'الخميس الساعة 10 لو سمحت.', null),
  ('website-chatbot', 'ar', 1, 4, 'assistant', 'تم الحجز يوم الخميس الساعة 10 صباحاً مع الدكتورة لينا خوري. هل يمكنني الحصول على اسمك ورقم جوالك لتأكيد الموعد؟', null),
  ('website-chatbot', 'ar', 1, 5, 'customer', 'حصة المري، 55512345.', null),
  ('website-chatbot', 'ar', 1, 6, 'assistant', 'شكراً يا حصة، ستصلك رسالة تأكيد وتذكير قبل الموعد بيوم.', null),
  ('website-chatbot', 'ar', 2, 1, 'customer', 'كم سعر تبييض الأسنان؟', 'سعر التبييض'),
  ('website-chatbot', 'ar', 2, 2, 'assistant', 'سعر التبييض في العيادة 1,200 ريال ويستغرق نحو ساعة، أما طقم التبييض المنزلي فسعره 650 ريالاً. هل تود حجز استشارة؟', null),
  ('website-chatbot', 'ar', 2, 3, 'customer', 'هل يغطيه التأمين؟', null),
  ('website-chatbot', 'ar', 2, 4, 'assistant', 'التبييض إجراء تجميلي ولا تغطيه معظم وثائق التأمين، لكن الفحوصات والحشوات يغطيها شركاؤنا في التأمين مثل QLM وبوبا.', null),
  ('website-chatbot', 'ar', 2, 5, 'customer', 'حسناً، سأفكر في الأمر. شكراً.', null),
  ('website-chatbot', 'ar', 2, 6, 'assistant', 'على الرحب والسعة! التبييض هذا الشهر يشمل تنظيف الجير والتلميع مجاناً.', null),

  ('rag-chatbot', 'en', 1, 1, 'customer', 'What is our sterilisation procedure for implant kits?', 'Sterilisation procedure'),
  ('rag-chatbot', 'en', 1, 2, 'assistant', 'According to the Infection Control Manual (section 4.2): clean in the ultrasonic bath, dry, pouch and autoclave at 134 °C for 18 minutes, then log the cycle number in the patient record.', null),
  ('rag-chatbot', 'en', 1, 3, 'customer', 'How long can sterile pouches be stored?', null),
  ('rag-chatbot', 'en', 1, 4, 'assistant', 'Up to 6 months in a closed, dry cabinet, or until the pouch is damaged (Infection Control Manual, section 4.5).', null),
  ('rag-chatbot', 'en', 2, 1, 'customer', 'Which insurers cover orthodontic treatment for children?', 'Orthodontic insurance'),
  ('rag-chatbot', 'en', 2, 2, 'assistant', 'Per the latest Insurance Partners sheet: QLM and Bupa cover orthodontics for children under 18 up to QAR 8,000; AXA covers 50% with pre-approval.', null),
  ('rag-chatbot', 'en', 2, 3, 'customer', 'Do we need pre-approval for QLM?', null),
  ('rag-chatbot', 'en', 2, 4, 'assistant', 'Yes. Submit the treatment plan and X-rays through the QLM portal; approval usually takes 3 working days.', null),
  ('rag-chatbot', 'ar', 1, 1, 'customer', 'ما إجراءات تعقيم أدوات زراعة الأسنان لدينا؟', 'إجراءات التعقيم'),
  ('rag-chatbot', 'ar', 1, 2, 'assistant', 'وفقاً لدليل مكافحة العدوى (القسم 4.2): تُنظّف الأدوات في جهاز الموجات فوق الصوتية، ثم تُجفّف وتُغلّف وتُعقّم في الأوتوكلاف على 134 درجة مئوية لمدة 18 دقيقة، ويُسجّل رقم الدورة في ملف المريض.', null),
  ('rag-chatbot', 'ar', 1, 3, 'customer', 'وكم مدة صلاحية الأكياس المعقّمة؟', null),
  ('rag-chatbot', 'ar', 1, 4, 'assistant', 'حتى 6 أشهر في خزانة مغلقة وجافة، أو إلى أن يتلف الكيس (دليل مكافحة العدوى، القسم 4.5).', null),
  ('rag-chatbot', 'ar', 2, 1, 'customer', 'ما شركات التأمين التي تغطي تقويم الأسنان للأطفال؟', 'تأمين تقويم الأسنان'),
  ('rag-chatbot', 'ar', 2, 2, 'assistant', 'بحسب آخر تحديث لجدول شركاء التأمين: تغطي QLM وبوبا تقويم الأسنان للأطفال دون 18 عاماً حتى 8,000 ريال، وتغطي AXA نسبة 50% بعد الموافقة المسبقة.', null),
  ('rag-chatbot', 'ar', 2, 3, 'customer', 'هل نحتاج إلى موافقة مسبقة من QLM؟', null),
  ('rag-chatbot', 'ar', 2, 4, 'assistant', 'نعم، يُرسل مخطط العلاج والأشعة عبر بوابة QLM، وتستغرق الموافقة عادةً 3 أيام عمل.', null),

  ('customer-support-automation', 'en', 1, 1, 'customer', 'I was charged twice for my cleaning appointment yesterday.', 'Duplicate charge'),
  ('customer-support-automation', 'en', 1, 2, 'assistant', 'I am sorry about that. I can see two payments of QAR 350 from yesterday. I have opened a refund for the duplicate; it reaches your card in 5-7 working days.', null),
  ('customer-support-automation', 'en', 1, 3, 'customer', 'Thank you. Will I get a confirmation?', null),
  ('customer-support-automation', 'en', 1, 4, 'assistant', 'Yes, a refund confirmation will reach you by email today. Is there anything else I can help with?', null),
  ('customer-support-automation', 'en', 1, 5, 'customer', 'No, that is all.', null),
  ('customer-support-automation', 'en', 2, 1, 'customer', 'My temporary filling came out. Is this an emergency?', 'Lost temporary filling'),
  ('customer-support-automation', 'en', 2, 2, 'assistant', 'It is not usually an emergency, but the tooth should be covered soon. Avoid chewing on that side. Would you like the first available appointment?', null),
  ('customer-support-automation', 'en', 2, 3, 'customer', 'Yes please, as soon as possible.', null),
  ('customer-support-automation', 'en', 2, 4, 'assistant', 'Our front desk will fit you in today and confirm the time here.', null),
  ('customer-support-automation', 'ar', 1, 1, 'customer', 'تم خصم المبلغ مرتين مقابل موعد التنظيف أمس.', 'خصم مكرر'),
  ('customer-support-automation', 'ar', 1, 2, 'assistant', 'نعتذر عن ذلك. أرى دفعتين بقيمة 350 ريالاً أمس، وقد فتحت طلب استرداد للدفعة المكررة، ويصل المبلغ إلى بطاقتك خلال 5 إلى 7 أيام عمل.', null),
  ('customer-support-automation', 'ar', 1, 3, 'customer', 'شكراً، هل سيصلني تأكيد؟', null),
  ('customer-support-automation', 'ar', 1, 4, 'assistant', 'نعم، سيصلك تأكيد الاسترداد عبر البريد الإلكتروني اليوم. هل يمكنني مساعدتك في شيء آخر؟', null),
  ('customer-support-automation', 'ar', 1, 5, 'customer', 'لا، شكراً.', null),
  ('customer-support-automation', 'ar', 2, 1, 'customer', 'سقطت الحشوة المؤقتة، هل هذه حالة طارئة؟', 'سقوط حشوة مؤقتة'),
  ('customer-support-automation', 'ar', 2, 2, 'assistant', 'عادةً لا تُعدّ حالة طارئة، لكن يجب تغطية السن قريباً. تجنّب المضغ على ذلك الجانب. هل تريد أقرب موعد متاح؟', null),
  ('customer-support-automation', 'ar', 2, 3, 'customer', 'نعم من فضلك، في أقرب وقت.', null),
  ('customer-support-automation', 'ar', 2, 4, 'assistant', 'سيحجز لك موظفو الاستقبال موعداً اليوم ويؤكدون الوقت هنا.', null);

create temporary table demo_sessions as
select
  s.k, pg_temp.demo_id(s.k) as id, pg_temp.uid(s.who) as user_id, s.slug, s.channel,
  case when pg_temp.rnd(s.k || ':lang') < 0.5 then 'ar' else 'en' end as lang,
  pg_temp.rint(s.k || ':variant', 1, 2) as variant,
  pg_temp.pick(array['resolved', 'resolved', 'resolved', 'resolved', 'active', 'escalated', 'abandoned'], s.k || ':st') as status,
  pg_temp.person(s.k || ':who') as p,
  pg_temp.ago(s.day, s.k || ':t') as started
from (
  select g.who, g.slug, g.channel, n, 'chat:' || g.slug || ':' || n as k,
    pg_temp.rint('chat-day:' || g.slug || ':' || n, g.min_day, 29) as day
  from (values
    ('sara', 'whatsapp-sales', 'whatsapp', 36, 0),
    ('sara', 'whatsapp-product-catalog', 'whatsapp', 24, 6),
    ('omar', 'website-chatbot', 'website', 40, 0),
    ('omar', 'rag-chatbot', 'portal', 22, 0),
    ('omar', 'customer-support-automation', 'whatsapp', 30, 0)
  ) as g(who, slug, channel, how_many, min_day)
  cross join lateral generate_series(1, g.how_many) as n
) as s;

insert into public.chat_sessions (
  id, user_id, workflow_slug, channel, customer_name, customer_contact, topic, language, status,
  satisfaction, started_at, ended_at, created_at, updated_at
)
select
  s.id, s.user_id, s.slug,
  case when s.slug = 'customer-support-automation' and pg_temp.rnd(s.k || ':ch') < 0.3 then 'email' else s.channel end,
  case when s.slug = 'rag-chatbot' then pg_temp.pick(array['Dr. Lina Khoury', 'Maria Santos (nurse)', 'Rami Saleh (reception)', 'د. هالة الأنصاري'], s.k)
       else (s.p).name end,
  case when s.channel = 'whatsapp' then pg_temp.phone(s.k) when s.slug = 'rag-chatbot' then null else (s.p).email end,
  (select d.topic from demo_dialogues d where d.kind = s.slug and d.lang = s.lang and d.variant = s.variant and d.seq = 1),
  s.lang, s.status,
  case when s.status = 'resolved' then pg_temp.rint(s.k || ':sat', 3, 5) when s.status = 'escalated' then pg_temp.rint(s.k || ':sat', 1, 3) end,
  s.started,
  case when s.status <> 'active' then s.started + make_interval(mins => pg_temp.rint(s.k || ':len', 3, 25)) end,
  s.started, s.started
from demo_sessions s
on conflict (id) do nothing;

-- Resolved sessions carry the whole dialogue; active and abandoned ones stop early; escalated ones end
-- with a person taking over.
insert into public.chat_messages (id, session_id, user_id, role, content, created_at)
select pg_temp.demo_id(s.k || ':m' || d.seq), s.id, s.user_id, d.role, d.content,
       s.started + make_interval(secs => d.seq * pg_temp.rint(s.k || ':gap', 20, 90))
from demo_sessions s
join demo_dialogues d on d.kind = s.slug and d.lang = s.lang and d.variant = s.variant
where d.seq <= case s.status when 'resolved' then 99 when 'active' then 3 when 'abandoned' then 2 else 3 end
union all
select pg_temp.demo_id(s.k || ':agent'), s.id, s.user_id, 'agent',
       case s.lang when 'ar' then 'مرحباً، معك مريم من الفريق، وسأتابع معك من هنا.'
                   else 'Hi, this is Mariam from the team. I will take it from here.' end,
       s.started + make_interval(secs => 4 * pg_temp.rint(s.k || ':gap', 20, 90))
from demo_sessions s
where s.status = 'escalated'
on conflict (id) do nothing;

-- ---------------------------------------------------------------------------------------------------
-- 7. WhatsApp catalogue and orders (Sara)
-- ---------------------------------------------------------------------------------------------------

insert into public.products (id, user_id, workflow_slug, sku, name_en, name_ar, category, price_qar, stock, is_active, created_at, updated_at)
select pg_temp.demo_id('product:' || p.sku), pg_temp.uid('sara'), 'whatsapp-product-catalog', p.sku, p.name_en, p.name_ar,
       p.category, p.price, p.stock, p.stock > 0, now() - interval '28 days', now() - make_interval(days => pg_temp.rint(p.sku, 1, 20))
from (values
  ('ANT-CK-012', '12-Piece Stainless Steel Cookware Set', 'طقم أواني طبخ ستانلس ستيل 12 قطعة', 'Kitchen', 649.00, 23),
  ('ANT-CF-001', 'Arabic Coffee Dallah, Brass', 'دلة قهوة عربية نحاسية', 'Kitchen', 185.00, 40),
  ('ANT-OUD-050', 'Royal Oud Perfume 50 ml', 'عطر العود الملكي 50 مل', 'Fragrance', 420.00, 31),
  ('ANT-BK-003', 'Bakhoor Gift Box', 'صندوق بخور للهدايا', 'Fragrance', 150.00, 58),
  ('ANT-DT-1KG', 'Premium Khalas Dates 1 kg', 'تمر خلاص فاخر 1 كغ', 'Food', 75.00, 120),
  ('ANT-TS-006', 'Arabic Tea Glass Set (6 pieces)', 'طقم أكواب شاي عربي (6 قطع)', 'Kitchen', 95.00, 64),
  ('ANT-MJ-002', 'Majlis Cushion Set', 'طقم مساند مجلس', 'Home', 1250.00, 6),
  ('ANT-RG-200', 'Handwoven Rug 200 x 300 cm', 'سجادة منسوجة يدوياً 200 × 300 سم', 'Home', 2300.00, 0),
  ('ANT-AF-004', 'Air Fryer 5.5 L', 'قلاية هوائية 5.5 لتر', 'Appliances', 399.00, 17),
  ('ANT-IN-007', 'Electric Incense Burner', 'مبخرة كهربائية', 'Fragrance', 220.00, 25),
  ('ANT-TH-010', 'Thermos Flask 1 L', 'ترمس 1 لتر', 'Kitchen', 89.00, 75),
  ('ANT-DN-024', '24-Piece Dinner Set', 'طقم عشاء 24 قطعة', 'Kitchen', 540.00, 14)
) as p(sku, name_en, name_ar, category, price, stock)
on conflict (id) do nothing;

with lines as (
  select o.n, o.slug, o.created, jsonb_agg(jsonb_build_object(
      'name', pr.name_en, 'name_ar', pr.name_ar, 'sku', pr.sku,
      'quantity', pg_temp.rint('order-q:' || o.n || ':' || li, 1, 3), 'unit_price_qar', pr.price_qar) order by li) as items,
    sum(pr.price_qar * pg_temp.rint('order-q:' || o.n || ':' || li, 1, 3)) as total
  from (
    select n, case when n % 3 = 0 then 'whatsapp-sales' else 'whatsapp-product-catalog' end as slug,
      pg_temp.ago(pg_temp.rint('order-d:' || n, case when n % 3 = 0 then 0 else 6 end, 29), 'order-t:' || n) as created
    from generate_series(1, 46) as n
  ) as o
  cross join lateral generate_series(1, pg_temp.rint('order-lines:' || o.n, 1, 3)) as li
  join public.products pr on pr.user_id = pg_temp.uid('sara')
    and pr.sku = (array['ANT-CK-012', 'ANT-CF-001', 'ANT-OUD-050', 'ANT-BK-003', 'ANT-DT-1KG', 'ANT-TS-006',
                        'ANT-MJ-002', 'ANT-AF-004', 'ANT-IN-007', 'ANT-TH-010', 'ANT-DN-024'])[pg_temp.rint('order-p:' || o.n || ':' || li, 1, 11)]
  group by o.n, o.slug, o.created
)
insert into public.orders (id, user_id, workflow_slug, order_number, customer_name, customer_phone, items, total_qar, status, channel, created_at, updated_at)
select pg_temp.demo_id('order:' || l.n), pg_temp.uid('sara'), l.slug, 'ANT-' || (1000 + l.n), (pg_temp.person('order-c:' || l.n)).name,
       pg_temp.phone('order:' || l.n), l.items, l.total,
       case when l.created > now() - interval '1 day' then 'pending'
            when l.created > now() - interval '3 days' then pg_temp.pick(array['confirmed', 'shipped'], 'order-s:' || l.n)
            else pg_temp.pick(array['delivered', 'delivered', 'delivered', 'delivered', 'cancelled'], 'order-s:' || l.n) end,
       case when l.n % 7 = 0 then 'instagram' else 'whatsapp' end,
       l.created, l.created + interval '1 hour'
from lines l
on conflict (id) do nothing;

-- ---------------------------------------------------------------------------------------------------
-- 8. Invoices followed up by invoice-collection (Sara, QAR)
-- ---------------------------------------------------------------------------------------------------

insert into public.invoices (
  id, user_id, workflow_slug, invoice_number, customer_name, customer_email, customer_phone, amount_qar, status,
  issued_on, due_on, paid_at, reminders_sent, last_reminder_at, created_at, updated_at
)
select
  pg_temp.demo_id('invoice:' || i.n), pg_temp.uid('sara'), 'invoice-collection', 'INV-2026-' || lpad((140 + i.n)::text, 4, '0'),
  i.customer,
  'accounts@' || coalesce(nullif(lower(regexp_replace(i.customer, '[^A-Za-z]+', '', 'g')), ''), 'customer' || i.n) || '.example.qa',
  pg_temp.phone('invoice:' || i.n),
  i.amount, i.status, i.issued, i.due,
  case when i.status = 'paid' then least(i.issued + make_interval(days => pg_temp.rint('inv-pd:' || i.n, 2, 25)), now() - interval '1 hour') end,
  case when i.status = 'overdue' then pg_temp.rint('inv-r:' || i.n, 1, 3) when i.status = 'sent' and i.due < current_date + 3 then 1 else 0 end,
  case when i.status in ('overdue', 'sent') and i.due < current_date + 3 then now() - make_interval(days => pg_temp.rint('inv-lr:' || i.n, 0, 3)) end,
  i.issued::timestamptz + interval '9 hours', now() - make_interval(days => pg_temp.rint('inv-u:' || i.n, 0, 2))
from (
  select n, c.customer, c.issued, c.due, c.amount,
    case
      when n = 7 then 'cancelled'
      when c.issued > current_date - 2 and n % 2 = 0 then 'draft'
      when pg_temp.rnd('inv-paid:' || n) < 0.5 and c.issued < current_date - 2 then 'paid'
      when c.due < current_date then 'overdue'
      else 'sent'
    end as status
  from generate_series(1, 34) as n
  cross join lateral (
    select
      coalesce(nullif(pg_temp.company('inv-c:' || n), ''), 'Qatar Fresh Foods') as customer,
      (current_date - pg_temp.rint('inv-d:' || n, 0, 29)) as issued,
      (current_date - pg_temp.rint('inv-d:' || n, 0, 29)) + pg_temp.pick(array['7', '15', '30'], 'inv-term:' || n)::integer as due,
      pg_temp.rint('inv-a:' || n, 24, 960) * 50.00 as amount
  ) as c
) as i
on conflict (id) do nothing;

-- ---------------------------------------------------------------------------------------------------
-- 9. Knowledge base documents (Omar's RAG workflows)
-- ---------------------------------------------------------------------------------------------------

insert into public.documents (
  id, user_id, workflow_slug, title, source_type, source_url, language, size_bytes, chunk_count, status, error,
  indexed_at, created_at, updated_at
)
select pg_temp.demo_id('doc:' || d.title), pg_temp.uid('omar'), d.slug, d.title, d.source_type, d.url, d.lang,
       d.size_kb * 1024, case when d.status = 'indexed' then greatest(d.size_kb / 6, 3) else 0 end, d.status,
       case when d.status = 'failed' then 'The PDF is password-protected; upload an unlocked copy.' end,
       case when d.status = 'indexed' then now() - make_interval(days => d.days) + interval '4 minutes' end,
       now() - make_interval(days => d.days), now() - make_interval(days => d.days)
from (values
  ('rag-chatbot', 'Infection Control Manual 2026', 'pdf', null, 'en', 2350, 'indexed', 27),
  ('rag-chatbot', 'Insurance Partners and Coverage', 'xlsx', null, 'en', 180, 'indexed', 18),
  ('rag-chatbot', 'Treatment Price List 2027', 'pdf', null, 'en', 420, 'indexed', 17),
  ('rag-chatbot', 'دليل سياسات الموظفين', 'docx', null, 'ar', 960, 'indexed', 25),
  ('rag-chatbot', 'Emergency Procedures', 'pdf', null, 'en', 310, 'indexed', 22),
  ('rag-chatbot', 'بروتوكول تعقيم الأدوات', 'pdf', null, 'ar', 540, 'indexed', 21),
  ('rag-chatbot', 'Supplier Contracts (scanned)', 'pdf', null, 'en', 15800, 'failed', 9),
  ('rag-chatbot', 'Patient Consent Templates', 'docx', null, 'en', 220, 'processing', 0),
  ('customer-support-automation', 'Patient FAQ', 'faq', 'https://dohasmile.example.qa/faq', 'en', 64, 'indexed', 38),
  ('customer-support-automation', 'الأسئلة الشائعة للمرضى', 'faq', 'https://dohasmile.example.qa/ar/faq', 'ar', 71, 'indexed', 38),
  ('customer-support-automation', 'Refund and Cancellation Policy', 'url', 'https://dohasmile.example.qa/policies/refunds', 'en', 12, 'indexed', 30),
  ('website-chatbot', 'Clinic Services and Opening Hours', 'url', 'https://dohasmile.example.qa/services', 'en', 18, 'indexed', 80)
) as d(slug, title, source_type, url, lang, size_kb, status, days)
on conflict (id) do nothing;

-- ---------------------------------------------------------------------------------------------------
-- 9b. The rag family: knowledge bots' questions and answers, website visitors, database chat
--     (Omar's clinic: rag-chatbot, local-rag, website-chatbot, customer-support-automation;
--      Sara's shop: local-chatbot, database-chat)
-- ---------------------------------------------------------------------------------------------------

-- Knowledge bases of the workflows bought in section 2, and more pages for the website chatbot.
insert into public.documents (
  id, user_id, workflow_slug, title, source_type, source_url, language, size_bytes, chunk_count, status, error,
  indexed_at, created_at, updated_at
)
select pg_temp.demo_id('doc:' || d.title), pg_temp.uid(d.who), d.slug, d.title, d.source_type, d.url, d.lang,
       d.size_kb * 1024, case when d.status = 'indexed' then greatest(d.size_kb / 6, 3) else 0 end, d.status, d.error,
       case when d.status = 'indexed' then now() - make_interval(days => d.days) + interval '6 minutes' end,
       now() - make_interval(days => d.days), now() - make_interval(days => d.days)
from (values
  ('omar', 'website-chatbot', 'Our Doctors and Specialities', 'url', 'https://dohasmile.example.qa/doctors', 'en', 9, 'indexed', 60, null),
  ('omar', 'website-chatbot', 'Accepted Insurance Plans', 'url', 'https://dohasmile.example.qa/insurance', 'en', 6, 'indexed', 45, null),
  ('omar', 'website-chatbot', 'عروض هذا الشهر', 'url', 'https://dohasmile.example.qa/ar/offers', 'ar', 4, 'indexed', 12, null),
  ('omar', 'website-chatbot', 'Patient Reviews', 'url', 'https://dohasmile.example.qa/reviews', 'en', 0, 'failed', 7,
    'The page answered 404 Not Found; check the address.'),
  ('omar', 'local-rag', 'Patient Records Retention Policy', 'docx', null, 'en', 140, 'indexed', 40, null),
  ('omar', 'local-rag', 'Clinical Protocols Handbook', 'pdf', null, 'en', 3900, 'indexed', 38, null),
  ('omar', 'local-rag', 'X-ray Equipment Manuals', 'pdf', null, 'en', 8600, 'indexed', 35, null),
  ('omar', 'local-rag', 'دليل الجودة وسلامة المرضى', 'pdf', null, 'ar', 1200, 'indexed', 30, null),
  ('omar', 'local-rag', 'Patient Data Access Register', 'xlsx', null, 'en', 95, 'indexed', 14, null),
  ('omar', 'local-rag', 'Referral Letters Archive 2025 (scanned)', 'pdf', null, 'en', 42000, 'failed', 6,
    'The scanned pages have no text layer, and text recognition is switched off on the local server.'),
  ('omar', 'local-rag', 'Ministry Inspection Checklist', 'pdf', null, 'en', 610, 'processing', 0, null),
  ('sara', 'local-chatbot', 'Returns and Exchange Policy', 'docx', null, 'en', 85, 'indexed', 50, null),
  ('sara', 'local-chatbot', 'Delivery Zones and Fees', 'xlsx', null, 'en', 40, 'indexed', 48, null),
  ('sara', 'local-chatbot', 'Product Care Guides', 'pdf', null, 'en', 2600, 'indexed', 44, null),
  ('sara', 'local-chatbot', 'إجراءات المستودع', 'docx', null, 'ar', 310, 'indexed', 41, null),
  ('sara', 'local-chatbot', 'Supplier Price Lists 2026', 'xlsx', null, 'en', 720, 'indexed', 20, null),
  ('sara', 'local-chatbot', 'دليل خدمة العملاء في المعارض', 'pdf', null, 'ar', 980, 'indexed', 16, null),
  ('sara', 'local-chatbot', 'Odoo Product Export', 'txt', null, 'en', 15000, 'failed', 3,
    'The file is not UTF-8 text; export it again as CSV in UTF-8.')
) as d(who, slug, title, source_type, url, lang, size_kb, status, days, error)
on conflict (id) do nothing;

-- What people ask each knowledge bot, in both languages, with the answer and the documents it cites
-- (by title). No answer: the knowledge base does not cover it and the bot falls back. `w` is how often
-- the question comes up, relative to the others of its bot.
create temporary table demo_questions (
  kind text, q integer, w integer, topic_en text, topic_ar text,
  question_en text, answer_en text, cites_en text[], question_ar text, answer_ar text, cites_ar text[]
);

insert into demo_questions values
  ('rag-chatbot', 1, 6, 'Handpiece sterilisation', 'تعقيم القطع اليدوية',
   'What is the sterilisation cycle for handpieces?',
   'Clean and lubricate the handpiece, pouch it and autoclave it at 134 °C for 4 minutes, then log the cycle (Infection Control Manual, section 4.3).',
   array['Infection Control Manual 2026'],
   'ما دورة تعقيم القطع اليدوية؟',
   'تُنظّف القطعة اليدوية وتُزيَّت ثم تُغلّف وتُعقّم في الأوتوكلاف على 134 درجة مئوية لمدة 4 دقائق، ويُسجَّل رقم الدورة (دليل مكافحة العدوى، القسم 4.3).',
   array['بروتوكول تعقيم الأدوات', 'Infection Control Manual 2026']),
  ('rag-chatbot', 2, 5, 'Annual leave', 'الإجازة السنوية',
   'How many days of annual leave do new staff get?',
   'New staff get 21 working days a year, rising to 30 after five years of service (Staff Policy Handbook, section 3.1).',
   array['دليل سياسات الموظفين'],
   'كم يوماً من الإجازة السنوية يحصل عليها الموظف الجديد؟',
   'يحصل الموظف الجديد على 21 يوم عمل سنوياً، وتزيد إلى 30 يوماً بعد خمس سنوات من الخدمة (دليل سياسات الموظفين، البند 3.1).',
   array['دليل سياسات الموظفين']),
  ('rag-chatbot', 3, 5, 'Root canal price', 'سعر علاج العصب',
   'What is the price of a root canal on a molar?',
   'A molar root canal is QAR 2,200, including the temporary filling; the crown is priced separately (Treatment Price List 2027).',
   array['Treatment Price List 2027'],
   'كم سعر علاج العصب لضرس طاحن؟',
   'سعر علاج عصب الضرس الطاحن 2,200 ريال شاملاً الحشوة المؤقتة، والتاج يُحسب منفصلاً (قائمة أسعار العلاج 2027).',
   array['Treatment Price List 2027']),
  ('rag-chatbot', 4, 3, 'Fainting patient', 'إغماء مريض',
   'What do we do if a patient faints in the chair?',
   'Stop treatment, recline the chair with the legs raised, loosen tight clothing, give oxygen and check the pulse; call 999 if they do not recover within 2 minutes (Emergency Procedures, page 3).',
   array['Emergency Procedures'],
   'ماذا نفعل إذا أُغمي على مريض على الكرسي؟',
   'أوقف العلاج، وأمِل الكرسي للخلف مع رفع الساقين، وفكّ الملابس الضيقة، وأعطِ الأكسجين وافحص النبض، واتصل بالرقم 999 إذا لم يستعد وعيه خلال دقيقتين (إجراءات الطوارئ، الصفحة 3).',
   array['Emergency Procedures']),
  ('rag-chatbot', 5, 4, 'Implant cover', 'تغطية الزراعة',
   'Does Bupa cover dental implants?',
   'Bupa covers implants on Gold plans only, up to QAR 6,000 a year with pre-approval (Insurance Partners and Coverage, Bupa tab).',
   array['Insurance Partners and Coverage'],
   'هل تغطي بوبا زراعة الأسنان؟',
   'تغطي بوبا الزراعة في الباقات الذهبية فقط، حتى 6,000 ريال سنوياً بعد الموافقة المسبقة (جدول شركاء التأمين، صفحة بوبا).',
   array['Insurance Partners and Coverage']),
  ('rag-chatbot', 6, 3, 'Supplier orders', 'طلبات الموردين',
   'How do we order more composite from the supplier?', null, null,
   'كيف نطلب مزيداً من مادة الحشو التجميلي من المورّد؟', null, null),
  ('rag-chatbot', 7, 2, 'On-call dentist', 'الطبيب المناوب',
   'Who is the on-call dentist this Friday?', null, null,
   'من طبيب الأسنان المناوب يوم الجمعة؟', null, null),

  ('local-rag', 1, 6, 'Record retention', 'مدة حفظ السجلات',
   'How long must we keep patient X-rays?',
   'Keep radiographs for at least 10 years after the last visit, and for children until they turn 25 (Patient Records Retention Policy, section 2).',
   array['Patient Records Retention Policy'],
   'ما المدة التي يجب أن نحتفظ فيها بصور الأشعة للمرضى؟',
   'تُحفظ صور الأشعة 10 سنوات على الأقل بعد آخر زيارة، وللأطفال حتى بلوغهم 25 عاماً (سياسة الاحتفاظ بسجلات المرضى، القسم 2).',
   array['Patient Records Retention Policy']),
  ('local-rag', 2, 5, 'Antibiotic prophylaxis', 'المضاد الحيوي الوقائي',
   'When do we give antibiotics before an extraction?',
   'Only for patients with a prosthetic heart valve, previous endocarditis or certain congenital heart conditions: amoxicillin 2 g one hour before (Clinical Protocols Handbook, protocol 7).',
   array['Clinical Protocols Handbook'],
   'متى نعطي المضاد الحيوي قبل خلع السن؟',
   'فقط للمرضى الذين لديهم صمام قلب صناعي أو التهاب سابق في بطانة القلب أو بعض أمراض القلب الخلقية: أموكسيسيلين 2 غرام قبل ساعة (دليل البروتوكولات السريرية، البروتوكول 7).',
   array['Clinical Protocols Handbook']),
  ('local-rag', 3, 4, 'Sensor calibration', 'معايرة الحساس',
   'How do I calibrate the intraoral X-ray sensor?',
   'Open the imaging software, choose Tools > Sensor > Calibrate, place the sensor in the calibration jig and take two exposures at 60 kV (X-ray Equipment Manuals, chapter 5).',
   array['X-ray Equipment Manuals'],
   'كيف أعاير حساس الأشعة داخل الفم؟',
   'افتح برنامج التصوير واختر الأدوات ثم الحساس ثم المعايرة، وضع الحساس في قالب المعايرة والتقط صورتين على 60 كيلوفولت (أدلة أجهزة الأشعة، الفصل 5).',
   array['X-ray Equipment Manuals']),
  ('local-rag', 4, 4, 'Record access', 'الوصول إلى السجلات',
   'Who may open a patient''s full medical history?',
   'Only the treating dentist and the clinic manager; every access is logged in the Patient Data Access Register and reviewed monthly (Patient Records Retention Policy, section 5).',
   array['Patient Records Retention Policy', 'Patient Data Access Register'],
   'من يحق له الاطلاع على التاريخ الطبي الكامل للمريض؟',
   'الطبيب المعالج ومدير العيادة فقط، ويُسجَّل كل اطلاع في سجل الوصول إلى بيانات المرضى ويُراجع شهرياً (سياسة الاحتفاظ بسجلات المرضى، القسم 5).',
   array['Patient Records Retention Policy', 'Patient Data Access Register']),
  ('local-rag', 5, 3, 'Incident reporting', 'الإبلاغ عن الحوادث',
   'How do I report a clinical incident?',
   'Fill in the incident form within 24 hours and hand it to the quality lead; serious incidents are reported to the Ministry within 72 hours (Quality and Patient Safety Guide, section 6).',
   array['دليل الجودة وسلامة المرضى'],
   'كيف أبلّغ عن حادثة سريرية؟',
   'املأ نموذج الحادثة خلال 24 ساعة وسلّمه لمسؤول الجودة، وتُبلَّغ الوزارة بالحوادث الجسيمة خلال 72 ساعة (دليل الجودة وسلامة المرضى، القسم 6).',
   array['دليل الجودة وسلامة المرضى']),
  ('local-rag', 6, 3, 'Inspection findings', 'نتائج التفتيش',
   'What did the last Ministry inspection find?', null, null,
   'ما نتائج آخر تفتيش من الوزارة؟', null, null),
  ('local-rag', 7, 2, 'Zirconia lab', 'مختبر الزركونيا',
   'Which lab makes our zirconia crowns?', null, null,
   'أي مختبر يصنع تيجان الزركونيا لدينا؟', null, null),

  ('local-chatbot', 1, 6, 'Returns without receipt', 'الإرجاع دون إيصال',
   'Can a customer return an item without a receipt?',
   'Yes, within 14 days if we find the sale in Odoo by phone number; the refund is store credit only (Returns and Exchange Policy, section 2).',
   array['Returns and Exchange Policy'],
   'هل يمكن للعميل إرجاع منتج دون إيصال؟',
   'نعم، خلال 14 يوماً إذا وجدنا عملية البيع في أودو برقم الجوال، ويكون الاسترداد رصيداً للشراء فقط (سياسة الإرجاع والاستبدال، البند 2).',
   array['Returns and Exchange Policy']),
  ('local-chatbot', 2, 6, 'Delivery fee', 'رسوم التوصيل',
   'What is the delivery fee to Al Khor?',
   'QAR 35 to Al Khor, free for orders above QAR 500; deliveries go out on Sunday, Tuesday and Thursday (Delivery Zones and Fees).',
   array['Delivery Zones and Fees'],
   'كم رسوم التوصيل إلى الخور؟',
   'رسوم التوصيل إلى الخور 35 ريالاً، ومجانية للطلبات التي تزيد على 500 ريال، ويكون التوصيل أيام الأحد والثلاثاء والخميس (مناطق التوصيل ورسومه).',
   array['Delivery Zones and Fees']),
  ('local-chatbot', 3, 4, 'Oud storage', 'تخزين دهن العود',
   'How should oud oil be stored in the showroom?',
   'Keep it below 25 °C, away from the window displays and in its closed box; open testers are replaced every 3 months (Product Care Guides, fragrance section).',
   array['Product Care Guides'],
   'كيف نخزّن دهن العود في المعرض؟',
   'يُحفظ في درجة حرارة أقل من 25 درجة مئوية بعيداً عن واجهات العرض وداخل علبته المغلقة، وتُستبدل عبوات التجربة كل 3 أشهر (أدلة العناية بالمنتجات، قسم العطور).',
   array['Product Care Guides']),
  ('local-chatbot', 4, 4, 'Container receiving', 'استلام الحاويات',
   'What is the procedure for receiving a container at the warehouse?',
   'Check the seal number against the bill of lading, count the cartons before signing, photograph any damage and record the receipt in Odoo the same day (Warehouse Procedures, section 1).',
   array['إجراءات المستودع'],
   'ما إجراءات استلام حاوية في المستودع؟',
   'طابِق رقم الختم مع بوليصة الشحن، وعُدّ الكراتين قبل التوقيع، وصوّر أي تلف، وسجّل الاستلام في أودو في اليوم نفسه (إجراءات المستودع، القسم 1).',
   array['إجراءات المستودع']),
  ('local-chatbot', 5, 3, 'Supplier price', 'سعر المورّد',
   'What does the supplier charge us for the 12-piece cookware set?',
   'QAR 312 a set from Gulf Kitchenware, or QAR 298 for 50 sets or more (Supplier Price Lists 2026, kitchen tab).',
   array['Supplier Price Lists 2026'],
   'كم يتقاضى المورّد منا مقابل طقم أواني الطبخ 12 قطعة؟',
   'سعر الطقم 312 ريالاً من مورّد أدوات المطبخ الخليجية، أو 298 ريالاً عند شراء 50 طقماً أو أكثر (قوائم أسعار الموردين 2026، صفحة المطبخ).',
   array['Supplier Price Lists 2026']),
  ('local-chatbot', 6, 3, 'Gift wrapping', 'تغليف الهدايا',
   'Do we charge for gift wrapping?',
   'Gift wrapping is free for purchases above QAR 200; below that it is QAR 15 (Showroom Customer Service Guide, section 4).',
   array['دليل خدمة العملاء في المعارض'],
   'هل نتقاضى رسوماً على تغليف الهدايا؟',
   'تغليف الهدايا مجاني للمشتريات التي تزيد على 200 ريال، وبرسوم 15 ريالاً لما دون ذلك (دليل خدمة العملاء في المعارض، القسم 4).',
   array['دليل خدمة العملاء في المعارض']),
  ('local-chatbot', 7, 3, 'Stock count', 'الجرد',
   'When is the next stock count?', null, null,
   'متى الجرد القادم؟', null, null),
  ('local-chatbot', 8, 2, 'Staff commission', 'عمولة الموظفين',
   'What is the commission rate for showroom staff this quarter?', null, null,
   'ما نسبة عمولة موظفي المعرض هذا الربع؟', null, null),

  ('website-chatbot', 1, 7, 'Opening hours', 'مواعيد العمل',
   'What are your opening hours?',
   'We are open Saturday to Thursday from 9 am to 9 pm, and on Friday from 4 pm to 9 pm.',
   array['Clinic Services and Opening Hours'],
   'ما مواعيد عملكم؟',
   'نعمل من السبت إلى الخميس من 9 صباحاً حتى 9 مساءً، ويوم الجمعة من 4 عصراً حتى 9 مساءً.',
   array['Clinic Services and Opening Hours']),
  ('website-chatbot', 2, 5, 'Children', 'علاج الأطفال',
   'Do you treat children?',
   'Yes. Dr. Noor Al-Sayed, our paediatric dentist, sees children from the age of 2, every day except Friday.',
   array['Our Doctors and Specialities'],
   'هل تعالجون الأطفال؟',
   'نعم، تستقبل د. نور السيد، طبيبة أسنان الأطفال لدينا، الأطفال من عمر سنتين يومياً ما عدا الجمعة.',
   array['Our Doctors and Specialities']),
  ('website-chatbot', 3, 5, 'Insurance', 'التأمين',
   'Which insurance do you accept?',
   'We accept QLM, Bupa, AXA, Allianz and Daman. Please bring your insurance card and Qatar ID to the appointment.',
   array['Accepted Insurance Plans'],
   'ما شركات التأمين التي تقبلونها؟',
   'نقبل QLM وبوبا وAXA وأليانز وضمان. يُرجى إحضار بطاقة التأمين والبطاقة الشخصية القطرية إلى الموعد.',
   array['Accepted Insurance Plans']),
  ('website-chatbot', 4, 4, 'Invisalign price', 'سعر التقويم الشفاف',
   'How much does Invisalign cost?',
   'Invisalign starts at QAR 12,000; this month the consultation and the 3D scan are free.',
   array['عروض هذا الشهر', 'Clinic Services and Opening Hours'],
   'كم تكلفة التقويم الشفاف؟',
   'تبدأ تكلفة التقويم الشفاف من 12,000 ريال، والاستشارة والمسح ثلاثي الأبعاد مجانيان هذا الشهر.',
   array['عروض هذا الشهر', 'Clinic Services and Opening Hours']),
  ('website-chatbot', 5, 4, 'Location and parking', 'الموقع والمواقف',
   'Where are you, and is there parking?',
   'We are on Al Waab Street, next to Villaggio, with free patient parking behind the building.',
   array['Clinic Services and Opening Hours'],
   'أين موقعكم، وهل تتوفر مواقف؟',
   'نقع في شارع الوعب بجوار فيلاجيو، مع مواقف مجانية للمرضى خلف المبنى.',
   array['Clinic Services and Opening Hours']),
  ('website-chatbot', 6, 3, 'Sedation', 'التخدير',
   'Do you offer sedation for anxious patients?', null, null,
   'هل توفرون التخدير للمرضى القلقين؟', null, null),
  ('website-chatbot', 7, 3, 'Instalments', 'التقسيط',
   'Can I pay for braces in instalments?', null, null,
   'هل يمكنني دفع تكلفة التقويم بالتقسيط؟', null, null);

-- Sessions of 1-3 questions over the last 30 days. Staff ask the internal bots; patients the website.
create temporary table demo_rag_sessions as
select
  s.k, pg_temp.demo_id(s.k) as id, pg_temp.uid(s.who) as user_id, s.who, s.slug, s.channel, s.day,
  case when pg_temp.rnd(s.k || ':lang') < 0.45 then 'ar' else 'en' end as lang,
  pg_temp.rint(s.k || ':n', 1, 3) as exchanges,
  -- At least 20 minutes ago, so that today's answers and endings are not in the future.
  least(pg_temp.ago(s.day, s.k || ':t'), now() - interval '20 minutes') as started
from (
  select g.who, g.slug, g.channel, n, 'rag:' || g.slug || ':' || n as k,
    pg_temp.rint('rag-day:' || g.slug || ':' || n, 0, 29) as day
  from (values
    ('omar', 'rag-chatbot', 'portal', 40),
    ('omar', 'local-rag', 'portal', 46),
    ('sara', 'local-chatbot', 'portal', 54),
    ('omar', 'website-chatbot', 'website', 56)
  ) as g(who, slug, channel, how_many)
  cross join lateral generate_series(1, g.how_many) as n
) as s;

-- Each session asks distinct questions, the common ones more often (weighted sampling by rnd^(1/w)).
-- Local models answer more slowly than hosted ones, with the odd long wait when the server is busy.
create temporary table demo_rag_exchanges as
select
  s.k, s.id as session_id, s.user_id, s.slug, s.lang, q.i,
  case s.lang when 'ar' then q.question_ar else q.question_en end as question,
  case s.lang when 'ar' then q.answer_ar else q.answer_en end as answer,
  case s.lang when 'ar' then q.cites_ar else q.cites_en end as cites,
  case s.lang when 'ar' then q.topic_ar else q.topic_en end as topic,
  s.started + make_interval(secs => (q.i - 1) * pg_temp.rint(s.k || ':gap', 50, 160)) as asked_at,
  case
    when s.slug not like 'local-%' then pg_temp.rint(s.k || ':lat' || q.i, 900, 3800)
    when pg_temp.rnd(s.k || ':slow' || q.i) < 0.06 then pg_temp.rint(s.k || ':lat' || q.i, 12000, 26000)
    else pg_temp.rint(s.k || ':lat' || q.i, 2400, 8800)
  end as latency_ms,
  case
    when s.slug like 'local-%' and s.lang = 'ar' then 'qwen2.5:14b'
    when s.slug like 'local-%' then 'llama3.1:8b'
    else 'gpt-4o-mini'
  end as model
from demo_rag_sessions s
cross join lateral (
  select d.*, row_number() over (order by power(pg_temp.rnd(s.k || ':q' || d.q), 1.0 / d.w) desc) as i
  from demo_questions d
  where d.kind = s.slug
) as q
where q.i <= s.exchanges;

-- Rated by most people who finish; lower when the bot could not answer. Today's sessions may still be
-- open; a website visitor left without an answer sometimes asks for a person.
create temporary table demo_rag_outcomes as
select s.id,
  case
    when s.day = 0 and pg_temp.rnd(s.k || ':open') < 0.5 then 'active'
    when s.slug = 'website-chatbot' and x.fallbacks > 0 and pg_temp.rnd(s.k || ':esc') < 0.5 then 'escalated'
    when pg_temp.rnd(s.k || ':left') < 0.14 then 'abandoned'
    else 'resolved'
  end as status,
  x.fallbacks, x.last_answer, x.topic
from demo_rag_sessions s
join (
  select session_id, count(*) filter (where answer is null) as fallbacks,
    max(asked_at + make_interval(secs => latency_ms / 1000.0)) as last_answer,
    min(topic) filter (where i = 1) as topic
  from demo_rag_exchanges group by session_id
) as x on x.session_id = s.id;

insert into public.chat_sessions (
  id, user_id, workflow_slug, channel, customer_name, customer_contact, topic, language, status,
  satisfaction, started_at, ended_at, page_url, visitor_id, created_at, updated_at
)
select
  s.id, s.user_id, s.slug, s.channel,
  case
    when s.slug <> 'website-chatbot' then pg_temp.pick(case s.who
      when 'omar' then array['Dr. Lina Khoury', 'Maria Santos (nurse)', 'Rami Saleh (reception)', 'د. هالة الأنصاري', 'Dr. Noor Al-Sayed']
      else array['Yousef Al-Obaidli (warehouse)', 'Priya Fernandes (showroom)', 'حصة المري', 'Tariq Mansour (delivery)', 'دانة الخاطر'] end, s.k)
    -- Most website visitors stay anonymous; some leave their name and e-mail to be called back.
    when pg_temp.rnd(s.k || ':named') < 0.4 then (pg_temp.person(s.k || ':who')).name
  end,
  case when s.slug = 'website-chatbot' and pg_temp.rnd(s.k || ':named') < 0.4 then (pg_temp.person(s.k || ':who')).email end,
  o.topic, s.lang, o.status,
  case
    when o.status = 'resolved' and pg_temp.rnd(s.k || ':rated') < 0.75 then
      case when o.fallbacks > 0 then pg_temp.rint(s.k || ':sat', 2, 4) else pg_temp.rint(s.k || ':sat', 4, 5) end
    when o.status = 'escalated' and pg_temp.rnd(s.k || ':rated') < 0.5 then pg_temp.rint(s.k || ':sat', 1, 3)
  end,
  s.started,
  case when o.status <> 'active' then o.last_answer + make_interval(mins => pg_temp.rint(s.k || ':end', 1, 12)) end,
  case when s.slug = 'website-chatbot' then 'https://dohasmile.example.qa' || case s.lang when 'ar' then '/ar' else '' end
    || pg_temp.pick(array['/', '/', '/services', '/services/whitening', '/services/orthodontics', '/doctors', '/offers', '/contact'], s.k || ':page') end,
  case when s.slug = 'website-chatbot' then 'v-' || lpad(pg_temp.rint(s.k || ':visitor', 1, 70)::text, 4, '0') end,
  s.started, s.started
from demo_rag_sessions s
join demo_rag_outcomes o on o.id = s.id
on conflict (id) do nothing;

insert into public.chat_messages (
  id, session_id, user_id, role, content, created_at, latency_ms, model, fallback, cited_document_ids
)
select pg_temp.demo_id(x.k || ':q' || x.i), x.session_id, x.user_id, 'customer', x.question, x.asked_at,
       null, null, false, '{}'::uuid[]
from demo_rag_exchanges x
union all
select pg_temp.demo_id(x.k || ':a' || x.i), x.session_id, x.user_id, 'assistant',
  coalesce(x.answer, case
    when x.slug = 'website-chatbot' and x.lang = 'ar' then 'عذراً، لا تتوفر لدي هذه المعلومة حالياً. يُرجى الاتصال بنا على 44550000 وسيساعدك فريقنا.'
    when x.slug = 'website-chatbot' then 'Sorry, I don''t have that information yet. Please call us on 4455 0000 and our team will help.'
    when x.lang = 'ar' then 'لم أجد إجابة عن هذا في قاعدة المعرفة. يُرجى سؤال مديرك أو إضافة مستند يغطي هذا الموضوع.'
    else 'I could not find this in the knowledge base. Please ask your manager, or add a document that covers it.'
  end),
  x.asked_at + make_interval(secs => x.latency_ms / 1000.0), x.latency_ms, x.model, x.answer is null,
  case when x.answer is null then '{}'::uuid[]
       else array(select pg_temp.demo_id('doc:' || title) from unnest(x.cites) as title) end
from demo_rag_exchanges x
union all
select pg_temp.demo_id(s.k || ':agent'), s.id, s.user_id, 'agent',
  case s.lang when 'ar' then 'مرحباً، معك مريم من العيادة. يسعدني مساعدتك في ذلك، هل يمكنني الاتصال بك؟'
              else 'Hi, this is Mariam from the clinic. I can help with that: may I call you?' end,
  o.last_answer + interval '3 minutes', null, null, false, '{}'::uuid[]
from demo_rag_sessions s
join demo_rag_outcomes o on o.id = s.id
where o.status = 'escalated'
on conflict (id) do nothing;

-- The conversations of section 6 with the clinic's bots get the same answer details, and the website
-- ones a page and a visitor. `is null` keeps a second run from touching them again.
update public.chat_messages m set
  latency_ms = pg_temp.rint(m.id::text || ':lat', 900, 3800),
  model = case s.slug when 'customer-support-automation' then 'gpt-4o' else 'gpt-4o-mini' end,
  cited_document_ids = array(select pg_temp.demo_id('doc:' || title) from unnest(c.cites) as title)
from demo_sessions s
join (values
  ('rag-chatbot', 'en', 1, array['Infection Control Manual 2026']),
  ('rag-chatbot', 'ar', 1, array['بروتوكول تعقيم الأدوات', 'Infection Control Manual 2026']),
  ('rag-chatbot', 'en', 2, array['Insurance Partners and Coverage']),
  ('rag-chatbot', 'ar', 2, array['Insurance Partners and Coverage']),
  ('website-chatbot', 'en', 1, array['Clinic Services and Opening Hours', 'Our Doctors and Specialities']),
  ('website-chatbot', 'ar', 1, array['Clinic Services and Opening Hours', 'Our Doctors and Specialities']),
  ('website-chatbot', 'en', 2, array['Clinic Services and Opening Hours', 'Accepted Insurance Plans']),
  ('website-chatbot', 'ar', 2, array['Clinic Services and Opening Hours', 'Accepted Insurance Plans']),
  ('customer-support-automation', 'en', 1, array['Refund and Cancellation Policy']),
  ('customer-support-automation', 'ar', 1, array['Refund and Cancellation Policy']),
  ('customer-support-automation', 'en', 2, array['Patient FAQ']),
  ('customer-support-automation', 'ar', 2, array['الأسئلة الشائعة للمرضى'])
) as c(slug, lang, variant, cites) on c.slug = s.slug and c.lang = s.lang and c.variant = s.variant
where m.session_id = s.id and m.role = 'assistant' and m.model is null;

update public.chat_sessions cs set
  page_url = 'https://dohasmile.example.qa' || case s.lang when 'ar' then '/ar' else '' end
    || case s.variant when 1 then pg_temp.pick(array['/', '/contact', '/doctors'], s.k || ':page')
                      else pg_temp.pick(array['/services/whitening', '/offers', '/'], s.k || ':page') end,
  visitor_id = 'v-' || lpad(pg_temp.rint(s.k || ':visitor', 1, 70)::text, 4, '0')
from demo_sessions s
where cs.id = s.id and s.slug = 'website-chatbot' and cs.page_url is null;

-- Database chat (Sara): questions about the shop's Odoo database in plain language, the read-only SQL
-- generated for each, rows returned and time taken. Some always fail (a wrong column, a question that
-- would change data, one too slow to finish); any may fail on a lost connection now and then.
create temporary table demo_db_questions (
  q integer, w integer, lang text, question text, generated_sql text, rows_lo integer, rows_hi integer,
  ms_lo integer, ms_hi integer, error text
);

insert into demo_db_questions values
  (1, 8, 'en', 'What were our total sales last month?',
   e'select sum(amount_total) as total_sales\nfrom sale_order\nwhere state in (''sale'', ''done'')\n  and date_order >= date_trunc(''month'', now()) - interval ''1 month''\n  and date_order < date_trunc(''month'', now());',
   1, 1, 60, 240, null),
  (2, 6, 'en', 'Top 10 products by revenue this year',
   e'select p.name, sum(l.price_subtotal) as revenue\nfrom sale_order_line l\n  join product_product p on p.id = l.product_id\nwhere l.create_date >= date_trunc(''year'', now())\ngroup by p.name\norder by revenue desc\nlimit 10;',
   10, 10, 300, 1400, null),
  (3, 4, 'en', 'Which customers have not ordered in the last 90 days?',
   e'select c.name, max(o.date_order) as last_order\nfrom res_partner c\n  join sale_order o on o.partner_id = c.id\ngroup by c.name\nhaving max(o.date_order) < now() - interval ''90 days''\norder by last_order;',
   35, 120, 800, 3200, null),
  (4, 7, 'en', 'How many 12-piece cookware sets are left in the Al Sadd showroom?',
   e'select sum(q.quantity) as on_hand\nfrom stock_quant q\n  join product_product p on p.id = q.product_id\n  join stock_location l on l.id = q.location_id\nwhere p.default_code = ''CW-12'' and l.name = ''Al Sadd Showroom'';',
   1, 1, 40, 160, null),
  (5, 5, 'en', 'Show unpaid invoices over QAR 5,000',
   e'select name, partner_id, amount_residual, invoice_date_due\nfrom account_move\nwhere move_type = ''out_invoice'' and payment_state <> ''paid''\n  and amount_residual > 5000\norder by invoice_date_due;',
   4, 22, 90, 450, null),
  (6, 3, 'en', 'Sales by showroom per month this year',
   e'select t.name as showroom, date_trunc(''month'', o.date_order) as month, sum(o.amount_total) as sales\nfrom sale_order o\n  join crm_team t on t.id = o.team_id\nwhere o.date_order >= date_trunc(''year'', now())\ngroup by 1, 2\norder by 2, 1;',
   24, 36, 1800, 6500, null),
  (7, 2, 'en', 'Which supplier delivered late most often?',
   e'select partner_id, count(*) as late_orders\nfrom purchase_order\nwhere date_received > date_planned\ngroup by partner_id\norder by late_orders desc\nlimit 1;',
   null, null, 20, 60, 'column purchase_order.date_received does not exist'),
  (8, 1, 'en', 'Delete the test customers from the system',
   e'delete from res_partner where name ilike ''%test%'';',
   null, null, null, null, 'Refused: only read-only queries are allowed, and this question asks to change data.'),
  (9, 1, 'en', 'Average basket size by customer nationality',
   e'select c.country_id, avg(o.amount_total) as average_basket\nfrom sale_order o\n  join res_partner c on c.id = o.partner_id\n  join sale_order_line l on l.order_id = o.id\ngroup by c.country_id;',
   null, null, 30000, 30000, 'Cancelled after 30 s: the query ran longer than the statement timeout.'),
  (10, 6, 'ar', 'ما إجمالي مبيعات العطور في آخر 30 يوماً؟',
   e'select sum(l.price_subtotal) as perfume_sales\nfrom sale_order_line l\n  join product_product p on p.id = l.product_id\n  join product_category c on c.id = p.categ_id\nwhere c.name = ''Perfumes'' and l.create_date >= now() - interval ''30 days'';',
   1, 1, 150, 700, null),
  (11, 5, 'ar', 'كم طلباً تم توصيله إلى الوكرة هذا الأسبوع؟',
   e'select count(*) as delivered\nfrom stock_picking p\n  join res_partner c on c.id = p.partner_id\nwhere c.city = ''Al Wakrah'' and p.state = ''done''\n  and p.date_done >= date_trunc(''week'', now());',
   1, 1, 80, 300, null),
  (12, 4, 'ar', 'من هم أكثر 5 عملاء شراءً هذا العام؟',
   e'select c.name, sum(o.amount_total) as total\nfrom sale_order o\n  join res_partner c on c.id = o.partner_id\nwhere o.date_order >= date_trunc(''year'', now())\ngroup by c.name\norder by total desc\nlimit 5;',
   5, 5, 400, 1600, null),
  (13, 4, 'ar', 'ما المنتجات التي نفد مخزونها؟',
   e'select p.name\nfrom product_product p\n  left join stock_quant q on q.product_id = p.id\ngroup by p.name\nhaving coalesce(sum(q.quantity), 0) <= 0;',
   3, 18, 100, 500, null),
  (14, 2, 'ar', 'قارن مبيعات رمضان بالعام الماضي',
   null, null, null, null, null,
   'The question is ambiguous: the database has no Ramadan dates; ask again with a date range.');

insert into public.database_queries (
  id, user_id, workflow_slug, asked_by, question, language, generated_sql, status, error, row_count, duration_ms,
  created_at, updated_at
)
select pg_temp.demo_id(x.k), pg_temp.uid('sara'), 'database-chat',
  pg_temp.pick(case q.lang when 'ar' then array['حصة المري', 'Sara Al-Kuwari', 'دانة الخاطر']
    else array['Sara Al-Kuwari', 'Yousef Al-Obaidli', 'Priya Fernandes', 'Tariq Mansour'] end, x.k || ':who'),
  q.question, q.lang, q.generated_sql,
  case when q.error is not null or x.lost then 'failed' else 'succeeded' end,
  coalesce(q.error, case when x.lost then 'The connection to the database server was lost; ask again in a moment.' end),
  case when q.error is null and not x.lost then pg_temp.rint(x.k || ':rows', q.rows_lo, q.rows_hi) end,
  case when q.ms_lo is not null then pg_temp.rint(x.k || ':ms', q.ms_lo, q.ms_hi) end,
  x.created, x.created
from (
  select 'dbq:' || d.day || ':' || n.n as k, d.day, pg_temp.ago(d.day, 'dbq-t:' || d.day || ':' || n.n) as created,
    pg_temp.rnd('dbq-lost:' || d.day || ':' || n.n) < 0.03 as lost
  from generate_series(0, 29) as d(day)
  cross join generate_series(1, 11) as n(n)
  where n.n <= pg_temp.rint('dbq-n:' || d.day, 4, 11)
) as x
cross join lateral (
  select * from demo_db_questions d order by power(pg_temp.rnd(x.k || ':q' || d.q), 1.0 / d.w) desc limit 1
) as q
on conflict (id) do nothing;

drop table demo_db_questions;
drop table demo_rag_outcomes;
drop table demo_rag_exchanges;
drop table demo_rag_sessions;
drop table demo_questions;

-- ---------------------------------------------------------------------------------------------------
-- 10. Emails answered by gmail-auto-responder (Omar)
-- ---------------------------------------------------------------------------------------------------

insert into public.emails (
  id, user_id, workflow_slug, direction, from_address, to_address, subject, snippet, summary, label, priority,
  sentiment, status, received_at, responded_at, response_time_seconds, created_at, updated_at
)
select
  pg_temp.demo_id('email:' || e.n), pg_temp.uid('omar'), 'gmail-auto-responder', 'inbound',
  (pg_temp.person('email-from:' || e.n)).email, 'appointments@dohasmile.example.qa',
  t.subject, t.snippet, t.summary, t.label,
  case when t.label = 'Complaints' then 'high' when t.label = 'Other' then 'low' else 'normal' end,
  t.sentiment, e.status, e.received,
  case when e.status in ('auto_replied', 'replied') then e.received + make_interval(secs => e.response_secs) end,
  case when e.status in ('auto_replied', 'replied') then e.response_secs end,
  e.received, e.received
from (
  select n, x.received, x.status, pg_temp.rint('email-k:' || n, 1, 8) as template,
    -- A person answers in hours; the auto-responder in seconds.
    case when x.status = 'replied' then pg_temp.rint('email-rt:' || n, 1200, 14400)
         else pg_temp.rint('email-rt:' || n, 15, 180) end as response_secs
  from generate_series(1, 64) as n
  cross join lateral (
    select pg_temp.ago(pg_temp.rint('email-d:' || n, 0, 29), 'email-t:' || n) as received,
      pg_temp.pick(array['auto_replied', 'auto_replied', 'auto_replied', 'auto_replied', 'auto_replied', 'auto_replied',
                         'auto_replied', 'replied', 'replied', 'received', 'archived'], 'email-s:' || n) as status
  ) as x
) as e
join (values
  (1, 'Appointment request for next week', 'Hi, I would like to book a check-up and cleaning next week, preferably in the evening.', 'Wants an evening check-up next week.', 'Appointments', 'neutral'),
  (2, 'Price of teeth whitening', 'Could you tell me how much in-clinic whitening costs and whether you have offers?', 'Asks for the whitening price and offers.', 'Pricing', 'positive'),
  (3, 'Insurance coverage – QLM', 'Does my QLM card cover root canal treatment at your clinic?', 'Asks whether QLM covers a root canal.', 'Insurance', 'neutral'),
  (4, 'استفسار عن تقويم الأسنان', 'السلام عليكم، أرغب في معرفة تكلفة التقويم الشفاف ومدة العلاج.', 'يسأل عن تكلفة التقويم الشفاف ومدته.', 'Pricing', 'neutral'),
  (5, 'Complaint about waiting time', 'I waited 45 minutes past my appointment time yesterday. This is not acceptable.', 'Unhappy about a 45-minute wait.', 'Complaints', 'negative'),
  (6, 'Reschedule my appointment', 'Something came up; can I move my Thursday appointment to Saturday?', 'Wants to move Thursday to Saturday.', 'Appointments', 'neutral'),
  (7, 'طلب موعد للأطفال', 'أود حجز موعد فحص لطفليّ (7 و10 سنوات) بعد الدوام المدرسي.', 'يطلب موعد فحص لطفلين بعد المدرسة.', 'Appointments', 'positive'),
  (8, 'Invoice copy for my employer', 'Please send me a copy of my last invoice with the clinic stamp for reimbursement.', 'Needs a stamped invoice copy.', 'Other', 'neutral')
) as t(i, subject, snippet, summary, label, sentiment) on t.i = e.template
on conflict (id) do nothing;

-- ---------------------------------------------------------------------------------------------------
-- 11. HR requests through the WhatsApp HR assistant (Omar's clinic staff; paused 4 days ago)
-- ---------------------------------------------------------------------------------------------------

insert into public.hr_requests (
  id, user_id, workflow_slug, employee_name, employee_contact, request_type, details, status, channel, resolved_at, created_at, updated_at
)
select
  pg_temp.demo_id('hr:' || n), pg_temp.uid('omar'), 'hr-service',
  pg_temp.pick(array['Dr. Lina Khoury', 'Maria Santos', 'Rami Saleh', 'هالة الأنصاري', 'Joseph Mathew', 'نورة الكبيسي'], 'hr-e:' || n),
  pg_temp.phone('hr:' || n), r.request_type, r.details,
  case when r.created > now() - interval '6 days' then pg_temp.pick(array['open', 'in_progress'], 'hr-s:' || n)
       else pg_temp.pick(array['resolved', 'resolved', 'resolved', 'rejected'], 'hr-s:' || n) end,
  'whatsapp',
  case when r.created <= now() - interval '6 days' then r.created + make_interval(hours => pg_temp.rint('hr-r:' || n, 1, 48)) end,
  r.created, r.created
from generate_series(1, 20) as n
cross join lateral (
  select pg_temp.ago(pg_temp.rint('hr-d:' || n, 4, 29), 'hr-t:' || n) as created, x.request_type, x.details
  from (values
    (1, 'leave', 'Annual leave from the 14th to the 18th next month.'),
    (2, 'payslip', 'Payslip for last month, please.'),
    (3, 'certificate', 'Salary certificate for a bank loan application.'),
    (4, 'policy_question', 'How many sick days can I take without a medical certificate?'),
    (5, 'leave', 'أرغب في إجازة اضطرارية يومي الأحد والاثنين.'),
    (6, 'expense', 'Reimbursement for the dental conference registration (QAR 850).'),
    (7, 'certificate', 'شهادة خبرة باللغة الإنجليزية.')
  ) as x(i, request_type, details)
  where x.i = pg_temp.rint('hr-k:' || n, 1, 7)
) as r
on conflict (id) do nothing;

-- ---------------------------------------------------------------------------------------------------
-- 12. Requests to the admin, in every status, with their message threads
-- ---------------------------------------------------------------------------------------------------

insert into public.workflow_access_requests (
  id, user_id, workflow_slug, workflow_name, status, message, decided_by, decided_at, decision_note, created_at, updated_at
)
select pg_temp.demo_id('access:' || r.key), pg_temp.uid(r.who), r.slug, w.name_en, r.status, r.message,
       case when r.status in ('approved', 'denied') then pg_temp.uid('admin') end,
       case when r.status <> 'pending' then now() - make_interval(hours => r.decided_hours) end,
       r.note, now() - make_interval(hours => r.created_hours),
       now() - make_interval(hours => coalesce(r.decided_hours, r.created_hours))
from (values
  ('sara-catalog', 'sara', 'whatsapp-product-catalog', 'approved',
   'We would like our customers to order from our catalogue on WhatsApp.', 'Welcome aboard! Catalogue bot connected.', 720, 700),
  ('sara-social', 'sara', 'social-media-content', 'pending',
   'Can we add social media content for our Instagram and LinkedIn pages?', null, 50, null),
  ('sara-dbchat', 'sara', 'database-chat', 'denied',
   'We want to ask questions about our sales data in Odoo.', 'Needs remote read access to the on-premise Odoo server first.', 290, 266),
  ('sara-summary', 'sara', 'email-summary-agent', 'expired',
   'Interested in a daily email digest for the management team.', null, 480, 140),
  ('omar-support', 'omar', 'customer-support-automation', 'approved',
   'نرغب في أتمتة الرد على استفسارات المرضى عبر واتساب والبريد الإلكتروني.', 'تمت الموافقة، وسنربط رقم واتساب العيادة هذا الأسبوع.', 960, 940),
  ('omar-whatsapp', 'omar', 'whatsapp-chatbot', 'pending',
   'Could the WhatsApp chatbot also send appointment reminders?', null, 26, null),
  ('omar-localrag', 'omar', 'local-rag', 'denied',
   'We would prefer our documents to stay on a server inside the clinic.', 'A single clinic is better served by the hosted knowledge chatbot you already use.', 380, 356),
  ('omar-finance', 'omar', 'financial-reports', 'expired',
   'Monthly financial reports for the clinic owners.', null, 610, 200)
) as r(key, who, slug, status, message, note, created_hours, decided_hours)
join public.workflows w on w.slug = r.slug
on conflict (id) do nothing;

insert into public.workflow_request_messages (id, request_id, user_id, sender_type, sender_id, content, workflow_name, read_at, created_at)
select pg_temp.demo_id('message:' || m.request_key || ':' || m.seq), pg_temp.demo_id('access:' || m.request_key), pg_temp.uid(m.who),
       m.sender_type, case when m.sender_type = 'admin' then pg_temp.uid('admin') else pg_temp.uid(m.who) end,
       m.content, w.name_en,
       case when m.is_read then now() - make_interval(hours => m.hours_ago) + interval '20 minutes' end,
       now() - make_interval(hours => m.hours_ago)
from (values
  ('sara-catalog', 'sara', 1, 'client', 'We would like our customers to order from our catalogue on WhatsApp.', 720, true),
  ('sara-catalog', 'sara', 2, 'admin', 'Hi Sara, approved! The catalog bot is connected to your WhatsApp Business number. Send us your product list and we will go live.', 700, true),
  ('sara-catalog', 'sara', 3, 'client', 'Thank you! The product list is in your inbox.', 698, true),
  ('sara-social', 'sara', 1, 'client', 'Can we add social media content for our Instagram and LinkedIn pages?', 50, true),
  ('sara-social', 'sara', 2, 'admin', 'Hi Sara, of course. Which languages do you post in, and how many posts a week would you like?', 30, true),
  ('sara-social', 'sara', 3, 'client', 'Arabic and English, about four posts a week.', 20, false),
  ('sara-dbchat', 'sara', 1, 'client', 'We want to ask questions about our sales data in Odoo.', 290, true),
  ('sara-dbchat', 'sara', 2, 'admin', 'Hi Sara, Chat with Your Database needs read access to your Odoo server, which has no remote access today. Let us revisit once your VPN is in place.', 266, true),
  ('omar-support', 'omar', 1, 'client', 'نرغب في أتمتة الرد على استفسارات المرضى عبر واتساب والبريد الإلكتروني.', 960, true),
  ('omar-support', 'omar', 2, 'admin', 'أهلاً عمر، تمت الموافقة على طلبك. سنبدأ بربط رقم واتساب العيادة هذا الأسبوع.', 940, true),
  ('omar-support', 'omar', 3, 'client', 'ممتاز، شكراً جزيلاً.', 938, true),
  ('omar-whatsapp', 'omar', 1, 'client', 'Could the WhatsApp chatbot also send appointment reminders?', 26, true),
  ('omar-whatsapp', 'omar', 2, 'admin', 'Hi Omar, yes: a reminder 24 hours before each appointment is included. I will confirm the setup fee shortly.', 3, false),
  ('omar-localrag', 'omar', 1, 'client', 'We would prefer our documents to stay on a server inside the clinic.', 380, true),
  ('omar-localrag', 'omar', 2, 'admin', 'Hi Omar, the on-premise version needs a dedicated server at the clinic. For a single clinic the hosted Company Knowledge Chatbot you already use is the better fit, and your documents stay private there too.', 356, true)
) as m(request_key, who, seq, sender_type, content, hours_ago, is_read)
join public.workflow_access_requests r on r.id = pg_temp.demo_id('access:' || m.request_key)
join public.workflows w on w.slug = r.workflow_slug
on conflict (id) do nothing;

insert into public.workflow_control_requests (
  id, user_id, workflow_slug, action, details, status, source, submitted_at, decided_by, decided_at, decision_note, created_at, updated_at
)
select pg_temp.demo_id('control:' || c.key), pg_temp.uid(c.who), c.slug, c.action, c.details, c.status, c.source,
       now() - make_interval(hours => c.created_hours),
       case when c.status <> 'pending' then pg_temp.uid('admin') end,
       case when c.status <> 'pending' then now() - make_interval(hours => c.decided_hours) end,
       c.note, now() - make_interval(hours => c.created_hours), now() - make_interval(hours => coalesce(c.decided_hours, c.created_hours))
from (values
  ('sara-stop-catalog', 'sara', 'whatsapp-product-catalog', 'stop', 'Please pause the catalogue bot during our stock count until the new price list is ready.',
   'approved', 'workflow_page', 130, 120, 'Paused. Ask here when you want it back on.'),
  ('sara-change-leads', 'sara', 'lead-generation', 'change', 'Please add Instagram as a lead source and send me a daily summary on WhatsApp.',
   'pending', 'workflow_page', 3, null, null),
  ('sara-change-invoices', 'sara', 'invoice-collection', 'change', 'Send reminders every day until the invoice is paid.',
   'rejected', 'dashboard', 220, 210, 'Daily reminders annoy customers and get flagged as spam; reminders now go out 3, 7 and 14 days after the due date.'),
  ('sara-change-odoo', 'sara', 'odoo-sales', 'change', 'Create quotations in Arabic for our Qatari customers.',
   'approved', 'workflow_page', 340, 330, 'Done: the Arabic quotation template is live.'),
  ('omar-stop-hr', 'omar', 'hr-service', 'stop', 'Pause the HR assistant while we update the leave policy.',
   'approved', 'workflow_page', 100, 96, 'Paused until the new policy is uploaded.'),
  ('omar-start-hr', 'omar', 'hr-service', 'start', 'Please restart the HR assistant; the new leave policy is uploaded.',
   'pending', 'dashboard', 20, null, null),
  ('omar-stop-website', 'omar', 'website-chatbot', 'stop', 'Turn the website chatbot off at night.',
   'rejected', 'workflow_page', 250, 240, 'Most visitors book at night; we recommend keeping it on and handing over to reception in the morning.'),
  ('omar-change-rag', 'omar', 'rag-chatbot', 'change', 'أضيفوا قائمة أسعار 2027 إلى قاعدة المعرفة.',
   'approved', 'workflow_page', 440, 430, 'Indexed: the 2027 price list is in the knowledge base.')
) as c(key, who, slug, action, details, status, source, created_hours, decided_hours, note)
on conflict (id) do nothing;

insert into public.custom_workflow_requests (
  id, user_id, workflow_name, description, business_problem, expected_outcome, target_users, urgency, timeline,
  technical_requirements, required_integrations, additional_notes, status, decided_by, decided_at, decision_note, created_at, updated_at
)
select pg_temp.demo_id('custom:' || c.key), pg_temp.uid(c.who), c.name, c.description, c.problem, c.outcome, c.users, c.urgency, c.timeline,
       c.tech, c.integrations, c.notes, c.status,
       case when c.status <> 'pending' then pg_temp.uid('admin') end,
       case when c.status <> 'pending' then now() - make_interval(hours => c.decided_hours) end,
       c.note, now() - make_interval(hours => c.created_hours), now() - make_interval(hours => coalesce(c.decided_hours, c.created_hours))
from (values
  ('sara-tenders', 'sara', 'Tender Monitoring Bot',
   'Watch the government tender portals and alert us about kitchen and hospitality supply tenders.',
   'We miss tenders because nobody has time to check the portals every day.',
   'An alert within an hour of a relevant tender being published, with a short summary.',
   'Sales team (4 people)', 'high', 'within_1_month', 'Tenders are published in Arabic and English.',
   'Monaqasat portal, WhatsApp, Odoo', null, 'in_review', 110, 90, 'We are checking which portals allow automated access.'),
  ('sara-prices', 'sara', 'Supplier Price Comparison',
   'Compare supplier price lists every week and highlight the cheapest source for our top 50 products.',
   'Prices change often and we buy from whoever answered first.',
   null, 'Purchasing manager', 'low', 'to_be_discussed', null, 'Email, Google Sheets', 'Not urgent; after the National Day season.',
   'pending', 26, null, null),
  ('omar-reminders', 'omar', 'تذكير المرضى بالمواعيد',
   'إرسال تذكير عبر واتساب قبل كل موعد بيوم، مع إمكانية التأكيد أو الإلغاء بالرد.',
   'نسبة التغيّب عن المواعيد تقارب 15% مما يهدر وقت الأطباء.',
   'خفض نسبة التغيّب إلى أقل من 5%.', 'Reception team and patients', 'medium', 'within_2_weeks', null,
   'Clinic booking system, WhatsApp Business', null, 'approved', 300, 280, 'Approved: setup starts next week.'),
  ('omar-claims', 'omar', 'Insurance Claim Auto-Submission',
   'Submit insurance claims to the insurers'' portals automatically after each visit.',
   'Reception spends two hours a day on claims.', null, 'Reception team', 'urgent', 'within_1_week', null,
   'QLM portal, Bupa portal', null, 'rejected', 500, 470, 'The insurers'' portals do not permit automated submissions; we suggest a pre-filled claim pack instead.'),
  ('omar-reviews', 'omar', 'Patient Review Requests',
   'Ask patients for a Google review the day after their visit.',
   'Few happy patients leave reviews.', 'Double our monthly Google reviews.', 'Patients', 'low', 'within_1_month', null,
   'Google Business Profile, WhatsApp', null, 'completed', 700, 600, 'Live since last month.')
) as c(key, who, name, description, problem, outcome, users, urgency, timeline, tech, integrations, notes, status, created_hours, decided_hours, note)
on conflict (id) do nothing;

-- ---------------------------------------------------------------------------------------------------
-- 13. Notifications (bilingual; unread ones have read_at null)
-- ---------------------------------------------------------------------------------------------------

insert into public.notifications (id, user_id, type, title, message, title_ar, message_ar, link, read_at, created_at)
select pg_temp.demo_id('notification:' || n.key), pg_temp.uid(n.who), n.type, n.title, n.message, n.title_ar, n.message_ar, n.link,
       case when n.is_read then now() - make_interval(hours => n.hours_ago) + interval '1 hour' end,
       now() - make_interval(hours => n.hours_ago)
from (values
  ('sara-1', 'sara', 'success', 'Access approved', 'Your request for WhatsApp Product Catalog was approved. You will find it in your dashboard.',
   'تمت الموافقة على طلب الوصول', 'تمت الموافقة على طلبك لاستخدام كتالوج المنتجات عبر واتساب، وستجده في لوحة التحكم.', '/whatsapp-product-catalog', 700, true),
  ('sara-2', 'sara', 'warning', 'Access request rejected', 'Your request for Chat with Your Database was rejected. Needs remote read access to the on-premise Odoo server first.',
   'تم رفض طلب الوصول', 'تم رفض طلبك لاستخدام المحادثة مع قاعدة البيانات، إذ يلزم أولاً الوصول عن بُعد إلى خادم أودو.', '/marketplace', 266, true),
  ('sara-3', 'sara', 'success', 'Request approved', 'Your request to stop WhatsApp Product Catalog was approved. Paused. Ask here when you want it back on.',
   'تمت الموافقة على طلبك', 'تمت الموافقة على طلب إيقاف كتالوج المنتجات عبر واتساب.', '/whatsapp-product-catalog', 120, true),
  ('sara-4', 'sara', 'warning', 'Request rejected', 'Your request to change Invoice Collection was rejected. Reminders now go out 3, 7 and 14 days after the due date.',
   'تم رفض طلبك', 'تم رفض طلب تعديل تحصيل الفواتير، وأصبحت التذكيرات تُرسل بعد 3 و7 و14 يوماً من تاريخ الاستحقاق.', '/invoice-collection', 210, true),
  ('sara-5', 'sara', 'error', 'Workflow run failed', 'Odoo Sales could not reach your Odoo server (timeout after 30 s). We are looking into it.',
   'فشل تشغيل سير العمل', 'تعذّر على مبيعات أودو الوصول إلى خادم أودو (انتهت المهلة بعد 30 ثانية). نعمل على حل المشكلة.', '/odoo-sales', 30, false),
  ('sara-6', 'sara', 'info', 'New message from the team', 'The team replied about Social Media Content.',
   'رسالة جديدة من الفريق', 'ردّ الفريق بخصوص محتوى وسائل التواصل الاجتماعي.', '/dashboard', 30, true),
  ('sara-7', 'sara', 'info', 'Weekly summary', '41 new leads this week, 9 qualified. Your best source was LinkedIn.',
   'الملخص الأسبوعي', '41 عميلاً محتملاً جديداً هذا الأسبوع، منهم 9 مؤهلون. وكان LinkedIn أفضل مصادرك.', '/lead-generation', 20, false),
  ('sara-8', 'sara', 'info', 'Custom workflow request updated', 'Your request "Tender Monitoring Bot" is now in review.',
   'تحديث على طلب سير العمل المخصّص', 'حالة طلبك «Tender Monitoring Bot» الآن: قيد المراجعة.', '/dashboard', 90, false),
  ('omar-1', 'omar', 'success', 'Access approved', 'Your request for Customer Support Automation was approved. You will find it in your dashboard.',
   'تمت الموافقة على طلب الوصول', 'تمت الموافقة على طلبك لاستخدام أتمتة دعم العملاء، وستجده في لوحة التحكم.', '/customer-support-automation', 940, true),
  ('omar-2', 'omar', 'success', 'Request approved', 'Your request to stop WhatsApp HR Assistant was approved. Paused until the new policy is uploaded.',
   'تمت الموافقة على طلبك', 'تمت الموافقة على طلب إيقاف مساعد الموارد البشرية عبر واتساب.', '/hr-service', 96, true),
  ('omar-3', 'omar', 'warning', 'Request rejected', 'Your request to stop Website Chatbot was rejected. Most visitors book at night.',
   'تم رفض طلبك', 'تم رفض طلب إيقاف روبوت محادثة الموقع الإلكتروني، فمعظم الزوار يحجزون ليلاً.', '/website-chatbot', 240, true),
  ('omar-4', 'omar', 'success', 'Custom workflow request updated', 'Your request "Patient appointment reminders" is now approved.',
   'تحديث على طلب سير العمل المخصّص', 'حالة طلبك «تذكير المرضى بالمواعيد» الآن: مقبول.', '/dashboard', 280, true),
  ('omar-5', 'omar', 'warning', 'Document could not be indexed', 'Supplier Contracts (scanned) is password-protected. Upload an unlocked copy.',
   'تعذّرت فهرسة مستند', 'الملف «Supplier Contracts (scanned)» محمي بكلمة مرور. يرجى رفع نسخة غير محمية.', '/rag-chatbot', 200, false),
  ('omar-6', 'omar', 'info', 'New message from the team', 'The team replied about WhatsApp Chatbot.',
   'رسالة جديدة من الفريق', 'ردّ الفريق بخصوص روبوت محادثة واتساب.', '/dashboard', 3, false),
  ('omar-7', 'omar', 'info', 'Weekly summary', 'The website chatbot booked 11 appointments this week.',
   'الملخص الأسبوعي', 'حجز روبوت محادثة الموقع 11 موعداً هذا الأسبوع.', '/website-chatbot', 22, false),
  ('admin-1', 'admin', 'warning', 'Run failures', 'Odoo Sales failed 3 times for Al Noor Trading today.',
   'إخفاقات في التشغيل', 'فشل تشغيل مبيعات أودو 3 مرات لشركة النور للتجارة اليوم.', '/workflow-manager', 28, false),
  ('admin-2', 'admin', 'info', 'New contact message', 'A visitor from Lusail Tech Solutions asked about a custom workflow.',
   'رسالة تواصل جديدة', 'استفسر زائر من Lusail Tech Solutions عن سير عمل مخصّص.', '/admin', 60, true)
) as n(key, who, type, title, message, title_ar, message_ar, link, hours_ago, is_read)
on conflict (id) do nothing;

-- ---------------------------------------------------------------------------------------------------
-- 14. The public side: newsletter, contact form, analytics
-- ---------------------------------------------------------------------------------------------------

insert into public.newsletter_subscribers (id, email, locale, source, status, created_at, unsubscribed_at)
select pg_temp.demo_id('newsletter:' || s.email), s.email, s.locale, s.source, s.status,
       now() - make_interval(days => s.days), case when s.status = 'unsubscribed' then now() - make_interval(days => greatest(s.days - 5, 0)) end
from (values
  ('layla.hassan@example.qa', 'en', 'landing', 'subscribed', 28),
  ('m.alansari@example.qa', 'ar', 'landing', 'subscribed', 25),
  ('procurement@lusailtech.example.qa', 'en', 'landing', 'subscribed', 19),
  ('info@qatarfreshfoods.example.qa', 'en', 'footer', 'subscribed', 14),
  ('noura.k@example.qa', 'ar', 'landing', 'subscribed', 9),
  ('ops@westbaylogistics.example.qa', 'en', 'landing', 'unsubscribed', 21),
  ('h.almarri@example.qa', 'ar', 'footer', 'subscribed', 3)
) as s(email, locale, source, status, days)
on conflict (email) do nothing;

insert into public.contact_messages (id, full_name, email, company, message, locale, status, created_at, updated_at)
select pg_temp.demo_id('contact:' || c.email), c.full_name, c.email, c.company, c.message, c.locale, c.status,
       now() - make_interval(hours => c.hours_ago), now() - make_interval(hours => c.hours_ago)
from (values
  ('Tariq Mansour', 'tariq.mansour@example.qa', 'Lusail Tech Solutions',
   'We need a chatbot that answers employee IT questions in Arabic and English. Can we talk this week?', 'en', 'replied', 60),
  ('عبدالله الكبيسي', 'a.kubaisi@example.qa', 'مطاعم الدوحة الحديثة',
   'نرغب في بوت واتساب لاستقبال طلبات التوصيل لثلاثة فروع. ما التكلفة التقريبية؟', 'ar', 'read', 30),
  ('Elena Petrova', 'elena.p@example.qa', null,
   'Do you offer invoice follow-up for a small accounting office with about 80 clients?', 'en', 'new', 8),
  ('Rashid Al-Naimi', 'rashid.naimi@example.qa', 'Al Wakra Marine Supplies',
   'Interested in automated lead generation for marine equipment buyers in the GCC.', 'en', 'new', 2)
) as c(full_name, email, company, message, locale, status, hours_ago)
on conflict (id) do nothing;

insert into public.analytics_events (type, data, occurred_at, received_at, session_id, path)
select
  pg_temp.pick(array['page_view', 'page_view', 'page_view', 'web_vital', 'web_vital', 'cta_click'], 'ev:' || n),
  case pg_temp.pick(array['page_view', 'page_view', 'page_view', 'web_vital', 'web_vital', 'cta_click'], 'ev:' || n)
    when 'web_vital' then jsonb_build_object('metric', pg_temp.pick(array['LCP', 'CLS', 'INP', 'FCP'], 'ev-m:' || n),
      'value', round((pg_temp.rnd('ev-v:' || n) * 2400)::numeric, 1), 'rating', pg_temp.pick(array['good', 'good', 'good', 'needs-improvement'], 'ev-r:' || n))
    when 'cta_click' then jsonb_build_object('target', pg_temp.pick(array['hero_book_call', 'pricing_contact', 'sample_dashboard'], 'ev-c:' || n))
    else jsonb_build_object('locale', pg_temp.pick(array['en', 'en', 'ar'], 'ev-l:' || n), 'referrer', pg_temp.pick(array['google', 'linkedin', 'direct', 'instagram'], 'ev-f:' || n))
  end,
  pg_temp.ago(pg_temp.rint('ev-d:' || n, 0, 29), 'ev-t:' || n),
  pg_temp.ago(pg_temp.rint('ev-d:' || n, 0, 29), 'ev-t:' || n) + interval '1 second',
  'demo-' || pg_temp.rint('ev-s:' || n, 1, 60),
  pg_temp.pick(array['/', '/', '/', '/sample-lead-generation', '/sample-whatsapp-sales', '/sample-rag-chatbot', '/login'], 'ev-p:' || n)
from generate_series(1, 160) as n
where not exists (select 1 from public.analytics_events where session_id like 'demo-%');

-- ---------------------------------------------------------------------------------------------------
-- 15. The client's workspace: purchases from the marketplace and a support request
-- ---------------------------------------------------------------------------------------------------

-- Prices as the catalogue had them (purchase_workflows copies them the same way).
insert into public.workflow_purchases (
  id, user_id, workflow_slug, setup_cost_qar, monthly_cost_qar, status, decided_by, decided_at, decision_note, created_at, updated_at
)
select pg_temp.demo_id('purchase:' || p.who || ':' || p.slug), pg_temp.uid(p.who), p.slug, w.setup_cost_qar, w.monthly_cost_qar,
       p.status, case when p.status <> 'pending' then pg_temp.uid('admin') end,
       case when p.status <> 'pending' then now() - make_interval(hours => p.decided_hours) end,
       p.note, now() - make_interval(hours => p.created_hours), now() - make_interval(hours => coalesce(p.decided_hours, p.created_hours))
from (values
  ('sara', 'gmail-campaign', 'pending', null, 20, null),
  ('omar', 'invoice-collection', 'pending', null, 6, null),
  ('omar', 'financial-reports', 'rejected', 'Financial reports need your accounting system''s export first; let us talk about it on a call.', 300, 280)
) as p(who, slug, status, note, created_hours, decided_hours)
join public.workflows w on w.slug = p.slug
on conflict (id) do nothing;

-- The dashboard's Support Request goes to the admin's contact inbox, tied to the client.
insert into public.contact_messages (id, full_name, email, company, message, locale, user_id, status, created_at, updated_at)
select pg_temp.demo_id('support:sara'), p.full_name, p.email, p.company,
       'Support request: the invoice reminders went out twice this morning for two customers. Could you check?',
       'en', p.id, 'new', now() - interval '5 hours', now() - interval '5 hours'
from public.profiles p
where p.id = pg_temp.uid('sara')
on conflict (id) do nothing;

-- ---------------------------------------------------------------------------------------------------
-- 16. The gmail family: campaign sends and replies (Omar), labelled emails (Sara), summaries and daily
--     digests (Omar), and emails the auto-responder handed to a person for approval (Omar)
-- ---------------------------------------------------------------------------------------------------

-- Campaigns sent from the clinic's Gmail: four sent over the month, two scheduled, one draft. The counts are
-- filled in from the emails below, so the funnel and the sends agree.
create temporary table demo_gmail_campaigns (i integer primary key, name text, status text, start_day integer, recipients integer, subject text);
insert into demo_gmail_campaigns values
  (1, 'Six-month check-up reminders', 'completed', 27, 60, 'Time for your six-month check-up'),
  (2, 'Whitening offer', 'completed', 18, 50, 'Teeth whitening: 20% off until Thursday'),
  (3, 'Clear aligners open day', 'active', 8, 45, 'Join our clear aligners open day'),
  (4, 'فحص مجاني للأطفال في اليوم الوطني', 'active', 3, 40, 'فحص مجاني للأطفال بمناسبة اليوم الوطني'),
  (5, 'Back-to-school check-ups', 'scheduled', -3, 180, 'Book your children''s back-to-school check-up'),
  (6, 'Eid smile offers', 'scheduled', -9, 240, 'A brighter smile for Eid'),
  (7, 'Corporate dental plans', 'draft', 0, 120, 'Dental plans for your team');

insert into public.campaigns (
  id, user_id, workflow_slug, name, channel, status, audience_size, scheduled_at, started_at, ended_at, created_at, updated_at
)
select
  pg_temp.demo_id('gmail-campaign:' || c.i), pg_temp.uid('omar'), 'gmail-campaign', c.name, 'email', c.status,
  c.recipients,
  case when c.status = 'scheduled' then date_trunc('day', now()) + make_interval(days => -c.start_day, hours => 6) end,
  case when c.status in ('active', 'completed') then date_trunc('day', now()) - make_interval(days => c.start_day, hours => -6) end,
  case when c.status = 'completed' then date_trunc('day', now()) - make_interval(days => c.start_day - 4) end,
  now() - make_interval(days => abs(c.start_day) + 3), now() - make_interval(days => 1)
from demo_gmail_campaigns c
on conflict (id) do nothing;

-- One email per recipient over the campaign's first two days; 4% bounce, about half are opened.
insert into public.emails (
  id, user_id, workflow_slug, campaign_id, thread_id, direction, from_address, to_address, subject, snippet,
  status, received_at, created_at, updated_at
)
select
  pg_temp.demo_id('gmail-send:' || c.i || ':' || n), pg_temp.uid('omar'), 'gmail-campaign',
  pg_temp.demo_id('gmail-campaign:' || c.i), 'cmp-' || c.i || '-' || n, 'outbound',
  'care@dohasmile.example.qa', (pg_temp.person('gmail-to:' || c.i || ':' || n)).email, c.subject,
  'Dear patient, ' || lower(c.subject) || '. Book online or call Doha Smile Dental on 4444 1234.',
  case when pg_temp.rnd('gmail-b:' || c.i || ':' || n) < 0.04 then 'bounced'
       when pg_temp.rnd('gmail-o:' || c.i || ':' || n) < 0.52 then 'opened' else 'sent' end,
  s.sent_at, s.sent_at, s.sent_at
from demo_gmail_campaigns c
cross join lateral generate_series(1, c.recipients) as n
cross join lateral (
  select least(date_trunc('day', now()) - make_interval(days => c.start_day, hours => -6)
    + make_interval(mins => (n % 2) * 1440 + n * 3), now() - interval '1 minute') as sent_at
) as s
where c.status in ('active', 'completed')
on conflict (id) do nothing;

-- About a third of the opened sends get a reply in the same thread, hours later.
insert into public.emails (
  id, user_id, workflow_slug, campaign_id, thread_id, direction, from_address, to_address, subject, snippet,
  sentiment, status, received_at, created_at, updated_at
)
select
  pg_temp.demo_id('gmail-reply:' || e.thread_id), e.user_id, 'gmail-campaign', e.campaign_id, e.thread_id, 'inbound',
  e.to_address, e.from_address, 'Re: ' || e.subject, r.snippet, r.sentiment,
  pg_temp.pick(array['received', 'replied', 'replied'], 'gmail-rs:' || e.thread_id), x.at, x.at, x.at
from public.emails e
cross join lateral (
  select least(e.received_at + make_interval(mins => pg_temp.rint('gmail-rt:' || e.thread_id, 20, 2880)),
               now() - interval '1 minute') as at
) as x
join (values
  (1, 'Can I book Thursday evening for two of us?', 'positive'),
  (2, 'Is the offer valid with my QLM insurance?', 'neutral'),
  (3, 'Please book me in with Dr Lina next week.', 'positive'),
  (4, 'Please remove me from this list.', 'negative'),
  (5, 'هل العرض متاح يوم السبت؟', 'neutral'),
  (6, 'How long does whitening take?', 'neutral'),
  (7, 'أرغب في حجز موعد لابني، ما المواعيد المتاحة؟', 'positive')
) as r(k, snippet, sentiment) on r.k = pg_temp.rint('gmail-rk:' || e.thread_id, 1, 7)
where e.user_id = pg_temp.uid('omar') and e.workflow_slug = 'gmail-campaign' and e.direction = 'outbound'
  and e.status = 'opened' and pg_temp.rnd('gmail-r:' || e.thread_id) < 0.33
on conflict (id) do nothing;

update public.campaigns c set
  sent_count = s.sent, delivered_count = s.delivered, opened_count = s.opened,
  clicked_count = s.clicked, replied_count = s.replied, converted_count = s.converted
from (
  select o.campaign_id,
    count(*)::int as sent,
    count(*) filter (where o.status <> 'bounced')::int as delivered,
    count(*) filter (where o.status = 'opened')::int as opened,
    count(*) filter (where o.status = 'opened' and pg_temp.rnd('gmail-click:' || o.thread_id) < 0.4)::int as clicked,
    count(r.id)::int as replied,
    count(r.id) filter (where pg_temp.rnd('gmail-conv:' || o.thread_id) < 0.35)::int as converted
  from public.emails o
  left join public.emails r on r.thread_id = o.thread_id and r.direction = 'inbound' and r.user_id = o.user_id
  where o.user_id = pg_temp.uid('omar') and o.workflow_slug = 'gmail-campaign' and o.direction = 'outbound'
  group by o.campaign_id
) as s
where c.id = s.campaign_id and c.sent_count = 0;

drop table demo_gmail_campaigns;

-- Sara's inbox, labelled as mail arrives: 150 emails over 30 days; a few still unlabelled, and a tenth
-- whose label a person changed (original_label keeps the workflow's choice).
insert into public.emails (
  id, user_id, workflow_slug, thread_id, direction, from_address, to_address, subject, snippet, label,
  original_label, priority, sentiment, status, received_at, labelled_at, created_at, updated_at
)
select
  pg_temp.demo_id('gmail-label:' || e.n), pg_temp.uid('sara'), 'gmail-email-labelling', 'lbl-' || e.n, 'inbound',
  (pg_temp.person('gmail-lf:' || e.n)).email, 'info@alnoor.example.qa', t.subject, t.snippet,
  case when not e.unlabelled then t.label end,
  case when e.corrected and not e.unlabelled then t.confused_with end,
  t.priority, t.sentiment, case when t.label = 'Newsletters' and not e.unlabelled then 'archived' else 'received' end,
  e.received,
  case when not e.unlabelled then e.received + make_interval(secs => pg_temp.rint('gmail-ls:' || e.n, 4, 90)) end,
  e.received, e.received
from (
  select n, pg_temp.ago(pg_temp.rint('gmail-ld:' || n, 0, 29), 'gmail-lt:' || n) as received,
    pg_temp.rint('gmail-lk:' || n, 1, 10) as template,
    pg_temp.rnd('gmail-lu:' || n) < 0.07 as unlabelled,
    pg_temp.rnd('gmail-lc:' || n) < 0.11 as corrected
  from generate_series(1, 150) as n
) as e
join (values
  (1, 'Order #4471 – delivery date?', 'When will my order of the dinner set arrive?', 'Orders', 'Deliveries', 'normal', 'neutral'),
  (2, 'New order: 12 oud gift boxes', 'We would like to order 12 oud gift boxes for our staff.', 'Orders', 'Invoices', 'high', 'positive'),
  (3, 'Price list 2027 – Gulf Horizon Trading', 'Please find attached our updated price list for next year.', 'Suppliers', 'Newsletters', 'normal', 'neutral'),
  (4, 'Container arrival at Hamad Port', 'Your container of cookware clears customs on Sunday.', 'Suppliers', 'Deliveries', 'high', 'neutral'),
  (5, 'Invoice INV-2291 overdue', 'A reminder that invoice INV-2291 of QAR 8,400 is now 10 days overdue.', 'Invoices', 'Suppliers', 'high', 'negative'),
  (6, 'فاتورة شهر نوفمبر', 'مرفق فاتورة شهر نوفمبر لخدمات التوصيل.', 'Invoices', 'Orders', 'normal', 'neutral'),
  (7, 'Damaged vase in my delivery', 'The vase I received is chipped. I would like a replacement.', 'Customer service', 'Orders', 'high', 'negative'),
  (8, 'شكراً على الخدمة الممتازة', 'وصل الطلب بسرعة والتغليف رائع، شكراً لكم.', 'Customer service', 'Orders', 'low', 'positive'),
  (9, 'Your parcel is out for delivery', 'Aramex: parcel 88213 is out for delivery today.', 'Deliveries', 'Orders', 'low', 'neutral'),
  (10, 'Home & Living trends this month', 'The five colours everyone is choosing for their majlis.', 'Newsletters', 'Suppliers', 'low', 'neutral')
) as t(i, subject, snippet, label, confused_with, priority, sentiment) on t.i = e.template
on conflict (id) do nothing;

-- Omar's inbox, summarised: threads with their summary and action items; pending ones have no summary
-- yet. word_count is the thread's length, from which the reading time saved is estimated.
insert into public.emails (
  id, user_id, workflow_slug, thread_id, direction, from_address, to_address, subject, snippet, summary,
  action_items, word_count, priority, sentiment, status, received_at, created_at, updated_at
)
select
  pg_temp.demo_id('gmail-summary:' || e.n), pg_temp.uid('omar'), 'email-summary-agent', 'sum-' || e.n, 'inbound',
  (pg_temp.person('gmail-sf:' || e.n)).email, 'omar@dohasmile.example.qa', t.subject, t.snippet,
  case when not e.pending then t.summary end,
  case when not e.pending then t.actions else '{}'::text[] end,
  pg_temp.rint('gmail-sw:' || e.n, t.words_min, t.words_max), t.priority, t.sentiment, 'received', e.received,
  e.received, e.received
from (
  select n, pg_temp.ago(pg_temp.rint('gmail-sd:' || n, 0, 29), 'gmail-st:' || n) as received,
    pg_temp.rint('gmail-sk:' || n, 1, 6) as template,
    n % 23 = 0 as pending
  from generate_series(1, 84) as n
) as e
join (values
  (1, 'Supplier quote: dental chairs', 'Following our visit, please find our quote for two new dental chairs and installation.',
   'Quote for two dental chairs, QAR 96,000 installed; valid 30 days; delivery in 6 weeks.',
   array['Compare with the Gulf Medical quote', 'Reply before the quote expires'], 'normal', 'neutral', 400, 1200),
  (2, 'Staff rota for next month', 'Attached is the draft rota; Dr Lina asked to swap two Thursdays.',
   'Draft rota for next month; Dr Lina wants to swap two Thursdays.',
   array['Approve the rota', 'Confirm the Thursday swap with Dr Lina'], 'normal', 'neutral', 250, 700),
  (3, 'QLM insurance: claims rejected', 'Three claims from October were rejected for missing pre-approval codes.',
   'QLM rejected three October claims for missing pre-approval codes; resubmission allowed within 15 days.',
   array['Resubmit the three claims with codes', 'Remind reception to record pre-approval codes'], 'high', 'negative', 600, 1800),
  (4, 'Patient feedback: whitening results', 'A patient wrote to thank Dr Ahmed for the whitening treatment.',
   'A patient thanks Dr Ahmed for the whitening; happy to leave a review.',
   array['Send the patient the review link'], 'low', 'positive', 150, 400),
  (5, 'تجديد ترخيص العيادة', 'نذكركم بأن ترخيص العيادة ينتهي بنهاية الشهر القادم ويلزم تقديم المستندات.',
   'ينتهي ترخيص العيادة نهاية الشهر القادم؛ يلزم تقديم المستندات قبل أسبوعين.',
   array['تجهيز مستندات التجديد', 'حجز موعد مع وزارة الصحة العامة'], 'high', 'neutral', 300, 900),
  (6, 'Lab results delayed', 'The lab reports a two-day delay for crowns ordered last week.',
   'Crowns ordered last week arrive two days late.',
   array['Move the affected fitting appointments'], 'normal', 'negative', 200, 600)
) as t(i, subject, snippet, summary, actions, priority, sentiment, words_min, words_max) on t.i = e.template
on conflict (id) do nothing;

-- One digest a morning (07:00 in Doha), for the last 30 days.
insert into public.emails (
  id, user_id, workflow_slug, direction, from_address, to_address, subject, snippet, status, received_at,
  created_at, updated_at
)
select
  pg_temp.demo_id('gmail-digest:' || d), pg_temp.uid('omar'), 'email-summary-agent', 'outbound',
  'digest@dohasmile.example.qa', 'omar@dohasmile.example.qa',
  'Daily digest, ' || to_char(x.at, 'DD Mon YYYY'), 'Yesterday''s threads, summarised, with their action items.',
  'sent', x.at, x.at, x.at
from generate_series(1, 30) as d
cross join lateral (select date_trunc('day', now()) - make_interval(days => d, hours => -4) as at) as x
on conflict (id) do nothing;

-- Sensitive emails the auto-responder drafted a reply for and handed to a person to approve.
insert into public.emails (
  id, user_id, workflow_slug, thread_id, direction, from_address, to_address, subject, snippet, summary, label,
  priority, sentiment, status, received_at, created_at, updated_at
)
select
  pg_temp.demo_id('gmail-handoff:' || n), pg_temp.uid('omar'), 'gmail-auto-responder', 'ar-handoff-' || n, 'inbound',
  (pg_temp.person('gmail-hf:' || n)).email, 'appointments@dohasmile.example.qa', t.subject, t.snippet, t.summary,
  t.label, 'high', 'negative', 'drafted', x.at, x.at, x.at
from generate_series(1, 8) as n
cross join lateral (select pg_temp.ago(pg_temp.rint('gmail-hd:' || n, 0, 9), 'gmail-ht:' || n) as at) as x
join (values
  (0, 'Billing error on my invoice', 'I was charged twice for the same filling. Please refund me.', 'Charged twice for one filling; wants a refund.', 'Complaints'),
  (1, 'Pain after my extraction', 'I still have strong pain three days after the extraction. Is this normal?', 'Strong pain three days after an extraction.', 'Complaints'),
  (2, 'رفض مطالبة التأمين', 'رفضت شركة التأمين مطالبتي لعلاج العصب، أرجو المساعدة.', 'رُفضت مطالبة التأمين لعلاج العصب.', 'Insurance')
) as t(k, subject, snippet, summary, label) on t.k = n % 3
on conflict (id) do nothing;

-- ---------------------------------------------------------------------------------------------------
-- 17. The whatsapp family: conversations that became orders, catalogue sync and enquiries,
--     the customer-service chatbot (Sara), automatic replies and the dietitian's clients (Omar)
-- ---------------------------------------------------------------------------------------------------

-- WhatsApp sales: every resolved conversation ended in an order (the cookware set, or two perfumes at
-- the bundle price), placed a few minutes after the last message.
insert into public.orders (id, user_id, workflow_slug, order_number, customer_name, customer_phone, items, total_qar,
                           status, channel, session_id, created_at, updated_at)
select pg_temp.demo_id('wa-order:' || s.k), s.user_id, s.slug, 'ANT-W' || lpad(row_number() over (order by s.k)::text, 3, '0'),
       (s.p).name, pg_temp.phone(s.k),
       case s.variant when 1 then jsonb_build_array(jsonb_build_object('name', '12-Piece Stainless Steel Cookware Set',
              'name_ar', 'طقم أواني طبخ ستانلس ستيل 12 قطعة', 'sku', 'ANT-CK-012', 'quantity', 1, 'unit_price_qar', 649.00))
            else jsonb_build_array(jsonb_build_object('name', 'Royal Oud Perfume 50 ml', 'name_ar', 'عطر العود الملكي 50 مل',
              'sku', 'ANT-OUD-050', 'quantity', 2, 'unit_price_qar', 380.00)) end,
       case s.variant when 1 then 649.00 else 760.00 end,
       case when s.started > now() - interval '1 day' then 'pending'
            when s.started > now() - interval '3 days' then 'confirmed'
            else pg_temp.pick(array['delivered', 'delivered', 'delivered', 'shipped', 'cancelled'], s.k || ':os') end,
       'whatsapp', s.id, least(s.started + interval '9 minutes', now()), least(s.started + interval '10 minutes', now())
from demo_sessions s
where s.slug = 'whatsapp-sales' and s.status = 'resolved'
on conflict (id) do nothing;

-- Paid: delivered orders on delivery (cash or card), shipped and confirmed ones when paid online.
update public.orders o set paid_at = least(now(), case
    when o.status = 'delivered' then o.created_at + make_interval(hours => pg_temp.rint(o.order_number || ':pay', 20, 60))
    else o.created_at + make_interval(mins => pg_temp.rint(o.order_number || ':pay', 2, 30)) end)
where o.user_id = pg_temp.uid('sara') and o.workflow_slug in ('whatsapp-sales', 'whatsapp-product-catalog')
  and o.paid_at is null
  and (o.status = 'delivered' or (o.status in ('confirmed', 'shipped') and pg_temp.rnd(o.order_number || ':online') < 0.6));

-- WhatsApp product catalog: the sync ran every few hours until the workflow was paused (5 days ago).
update public.products p set synced_at = now() - interval '5 days' - make_interval(mins => pg_temp.rint(p.sku || ':sync', 5, 200))
where p.user_id = pg_temp.uid('sara') and p.workflow_slug = 'whatsapp-product-catalog' and p.synced_at is null;

update public.chat_sessions c set product_id = pg_temp.demo_id('product:' || case s.variant when 1 then 'ANT-DN-024' else 'ANT-DT-1KG' end)
from demo_sessions s
where c.id = s.id and s.slug = 'whatsapp-product-catalog' and c.product_id is null;

-- Short enquiries about the rest of the catalogue: price and stock, or "sold out" for the rug.
create temporary table demo_enquiries as
select 'chat:catalog-enquiry:' || n as k, n, p.id as product_id, p.name_en, p.name_ar, p.price_qar, p.stock,
       case when pg_temp.rnd('enq-lang:' || n) < 0.5 then 'ar' else 'en' end as lang,
       pg_temp.person('enq-who:' || n) as who,
       pg_temp.ago(pg_temp.rint('enq-day:' || n, 6, 29), 'enq-t:' || n) as started
from generate_series(1, 44) as n
join public.products p on p.user_id = pg_temp.uid('sara')
  and p.sku = (array['ANT-CK-012', 'ANT-CK-012', 'ANT-OUD-050', 'ANT-OUD-050', 'ANT-OUD-050', 'ANT-BK-003', 'ANT-TS-006',
                     'ANT-MJ-002', 'ANT-RG-200', 'ANT-RG-200', 'ANT-AF-004', 'ANT-AF-004', 'ANT-IN-007', 'ANT-TH-010',
                     'ANT-CF-001', 'ANT-DN-024'])[pg_temp.rint('enq-p:' || n, 1, 16)];

insert into public.chat_sessions (id, user_id, workflow_slug, channel, customer_name, customer_contact, topic, language,
                                  status, satisfaction, product_id, started_at, ended_at, created_at, updated_at)
select pg_temp.demo_id(e.k), pg_temp.uid('sara'), 'whatsapp-product-catalog', 'whatsapp', (e.who).name, pg_temp.phone(e.k),
       case e.lang when 'ar' then e.name_ar else e.name_en end, e.lang,
       case when pg_temp.rnd(e.k || ':st') < 0.75 then 'resolved' else 'abandoned' end,
       case when pg_temp.rnd(e.k || ':st') < 0.75 and pg_temp.rnd(e.k || ':rated') < 0.6 then pg_temp.rint(e.k || ':sat', 3, 5) end,
       e.product_id, e.started, e.started + interval '3 minutes', e.started, e.started
from demo_enquiries e
on conflict (id) do nothing;

insert into public.chat_messages (id, session_id, user_id, role, content, created_at)
select pg_temp.demo_id(e.k || ':m' || m.seq), pg_temp.demo_id(e.k), pg_temp.uid('sara'), m.role, m.content,
       e.started + make_interval(secs => m.seq * pg_temp.rint(e.k || ':gap', 8, 40))
from demo_enquiries e
cross join lateral (values
  (1, 'customer', case e.lang when 'ar' then 'مرحباً، هل ' || e.name_ar || ' متوفر؟ وكم سعره؟'
                  else 'Hi, is the ' || e.name_en || ' available? How much is it?' end),
  (2, 'assistant', case when e.stock = 0 then case e.lang when 'ar' then 'عذراً، ' || e.name_ar || ' نفد من المخزون حالياً. هل نبلغك عند توفره؟'
                                                else 'Sorry, the ' || e.name_en || ' is sold out at the moment. Shall we tell you when it is back?' end
                   else case e.lang when 'ar' then e.name_ar || ' متوفر بسعر ' || trunc(e.price_qar) || ' ريالاً. هل أضيفه إلى السلة؟'
                        else 'Yes! The ' || e.name_en || ' is QAR ' || trunc(e.price_qar) || ' and in stock. Add it to your cart?' end end)
) as m(seq, role, content)
on conflict (id) do nothing;

-- ---------------------------------------------------------------------------------------------------
-- WhatsApp chatbot (Sara): customer service for Al Noor Trading, busiest in the evening (Doha time)
-- ---------------------------------------------------------------------------------------------------

insert into demo_dialogues (kind, lang, variant, seq, role, content, topic) values
  ('whatsapp-chatbot', 'en', 1, 1, 'customer', 'Hi, where is my order ANT-1032? It was supposed to arrive today.', 'Delivery status'),
  ('whatsapp-chatbot', 'en', 1, 2, 'assistant', 'Hello! Order ANT-1032 left our Salwa Road warehouse this morning and the driver will call you before 8 pm.', null),
  ('whatsapp-chatbot', 'en', 1, 3, 'customer', 'Great, thank you.', null),
  ('whatsapp-chatbot', 'en', 1, 4, 'assistant', 'You are welcome! Reply here if you need anything else.', null),
  ('whatsapp-chatbot', 'en', 2, 1, 'customer', 'The air fryer I bought does not turn on. Can I return it?', 'Returns and warranty'),
  ('whatsapp-chatbot', 'en', 2, 2, 'assistant', 'Sorry to hear that. Appliances have a one-year warranty: bring it with the receipt to any branch, or we can collect it from your home.', null),
  ('whatsapp-chatbot', 'en', 2, 3, 'customer', 'Please collect it, I live in Al Gharrafa.', null),
  ('whatsapp-chatbot', 'en', 2, 4, 'assistant', 'Booked: our driver will collect it tomorrow between 10 am and 1 pm and bring a replacement.', null),
  ('whatsapp-chatbot', 'en', 3, 1, 'customer', 'What time does the Villaggio branch close on Friday?', 'Opening hours'),
  ('whatsapp-chatbot', 'en', 3, 2, 'assistant', 'On Friday our Villaggio branch opens from 1 pm to 11 pm. All other days it is 10 am to 10 pm.', null),
  ('whatsapp-chatbot', 'en', 3, 3, 'customer', 'Thanks!', null),
  ('whatsapp-chatbot', 'en', 3, 4, 'assistant', 'See you there!', null),
  ('whatsapp-chatbot', 'ar', 1, 1, 'customer', 'مرحباً، أين طلبي رقم ANT-1032؟ كان من المفترض أن يصل اليوم.', 'حالة التوصيل'),
  ('whatsapp-chatbot', 'ar', 1, 2, 'assistant', 'أهلاً بك! خرج الطلب ANT-1032 من مستودعنا في طريق سلوى صباح اليوم، وسيتصل بك السائق قبل الساعة 8 مساءً.', null),
  ('whatsapp-chatbot', 'ar', 1, 3, 'customer', 'ممتاز، شكراً لك.', null),
  ('whatsapp-chatbot', 'ar', 1, 4, 'assistant', 'العفو! راسلنا هنا إن احتجت أي شيء آخر.', null),
  ('whatsapp-chatbot', 'ar', 2, 1, 'customer', 'القلاية الهوائية التي اشتريتها لا تعمل. هل يمكنني إرجاعها؟', 'الإرجاع والضمان'),
  ('whatsapp-chatbot', 'ar', 2, 2, 'assistant', 'نأسف لذلك. الأجهزة مضمونة لمدة سنة: أحضرها مع الفاتورة إلى أي فرع، أو نستلمها من منزلك.', null),
  ('whatsapp-chatbot', 'ar', 2, 3, 'customer', 'استلموها من فضلكم، أسكن في الغرافة.', null),
  ('whatsapp-chatbot', 'ar', 2, 4, 'assistant', 'تم الحجز: سيستلمها السائق غداً بين 10 صباحاً و1 ظهراً ويحضر لك جهازاً بديلاً.', null),
  ('whatsapp-chatbot', 'ar', 3, 1, 'customer', 'متى يغلق فرع فيلاجيو يوم الجمعة؟', 'ساعات العمل'),
  ('whatsapp-chatbot', 'ar', 3, 2, 'assistant', 'يفتح فرع فيلاجيو يوم الجمعة من 1 ظهراً حتى 11 مساءً، وباقي الأيام من 10 صباحاً حتى 10 مساءً.', null),
  ('whatsapp-chatbot', 'ar', 3, 3, 'customer', 'شكراً!', null),
  ('whatsapp-chatbot', 'ar', 3, 4, 'assistant', 'بانتظارك!', null);

create temporary table demo_bot_sessions as
select s.k, pg_temp.demo_id(s.k) as id, pg_temp.uid('sara') as user_id,
       case when pg_temp.rnd(s.k || ':lang') < 0.55 then 'ar' else 'en' end as lang,
       pg_temp.rint(s.k || ':variant', 1, 3) as variant,
       pg_temp.pick(array['resolved', 'resolved', 'resolved', 'resolved', 'resolved', 'active', 'escalated', 'escalated', 'abandoned'], s.k || ':st') as status,
       pg_temp.person(s.k || ':who') as p,
       -- Customers write mostly after work: hours in Doha time (UTC+3), weighted to the evening.
       case when s.day = 0 then pg_temp.ago(0, s.k || ':t')
            else date_trunc('day', now()) - make_interval(days => s.day)
              + make_interval(hours => (array[9, 10, 11, 12, 13, 14, 16, 17, 18, 19, 19, 20, 20, 20, 21, 21, 21, 22, 22, 23])[pg_temp.rint(s.k || ':h', 1, 20)] - 3,
                              mins => pg_temp.rint(s.k || ':min', 0, 59)) end as started
from (select 'chat:whatsapp-chatbot:' || n as k, pg_temp.rint('chat-day:whatsapp-chatbot:' || n, 0, 29) as day
      from generate_series(1, 64) as n) as s;

insert into public.chat_sessions (id, user_id, workflow_slug, channel, customer_name, customer_contact, topic, language,
                                  status, satisfaction, started_at, ended_at, created_at, updated_at)
select s.id, s.user_id, 'whatsapp-chatbot', 'whatsapp', (s.p).name, pg_temp.phone(s.k),
       (select d.topic from demo_dialogues d where d.kind = 'whatsapp-chatbot' and d.lang = s.lang and d.variant = s.variant and d.seq = 1),
       s.lang, s.status,
       case when s.status = 'resolved' then pg_temp.rint(s.k || ':sat', 3, 5) when s.status = 'escalated' then pg_temp.rint(s.k || ':sat', 1, 4) end,
       s.started, case when s.status <> 'active' then s.started + make_interval(mins => pg_temp.rint(s.k || ':len', 2, 30)) end,
       s.started, s.started
from demo_bot_sessions s
on conflict (id) do nothing;

insert into public.chat_messages (id, session_id, user_id, role, content, created_at)
select pg_temp.demo_id(s.k || ':m' || d.seq), s.id, s.user_id, d.role, d.content,
       least(now(), s.started + make_interval(secs => d.seq * pg_temp.rint(s.k || ':gap', 5, 45)))
from demo_bot_sessions s
join demo_dialogues d on d.kind = 'whatsapp-chatbot' and d.lang = s.lang and d.variant = s.variant
where d.seq <= case s.status when 'resolved' then 99 when 'active' then 1 when 'abandoned' then 2 else 3 end
union all
select pg_temp.demo_id(s.k || ':agent'), s.id, s.user_id, 'agent',
       case s.lang when 'ar' then 'مرحباً، معك ريم من خدمة العملاء في النور للتجارة، وسأتابع طلبك بنفسي.'
                   else 'Hi, this is Reem from Al Noor Trading customer care. I will follow this up myself.' end,
       least(now(), s.started + make_interval(secs => 4 * pg_temp.rint(s.k || ':gap', 5, 45) + 300))
from demo_bot_sessions s
where s.status = 'escalated'
on conflict (id) do nothing;

-- ---------------------------------------------------------------------------------------------------
-- WhatsApp responder (Omar): the clinic's automatic replies, one rule per incoming message; out of
-- hours (Sunday to Thursday 8:00-18:00, Saturday 9:00-13:00, Doha time) the after-hours rule answers
-- most messages. "Can I talk to someone?" hands the chat to reception.
-- ---------------------------------------------------------------------------------------------------

create temporary table demo_reply_rules (rule text primary key, q_en text, q_ar text, a_en text, a_ar text, topic_en text, topic_ar text);
insert into demo_reply_rules values
  ('greeting', 'Hello', 'السلام عليكم', 'Hello and welcome to Doha Smile Dental! Reply 1 for opening hours, 2 for our location, 3 to book.',
   'وعليكم السلام، أهلاً بك في عيادة دوحة سمايل! أرسل 1 لساعات العمل، 2 للموقع، 3 للحجز.', 'Greeting', 'تحية'),
  ('opening_hours', 'Are you open today?', 'هل العيادة مفتوحة اليوم؟', 'We are open Sunday to Thursday 8 am to 6 pm and Saturday 9 am to 1 pm.',
   'نستقبلكم من الأحد إلى الخميس من 8 صباحاً حتى 6 مساءً، ويوم السبت من 9 صباحاً حتى 1 ظهراً.', 'Opening hours', 'ساعات العمل'),
  ('location', 'Where is the clinic?', 'أين تقع العيادة؟', 'We are on Al Waab Street, next to Villaggio, building 12, first floor. Map: maps.app.goo.gl/dohasmile',
   'نحن في شارع الوعب بجوار فيلاجيو، مبنى 12، الطابق الأول. الخريطة: maps.app.goo.gl/dohasmile', 'Location', 'الموقع'),
  ('prices', 'How much is a cleaning?', 'كم سعر تنظيف الأسنان؟', 'A scale and polish is QAR 350; a check-up with X-rays is QAR 250.',
   'تنظيف الجير والتلميع بسعر 350 ريالاً، والفحص مع الأشعة بسعر 250 ريالاً.', 'Prices', 'الأسعار'),
  ('booking', 'I want to book an appointment', 'أريد حجز موعد', 'Book in under a minute here: dohasmile.qa/book, or reply with a day and we will call you.',
   'احجز خلال دقيقة من هنا: dohasmile.qa/book، أو أرسل اليوم المناسب وسنتصل بك.', 'Booking', 'الحجز'),
  ('order_status', 'Is my aligner ready?', 'هل التقويم الشفاف الخاص بي جاهز؟', 'Aligners take 10 working days from the scan; reception will message you the moment yours arrive.',
   'يستغرق تجهيز التقويم الشفاف 10 أيام عمل من تاريخ المسح، وسيراسلك الاستقبال فور وصوله.', 'Aligner status', 'حالة التقويم'),
  ('after_hours', 'Hello, is anyone there?', 'مرحباً، هل يوجد أحد؟', 'Thank you for your message. The clinic is closed now; we will reply from 8 am. For emergencies call 4400 5566.',
   'شكراً لرسالتك. العيادة مغلقة الآن وسنرد عليك من الساعة 8 صباحاً. للحالات الطارئة اتصل على 44005566.', 'After hours', 'خارج ساعات العمل'),
  ('human_request', 'Can I talk to someone please?', 'أريد التحدث مع موظف من فضلك', 'Of course. I have passed your chat to our reception team; someone will reply here shortly.',
   'بالتأكيد، حوّلت محادثتك إلى فريق الاستقبال، وسيرد عليك أحدهم هنا قريباً.', 'Talk to a person', 'التحدث مع موظف');

create temporary table demo_replies as
select r.k, r.day, r.started, r.lang, r.who,
       (extract(isodow from r.started at time zone 'Asia/Qatar') in (7, 1, 2, 3, 4) and extract(hour from r.started at time zone 'Asia/Qatar') between 8 and 17)
         or (extract(isodow from r.started at time zone 'Asia/Qatar') = 6 and extract(hour from r.started at time zone 'Asia/Qatar') between 9 and 12) as open
from (select 'chat:whatsapp-responder:' || n as k, d.day,
             case when d.day = 0 then pg_temp.ago(0, 'resp-t:' || n)
                  else date_trunc('day', now()) - make_interval(days => d.day)
                    + make_interval(hours => pg_temp.rint('resp-h:' || n, 7, 23) - 3, mins => pg_temp.rint('resp-m:' || n, 0, 59)) end as started,
             case when pg_temp.rnd('resp-lang:' || n) < 0.6 then 'ar' else 'en' end as lang,
             pg_temp.person('resp-who:' || n) as who
      from generate_series(1, 110) as n
      cross join lateral (select pg_temp.rint('resp-d:' || n, 0, 29) as day) as d) as r;

-- Whether a session asked for a person depends on its key alone: `open` follows the weekday of the day
-- the seed runs, and a person's reply is a row of its own, so a later run of the seed must not turn a
-- session into one that asked (or the seed would not be idempotent across days).
create temporary table demo_reply_sessions as
select r.*, case when x.picked = 'human_request' then x.picked
                 when not r.open and pg_temp.rnd(r.k || ':ah') < 0.7 then 'after_hours'
                 else x.picked end as rule
from demo_replies r
cross join lateral (
  select pg_temp.pick(array['greeting', 'greeting', 'opening_hours', 'opening_hours', 'location', 'prices', 'prices',
                            'booking', 'booking', 'booking', 'order_status', 'human_request'], r.k || ':rule') as picked
) as x;

insert into public.chat_sessions (id, user_id, workflow_slug, channel, customer_name, customer_contact, topic, language,
                                  status, started_at, ended_at, created_at, updated_at)
select pg_temp.demo_id(s.k), pg_temp.uid('omar'), 'whatsapp-responder', 'whatsapp', (s.who).name, pg_temp.phone(s.k),
       case s.lang when 'ar' then r.topic_ar else r.topic_en end, s.lang,
       case when s.rule = 'human_request' then 'escalated' else 'resolved' end,
       s.started, s.started + interval '10 minutes', s.started, s.started
from demo_reply_sessions s join demo_reply_rules r on r.rule = s.rule
on conflict (id) do nothing;

insert into public.chat_messages (id, session_id, user_id, role, content, reply_trigger, created_at)
select pg_temp.demo_id(s.k || ':m1'), pg_temp.demo_id(s.k), pg_temp.uid('omar'), 'customer',
       case s.lang when 'ar' then r.q_ar else r.q_en end, null, s.started
from demo_reply_sessions s join demo_reply_rules r on r.rule = s.rule
union all
select pg_temp.demo_id(s.k || ':m2'), pg_temp.demo_id(s.k), pg_temp.uid('omar'), 'assistant',
       case s.lang when 'ar' then r.a_ar else r.a_en end, s.rule,
       least(now(), s.started + make_interval(secs => pg_temp.rint(s.k || ':lag', 1, 12)))
from demo_reply_sessions s join demo_reply_rules r on r.rule = s.rule
union all
select pg_temp.demo_id(s.k || ':m3'), pg_temp.demo_id(s.k), pg_temp.uid('omar'), 'agent',
       case s.lang when 'ar' then 'مرحباً، معك رامي من الاستقبال. كيف يمكنني مساعدتك؟' else 'Hi, Rami from reception here. How can I help?' end,
       null, least(now(), s.started + make_interval(mins => pg_temp.rint(s.k || ':pick', 3, 40)))
from demo_reply_sessions s where s.rule = 'human_request'
on conflict (id) do nothing;

-- ---------------------------------------------------------------------------------------------------
-- WhatsApp dietitian (Omar): 14 clients of the clinic's nutrition programme. A weekly meal plan, a
-- check-in every third day (answered with the share of the plan kept) and a daily reminder; three
-- clients stopped answering 8-12 days ago.
-- ---------------------------------------------------------------------------------------------------

create temporary table demo_diet_clients as
select c, pg_temp.person('diet-who:' || c) as who, pg_temp.phone('diet:' || c) as phone,
       pg_temp.rint('diet-start:' || c, 20, 29) as start_day,
       case when c in (4, 9, 13) then pg_temp.rint('diet-stop:' || c, 8, 12) end as stop_day,
       pg_temp.rint('diet-base:' || c, 55, 90) as base_adherence
from generate_series(1, 14) as c;

insert into public.dietitian_messages (id, user_id, workflow_slug, client_name, client_phone, kind, language,
                                       sent_at, answered_at, adherence_pct, created_at, updated_at)
select pg_temp.demo_id(m.k), pg_temp.uid('omar'), 'whatsapp-dietitian', (m.who).name, m.phone, m.kind,
       case when (m.who).i >= 19 then 'ar' else 'en' end, m.sent,
       case when m.answers then m.sent + make_interval(mins => pg_temp.rint(m.k || ':ans', 4, 240)) end,
       case when m.answers and m.kind = 'check_in'
            then least(100, greatest(0, m.base_adherence + pg_temp.rint(m.k || ':adh', -20, 15) + (m.start_day - m.day) / 2)) end,
       m.sent, m.sent
from (
  select 'diet:' || c.c || ':' || k.kind || ':' || d.day as k, c.who, c.phone, c.start_day, c.base_adherence, k.kind, d.day,
         date_trunc('day', now()) - make_interval(days => d.day) + make_interval(hours => k.hour - 3, mins => pg_temp.rint('diet-min:' || c.c || d.day, 0, 20)) as sent,
         (c.stop_day is null or d.day > c.stop_day) and pg_temp.rnd('diet-a:' || c.c || ':' || k.kind || ':' || d.day) < k.answer_rate as answers
  from demo_diet_clients c
  cross join generate_series(1, 29) as d(day)
  cross join (values ('meal_plan', 7, 0.9), ('check_in', 19, 0.85), ('reminder', 12, 0.55)) as k(kind, hour, answer_rate)
  where d.day <= c.start_day
    and case k.kind when 'meal_plan' then (c.start_day - d.day) % 7 = 0
                    when 'check_in' then (c.start_day - d.day) % 3 = 1
                    else true end
) as m
on conflict (id) do nothing;

drop table demo_diet_clients;
drop table demo_reply_sessions;
drop table demo_replies;
drop table demo_reply_rules;
drop table demo_bot_sessions;
drop table demo_enquiries;

-- ---------------------------------------------------------------------------------------------------
-- 18. The hr and finance families: hiring and HR answers at the clinic (Omar); customer onboarding,
--     older invoices for the ageing buckets and monthly financial reports at the retailer (Sara)
-- ---------------------------------------------------------------------------------------------------

-- The HR assistant answers routine questions (payslips, policies) by itself; a person handles the rest.
update public.hr_requests set answered_by_assistant = true
where workflow_slug = 'hr-service' and user_id = pg_temp.uid('omar') and status = 'resolved'
  and request_type in ('payslip', 'policy_question');

insert into public.hr_requests (
  id, user_id, workflow_slug, employee_name, employee_contact, request_type, details, status, channel,
  answered_by_assistant, resolved_at, created_at, updated_at
)
select
  pg_temp.demo_id('hr2:' || n), pg_temp.uid('omar'), 'hr-service', (pg_temp.person('hr2-e:' || n)).name,
  pg_temp.phone('hr2:' || n), x.request_type, x.details,
  case when r.created > now() - interval '6 days' then 'in_progress' else 'resolved' end,
  pg_temp.pick(array['whatsapp', 'whatsapp', 'whatsapp', 'portal'], 'hr2-c:' || n),
  x.alone and r.created <= now() - interval '6 days',
  case when r.created <= now() - interval '6 days'
       then r.created + case when x.alone then make_interval(mins => pg_temp.rint('hr2-m:' || n, 1, 9))
                             else make_interval(hours => pg_temp.rint('hr2-h:' || n, 3, 70)) end end,
  r.created, r.created
from generate_series(1, 16) as n
cross join lateral (select pg_temp.ago(pg_temp.rint('hr2-d:' || n, 4, 29), 'hr2-t:' || n) as created) as r
join (values
  (1, 'policy_question', 'What are the working hours during Ramadan?', true),
  (2, 'payslip', 'كشف راتب الشهر الماضي لو سمحتم.', true),
  (3, 'policy_question', 'Is the clinic closed on National Day?', true),
  (4, 'leave', 'Sick leave for two days; the medical report is attached.', false),
  (5, 'other', 'My Qatar ID renewal needs a letter from the clinic.', false),
  (6, 'policy_question', 'كم يوم إجازة سنوية أستحق بعد سنتين؟', true)
) as x(i, request_type, details, alone) on x.i = pg_temp.rint('hr2-k:' || n, 1, 6)
on conflict (id) do nothing;

-- Candidates for the clinic's open positions, each stage as far as the pipeline has taken them.
insert into public.job_applications (
  id, user_id, workflow_slug, candidate_name, email, phone, job_title, source, stage, score, cv_url,
  applied_at, screened_at, created_at, updated_at
)
select
  pg_temp.demo_id('job:' || n), pg_temp.uid('omar'), 'job-application', p.name, p.email, pg_temp.phone('job:' || n),
  pg_temp.pick(array['Dental Hygienist', 'Dental Hygienist', 'Receptionist', 'Orthodontist', 'Dental Assistant', 'Dental Assistant'], 'job-t:' || n),
  pg_temp.pick(array['website', 'linkedin', 'linkedin', 'referral', 'job_board', 'whatsapp', 'email'], 'job-s:' || n),
  a.stage,
  case when a.stage <> 'received' then
    case when a.stage = 'rejected' then pg_temp.rint('job-sc:' || n, 22, 58)
         when a.stage in ('offer', 'hired') then pg_temp.rint('job-sc:' || n, 78, 96)
         else pg_temp.rint('job-sc:' || n, 55, 90) end end,
  'https://files.example.qa/cv/' || n || '.pdf',
  a.applied,
  case when a.stage <> 'received' then a.applied + make_interval(mins => pg_temp.rint('job-st:' || n, 20, 2880)) end,
  a.applied, a.applied
from generate_series(1, 42) as n
cross join lateral pg_temp.person('job-p:' || n) as p
cross join lateral (
  select pg_temp.ago(pg_temp.rint('job-d:' || n, 0, 29), 'job-h:' || n) as applied,
    case
      when pg_temp.rint('job-d:' || n, 0, 29) <= 1 then 'received'
      else pg_temp.pick(array['screening', 'screening', 'interview', 'interview', 'offer', 'hired', 'rejected', 'rejected', 'rejected'], 'job-g:' || n)
    end as stage
) as a
on conflict (id) do nothing;

-- Corporate customers of the retailer being onboarded: welcome, documents, kickoff, setup, completed.
insert into public.onboardings (
  id, user_id, workflow_slug, client_name, company, email, stage, progress, steps, started_at, completed_at, created_at, updated_at
)
select
  pg_temp.demo_id('onb:' || n), pg_temp.uid('sara'), 'client-onboarding', p.name, pg_temp.company('onb-c:' || n), p.email,
  s.stages[o.done], (o.done - 1) * 25,
  (select jsonb_agg(jsonb_build_object('step', s.stages[k], 'completed_at',
            case when k < o.done or s.stages[k] = 'completed' and o.done = 5
                 then to_jsonb(o.started + make_interval(hours => k * o.pace)) else 'null'::jsonb end) order by k)
   from generate_series(1, 5) as k),
  o.started,
  case when o.done = 5 then o.started + make_interval(hours => 5 * o.pace) end,
  o.started,
  -- Stalled journeys have not moved for over a week.
  case when o.done = 5 then o.started + make_interval(hours => 5 * o.pace)
       else o.started + make_interval(hours => (o.done - 1) * o.pace) end
from generate_series(1, 20) as n
cross join lateral pg_temp.person('onb-p:' || n) as p
cross join lateral (select array['welcome', 'documents', 'kickoff', 'setup', 'completed'] as stages) as s
cross join lateral (
  select pg_temp.ago(pg_temp.rint('onb-d:' || n, 1, 29), 'onb-t:' || n) as started,
         pg_temp.rint('onb-pace:' || n, 6, 40) as pace
) as t
-- A journey has come as far as its script says, but no step is completed in the future: it is cut back
-- to the steps its pace allows by now. (Leaving such journeys out instead made a later run of the seed,
-- once their time had come, add them: the seed must change nothing when it runs again.)
cross join lateral (
  select t.started, t.pace,
         case when pg_temp.rint('onb-s:' || n, 1, 5) = 5 and t.started + make_interval(hours => 5 * t.pace) < now() then 5
              else least(pg_temp.rint('onb-s:' || n, 1, 5), 4,
                         1 + floor(extract(epoch from now() - t.started) / 3600 / t.pace)::int) end as done
) as o
on conflict (id) do nothing;

-- Older invoices, so that the ageing buckets beyond 30 days and the collection history have rows.
insert into public.invoices (
  id, user_id, workflow_slug, invoice_number, customer_name, customer_email, amount_qar, status,
  issued_on, due_on, paid_at, reminders_sent, last_reminder_at, created_at, updated_at
)
select
  pg_temp.demo_id('invoice-old:' || n), pg_temp.uid('sara'), 'invoice-collection', 'INV-2026-' || lpad((100 + n)::text, 4, '0'),
  pg_temp.company('inv-old-c:' || n), 'accounts' || n || '@customers.example.qa',
  pg_temp.rint('inv-old-a:' || n, 30, 900) * 50.00, i.status, i.issued, i.issued + 30,
  case when i.status = 'paid' then (i.issued + 30 + i.reminders * 7 - 3)::timestamptz + interval '11 hours' end,
  i.reminders,
  case when i.reminders > 0 then (i.issued + 30 + i.reminders * 7)::timestamptz + interval '9 hours' end,
  i.issued::timestamptz + interval '9 hours', i.issued::timestamptz + interval '9 hours'
from generate_series(1, 26) as n
cross join lateral (
  select current_date - pg_temp.rint('inv-old-d:' || n, 32, 125) as issued,
         -- A reminder a week after the due date, then weekly: never more than the days since allow.
         least(pg_temp.rint('inv-old-r:' || n, 0, 3), (pg_temp.rint('inv-old-d:' || n, 32, 125) - 30) / 7) as reminders,
         case when pg_temp.rnd('inv-old-p:' || n) < 0.6 then 'paid' else 'overdue' end as status
) as i
on conflict (id) do nothing;

-- Monthly profit and loss and cash flow statements for the last six months; this month's is generating.
insert into public.financial_reports (
  id, user_id, workflow_slug, title, report_type, period, period_start, period_end, revenue_qar, expenses_qar,
  summary, status, file_url, generated_at, created_at, updated_at
)
select
  pg_temp.demo_id('report:' || r.kind || ':' || m.n), pg_temp.uid('sara'), 'financial-reports',
  case r.kind when 'profit_and_loss' then 'Profit and loss, ' else 'Cash flow, ' end || to_char(m.month_start, 'FMMonth YYYY'),
  r.kind, 'monthly', m.month_start, (m.month_start + interval '1 month - 1 day')::date,
  round((m.revenue * r.revenue_share)::numeric, 2), round((m.expenses * r.expense_share)::numeric, 2),
  case when m.n > 0 then 'Sales of ' || to_char(m.month_start, 'FMMonth') || ' led by fragrance gift sets; rent and salaries unchanged.' end,
  case when m.n = 0 then 'generating' else 'ready' end,
  case when m.n > 0 then 'https://files.example.qa/reports/' || r.kind || '-' || to_char(m.month_start, 'YYYY-MM') || '.pdf' end,
  case when m.n > 0 then m.month_start + interval '1 month 2 days 7 hours' end,
  least(m.month_start + interval '1 month 2 days 6 hours', now() - interval '2 hours'),
  least(m.month_start + interval '1 month 2 days 7 hours', now() - interval '1 hour')
from generate_series(0, 6) as m0(n)
cross join lateral (
  select m0.n, (date_trunc('month', current_date) - make_interval(months => m0.n + 1))::date as month_start,
         pg_temp.rint('rep-rev:' || m0.n, 380, 520) * 1000.0 as revenue,
         pg_temp.rint('rep-exp:' || m0.n, 300, 410) * 1000.0 as expenses
) as m
cross join (values ('profit_and_loss', 1.0, 1.0), ('cash_flow', 0.93, 0.97)) as r(kind, revenue_share, expense_share)
on conflict (id) do nothing;

-- ---------------------------------------------------------------------------------------------------
-- 19. The workflow manager: who set each client workflow's status and when; an engine connection
-- ---------------------------------------------------------------------------------------------------

-- The admin set every badge other than the purchase's 'active' (the rows date their badge from their last
-- change already). Triggers off for this backfill: it must not move updated_at, which section 3 reads.
set session_replication_role = replica;
update public.client_workflows cw
set status_changed_by = pg_temp.uid('admin')
where cw.user_id in (pg_temp.uid('sara'), pg_temp.uid('omar'))
  and cw.status <> 'active' and cw.status_changed_by is null;
set session_replication_role = origin;

-- Odoo sales is being wired to the client's n8n: the URL is saved but switched off, so runs stay in the sandbox.
insert into public.workflow_execution_settings (workflow_slug, execution_webhook_url, timeout_ms, is_enabled, updated_by)
values ('odoo-sales', 'https://n8n.alnoor-trading.qa/webhook/odoo-sales', 20000, false, pg_temp.uid('admin'))
on conflict (workflow_slug) do nothing;

-- ---------------------------------------------------------------------------------------------------
-- 20. The email outbox starts empty: the seeded notifications are history, not news to send
-- (private.notification_emails, supabase/migrations/20261125007000_notification_email_outbox.sql)

delete from private.notification_emails;

-- ---------------------------------------------------------------------------------------------------
-- 21. Threads on other kinds of request (supabase/migrations/20261125100010_request_threads_for_every_kind.sql):
--     Sara discusses her Tender Monitoring Bot (custom) and her Lead Generation change (control)
-- ---------------------------------------------------------------------------------------------------

-- The trigger fills user_id and workflow_name from the request; the admin's last word on the custom
-- request is still unread.
insert into public.workflow_request_messages (id, request_kind, request_id, sender_type, sender_id, content, read_at, created_at)
select pg_temp.demo_id('message:' || m.request_key || ':' || m.seq), m.kind, pg_temp.demo_id(m.request_key),
       m.sender_type, case when m.sender_type = 'admin' then pg_temp.uid('admin') else pg_temp.uid('sara') end,
       m.content,
       case when m.is_read then now() - make_interval(hours => m.hours_ago) + interval '20 minutes' end,
       now() - make_interval(hours => m.hours_ago)
from (values
  ('custom', 'custom:sara-tenders', 1, 'admin', 'Hi Sara, which tender portals do you check today besides Monaqasat?', 88, true),
  ('custom', 'custom:sara-tenders', 2, 'client', 'Monaqasat and the Ashghal supplier portal. Most tenders we want are on Monaqasat.', 80, true),
  ('custom', 'custom:sara-tenders', 3, 'admin', 'Thanks. Monaqasat allows automated reading; we are confirming Ashghal and will send you a proposal this week.', 40, false),
  ('control', 'control:sara-change-leads', 1, 'admin', 'Hi Sara, should the daily WhatsApp summary go to your number only, or to the whole sales team?', 2, true),
  ('control', 'control:sara-change-leads', 2, 'client', 'To me and to our sales manager, please.', 1, true)
) as m(kind, request_key, seq, sender_type, content, hours_ago, is_read)
on conflict (id) do nothing;

-- ---------------------------------------------------------------------------------------------------
-- Clean up the session helpers
-- ---------------------------------------------------------------------------------------------------

drop table demo_sessions;
drop table demo_dialogues;

drop function pg_temp.uid(text);
drop function pg_temp.person(text);
drop function pg_temp.company(text);
drop function pg_temp.phone(text);
drop function pg_temp.ago(integer, text);
drop function pg_temp.demo_id(text);
drop function pg_temp.pick(text[], text);
drop function pg_temp.rint(text, integer, integer);
drop function pg_temp.rnd(text);
drop table demo_companies;
drop table demo_people;
drop table demo_users;
