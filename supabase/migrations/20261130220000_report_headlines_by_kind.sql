-- Three headlines counted other rows than their dashboard's KPI row (issue 42: the report and the screen
-- never disagree), found by the WhatsApp dashboards' live tests once they read SQL figures (issue 43):
-- - whatsapp-product-catalog: "orders" and "sales" are the orders that went ahead (every status but
--   cancelled) placed in the period and their total, as the KPI row counts them; they were every
--   order placed, and the total of the orders *paid* in the period;
-- - whatsapp-dietitian: "check-ins answered" counts the answered check-ins, as the KPI row; it counted
--   every answered message, meal plans and reminders included. A headline can now name the kinds it
--   counts (the source's kind column) beside its statuses.
-- The rest of the list is unchanged (migration 20261130160000).

-- The list gains a column: a function's result type cannot change in place.
drop function private.report_headline_figures(text);

create function private.report_headline_figures(p_slug text)
returns table (ord integer, key text, source text, measure text, statuses text[], kinds text[])
language sql immutable parallel safe set search_path = ''
as $$
  select v.ord, v.key, v.source, v.measure, v.statuses, v.kinds
  from (values
    ('lead-generation', 1, 'leads', 'leads', 'rows', null::text[], null::text[]),
    ('lead-generation', 2, 'qualified', 'leads', 'rows', array['qualified', 'proposal', 'won'], null),
    ('lead-generation', 3, 'won', 'leads', 'rows', array['won'], null),
    ('automated-lead-generation', 1, 'leads', 'leads', 'rows', null, null),
    ('automated-lead-generation', 2, 'qualified', 'leads', 'rows', array['qualified', 'proposal', 'won'], null),
    ('automated-lead-generation', 3, 'won', 'leads', 'rows', array['won'], null),
    ('odoo-sales', 1, 'deals_won', 'deals_closed', 'rows', array['won'], null),
    ('odoo-sales', 2, 'won_qar', 'deals_closed', 'value', array['won'], null),
    ('social-media-content', 1, 'posts_published', 'social_posts_published', 'rows', null, null),
    ('social-media-content', 2, 'impressions', 'social_posts_published', 'value', null, null),
    ('whatsapp-sales', 1, 'conversations', 'chat_sessions', 'rows', null, null),
    ('whatsapp-sales', 2, 'leads', 'leads', 'rows', null, null),
    ('whatsapp-chatbot', 1, 'conversations', 'chat_sessions', 'rows', null, null),
    ('whatsapp-chatbot', 2, 'resolved', 'chat_sessions', 'rows', array['resolved'], null),
    ('whatsapp-chatbot', 3, 'escalated', 'chat_sessions', 'rows', array['escalated'], null),
    ('whatsapp-responder', 1, 'conversations', 'chat_sessions', 'rows', null, null),
    ('whatsapp-responder', 2, 'resolved', 'chat_sessions', 'rows', array['resolved'], null),
    ('whatsapp-responder', 3, 'escalated', 'chat_sessions', 'rows', array['escalated'], null),
    ('whatsapp-product-catalog', 1, 'orders', 'orders', 'rows', array['pending', 'confirmed', 'shipped', 'delivered'], null),
    ('whatsapp-product-catalog', 2, 'sales_qar', 'orders', 'value', array['pending', 'confirmed', 'shipped', 'delivered'], null),
    ('whatsapp-dietitian', 1, 'checkins_answered', 'dietitian_messages', 'rows', array['answered'], array['check_in']),
    ('gmail-campaign', 1, 'campaign_emails', 'emails', 'rows', array['sent', 'opened', 'bounced'], null),
    ('gmail-auto-responder', 1, 'emails_received', 'emails_received', 'rows', null, null),
    ('gmail-auto-responder', 2, 'emails_answered', 'emails_received', 'rows', array['auto_replied', 'replied', 'drafted'], null),
    ('gmail-email-labelling', 1, 'emails_labelled', 'emails_labelled', 'rows', null, null),
    ('gmail-email-labelling', 2, 'labels_corrected', 'emails_labelled', 'rows', array['corrected'], null),
    ('email-summary-agent', 1, 'emails_summarised', 'email_summaries', 'rows', null, null),
    ('rag-chatbot', 1, 'conversations', 'chat_sessions', 'rows', null, null),
    ('rag-chatbot', 2, 'escalated', 'chat_sessions', 'rows', array['escalated'], null),
    ('local-rag', 1, 'conversations', 'chat_sessions', 'rows', null, null),
    ('local-rag', 2, 'escalated', 'chat_sessions', 'rows', array['escalated'], null),
    ('local-chatbot', 1, 'conversations', 'chat_sessions', 'rows', null, null),
    ('local-chatbot', 2, 'escalated', 'chat_sessions', 'rows', array['escalated'], null),
    ('website-chatbot', 1, 'conversations', 'chat_sessions', 'rows', null, null),
    ('website-chatbot', 2, 'leads', 'leads', 'rows', null, null),
    ('customer-support-automation', 1, 'conversations', 'chat_sessions', 'rows', null, null),
    ('customer-support-automation', 2, 'resolved', 'chat_sessions', 'rows', array['resolved'], null),
    ('customer-support-automation', 3, 'escalated', 'chat_sessions', 'rows', array['escalated'], null),
    ('database-chat', 1, 'questions', 'database_queries', 'rows', null, null),
    ('hr-service', 1, 'hr_requests', 'hr_requests', 'rows', null, null),
    ('hr-service', 2, 'hr_resolved', 'hr_requests_resolved', 'rows', array['resolved'], null),
    ('job-application', 1, 'applications', 'job_applications', 'rows', null, null),
    ('job-application', 2, 'screened', 'job_applications', 'rows', array['screening', 'interview', 'offer', 'hired', 'rejected'], null),
    ('client-onboarding', 1, 'onboardings_started', 'onboardings', 'rows', null, null),
    ('client-onboarding', 2, 'onboardings_completed', 'onboardings_completed', 'rows', null, null),
    ('invoice-collection', 1, 'invoices', 'invoices', 'rows', array['draft', 'sent', 'overdue', 'paid'], null),
    ('invoice-collection', 2, 'invoiced_qar', 'invoices', 'value', array['draft', 'sent', 'overdue', 'paid'], null),
    ('invoice-collection', 3, 'collected_qar', 'invoices_paid', 'value', null, null),
    ('financial-reports', 1, 'reports_ready', 'financial_reports', 'rows', array['ready'], null)
  ) as v (slug, ord, key, source, measure, statuses, kinds)
  where v.slug = p_slug
$$;


-- A workflow's headline figures of one period, in its KPI row's order: [{key, value}], counting the
-- lines of the headline's statuses and kinds (none named: all).
create or replace function private.report_headline(p_slug text, p_user_id uuid, p_start date, p_end date)
returns jsonb
language sql stable set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('key', h.key, 'value', h.value) order by h.ord), '[]'::jsonb)
  from (
    select f.ord, f.key,
      (select case f.measure when 'rows' then coalesce(sum(r.rows), 0) else coalesce(sum(r.value_sum), 0) end
       from private.report_source_rows(f.source, p_slug, p_user_id, p_start, p_end) r
       where (f.statuses is null or r.status = any (f.statuses))
         and (f.kinds is null or r.kind = any (f.kinds))) as value
    from private.report_headline_figures(p_slug) f
  ) h
$$;
