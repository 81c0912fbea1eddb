-- What the hr and finance families' dashboards show and their tables did not record yet:
--
--   hr_requests        whether the WhatsApp HR assistant answered the request alone (a policy
--                      question, a payslip) or a person in HR had to act on it
--   job_applications   when the application was screened (time to screen = screened_at - applied_at)
--   financial_reports  which report it is: a monthly profit and loss statement or a cash flow
--                      statement (for cash flow, revenue_qar is cash in and expenses_qar cash out)
--
-- The new columns default to "nothing" or to the report kind every existing row is, so existing rows
-- and writers are unaffected. The tables already have RLS, aal2 and realtime (20261122000500/0900).

alter table public.hr_requests
  add column answered_by_assistant boolean not null default false;

alter table public.hr_requests
  -- An answer from the assistant resolves the request; a rejected or open one was not answered alone.
  add constraint hr_requests_answered_resolved_check check (not answered_by_assistant or status = 'resolved');

comment on column public.hr_requests.answered_by_assistant is
  'True when the HR assistant resolved the request by itself, without a person in HR.';

alter table public.job_applications
  add column screened_at timestamptz;

alter table public.job_applications
  add constraint job_applications_screened_check check (screened_at >= applied_at),
  -- Past the received stage an application has been screened (rejected ones may have been rejected unread).
  add constraint job_applications_screened_stage_check check (
    screened_at is null or stage <> 'received'
  );

comment on column public.job_applications.screened_at is
  'When the workflow screened the CV and scored it (null while the application waits to be screened).';

alter table public.financial_reports
  add column report_type text not null default 'profit_and_loss';

alter table public.financial_reports
  add constraint financial_reports_type_check check (report_type in ('profit_and_loss', 'cash_flow'));

comment on column public.financial_reports.report_type is
  'profit_and_loss (revenue and expenses) or cash_flow (revenue_qar is cash in, expenses_qar is cash out).';

comment on column public.onboardings.steps is
  'The journey''s steps in order: [{"step": "welcome" | "documents" | "kickoff" | "setup" | "completed", "completed_at": ISO 8601 or null}].';
