import { useCallback, useEffect, useState } from 'react';
import { auth, useAuth } from '../../lib/session/store.ts';
import { loadProfile, type Profile, type ProfilePatch, saveProfile } from './profileApi.ts';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; profile: Profile };

/** The signed-in person's profile for Settings: load, reload, and save a part of it. */
export function useProfile() {
  const userId = useAuth((state) => state.user?.id);
  const [state, setState] = useState<ProfileState>({ status: 'loading' });

  const reload = useCallback(async () => {
    if (!userId) return;
    setState({ status: 'loading' });
    try {
      const client = await auth.client();
      setState({ status: 'ready', profile: await loadProfile(client, userId) });
    } catch {
      setState({ status: 'error' });
    }
  }, [userId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  /** Saves the patch; on success the page and the auth store (header name, timeout) follow. Throws on failure. */
  const save = useCallback(
    async (patch: ProfilePatch) => {
      if (!userId) throw new Error('not signed in');
      const client = await auth.client();
      await saveProfile(client, userId, patch);
      setState((current) =>
        current.status === 'ready' ? { status: 'ready', profile: { ...current.profile, ...patch } } : current,
      );
      await auth.reloadProfile().catch(() => undefined);
    },
    [userId],
  );

  return { state, reload, save };
}
