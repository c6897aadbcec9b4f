import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { splitLangPath } from '@pachmarhi/common/routes';

/** Scroll position (px from the top) of each history entry seen in this tab, by its location key. */
const positions = new Map<string, number>();

/**
 * How long (ms) a restore waits at most for the page to grow tall enough (a list still loading its
 * route and rendering its cards: seconds on a slow phone); the visitor's own wheel, touch or key ends it sooner.
 */
const RESTORE_WAIT_MS = 10_000;
/** The visitor's own moves, which end a restore still waiting. */
const VISITOR_MOVES = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scrolling between pages: Back and Forward return to where the visitor was on that page (a list
 * nine screens long is not left at the top), any other move to another page scrolls smoothly to
 * the top, and a change of the query only (filters, dates) or of the language does not scroll.
 */
export function useScrollMemory(): void {
  const { key, pathname } = useLocation();
  const navigation = useNavigationType();
  const lastPath = useRef(pathname);

  useEffect(() => {
    // The router keeps the entry's key in history.state ('default' for the first entry of the tab).
    const onScroll = () =>
      positions.set((window.history.state as { key?: string } | null)?.key ?? 'default', window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    // The same page in the other language ('/hotel' ⇄ '/hi/hotel', the language switch) stays where it was.
    const samePage = splitLangPath(lastPath.current).path === splitLangPath(pathname).path;
    lastPath.current = pathname;
    const saved = positions.get(key);
    if (navigation === 'POP' && saved !== undefined) {
      // The page may still be growing (cards rendering): retry until it is tall enough or time runs out.
      const until = performance.now() + RESTORE_WAIT_MS;
      let frame = 0;
      const stop = () => {
        cancelAnimationFrame(frame);
        for (const move of VISITOR_MOVES) window.removeEventListener(move, stop);
      };
      const restore = () => {
        window.scrollTo({ top: saved, behavior: 'instant' });
        if (Math.abs(window.scrollY - saved) > 2 && performance.now() < until) frame = requestAnimationFrame(restore);
        else stop();
      };
      for (const move of VISITOR_MOVES) window.addEventListener(move, stop, { passive: true });
      restore();
      return stop;
    }
    if (!samePage) window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [key, pathname, navigation]);
}
