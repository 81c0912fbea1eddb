/**
 * Reads of the signed-in person's profile row that identity needs: the role (docs/product.md §6, §7: profiles by
 * user id, one row, with a fallback query on failure) and the preferences that act at sign-in (language,
 * theme, session timeout) and the name the header shows.
 */
import type { PortalSupabaseClient } from '@portal/dashboard-kit/supabase';
import type { Role } from './redirects.ts';
import { DEFAULT_SESSION_TIMEOUT, isSessionTimeout, type SessionTimeout } from './sessionTimeout.ts';

export class RoleLookupError extends Error {
  constructor(readonly causes: unknown[]) {
    super('The role could not be read from profiles');
    this.name = 'RoleLookupError';
  }
}

function toRole(value: unknown): Role {
  return value === 'admin' ? 'admin' : 'client';
}

/**
 * The role: first `select('role')…single()`; if that fails (a transient error, or `single()` refusing an
 * unexpected row count), once more as a plain list query selecting id and role.
 */
export async function fetchRole(client: PortalSupabaseClient, userId: string): Promise<Role> {
  const first = await client.from('profiles').select('role').eq('id', userId).single();
  if (!first.error && first.data) return toRole(first.data.role);
  const fallback = await client.from('profiles').select('id, role').eq('id', userId).limit(1);
  const row = fallback.data?.[0];
  if (!fallback.error && row) return toRole(row.role);
  throw new RoleLookupError([first.error, fallback.error]);
}

export interface ProfileSummary {
  fullName: string;
  email: string | null;
  language: 'en' | 'ar' | null;
  theme: 'light' | 'dark' | null;
  sessionTimeout: SessionTimeout;
  /** When the profile picture was last written (its URL's cache nonce), or null without one. */
  avatarVersion: string | null;
}

export async function fetchProfileSummary(
  client: PortalSupabaseClient,
  userId: string,
): Promise<ProfileSummary | null> {
  const { data, error } = await client
    .from('profiles')
    .select('full_name, email, language, theme, session_timeout, avatar_updated_at')
    .eq('id', userId)
    .maybeSingle();
  if (error) throw error;
  if (!data) return null;
  return {
    fullName: data.full_name,
    email: data.email,
    language: data.language === 'ar' || data.language === 'en' ? data.language : null,
    theme: data.theme === 'dark' || data.theme === 'light' ? data.theme : null,
    sessionTimeout: isSessionTimeout(data.session_timeout) ? data.session_timeout : DEFAULT_SESSION_TIMEOUT,
    avatarVersion: data.avatar_updated_at,
  };
}
