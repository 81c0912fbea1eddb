import type { LiveContext, Locale, SampleContext, WorkflowSlug } from '@portal/contract';
import { getSupabase } from '../../lib/supabase.ts';

/** A live dashboard without a signed-in user: the protected route should have prevented it. */
export class SignedOutError extends Error {
  constructor() {
    super('Live dashboards need a signed-in user');
    this.name = 'SignedOutError';
  }
}

interface ContextInput {
  slug: WorkflowSlug;
  locale: Locale;
  signal: AbortSignal;
}

/** The context a sample dashboard loads with: no Supabase, so sample mode never downloads supabase-js. */
export function sampleContext({ slug, locale, signal }: ContextInput): SampleContext {
  return { mode: 'sample', slug, locale, signal };
}

/** The context a live dashboard loads with: the shell's Supabase client and the signed-in user, so RLS scopes every query. */
export async function liveContext({ slug, locale, signal }: ContextInput): Promise<LiveContext> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  const userId = data.session?.user.id;
  if (!userId) throw new SignedOutError();
  return { mode: 'live', slug, locale, signal, supabase, userId };
}
