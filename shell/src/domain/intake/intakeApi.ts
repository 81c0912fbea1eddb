/**
 * Intake keys and data freshness (docs/intake.md, "What the portal's UI reads"), for the admin's
 * workflow manager and the client's workflow page alike. Keys are created only through the API (it
 * shows the secret once); listing and revoking go through the rpc functions, which RLS limits to the
 * caller's own keys (admins: every key).
 */
import { callProductApi } from '../../lib/productApi.ts';
import { getSupabase } from '../../lib/supabase.ts';

export interface IntakeKey {
  id: string;
  user_id: string;
  workflow_slug: string;
  label: string;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  requests_24h: number;
  rows_24h: number;
}

export interface ClientWorkflowRef {
  userId: string;
  slug: string;
}

export async function loadIntakeKeys(
  { userId, slug }: Partial<ClientWorkflowRef>,
  signal: AbortSignal,
): Promise<IntakeKey[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .rpc('intake_key_overview', { p_user_id: userId, p_workflow_slug: slug })
    .abortSignal(signal);
  if (error) throw error;
  // bigint sums arrive as strings from some engines: the UI counts numbers.
  return ((data ?? []) as IntakeKey[]).map((k) => ({
    ...k,
    requests_24h: Number(k.requests_24h),
    rows_24h: Number(k.rows_24h),
  }));
}

export interface CreatedIntakeKey {
  id: string;
  /** The secret: shown once, never readable again. */
  key: string;
  prefix: string;
  created_at: string;
}

export function createIntakeKey({ userId, slug }: ClientWorkflowRef, label: string) {
  return callProductApi<CreatedIntakeKey>('/intake/keys', {
    method: 'POST',
    body: { user_id: userId, workflow_slug: slug, label },
  });
}

/** True when this call revoked it (false: it was revoked already, or is not the caller's). */
export async function revokeIntakeKey(id: string): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('revoke_intake_key', { p_id: id });
  if (error) throw error;
  return data === true;
}

export interface DataFreshness {
  last_arrived_at: string | null;
  expected_interval_minutes: number;
  failure_rate_threshold: number;
}

/**
 * The client workflow's freshness row, or null before it has a key (no row yet). A client leaves out
 * `userId`: RLS answers its own row only.
 */
export async function loadFreshness(
  { userId, slug }: Partial<ClientWorkflowRef> & { slug: string },
  signal: AbortSignal,
): Promise<DataFreshness | null> {
  const supabase = await getSupabase();
  let query = supabase
    .from('workflow_data_freshness')
    .select('last_arrived_at, expected_interval_minutes, failure_rate_threshold')
    .eq('workflow_slug', slug);
  if (userId) query = query.eq('user_id', userId);
  const { data, error } = await query.abortSignal(signal).maybeSingle();
  if (error) throw error;
  return data ? { ...data, failure_rate_threshold: Number(data.failure_rate_threshold) } : null;
}

/** An admin's edit; adds the row when the client workflow has none yet (no key so far). */
export async function saveFreshnessSettings(
  { userId, slug }: ClientWorkflowRef,
  {
    expected_interval_minutes,
    failure_rate_threshold,
  }: Pick<DataFreshness, 'expected_interval_minutes' | 'failure_rate_threshold'>,
): Promise<void> {
  const supabase = await getSupabase();
  // Only these two columns: the rest of the row is the intake's and the freshness check's.
  const settings = { expected_interval_minutes, failure_rate_threshold };
  const { data, error } = await supabase
    .from('workflow_data_freshness')
    .upsert({ user_id: userId, workflow_slug: slug, ...settings }, { onConflict: 'user_id,workflow_slug' })
    .select('workflow_slug');
  if (error) throw error;
  // RLS hides the row from a non-admin instead of failing: say so rather than claim success.
  if (!data?.length) throw Object.assign(new Error('not allowed'), { code: '42501' });
}
