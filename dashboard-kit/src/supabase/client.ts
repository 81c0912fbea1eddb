import type { PortalSupabaseClient } from '@portal/contract';
import type { Database } from '@portal/contract/schema';
import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';

export type { PortalSupabaseClient };

/** The one way every app creates its Supabase client, so options stay identical across the system. */
export function createPortalClient(
  url: string,
  anonKey: string,
  options: SupabaseClientOptions<'public'> = {},
): PortalSupabaseClient {
  return createClient<Database>(url, anonKey, options);
}
