/** A notification row (docs/product.md §3) and its text in the reader's language. */
import type { Locale } from '@portal/contract';

export type NotificationType = 'info' | 'success' | 'warning' | 'error';

export interface PortalNotification {
  id: string;
  title: string;
  message: string;
  title_ar: string | null;
  message_ar: string | null;
  type: NotificationType;
  link: string | null;
  read_at: string | null;
  created_at: string;
}

/** The text in the reader's language: the Arabic columns when known, else the primary (English) text. */
export function localized(notification: PortalNotification, locale: Locale) {
  return locale === 'ar'
    ? {
        title: notification.title_ar || notification.title,
        message: notification.message_ar || notification.message,
      }
    : { title: notification.title, message: notification.message };
}
