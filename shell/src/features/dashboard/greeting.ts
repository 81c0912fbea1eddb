/**
 * "Welcome" or "Welcome back" (issue 36: a brand-new account was greeted "Welcome back"). An account is
 * greeted back once it has been here before: this browser showed it the dashboard already, or the
 * account is older than a day (a returning client on a new device). A first visit of an account made
 * today reads "Welcome".
 */
import { DAY_MS } from '@portal/dashboard-kit/format';

const SEEN_KEY = 'portal.dashboardSeen.';

export function greetsBack(
  account: { createdAt: string | undefined; seenBefore: boolean },
  now: Date,
): boolean {
  if (account.seenBefore) return true;
  const created = account.createdAt ? Date.parse(account.createdAt) : Number.NaN;
  // Without a creation date nothing says the account is new: the usual greeting.
  return Number.isNaN(created) || now.getTime() - created > DAY_MS;
}

/** Whether this browser showed `userId` the dashboard before; marks it shown from now on. */
export function dashboardSeenBefore(userId: string, storage: Storage = window.localStorage): boolean {
  try {
    const seen = storage.getItem(SEEN_KEY + userId) !== null;
    if (!seen) storage.setItem(SEEN_KEY + userId, '1');
    return seen;
  } catch {
    return false; // storage refused (private mode): judged by the account's age alone
  }
}
