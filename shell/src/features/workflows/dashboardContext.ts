import type { DashboardContext, DashboardMode, Locale, WorkflowSlug } from '@portal/shared';
import { getSupabase } from '../../lib/supabase.ts';

/** A live dashboard without a signed-in user: the protected route should have prevented it. */
export class SignedOutError extends Error {
  constructor() {
    super('Live dashboards need a signed-in user');
    this.name = 'SignedOutError';
  }
}

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
  const { slug, locale, signal } = input;
  if (input.mode === 'sample') return { mode: 'sample', slug, locale, signal };
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  const userId = data.session?.user.id;
  if (!userId) throw new SignedOutError();
  return { mode: 'live', slug, locale, signal, supabase, userId };
}
