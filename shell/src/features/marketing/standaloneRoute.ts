/**
 * Decides, before anything heavy loads, whether the light landing entry (standalone.tsx) can serve
 * this visit. Kept apart from standalone.tsx so main.tsx can import it statically for a few bytes.
 */

/** supabase-js keeps a session under `sb-<project ref>-auth-token` in localStorage. */
const SESSION_KEY = /^sb-.+-auth-token$/;

/**
 * True for the landing page when nobody is signed in: a signed-in visitor must be redirected by the
 * full shell's public guard. Storage that cannot be read counts as "maybe signed in", so the full
 * shell decides.
 */
export function canServeStandalone(
  pathname: string,
  storage: Pick<Storage, 'length' | 'key'> | undefined,
): boolean {
  if (pathname !== '/') return false;
  try {
    if (!storage) return false;
    for (let i = 0; i < storage.length; i++) {
      if (SESSION_KEY.test(storage.key(i) ?? '')) return false;
    }
    return true;
  } catch {
    return false;
  }
}
