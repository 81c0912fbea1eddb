-- Three more dashboard figure sources (issue 43) for figures of the sales and finance dashboards that
-- the existing sources' day lines cannot give (docs/architecture.md, "Dashboard figures"):
--
-- - deals_pipeline: deals by creation, value and the value weighted by the deal's probability (a sum
--   of products, which the value and probability sums of `deals` cannot give): the open pipeline and
--   the weighted pipeline of every open deal whatever its age, read by dashboard_ages;
-- - social_posts_scheduled: posts by the moment they are scheduled for, so that the posts still to go
--   out are counted ([as_of, as_of + a year) is a period of dashboard_figures like any other);
-- - invoices_reminders: invoices by issue day (as `invoices`) with the number of reminders sent as
--   kind, so that the share paid after each reminder is read from the day lines.

insert into private.dashboard_sources (source, table_name, at_sql, status_sql, kind_sql, value_sql, score_sql, range_sql) values
  ('deals_pipeline', 'deals', 'r.created_at', 'r.stage', '''''', 'r.value_qar', 'r.value_qar * r.probability / 100.0', null),
  ('social_posts_scheduled', 'social_posts', 'r.scheduled_at', 'r.status', 'r.platform', 'r.impressions',
   'r.likes + r.comments + r.shares', null),
  ('invoices_reminders', 'invoices', 'private.doha_day_start(r.issued_on) + interval ''12 hours''', 'r.status',
   'r.reminders_sent::text', 'r.amount_qar', 'r.reminders_sent',
   'r.issued_on >= private.doha_day($3 - interval ''12 hours 1 microsecond'') + 1 and r.issued_on < private.doha_day($4 - interval ''12 hours 1 microsecond'') + 1');

-- A period of scheduled posts cuts at most two hours of rows, read through this index (as the others').
create index if not exists social_posts_user_workflow_scheduled_idx
  on public.social_posts (user_id, workflow_slug, scheduled_at desc) where scheduled_at is not null;

select private.install_dashboard_source('deals_pipeline');
select private.install_dashboard_source('social_posts_scheduled');
select private.install_dashboard_source('invoices_reminders');
