/**
 * The shell's one Supabase client, created on first use only: supabase-js is a separate chunk that the
 * landing page and the sample dashboards never download. Every feature gets the client from here.
 */
import type { PortalSupabaseClient } from '@portal/dashboard-kit/supabase';
import { authClientOptions } from './authStorage/clientOptions.ts';
import { getRuntimeConfig } from './config/runtimeConfig.ts';

let client: Promise<PortalSupabaseClient> | undefined;

export function getSupabase(): Promise<PortalSupabaseClient> {
  client ??= import('@portal/dashboard-kit/supabase').then(({ createPortalClient }) => {
    const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
    return createPortalClient(supabaseUrl, supabaseAnonKey, authClientOptions());
  });
  // A failed download (offline, redeploy) must not poison every later call.
  client.catch(() => {
    client = undefined;
  });
  return client;
}
