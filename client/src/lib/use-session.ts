import { useMemo, useSyncExternalStore } from 'react';
import { getSession, onSessionChange, type AuthSession } from './auth';

function subscribe(l: () => void): () => void {
  const off = onSessionChange(l);
  // Another tab logging in or out changes local storage here too.
  const onStorage = (e: StorageEvent) => (e.key === null || e.key === 'auth') && l();
  window.addEventListener('storage', onStorage);
  return () => {
    off();
    window.removeEventListener('storage', onStorage);
  };
}

const snapshot = () => localStorage.getItem('auth');

/** The stored session (docs/product.md#auth-record), re-rendering on login and logout; null when signed out. */
export function useSession(): AuthSession | null {
  const raw = useSyncExternalStore(subscribe, snapshot, () => null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `raw` is the cache key of getSession()
  return useMemo(() => getSession(), [raw]);
}
