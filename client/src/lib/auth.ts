import type { AuthUser } from '@pachmarhi/common/types';
import { isStaff } from '@pachmarhi/common/staff-access';

/** The session as docs/product.md#records stores it under local storage key 'auth'. */
export interface AuthSession {
  accessToken: string;
  user: AuthUser;
  refreshToken: string;
}

const AUTH_KEY = 'auth';
const USER_KEY = 'user';
const listeners = new Set<() => void>();

/** The stored session, or null when absent or unreadable. */
export function getSession(): AuthSession | null {
  try {
    const raw = localStorage.getItem(AUTH_KEY);
    const s = raw ? (JSON.parse(raw) as AuthSession) : null;
    return s && typeof s.accessToken === 'string' && s.user ? s : null;
  } catch {
    return null;
  }
}

/** Store a session after login (also the separate 'user' entry of docs/product.md#records). */
export function saveSession(accessToken: string, user: AuthUser): void {
  localStorage.setItem(AUTH_KEY, JSON.stringify({ accessToken, user, refreshToken: '' } satisfies AuthSession));
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  listeners.forEach((l) => l());
}

/** Logout as docs/product.md#behaviour: clear session storage and remove the 'auth' and 'user' entries. */
export function clearSession(): void {
  sessionStorage.clear();
  localStorage.removeItem(AUTH_KEY);
  localStorage.removeItem(USER_KEY);
  listeners.forEach((l) => l());
}

/** True for a signed-in back-office account: the owner (role 1) or the front desk (role 3); what each may open is admin-screens.ts's. */
export const isAdmin = (s: AuthSession | null): boolean => !!s?.accessToken && isStaff(Number(s.user.role));

/** Subscribe to session changes (login, logout); returns the unsubscribe function. */
export function onSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
