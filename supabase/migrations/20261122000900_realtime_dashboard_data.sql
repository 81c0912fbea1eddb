-- Live dashboards refresh when their rows change (the contract's optional `watch`), so every table a
-- workflow dashboard reads is streamed too. RLS still decides who receives each change.
alter publication supabase_realtime add table
  public.leads,
  public.campaigns,
  public.deals,
  public.social_posts,
  public.chat_sessions,
  public.chat_messages,
  public.orders,
  public.products,
  public.emails,
  public.documents,
  public.hr_requests,
  public.job_applications,
  public.onboardings,
  public.invoices,
  public.financial_reports;
