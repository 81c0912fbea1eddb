import { auth } from '../../../domain/session/store.ts';
import type { Announcement } from './checkAnnouncement.ts';

/** Sends it; resolves to how many clients were notified. */
export async function announce(a: Announcement): Promise<number> {
  const client = await auth.client();
  const { data, error } = await client.rpc('announce_system_update', {
    p_title: a.titleEn.trim(),
    p_message: a.messageEn.trim(),
    p_title_ar: a.titleAr.trim(),
    p_message_ar: a.messageAr.trim(),
    ...(a.link.trim() ? { p_link: a.link.trim() } : {}),
  });
  if (error) throw error;
  return data;
}
