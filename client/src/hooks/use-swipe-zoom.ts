import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Largest zoom of a photo (times its fitted size). */
export const MAX_ZOOM = 4;
/** The zoom a double tap (or double click) toggles to. */
const TAP_ZOOM = 2;
/** Horizontal travel (px) of one finger that counts as a swipe, when it is also mostly sideways. */
const SWIPE_PX = 50;
/** Two taps within this time (ms) and distance (px) are a double tap. */
const DOUBLE_TAP_MS = 300;
const TAP_SLOP_PX = 12;

/** The photo's zoom (1 = fitted) and its pan offset in px. */
export interface ZoomView {
  scale: number;
  x: number;
  y: number;
}

const FITTED: ZoomView = { scale: 1, x: 0, y: 0 };

type Gesture =
  | { kind: 'one'; x0: number; y0: number; from: ZoomView; moved: boolean }
  | { kind: 'pinch'; d0: number; from: ZoomView }
  | null;

const distance = (t: TouchList) => Math.hypot(t[0].clientX - t[1].clientX, t[0].clientY - t[1].clientY);
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * Touch gestures of a full-screen photo on `ref`'s element: a sideways swipe of one finger calls
 * `onSwipe(1)` (to the left: the next photo) or `onSwipe(-1)`; two fingers pinch the zoom between
 * 1 and MAX_ZOOM; while zoomed one finger pans (within the photo's edges) instead of swiping; a
 * double tap toggles 2×. The view returns to fitted when `resetKey` changes (another photo).
 * The element should have `touch-action: none` so the browser leaves these gestures to it.
 */
export function useSwipeZoom(
  ref: RefObject<HTMLElement | null>,
  onSwipe: (direction: 1 | -1) => void,
  resetKey: unknown,
): { view: ZoomView; zoomTo: (scale: number) => void; toggleZoom: () => void } {
  const [view, setView] = useState<ZoomView>(FITTED);
  const current = useRef(view);
  const swipe = useRef(onSwipe);
  useEffect(() => {
    swipe.current = onSwipe;
  });

  /** `next` with its offset kept inside the photo's edges (none when fitted). */
  const apply = useCallback(
    (next: ZoomView) => {
      const el = ref.current;
      const scale = clamp(next.scale, 1, MAX_ZOOM);
      const maxX = el ? ((scale - 1) * el.clientWidth) / 2 : 0;
      const maxY = el ? ((scale - 1) * el.clientHeight) / 2 : 0;
      const fitted = { scale, x: clamp(next.x, -maxX, maxX), y: clamp(next.y, -maxY, maxY) };
      current.current = fitted;
      setView(fitted);
    },
    [ref],
  );

  useEffect(() => apply(FITTED), [resetKey, apply]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let gesture: Gesture = null;
    let lastTap = { at: 0, x: 0, y: 0 };
    const onStart = (e: TouchEvent) => {
      if (e.touches.length >= 2) gesture = { kind: 'pinch', d0: distance(e.touches), from: current.current };
      else {
        const t = e.touches[0];
        gesture = { kind: 'one', x0: t.clientX, y0: t.clientY, from: current.current, moved: false };
      }
    };
    const onMove = (e: TouchEvent) => {
      if (!gesture) return;
      e.preventDefault(); // no page scroll or browser zoom under the viewer
      if (gesture.kind === 'pinch' && e.touches.length >= 2) {
        const scale = (gesture.from.scale * distance(e.touches)) / gesture.d0;
        apply({ ...gesture.from, scale });
      } else if (gesture.kind === 'one') {
        const t = e.touches[0];
        const dx = t.clientX - gesture.x0;
        const dy = t.clientY - gesture.y0;
        if (Math.hypot(dx, dy) > TAP_SLOP_PX) gesture.moved = true;
        if (gesture.from.scale > 1) apply({ ...gesture.from, x: gesture.from.x + dx, y: gesture.from.y + dy });
      }
    };
    const onEnd = (e: TouchEvent) => {
      const g = gesture;
      if (e.touches.length > 0) {
        // One finger of a pinch lifted: the other goes on as a pan from here.
        const t = e.touches[0];
        gesture = { kind: 'one', x0: t.clientX, y0: t.clientY, from: current.current, moved: true };
        return;
      }
      gesture = null;
      if (g?.kind !== 'one') return;
      const t = e.changedTouches[0];
      const dx = t.clientX - g.x0;
      const dy = t.clientY - g.y0;
      if (!g.moved) {
        const double =
          e.timeStamp - lastTap.at < DOUBLE_TAP_MS &&
          Math.hypot(t.clientX - lastTap.x, t.clientY - lastTap.y) < TAP_SLOP_PX * 2;
        lastTap = double ? { at: 0, x: 0, y: 0 } : { at: e.timeStamp, x: t.clientX, y: t.clientY };
        if (double) {
          e.preventDefault(); // no synthetic double click after it
          apply(current.current.scale > 1 ? FITTED : { scale: TAP_ZOOM, x: 0, y: 0 });
        }
        return;
      }
      if (g.from.scale === 1 && Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy)) swipe.current(dx < 0 ? 1 : -1);
    };
    const active = { passive: false } as const;
    el.addEventListener('touchstart', onStart, active);
    el.addEventListener('touchmove', onMove, active);
    el.addEventListener('touchend', onEnd, active);
    el.addEventListener('touchcancel', onEnd, active);
    return () => {
      el.removeEventListener('touchstart', onStart);
      el.removeEventListener('touchmove', onMove);
      el.removeEventListener('touchend', onEnd);
      el.removeEventListener('touchcancel', onEnd);
    };
  }, [ref, apply]);

  const zoomTo = useCallback((scale: number) => apply({ ...current.current, scale }), [apply]);
  const toggleZoom = useCallback(
    () => apply(current.current.scale > 1 ? FITTED : { scale: TAP_ZOOM, x: 0, y: 0 }),
    [apply],
  );
  return { view, zoomTo, toggleZoom };
}
