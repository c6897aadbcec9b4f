/**
 * The back office's offline queue (issue 40, docs/decisions/031-admin-offline-app.md): a write the
 * phone cannot send now (no network) is kept in IndexedDB (idb-keyval) and sent when the network
 * returns, in the order it was made, each with its own `Idempotency-Key` (a UUID made when it was
 * queued), so a retry after a lost answer is done once by the server (docs/decisions/025).
 *
 * What is queued: a payment, a check-in, a check-out, "message sent", a room unit's status and a
 * stay's note (the writes of
 * `offlineWrite`'s callers). A queued action that the server refuses on sync (4xx: the stay
 * changed meanwhile, a clash) stays in the queue with the server's sentence (`refusal`) until the
 * person sends it again (a new key) or discards it: nothing is dropped silently. Actions belong to
 * the user who made them and are sent only under that user's session.
 */
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { api, ApiRequestError } from '@/lib/api';
import { getSession } from '@/lib/auth';
import { networkOnline } from './network';

/** What a queued action does (the label of its kind on screen). */
export type QueuedKind = 'payment' | 'check-in' | 'check-out' | 'message-sent' | 'room-status' | 'note';

export interface QueuedAction {
  /** The Idempotency-Key it is sent with (a UUID), also its key in IndexedDB. */
  key: string;
  /** Order of queuing (ms since epoch, made unique). */
  seq: number;
  userId: string;
  kind: QueuedKind;
  /** Whose stay, for the person: 'Asha Verma #PS-1042'. */
  label: string;
  method: 'POST' | 'PUT' | 'PATCH';
  path: string;
  body: unknown;
  /** The server's sentence when it refused the action on sync; absent while waiting to be sent. */
  refusal?: string;
}

/** What `offlineWrite` gives back for a write kept in the queue instead of sent. */
export interface Queued {
  queued: true;
  key: string;
}

/** True for `offlineWrite`'s answer when the write was queued. */
export const isQueued = (r: unknown): r is Queued => !!r && typeof r === 'object' && (r as Queued).queued === true;

let store: UseStore | undefined;
const outbox = () => (store ??= createStore('pachmarhi-admin-outbox', 'actions'));

let actions: QueuedAction[] = [];
let loaded: Promise<void> | undefined;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());
const currentUser = () => getSession()?.user._id ?? '';

/** Read the queue from IndexedDB (once; later calls wait for the same read). */
export function loadOutbox(): Promise<void> {
  loaded ??= entries<string, QueuedAction>(outbox()).then((rows) => {
    actions = rows.map(([, a]) => a).sort((a, b) => a.seq - b.seq);
    changed();
  });
  return loaded;
}

/** The signed-in user's queued actions, oldest first (a stable array between changes, for useSyncExternalStore). */
export function queuedActions(): QueuedAction[] {
  const user = currentUser();
  const mine = actions.filter((a) => a.userId === user);
  return mine.length === actions.length ? actions : mine;
}

/** Call `listener` after every change of the queue; returns the unsubscribe function. */
export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function put(a: QueuedAction): Promise<void> {
  await set(a.key, a, outbox());
  actions = [...actions.filter((x) => x.key !== a.key), a].sort((x, y) => x.seq - y.seq);
  changed();
}

/** Remove an action (sent, or discarded by the person). */
export async function removeAction(key: string): Promise<void> {
  await del(key, outbox());
  actions = actions.filter((a) => a.key !== key);
  changed();
}

/** Send a refused action again, as a new request (a new key: the old one would replay the refusal). */
export async function retryAction(key: string): Promise<void> {
  const a = actions.find((x) => x.key === key);
  if (!a) return;
  await del(key, outbox());
  await put({ ...a, key: crypto.randomUUID(), refusal: undefined });
  void syncOutbox();
}

/** A failure that says nothing about the action itself: no network, a server error, or its key still being handled. */
const networkDown = (e: unknown) =>
  !(e instanceof ApiRequestError) || e.status >= 500 || (e.status === 409 && /Idempotency-Key/.test(e.message));

/**
 * A write of the back office: sent now with an Idempotency-Key, or, when the phone is offline or the
 * network fails on the way, kept in the queue (sent later with the same key).
 * @returns the server's answer, or `Queued`
 * @throws ApiRequestError when the server refuses it now (the form shows the sentence as before)
 */
export async function offlineWrite<T>(
  action: Omit<QueuedAction, 'key' | 'seq' | 'userId' | 'refusal'>,
): Promise<T | Queued> {
  const key = crypto.randomUUID();
  const queue = async (): Promise<Queued> => {
    await loadOutbox();
    const seq = Math.max(Date.now(), ...actions.map((a) => a.seq + 1));
    await put({ ...action, key, seq, userId: currentUser() });
    return { queued: true, key };
  };
  // Behind earlier queued actions (their order matters: a check-in before its check-out).
  await loadOutbox();
  if (!networkOnline()) return queue();
  if (queuedActions().some((a) => !a.refusal)) {
    const queued = await queue();
    void syncOutbox();
    return queued;
  }
  try {
    return await api<T>(action.path, { method: action.method, json: action.body, auth: true, idempotencyKey: key });
  } catch (e) {
    if (networkDown(e)) return queue();
    throw e;
  }
}

let syncing: Promise<number> | undefined;

/**
 * Send the signed-in user's waiting actions, in order (one at a time). A sent one leaves the queue;
 * a refused one (4xx) stays with the server's sentence and the next is sent; a network failure or
 * a 5xx stops the run (tried again on the next `online` event or start).
 * @returns how many were sent
 */
export function syncOutbox(): Promise<number> {
  syncing ??= (async () => {
    await loadOutbox();
    let sent = 0;
    for (const a of queuedActions().filter((x) => !x.refusal)) {
      if (!networkOnline() || currentUser() !== a.userId) break;
      try {
        await api(a.path, { method: a.method, json: a.body, auth: true, idempotencyKey: a.key });
        await removeAction(a.key);
        sent += 1;
      } catch (e) {
        if (networkDown(e) || (e instanceof ApiRequestError && e.status === 401)) break;
        await put({ ...a, refusal: e instanceof Error ? e.message : String(e) });
      }
    }
    return sent;
  })().finally(() => {
    syncing = undefined;
  });
  return syncing;
}
