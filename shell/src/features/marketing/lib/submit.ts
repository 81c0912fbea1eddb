/**
 * Stores what visitors send from the landing page. Loaded only when a form is submitted: this module
 * and, through the shell's lazy getter, supabase-js stay out of the landing page's first load.
 *
 * Anonymous visitors may insert into these tables but never read them, so inserts ask for no
 * representation back (PostgREST's default, `return=minimal`). The database rate-limits bursts
 * (SQLSTATE PT429, HTTP 429) and checks every field again (supabase/migrations, public forms).
 */
import type { Locale } from '@portal/contract';
import { getSupabase } from '../../../lib/supabase.ts';
import { submissionPrerequisite } from './submitReady.ts';
import { type ContactInput, normaliseEmail, toContactRow } from './validation.ts';

export type SubmitFailure = 'network' | 'rateLimited' | 'rejected' | 'server';

export type SubmitResult<TOk> = { ok: true; value: TOk } | { ok: false; reason: SubmitFailure };

interface PostgrestLikeError {
  code?: string;
  message?: string;
}

/** Maps a failed PostgREST call to what the visitor is told (status 0 means the request never arrived). */
export function classifyFailure(status: number, error: PostgrestLikeError | null): SubmitFailure {
  if (status === 0 || status === undefined) return 'network';
  if (status === 429 || error?.code === 'PT429') return 'rateLimited';
  if (status >= 500) return 'server';
  if (status >= 400) return 'rejected';
  return 'server';
}

async function client() {
  try {
    await submissionPrerequisite();
    return await getSupabase();
  } catch {
    // The client chunk could not be downloaded (offline, or a redeploy removed it).
    return null;
  }
}

/**
 * rpc('subscribe_newsletter') rather than an insert: it is idempotent (an address already on the list
 * answers false instead of a unique violation that anon could not tell apart from other errors).
 */
export async function subscribeToNewsletter(
  email: string,
  locale: Locale,
): Promise<SubmitResult<'subscribed' | 'alreadySubscribed'>> {
  const supabase = await client();
  if (!supabase) return { ok: false, reason: 'network' };
  const { data, error, status } = await supabase.rpc('subscribe_newsletter', {
    p_email: normaliseEmail(email),
    p_locale: locale,
  });
  if (error) return { ok: false, reason: classifyFailure(status, error) };
  return { ok: true, value: data === false ? 'alreadySubscribed' : 'subscribed' };
}

export async function sendContactMessage(input: ContactInput, locale: Locale): Promise<SubmitResult<'sent'>> {
  const supabase = await client();
  if (!supabase) return { ok: false, reason: 'network' };
  const { error, status } = await supabase
    .from('contact_messages')
    .insert({ ...toContactRow(input), locale });
  if (!error) return { ok: true, value: 'sent' };
  return { ok: false, reason: classifyFailure(status, error) };
}
