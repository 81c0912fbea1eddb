/**
 * Where a signed-in person belongs (docs/product.md §2, §6): admins to /admin, everyone else to /dashboard, and to
 * /dashboard when the role could not be read. A page a visitor asked for before signing in wins, if it is
 * a page of this portal that needs a sign-in.
 */
export type Role = 'admin' | 'client';

export const HOME_BY_ROLE: Record<Role, string> = { admin: '/admin', client: '/dashboard' };

/** Pages for visitors: never a destination after signing in. */
const VISITOR_PAGES = new Set([
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/oauth/callback',
]);

export function homeFor(role: Role | null): string {
  return role === 'admin' ? HOME_BY_ROLE.admin : HOME_BY_ROLE.client;
}

export interface PathLike {
  pathname: string;
  search?: string;
  hash?: string;
}

function isPathLike(value: unknown): value is PathLike {
  return Boolean(value) && typeof (value as PathLike).pathname === 'string';
}

/** The page to return to: `from` (a location the guard saved) when it is safe, else the role's home. */
export function destinationAfterSignIn(from: unknown, role: Role | null): string {
  if (!isPathLike(from)) return homeFor(role);
  const { pathname, search = '', hash = '' } = from;
  // Only paths of this origin: '//host' or '/\host' would leave it.
  if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname.startsWith('/\\'))
    return homeFor(role);
  if (VISITOR_PAGES.has(pathname)) return homeFor(role);
  return `${pathname}${search}${hash}`;
}

/** The page a Google sign-in started from survives the round trip to the provider in sessionStorage. */
export const RETURN_TO_KEY = 'portal.auth.returnTo';

export function rememberReturnTo(from: unknown): void {
  try {
    if (isPathLike(from)) sessionStorage.setItem(RETURN_TO_KEY, JSON.stringify(from));
    else sessionStorage.removeItem(RETURN_TO_KEY);
  } catch {
    // Without storage the person simply lands on their home page.
  }
}

export function takeReturnTo(): PathLike | null {
  try {
    const raw = sessionStorage.getItem(RETURN_TO_KEY);
    sessionStorage.removeItem(RETURN_TO_KEY);
    const parsed = raw ? (JSON.parse(raw) as unknown) : null;
    return isPathLike(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
