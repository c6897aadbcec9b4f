import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while React hydrates the server's markup, true once the page runs (at
 * once on a page the browser renders itself). A control that does nothing without the app's script
 * (a button opening a calendar) is disabled until then: visibly waiting rather than dead (issue 37).
 * The state agrees with the server's markup during hydration and changes right after it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
