/** Who is signed in, for the workspace's writes (kept apart so light pages import only this). */
import { getSupabase } from '../../lib/supabase.ts';

/** Thrown when no one is signed in: the custom request shows 'Authentication Required'. */
export class NotSignedInError extends Error {
  constructor() {
    super('Auth session missing!');
    this.name = 'NotSignedInError';
  }
}

export async function currentUserId(): Promise<string> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  const id = data.session?.user.id;
  if (!id) throw new NotSignedInError();
  return id;
}
