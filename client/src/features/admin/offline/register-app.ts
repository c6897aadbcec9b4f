/**
 * The back office as an installed app (issue 40; client/pwa.config.ts builds the worker and the
 * manifests): links the manifest of the app's language, registers the service worker with scope
 * /admin (never the public site's pages), keeps Android's install prompt for the "Install" button
 * and says when a new version is waiting (it starts when the app is next opened).
 */
import type { Lang } from '@pachmarhi/common/i18n/lang';

/** Android's `beforeinstallprompt` event (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

type State = { installPrompt: InstallPromptEvent | null; newVersion: boolean; installed: boolean };
let state: State = { installPrompt: null, newVersion: false, installed: false };
const listeners = new Set<() => void>();
const update = (patch: Partial<State>) => {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
};

/** The app's install and update state (for useSyncExternalStore). */
export const appState = (): State => state;
/** Call `l` on every change of `appState`; returns the unsubscribe function. */
export const onAppState = (l: () => void): (() => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Show Android's install dialog (the event can be used once). */
export async function promptInstall(): Promise<void> {
  const e = state.installPrompt;
  if (!e) return;
  update({ installPrompt: null });
  await e.prompt();
  if ((await e.userChoice).outcome === 'accepted') update({ installed: true });
}

/** True on an iPhone or iPad in the browser (not yet on the home screen): Safari has no install prompt. */
export const iosInBrowser = (): boolean =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) &&
  !(navigator as Navigator & { standalone?: boolean }).standalone &&
  !window.matchMedia('(display-mode: standalone)').matches;

/** `<link rel="manifest">` of the back office in `lang` (added, or pointed at the other language's). */
export function linkManifest(lang: Lang): void {
  const href = lang === 'hi' ? '/admin-hi.webmanifest' : '/admin.webmanifest';
  let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) {
    link = Object.assign(document.createElement('link'), { rel: 'manifest' });
    document.head.append(link);
    const apple = Object.assign(document.createElement('link'), {
      rel: 'apple-touch-icon',
      href: '/app-icons/apple-touch-icon-180.png',
    });
    document.head.append(apple);
  }
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}

let registered = false;

/** Register the back office's service worker once (production builds only). */
export function registerAdminApp(): void {
  if (registered || import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  registered = true;
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    update({ installPrompt: e as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => update({ installed: true, installPrompt: null }));
  const register = () =>
    void import('workbox-window').then(({ Workbox }) => {
      const wb = new Workbox('/admin-sw.js', { scope: '/admin' });
      // A new version waits until every window of the app is closed: it starts on the next open.
      wb.addEventListener('waiting', () => update({ newVersion: true }));
      return wb.register();
    });
  // After the page's load: the worker's precaching does not compete with the first screen's reads.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
