import { lazy, Suspense, useEffect, useState } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '@pachmarhi/common/constants';
import { useMediaQuery } from '@/hooks/use-media-query';
import { onToastWanted, toastWanted } from '@/lib/toast';

/** The toast library and its stylesheet: no page shows a toast on its first paint, so they are not part of it. */
const ToastContainer = lazy(() => import('./toast-container'));

/** What starts loading the toast area: the visitor's first interaction (every toast follows one), or this long. */
const LOAD_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;
const LOAD_AFTER_MS = 20_000;

/**
 * The toast area: at the bottom (centred on phones, right on wider screens), away from the header's
 * phone link, search, logo and menu; each toast closes after TOAST_AUTO_CLOSE_MS (5 s, docs/product.md#site-shell)
 * whatever the pointer does (a toast paused by a hovering pointer sat over the control under it for as long
 * as the pointer stayed), and can be closed by a click or dragged away. Loaded on the visitor's first
 * interaction, the first toast asked for (lib/toast.ts: in the back office one can come without a
 * tap, when the session ended), or after LOAD_AFTER_MS; a toast asked for before it is there waits
 * and then shows.
 */
export function Toasts() {
  const phone = useMediaQuery('(max-width: 640px)');
  const [wanted, setWanted] = useState(toastWanted);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const timer = setTimeout(want, LOAD_AFTER_MS);
    for (const e of LOAD_EVENTS) window.addEventListener(e, want, { once: true, passive: true });
    const stop = onToastWanted(want);
    return () => {
      clearTimeout(timer);
      stop();
      for (const e of LOAD_EVENTS) window.removeEventListener(e, want);
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position={phone ? 'bottom-center' : 'bottom-right'}
        autoClose={TOAST_AUTO_CLOSE_MS}
        closeOnClick
        draggable
        pauseOnHover={false}
        pauseOnFocusLoss={false}
        newestOnTop
      />
    </Suspense>
  );
}
