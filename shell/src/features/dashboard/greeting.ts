/**
 * "Welcome" or "Welcome back" (issue 36: a brand-new account was greeted "Welcome back"). An account is
 * greeted back once it has been here before: this browser showed it the dashboard in an earlier
 * session (another sign-in), or the account is older than a day (a returning client on a new device).
 * A brand-new account reads "Welcome" for the whole of its first session.
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

/**
 * Whether this browser showed `userId` the dashboard in a session before this one (`session`: what
 * tells sessions apart, the sign-in time); the first session to see it is remembered.
 */
export function dashboardSeenBefore(
  userId: string,
  session: string,
  storage: Storage = window.localStorage,
): boolean {
  try {
    const firstSeenIn = storage.getItem(SEEN_KEY + userId);
    if (firstSeenIn === null) storage.setItem(SEEN_KEY + userId, session);
    return firstSeenIn !== null && firstSeenIn !== session;
  } catch {
    return false; // storage refused (private mode): judged by the account's age alone
  }
}
