/**
 * An announcement of a system update (announce_system_update rpc, supabase/README.md): written in both
 * languages, with an optional in-portal link (the notifications table accepts only paths).
 */
export interface Announcement {
  titleEn: string;
  messageEn: string;
  titleAr: string;
  messageAr: string;
  link: string;
}

export const EMPTY_ANNOUNCEMENT: Announcement = {
  titleEn: '',
  messageEn: '',
  titleAr: '',
  messageAr: '',
  link: '',
};
export const TITLE_MAX = 200;
export const MESSAGE_MAX = 2000;

export type AnnouncementProblem = 'required' | 'badLink' | null;

export function checkAnnouncement(a: Announcement): AnnouncementProblem {
  if (![a.titleEn, a.messageEn, a.titleAr, a.messageAr].every((text) => text.trim())) return 'required';
  const link = a.link.trim();
  if (link && !/^\/\S*$/.test(link)) return 'badLink';
  return null;
}
