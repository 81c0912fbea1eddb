-- Two headlines had no figure on their dashboard (issue 42: the report and the screen never disagree):
-- - odoo-sales' "new deals" (deals created in the period): the KPI row shows the revenue won and its
--   deals won, not the deals created; the headline goes, the two the screen shows stay;
-- - gmail-campaign's "campaigns" (created in the period) and "campaign emails sent" summed the sent
--   counter of the campaigns *created* in the period, whenever they sent. The dashboard shows the
--   period's sends per Doha day (public.gmail_campaign_days: the workflow's outgoing emails by
--   received_at); the headline is now that: the campaign emails of the period, every outgoing status
--   (sent, opened, bounced; an incoming email never has one of them).
-- The rest of the list is unchanged (migration 20261130150000).

create or replace function private.report_headline_figures(p_slug text)
returns table (ord integer, key text, source text, measure text, statuses text[])
language sql immutable parallel safe set search_path = ''
as $$
  select v.ord, v.key, v.source, v.measure, v.statuses
  from (values
    ('lead-generation', 1, 'leads', 'leads', 'rows', null::text[]),
    ('lead-generation', 2, 'qualified', 'leads', 'rows', array['qualified', 'proposal', 'won']),
    ('lead-generation', 3, 'won', 'leads', 'rows', array['won']),
    ('automated-lead-generation', 1, 'leads', 'leads', 'rows', null),
    ('automated-lead-generation', 2, 'qualified', 'leads', 'rows', array['qualified', 'proposal', 'won']),
    ('automated-lead-generation', 3, 'won', 'leads', 'rows', array['won']),
    ('odoo-sales', 1, 'deals_won', 'deals_closed', 'rows', array['won']),
    ('odoo-sales', 2, 'won_qar', 'deals_closed', 'value', array['won']),
    ('social-media-content', 1, 'posts_published', 'social_posts_published', 'rows', null),
    ('social-media-content', 2, 'impressions', 'social_posts_published', 'value', null),
    ('whatsapp-sales', 1, 'conversations', 'chat_sessions', 'rows', null),
    ('whatsapp-sales', 2, 'leads', 'leads', 'rows', null),
    ('whatsapp-chatbot', 1, 'conversations', 'chat_sessions', 'rows', null),
    ('whatsapp-chatbot', 2, 'resolved', 'chat_sessions', 'rows', array['resolved']),
    ('whatsapp-chatbot', 3, 'escalated', 'chat_sessions', 'rows', array['escalated']),
    ('whatsapp-responder', 1, 'conversations', 'chat_sessions', 'rows', null),
    ('whatsapp-responder', 2, 'resolved', 'chat_sessions', 'rows', array['resolved']),
    ('whatsapp-responder', 3, 'escalated', 'chat_sessions', 'rows', array['escalated']),
    ('whatsapp-product-catalog', 1, 'orders', 'orders', 'rows', null),
    ('whatsapp-product-catalog', 2, 'sales_qar', 'orders_paid', 'value', null),
    ('whatsapp-dietitian', 1, 'checkins_answered', 'dietitian_messages', 'rows', array['answered']),
    ('gmail-campaign', 1, 'campaign_emails', 'emails', 'rows', array['sent', 'opened', 'bounced']),
    ('gmail-auto-responder', 1, 'emails_received', 'emails_received', 'rows', null),
    ('gmail-auto-responder', 2, 'emails_answered', 'emails_received', 'rows', array['auto_replied', 'replied', 'drafted']),
    ('gmail-email-labelling', 1, 'emails_labelled', 'emails_labelled', 'rows', null),
    ('gmail-email-labelling', 2, 'labels_corrected', 'emails_labelled', 'rows', array['corrected']),
    ('email-summary-agent', 1, 'emails_summarised', 'email_summaries', 'rows', null),
    ('rag-chatbot', 1, 'conversations', 'chat_sessions', 'rows', null),
    ('rag-chatbot', 2, 'escalated', 'chat_sessions', 'rows', array['escalated']),
    ('local-rag', 1, 'conversations', 'chat_sessions', 'rows', null),
    ('local-rag', 2, 'escalated', 'chat_sessions', 'rows', array['escalated']),
    ('local-chatbot', 1, 'conversations', 'chat_sessions', 'rows', null),
    ('local-chatbot', 2, 'escalated', 'chat_sessions', 'rows', array['escalated']),
    ('website-chatbot', 1, 'conversations', 'chat_sessions', 'rows', null),
    ('website-chatbot', 2, 'leads', 'leads', 'rows', null),
    ('customer-support-automation', 1, 'conversations', 'chat_sessions', 'rows', null),
    ('customer-support-automation', 2, 'resolved', 'chat_sessions', 'rows', array['resolved']),
    ('customer-support-automation', 3, 'escalated', 'chat_sessions', 'rows', array['escalated']),
    ('database-chat', 1, 'questions', 'database_queries', 'rows', null),
    ('hr-service', 1, 'hr_requests', 'hr_requests', 'rows', null),
    ('hr-service', 2, 'hr_resolved', 'hr_requests_resolved', 'rows', array['resolved']),
    ('job-application', 1, 'applications', 'job_applications', 'rows', null),
    ('job-application', 2, 'screened', 'job_applications', 'rows', array['screening', 'interview', 'offer', 'hired', 'rejected']),
    ('client-onboarding', 1, 'onboardings_started', 'onboardings', 'rows', null),
    ('client-onboarding', 2, 'onboardings_completed', 'onboardings_completed', 'rows', null),
    ('invoice-collection', 1, 'invoices', 'invoices', 'rows', array['draft', 'sent', 'overdue', 'paid']),
    ('invoice-collection', 2, 'invoiced_qar', 'invoices', 'value', array['draft', 'sent', 'overdue', 'paid']),
    ('invoice-collection', 3, 'collected_qar', 'invoices_paid', 'value', null),
    ('financial-reports', 1, 'reports_ready', 'financial_reports', 'rows', array['ready'])
  ) as v (slug, ord, key, source, measure, statuses)
  where v.slug = p_slug
$$;
