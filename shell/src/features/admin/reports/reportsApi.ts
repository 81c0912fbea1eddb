/**
 * Clients' reports for the admins (backend/src/reports/, migration 20261129700000_client_reports.sql):
 * the email as the client would receive it (GET /api/reports/email), Send now (rpc
 * send_client_report: once per period) and the log of what was sent (client_report_emails).
 */
import { auth } from '../../../domain/session/store.ts';
import { callProductApi } from '../../../lib/productApi.ts';

export type Frequency = 'week' | 'month';
export type Language = 'en' | 'ar';

export interface ReportClient {
  id: string;
  full_name: string;
  email: string | null;
  company: string | null;
  language: string;
}

export interface ReportEmail {
  subject: string;
  html: string;
  text: string;
  to: string;
  language: Language;
  report: { period_start: string; period_end: string };
}

export interface SentReport {
  id: string;
  user_id: string;
  frequency: Frequency;
  period_start: string;
  period_end: string;
  requested_by: 'schedule' | 'admin';
  status: 'queued' | 'sent' | 'bounced' | 'skipped' | 'failed';
  to_address: string | null;
  subject: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  bounced_at: string | null;
}

export async function loadReportClients(signal: AbortSignal): Promise<ReportClient[]> {
  const client = await auth.client();
  const { data, error } = await client
    .from('profiles')
    .select('id, full_name, email, company, language')
    .neq('role', 'admin')
    .order('full_name')
    .abortSignal(signal);
  if (error) throw error;
  return data ?? [];
}

export function previewReport(
  userId: string,
  frequency: Frequency,
  day: string,
  language: Language,
  signal: AbortSignal,
): Promise<ReportEmail> {
  return callProductApi('/reports/email', { query: { user_id: userId, frequency, day, language }, signal });
}

/** Queues the report of the period holding `day`; answers the log row (an earlier one when already sent). */
export async function sendReport(userId: string, frequency: Frequency, day: string): Promise<SentReport> {
  const client = await auth.client();
  const { data, error } = await client.rpc('send_client_report', {
    p_user_id: userId,
    p_frequency: frequency,
    p_day: day,
  });
  if (error) throw error;
  return data as SentReport;
}

export async function loadSentReports(signal: AbortSignal): Promise<SentReport[]> {
  const client = await auth.client();
  const { data, error } = await client
    .from('client_report_emails')
    .select(
      'id, user_id, frequency, period_start, period_end, requested_by, status, to_address, subject, last_error, created_at, sent_at, bounced_at',
    )
    .order('created_at', { ascending: false })
    .limit(200)
    .abortSignal(signal);
  if (error) throw error;
  return (data ?? []) as SentReport[];
}

/** Yesterday in Doha (UTC+3): the default day, so the default period is the last one that ended. */
export function lastWeekDay(now = new Date()): string {
  return new Date(now.getTime() + 3 * 3_600_000 - 7 * 86_400_000).toISOString().slice(0, 10);
}
