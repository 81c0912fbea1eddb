/** The `notifications` namespace: the notification centre in the header and its toasts. */
export const en = {
  open: 'Notifications',
  openWithUnread_one: 'Notifications, {{count, number}} unread',
  openWithUnread_other: 'Notifications, {{count, number}} unread',
  title: 'Notifications',
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
  empty: 'You have no notifications.',
  loadFailed: 'Your notifications could not be loaded.',
  retry: 'Retry',
  unread: 'Unread',
};
