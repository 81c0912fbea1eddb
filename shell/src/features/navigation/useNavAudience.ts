import { isSignedIn, useAuth } from '../../domain/session/store.ts';
import type { NavAudience } from './navLinks.ts';

/**
 * Whose navigation the frame shows; null while that is not known yet (the session or the role is still
 * loading), so a client never glimpses the admin's links or the other way round. A failed role lookup
 * counts as a client, as the redirects do (docs/product.md §6).
 */
export function useNavAudience(): NavAudience | null {
  return useAuth((state) => {
    if (state.loading) return null;
    if (!isSignedIn(state)) return 'visitor';
    if (state.roleStatus === 'loading' || state.roleStatus === 'none') return null;
    return state.roleStatus === 'ready' && state.role === 'admin' ? 'admin' : 'client';
  });
}
