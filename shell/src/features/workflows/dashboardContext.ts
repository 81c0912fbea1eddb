import type { DashboardContext, DashboardMode, Locale, WorkflowSlug } from '@portal/shared';
import { getSupabase } from '../../app/supabase.ts';

/**
 * The context a dashboard loads with. Live mode adds the shell's Supabase client and the signed-in
 * user, so RLS scopes every query; sample mode never downloads supabase-js.
 */
export async function createDashboardContext(input: {
  slug: WorkflowSlug;
  mode: DashboardMode;
  locale: Locale;
  signal: AbortSignal;
}): Promise<DashboardContext> {
  if (input.mode === 'sample') return { ...input };
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  const userId = data.session?.user.id;
  return userId ? { ...input, supabase, userId } : { ...input, supabase };
}
