import type { Arabic } from '@portal/dashboard-kit/i18n';
import type { en } from './en.ts';

/** مساحة الأسماء `notifications`: مركز الإشعارات في الشريط العلوي وإشعاراته المنبثقة. */
export const ar: Arabic<typeof en> = {
  open: 'الإشعارات',
  openWithUnread_zero: 'الإشعارات، لا إشعارات غير مقروءة',
  openWithUnread_one: 'الإشعارات، إشعار واحد غير مقروء',
  openWithUnread_two: 'الإشعارات، إشعاران غير مقروءين',
  openWithUnread_few: 'الإشعارات، {{count, number}} إشعارات غير مقروءة',
  openWithUnread_many: 'الإشعارات، {{count, number}} إشعاراً غير مقروء',
  openWithUnread_other: 'الإشعارات، {{count, number}} إشعار غير مقروء',
  title: 'الإشعارات',
  markAllRead: 'تعليم الكل كمقروء',
  markRead: 'تعليم كمقروء',
  empty: 'لا توجد لديك إشعارات.',
  loadFailed: 'تعذّر تحميل إشعاراتك.',
  retry: 'إعادة المحاولة',
  unread: 'غير مقروء',
};
