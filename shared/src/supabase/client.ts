import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import type { Database } from './database.ts';

export type PortalSupabaseClient = SupabaseClient<Database>;

/** The one way every app creates its Supabase client, so options stay identical across the system. */
export function createPortalClient(
  url: string,
  anonKey: string,
  options: SupabaseClientOptions<'public'> = {},
): PortalSupabaseClient {
  return createClient<Database>(url, anonKey, options);
}
