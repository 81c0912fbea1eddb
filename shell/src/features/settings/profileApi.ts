/**
 * The signed-in person's profile row (Settings reads and writes it through RLS: own row only; the role
 * and the email column are guarded by the database).
 */
import type { PortalSupabaseClient } from '@portal/dashboard-kit/supabase';
import { isSessionTimeout, type SessionTimeout } from '../../domain/session/sessionTimeout.ts';

export interface Profile {
  fullName: string;
  email: string;
  company: string;
  phone: string;
  position: string;
  language: 'en' | 'ar';
  theme: 'light' | 'dark';
  emailNotifications: boolean;
  workflowAlerts: boolean;
  systemUpdates: boolean;
  sessionTimeout: SessionTimeout;
}

const COLUMNS =
  'full_name, email, company, phone, position, language, theme, email_notifications, workflow_alerts, system_updates, session_timeout';

export async function loadProfile(client: PortalSupabaseClient, userId: string): Promise<Profile> {
  const { data, error } = await client.from('profiles').select(COLUMNS).eq('id', userId).single();
  if (error) throw error;
  return {
    fullName: data.full_name,
    email: data.email ?? '',
    company: data.company ?? '',
    phone: data.phone ?? '',
    position: data.position ?? '',
    language: data.language === 'ar' ? 'ar' : 'en',
    theme: data.theme === 'dark' ? 'dark' : 'light',
    emailNotifications: data.email_notifications,
    workflowAlerts: data.workflow_alerts,
    systemUpdates: data.system_updates,
    sessionTimeout: isSessionTimeout(data.session_timeout) ? data.session_timeout : '24h',
  };
}

export type ProfilePatch = Partial<Omit<Profile, 'email'>>;

/** Empty optional texts are stored as null. */
function optionalText(value: string | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value.trim() === '' ? null : value.trim();
}

/** Writes the given fields (undefined ones are left out of the request). Throws the database's error. */
export async function saveProfile(client: PortalSupabaseClient, userId: string, patch: ProfilePatch) {
  const { error } = await client
    .from('profiles')
    .update({
      full_name: patch.fullName?.trim(),
      company: optionalText(patch.company),
      phone: optionalText(patch.phone),
      position: optionalText(patch.position),
      language: patch.language,
      theme: patch.theme,
      email_notifications: patch.emailNotifications,
      workflow_alerts: patch.workflowAlerts,
      system_updates: patch.systemUpdates,
      session_timeout: patch.sessionTimeout,
    })
    .eq('id', userId);
  if (error) throw error;
}
