/**
 * This browser's Web Push subscription for staff notifications: whether the browser can have one,
 * its endpoint (null when not subscribed), subscribing with the server's VAPID key, and unsubscribing.
 */
import { useEffect, useState } from 'react';

/** True when the browser has service workers, the Push API and notifications. */
export const pushSupported = (): boolean =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** A base64url VAPID key as the bytes `applicationServerKey` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

const registration = () => navigator.serviceWorker.ready;

/** This browser's push endpoint (null when not subscribed or unsupported), read once on mount. */
export function usePushEndpoint(): {
  endpoint: string | null;
  ready: boolean;
  setEndpoint: (e: string | null) => void;
} {
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [ready, setReady] = useState(!pushSupported());
  useEffect(() => {
    if (!pushSupported()) return;
    let live = true;
    void registration()
      .then((r) => r.pushManager.getSubscription())
      .then((s) => live && setEndpoint(s?.endpoint ?? null))
      .catch(() => {})
      .finally(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return { endpoint, ready, setEndpoint };
}

/** Ask for permission and subscribe with `publicKey`. @returns the subscription as JSON @throws Error when refused */
export async function subscribePush(publicKey: string): Promise<PushSubscriptionJSON> {
  if ((await Notification.requestPermission()) !== 'granted') throw new Error('denied');
  const r = await registration();
  const sub =
    (await r.pushManager.getSubscription()) ??
    (await r.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  return sub.toJSON();
}

/** Unsubscribe this browser. @returns the endpoint it had, or null */
export async function unsubscribePush(): Promise<string | null> {
  const sub = await (await registration()).pushManager.getSubscription();
  if (!sub) return null;
  await sub.unsubscribe();
  return sub.endpoint;
}
