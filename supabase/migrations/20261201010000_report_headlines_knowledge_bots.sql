-- The knowledge bots' and the support desk's headlines counted other things than their KPI rows (issue
-- 42: the report and the screen never disagree). Their dashboards show questions and answer rates, not
-- conversations and escalations; a headline is each KPI row's first figures that are counts or sums
-- (a rate, a duration or a rating is not a headline), counted by the sources the rows count:
-- - rag-chatbot, local-rag, local-chatbot: "questions", every message a person sent the bot in the
--   period (source chat_messages, role customer), the questions KPI (each one an exchange with the
--   bot's next reply or none yet, remotes/rag/src/common/exchanges.ts). Local chatbot's next KPI, the
--   staff who used it, is a count of distinct names, which a headline (rows or sums of a source's lines)
--   cannot count: it is left out rather than approximated;
-- - website-chatbot: "leads", the leads of the workflow created in the period (its KPI row: visitors,
--   answered rate, leads, satisfaction; visitors are distinct widget ids, which a headline cannot
--   count); the conversations it counted are not on its KPI row;
-- - customer-support-automation: "tickets", the tickets opened in the period (one conversation is one
--   ticket, counted by its start, remotes/rag/src/common/tickets.ts), its first KPI; the next one is a
--   rate. Resolved and escalated counts are not on its KPI row.
-- The rest of the list is unchanged (migration 20261130220000); the result type is the same, so the
-- function is replaced in place.

create or replace function private.report_headline_figures(p_slug text)
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
    ('rag-chatbot', 1, 'questions', 'chat_messages', 'rows', array['customer'], null),
    ('local-rag', 1, 'questions', 'chat_messages', 'rows', array['customer'], null),
    ('local-chatbot', 1, 'questions', 'chat_messages', 'rows', array['customer'], null),
    ('website-chatbot', 1, 'leads', 'leads', 'rows', null, null),
    ('customer-support-automation', 1, 'tickets', 'chat_sessions', 'rows', null, null),
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
