import { useCallback } from 'react';
import { auth, useAuth } from '../../domain/session/store.ts';
import { useServerState } from '../../lib/useServerState.ts';
import { loadProfile, type ProfilePatch, saveProfile } from './profileApi.ts';

/** The signed-in person's profile for Settings: load, retry, and save a part of it. */
export function useProfile() {
  const userId = useAuth((state) => state.user?.id);
  const { state, retry, setData } = useServerState(
    async () => loadProfile(await auth.client(), userId as string),
    [userId],
    { enabled: Boolean(userId) },
  );

  /** Saves the patch; on success the page and the auth store (header name, timeout) follow. Throws on failure. */
  const save = useCallback(
    async (patch: ProfilePatch) => {
      if (!userId) throw new Error('not signed in');
      await saveProfile(await auth.client(), userId, patch);
      setData((profile) => ({ ...profile, ...patch }));
      await auth.reloadProfile().catch(() => undefined);
    },
    [userId, setData],
  );

  return { state, reload: retry, save };
}
