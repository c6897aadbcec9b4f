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
/** Frames (about 16 ms each) a restored position must stay put before the restore ends. */
const HOLD_FRAMES = 10;
/** The visitor's own moves, which end a restore still waiting. */
const VISITOR_MOVES = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scrolling between pages: Back and Forward return to where the visitor was on that page (a list
 * nine screens long is not left at the top), any other move to another page starts at the top, and a change of the query only (filters, dates) or of the language does not scroll.
 */
export function useScrollMemory(): void {
  const { key, pathname } = useLocation();
  const navigation = useNavigationType();
  const lastPath = useRef(pathname);

  // The entry whose page is on screen. Between a tap on a link and the next page's render (its code
  // loading) history already names the next entry while the old page still shows and may shift
  // (Back then landed 10–50 px off): scrolls then belong to neither, so the position kept for the
  // page left is the one the visitor left it at.
  const onScreen = useRef(key);
  useEffect(() => {
    const onScroll = () => {
      // The router keeps the entry's key in history.state ('default' for the first entry of the tab).
      const current = (window.history.state as { key?: string } | null)?.key ?? 'default';
      if (current === onScreen.current) positions.set(current, window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    onScreen.current = key;
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
      // Reached is not done: the page may still settle under it (a section rendering, the browser's
      // scroll anchoring moving it 10–50 px), so the position is held until it has stayed put, with the
      // page's height unchanged, for HOLD_FRAMES frames in a row.
      let held = 0;
      let height = document.body.scrollHeight;
      const restore = () => {
        if (Math.abs(window.scrollY - saved) > 2) window.scrollTo({ top: saved, behavior: 'instant' });
        const settled = Math.abs(window.scrollY - saved) <= 2 && document.body.scrollHeight === height;
        held = settled ? held + 1 : 0;
        height = document.body.scrollHeight;
        if (held < HOLD_FRAMES && performance.now() < until) frame = requestAnimationFrame(restore);
        else stop();
      };
      for (const move of VISITOR_MOVES) window.addEventListener(move, stop, { passive: true });
      restore();
      return stop;
    }
    // At once, as a browser does on a new page: a smooth scroll is cut short when the new page's
    // content replaces the old under it (the detail page was left 400–1,200 px down).
    if (!samePage) window.scrollTo({ top: 0, behavior: 'instant' });
  }, [key, pathname, navigation]);
}
