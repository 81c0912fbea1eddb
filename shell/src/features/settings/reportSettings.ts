/**
 * The client's report settings (public.report_settings, migration 20261129700000_client_reports.sql):
 * weekly or monthly, emailed or not, and the Doha hour it goes out. No row yet: weekly, not emailed.
 */
import { auth } from '../../domain/session/store.ts';

export interface ReportSettings {
  frequency: 'week' | 'month';
  emailEnabled: boolean;
  /** 0–23, Doha time, on the first day of the next period. */
  sendHour: number;
}

export const DEFAULT_REPORT_SETTINGS: ReportSettings = {
  frequency: 'week',
  emailEnabled: false,
  sendHour: 8,
};

export async function loadReportSettings(signal: AbortSignal): Promise<ReportSettings> {
  const client = await auth.client();
  const { data, error } = await client
    .from('report_settings')
    .select('frequency, email_enabled, send_hour')
    .abortSignal(signal)
    .maybeSingle();
  if (error) throw error;
  if (!data) return DEFAULT_REPORT_SETTINGS;
  return {
    frequency: data.frequency === 'month' ? 'month' : 'week',
    emailEnabled: data.email_enabled,
    sendHour: data.send_hour,
  };
}

export async function saveReportSettings(userId: string, settings: ReportSettings): Promise<void> {
  const client = await auth.client();
  const { error } = await client.from('report_settings').upsert({
    user_id: userId,
    frequency: settings.frequency,
    email_enabled: settings.emailEnabled,
    send_hour: settings.sendHour,
  });
  if (error) throw error;
}
