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
  // `raw` is null while a server-rendered page hydrates (the server has no session): render signed out
  // first, as the server did, then with the stored session.
  return useMemo(() => (raw === null ? null : getSession()), [raw]);
}
