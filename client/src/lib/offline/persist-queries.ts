/**
 * The back office's data kept on the phone (issue 40, docs/decisions/031-admin-offline-app.md): the
 * last answers of the queries the desk needs offline — the Today board and Form C list, the
 * calendar's months and the reservation lists (guests, phones, dates), the stays' ledgers
 * (balances) — are saved in IndexedDB (idb-keyval)
 * under the signed-in user, and put back into the data cache when the app opens, so a screen shows
 * its last-synced data without the network. Only answers the server gave this user (its role's
 * screens) are kept; another user's saved data is never read, and signing out (or the session
 * ending) wipes it.
 */
import { dehydrate, hydrate, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { clear, createStore, get, set, type UseStore } from 'idb-keyval';
import { getSession, onSessionChange } from '@/lib/auth';

/** The keys' first parts kept: [first, second?] (a second part narrows it). */
const KEPT: readonly (readonly string[])[] = [
  ['front-desk', 'board'],
  ['front-desk', 'form-iii'],
  ['housekeeping', 'board'],
  ['reservations'],
  ['money', 'ledger'],
];
// The rooms, vehicles and tours lists are not kept: a list put back after an edit saved meanwhile
// (the app opening on an edit page) showed the old price; the reservations name their items.

/** True for a query whose data is kept offline. */
export const keptOffline = (key: QueryKey): boolean =>
  KEPT.some((prefix) => prefix.every((part, i) => key[i] === part));

interface Saved {
  userId: string;
  savedAt: number;
  state: ReturnType<typeof dehydrate>;
}

let store: UseStore | undefined;
const cache = () => (store ??= createStore('pachmarhi-admin-cache', 'queries'));
const KEY = 'queries';
/** How long after an answer the cache is written (answers come in bursts: one write for them). */
const SAVE_DELAY_MS = 500;

/**
 * Put the signed-in user's saved answers into `client` (fresher answers already there win), then
 * keep saving them after each change and wipe them when the session ends.
 * @returns the unsubscribe function
 */
export async function persistQueries(client: QueryClient): Promise<() => void> {
  const userId = getSession()?.user._id;
  const saved = userId ? await get<Saved>(KEY, cache()).catch(() => undefined) : undefined;
  if (saved && saved.userId === userId) hydrate(client, saved.state);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    const user = getSession()?.user._id;
    if (!user) return;
    const state = dehydrate(client, {
      shouldDehydrateQuery: (q: Query) => q.state.status === 'success' && keptOffline(q.queryKey),
    });
    void set(KEY, { userId: user, savedAt: Date.now(), state } satisfies Saved, cache()).catch(() => undefined);
  };
  const stopCache = client.getQueryCache().subscribe((e) => {
    if (e.type !== 'updated' || e.action.type !== 'success' || !keptOffline(e.query.queryKey)) return;
    // At most one write per burst, SAVE_DELAY_MS after its first answer (not postponed by later ones).
    timer ??= setTimeout(() => {
      timer = undefined;
      save();
    }, SAVE_DELAY_MS);
  });
  const stopSession = onSessionChange(() => {
    if (getSession()) return;
    clearTimeout(timer);
    client.removeQueries({ predicate: (q) => keptOffline(q.queryKey) });
    void wipeSavedQueries();
  });
  return () => {
    clearTimeout(timer);
    stopCache();
    stopSession();
  };
}

/** Delete every saved answer (signing out). */
export const wipeSavedQueries = (): Promise<void> => clear(cache()).catch(() => undefined);
