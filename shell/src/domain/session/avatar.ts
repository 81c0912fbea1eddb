/**
 * The signed-in person's profile picture (docs/architecture.md, "Storage": bucket `avatars`, public,
 * path `<user_id>/avatar`). One small store, because two zones show it: Settings changes it and the
 * header draws it. Public URLs are cached for an hour (the upload's Cache-Control), so every URL carries
 * the picture's update time as a nonce: a new picture is a new URL.
 */

import { contentTypeFor, storageOf } from '@portal/dashboard-kit/storage';
import { useEffect, useSyncExternalStore } from 'react';
import { getSupabase } from '../../lib/supabase.ts';

const BUCKET = 'avatars';
const FILE = 'avatar';

interface AvatarState {
  userId: string | null;
  /** The picture's public URL, or null when the person has none (or it is not known yet). */
  url: string | null;
}

let state: AvatarState = { userId: null, url: null };
const listeners = new Set<() => void>();
const loading = new Map<string, Promise<void>>();

function set(next: AvatarState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function avatarPath(userId: string): string {
  return `${userId}/${FILE}`;
}

/** The avatars bucket, through the shell's one client (storage-js loads with the first call). */
async function bucket() {
  return (await storageOf(await getSupabase())).from(BUCKET);
}

async function urlFor(userId: string, nonce: string): Promise<string> {
  return (await bucket()).getPublicUrl(avatarPath(userId), { cacheNonce: nonce }).data.publicUrl;
}

/** Looks the picture up once per person (a failure leaves the initials and is tried again on the next use). */
function load(userId: string): Promise<void> {
  const pending = loading.get(userId);
  if (pending) return pending;
  const run = (async () => {
    const { data, error } = await (await bucket()).list(userId, { search: FILE, limit: 10 });
    if (error) throw error;
    const found = data.find((entry) => entry.name === FILE && entry.id !== null);
    const url = found ? await urlFor(userId, found.updated_at ?? found.id ?? '') : null;
    if (state.userId === userId || state.userId === null) set({ userId, url });
  })().catch(() => {
    loading.delete(userId);
  });
  loading.set(userId, run);
  return run;
}

/** The person's picture URL, or null (then the caller draws initials). */
export function useAvatarUrl(userId: string | undefined): string | null {
  const current = useSyncExternalStore(subscribe, () => state);
  useEffect(() => {
    if (userId && current.userId !== userId) {
      set({ userId, url: null });
      void load(userId);
    }
  }, [userId, current.userId]);
  return userId && current.userId === userId ? current.url : null;
}

/** Uploads (or replaces) the picture; throws Storage's error (413, 415, …) and keeps the old one then. */
export async function uploadAvatar(userId: string, file: File): Promise<void> {
  const { error } = await (await bucket()).upload(avatarPath(userId), file, {
    upsert: true,
    contentType: contentTypeFor(file),
  });
  if (error) throw error;
  set({ userId, url: await urlFor(userId, String(Date.now())) });
}

/** Removes the picture; the header falls back to initials. Throws Storage's error. */
export async function removeAvatar(userId: string): Promise<void> {
  const { error } = await (await bucket()).remove([avatarPath(userId)]);
  if (error) throw error;
  set({ userId, url: null });
}

/** Initials for the fallback: first letters of the first and last word, or of the email. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0] ?? '')[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1] ?? '')[0] ?? '') : '';
  return (first + last).toUpperCase();
}
