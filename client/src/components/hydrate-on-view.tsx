import { use, useEffect, useRef, type ReactNode } from 'react';
import i18n from '@/i18n';
import { replayEarlyChoices } from '@/lib/early-choices';

/** A promise React's `use` reads without suspending once it is settled (the status fields React looks for). */
type Tracked = Promise<void> & { status?: 'pending' | 'fulfilled'; value?: undefined };

/** How far into the screen a section must come before it is hydrated (px). */
const VISIBLE_PX = 80;

/** Sections of the server's page still waiting to be hydrated, and those done, by id. */
const waiting = new Map<string, Tracked>();
/** The server's element each waiting section watches, by id. */
const watched = new Map<string, HTMLElement>();
const release = new Map<string, () => void>();

/** Sections released by a change of language: they render in the new one, not as the server sent them. */
let releasedForLanguage = false;

/**
 * Hydrate every waiting section now: the language changed, and they render in it. Their markup
 * (the server's language) cannot match, so React renders them afresh, as it must.
 */
function releaseAll(): void {
  if (release.size) releasedForLanguage = true;
  for (const done of release.values()) done();
}

/**
 * Whether the markup of some section was expected not to match when it hydrated (the visitor
 * changed the language before it came into view): React then renders it in the browser and
 * reports a recoverable hydration error, which is no fault (entry-client.tsx leaves it out).
 */
export const hydrationMismatchExpected = (): boolean => releasedForLanguage;
i18n.on('languageChanged', releaseAll);

/**
 * The wait of the section `id` of the server's page: until it is on screen by more than a sliver
 * (VISIBLE_PX; a section whose heading just shows under a phone's first screen waits), or
 * the visitor points at, touches or focuses it. Undefined when there is nothing to wait for: on
 * the server, on a page the browser rendered itself (no such element from the server), or once done.
 */
function waitFor(id: string): Tracked | undefined {
  if (typeof document === 'undefined') return undefined;
  const known = waiting.get(id);
  if (known && known.status !== 'fulfilled' && !watched.get(id)?.isConnected) {
    // The visitor left the page before this section came into view, and is back (Back, a link):
    // the server's element it watched is gone, and the page is rendered afresh. Waiting on would
    // suspend the section for good (no element left to come into view): the page came back with
    // only the sections seen before (issue 37).
    release.get(id)?.();
    return undefined;
  }
  if (known) return known.status === 'fulfilled' ? undefined : known;
  const el = document.querySelector<HTMLElement>(`[data-hydrate="${id}"]`);
  if (!el || typeof IntersectionObserver === 'undefined') return undefined;
  let done = () => {};
  const promise: Tracked = new Promise<void>((resolve) => {
    const events = ['pointerdown', 'focusin', 'keydown', 'mouseover'] as const;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
      rootMargin: `0px 0px -${VISIBLE_PX}px 0px`,
    });
    done = () => {
      if (promise.status === 'fulfilled') return;
      promise.status = 'fulfilled';
      observer.disconnect();
      for (const e of events) el.removeEventListener(e, done);
      release.delete(id);
      watched.delete(id);
      resolve();
    };
    observer.observe(el);
    for (const e of events) el.addEventListener(e, done, { passive: true });
  });
  promise.status = 'pending';
  waiting.set(id, promise);
  watched.set(id, el);
  release.set(id, () => done());
  return promise;
}

/**
 * A section of a server-rendered page that is hydrated when it comes into view, not with the rest
 * of the page: its server HTML shows (links work) meanwhile, and the first hydration, which the
 * browser does on a phone's slow CPU before it answers the visitor, skips it. Must sit directly in
 * a `<Suspense>` boundary of its own: the boundary stays as the server sent it until the wait is
 * over. On a page the browser renders itself it renders at once. Only for sections of one page,
 * never of the layout: React commits no transition (a navigation) that reaches a section still
 * waiting, so a waiting section of the layout would hold back every navigation until scrolled to.
 */
export function HydrateOnView({ id, children }: { id: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // `data-live` once hydrated (effects run in the browser only): tests wait for it before clicking.
  // Then the choices the visitor made in it before (its controls were the server's) reach the state.
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.setAttribute('data-live', '');
    replayEarlyChoices(el);
  }, []);
  const wait = waitFor(id);
  if (wait) use(wait as Promise<void>);
  return (
    <div data-hydrate={id} ref={ref}>
      {children}
    </div>
  );
}
