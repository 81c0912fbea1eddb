/**
 * The signed-in person's profile picture (docs/architecture.md, "Storage": bucket `avatars`, public,
 * path `<user_id>/avatar`). The header draws it on every signed-in page, so it is drawn without
 * Storage's client: the profile keeps the picture's version (`profiles.avatar_updated_at`, read with the
 * rest of the profile at sign-in) and the public URL is built from the project URL, the path and that
 * version. The version is the URL's cache nonce: public pictures are cached for an hour (the upload's
 * Cache-Control), and a new picture is a new URL. Only Settings, which changes the picture, loads
 * storage-js.
 */

import { getRuntimeConfig } from '../../lib/config/runtimeConfig.ts';
import { getSupabase } from '../../lib/supabase.ts';
import { auth, useAuth } from './store.ts';

const BUCKET = 'avatars';
const FILE = 'avatar';

export function avatarPath(userId: string): string {
  return `${userId}/${FILE}`;
}

/** The picture's public URL, in the shape storage-js's getPublicUrl(path, { cacheNonce }) gives. */
export function avatarUrl(supabaseUrl: string, userId: string, version: string): string {
  const base = supabaseUrl.replace(/\/+$/, '');
  return `${base}/storage/v1/object/public/${BUCKET}/${avatarPath(userId)}?cacheNonce=${encodeURIComponent(version)}`;
}

/** The person's picture URL, or null (then the caller draws initials). */
export function useAvatarUrl(userId: string | undefined): string | null {
  const version = useAuth((state) =>
    userId && state.user?.id === userId ? (state.profile?.avatarVersion ?? null) : null,
  );
  return userId && version ? avatarUrl(getRuntimeConfig().supabaseUrl, userId, version) : null;
}

/** Copies the stored picture's time into the profile (null when there is none) and into the header. */
async function refreshVersion(userId: string): Promise<void> {
  const { data, error } = await (await getSupabase()).rpc('refresh_avatar_version');
  if (error) throw error;
  const { user, profile } = auth.store.getState();
  if (user?.id === userId && profile) auth.store.setState({ profile: { ...profile, avatarVersion: data } });
}

/** The avatars bucket, through the shell's one client (storage-js loads with the first call). */
async function bucket() {
  const { storageOf } = await import('@portal/dashboard-kit/storage');
  return (await storageOf(await getSupabase())).from(BUCKET);
}

/** Uploads (or replaces) the picture; throws Storage's error (413, 415, …) and keeps the old one then. */
export async function uploadAvatar(userId: string, file: File): Promise<void> {
  const { contentTypeFor } = await import('@portal/dashboard-kit/storage');
  const { error } = await (await bucket()).upload(avatarPath(userId), file, {
    upsert: true,
    contentType: contentTypeFor(file),
  });
  if (error) throw error;
  await refreshVersion(userId);
}

/** Removes the picture; the header falls back to initials. Throws Storage's error. */
export async function removeAvatar(userId: string): Promise<void> {
  const { error } = await (await bucket()).remove([avatarPath(userId)]);
  if (error) throw error;
  await refreshVersion(userId);
}

/** Initials for the fallback: first letters of the first and last word, or of the email. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0] ?? '')[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1] ?? '')[0] ?? '') : '';
  return (first + last).toUpperCase();
}
