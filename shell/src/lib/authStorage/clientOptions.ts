/**
 * The auth options of the shell's Supabase client (app/supabase.ts): the PKCE flow (Google sign-in and
 * email links come back with a `?code=` that only this browser can exchange) and the storage that
 * implements 'Remember me' (lib/authStorage.ts).
 */
import type { SupabaseClientOptions } from '@supabase/supabase-js';
import { createAuthStorage } from './authStorage.ts';

export function authClientOptions(): SupabaseClientOptions<'public'> {
  return {
    auth: {
      flowType: 'pkce',
      storage: createAuthStorage(),
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
    },
  };
}
