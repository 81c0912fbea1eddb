/**
 * The dashboard's Support Request. Until the messages panel exists, a support request is stored where
 * the administrators already read the contact form: a contact_messages row tied to the client (user_id),
 * with the profile's name, email and company, and the page says so.
 */

import { currentUserId } from '../../domain/workspace/currentUser.ts';
import { getSupabase } from '../../lib/supabase.ts';

export const SUPPORT_MESSAGE_MAX = 5000;
/** Marks the row as a support request from the dashboard in the admins' contact inbox. */
export const SUPPORT_PREFIX = 'Support request: ';

export type SupportResult = 'sent' | 'too-many';

export async function sendSupportRequest(message: string, locale: 'en' | 'ar'): Promise<SupportResult> {
  const [supabase, userId] = await Promise.all([getSupabase(), currentUserId()]);
  const { data: profile, error: profileError } = await supabase
    .from('profiles')
    .select('full_name, email, company')
    .eq('id', userId)
    .single();
  if (profileError) throw profileError;
  const { data: session } = await supabase.auth.getSession();
  const email = profile.email ?? session.session?.user.email ?? '';
  const body = `${SUPPORT_PREFIX}${message.trim()}`.slice(0, SUPPORT_MESSAGE_MAX);
  // Inserted without .select(): the contact inbox is for admins only, a client cannot read it back.
  const { error } = await supabase.from('contact_messages').insert({
    full_name: profile.full_name?.trim() || email,
    email,
    company: profile.company || null,
    message: body,
    locale,
    user_id: userId,
  });
  if (error?.code === 'PT429') return 'too-many';
  if (error) throw error;
  return 'sent';
}
