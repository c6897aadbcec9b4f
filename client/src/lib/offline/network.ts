/**
 * Whether the back office can reach the server (issue 40). `navigator.onLine` alone says only that
 * the phone has a link: on a hill-station network it is often "online" with nothing getting
 * through. So an API call that fails without an answer marks the server unreachable until a probe
 * (`GET /api/health`, every few seconds, and at once on the browser's `online` event) gets an
 * answer; any answer marks it reachable. TanStack Query's onlineManager follows, so queries pause
 * (keeping their last data) instead of failing while it is unreachable.
 */
import { onlineManager } from '@tanstack/react-query';

/** How often an unreachable server is tried again (ms). */
const PROBE_MS = 4000;

let reachable = true;
let probe: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

/** True when the phone has a link and the server last answered. */
export const networkOnline = (): boolean => (typeof navigator === 'undefined' || navigator.onLine) && reachable;

const changed = () => {
  onlineManager.setOnline(networkOnline());
  listeners.forEach((l) => l());
};

/** Call `l` when `networkOnline` may have changed (also the browser's online/offline events); returns the unsubscribe function. */
export function onNetworkChange(l: () => void): () => void {
  listeners.add(l);
  window.addEventListener('online', l);
  window.addEventListener('offline', l);
  return () => {
    listeners.delete(l);
    window.removeEventListener('online', l);
    window.removeEventListener('offline', l);
  };
}

/** `GET /api/health`, its answer read to the end (an unread body keeps the request open). */
const askHealth = () => fetch('/api/health', { cache: 'no-store' }).then((res) => res.text());

async function tryServer(): Promise<void> {
  try {
    await askHealth();
    noteAnswer();
  } catch {
    // still unreachable
  }
}

/** An API call got an answer (any status): the server is reachable. */
export function noteAnswer(): void {
  clearInterval(probe);
  probe = undefined;
  if (reachable) return;
  reachable = true;
  changed();
}

/** An API call failed without an answer (TypeError from fetch): try the server again every few seconds. */
export function noteNoAnswer(): void {
  if (typeof window === 'undefined') return;
  probe ??= setInterval(() => void tryServer(), PROBE_MS);
  if (!reachable) return;
  reachable = false;
  changed();
}

/** Ask the server now (the app's start): marks it reachable or not. */
export async function checkServer(): Promise<void> {
  try {
    await askHealth();
    noteAnswer();
  } catch {
    noteNoAnswer();
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => void tryServer());
  window.addEventListener('offline', changed);
}
