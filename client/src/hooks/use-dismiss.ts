import { useEffect, type RefObject } from 'react';

/**
 * While `open`, close a popup (menu, date picker) on Escape — focus then returns to `returnFocus`
 * when given — or on a pointer press outside `container`.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  container: RefObject<HTMLElement | null>,
  returnFocus?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      returnFocus?.current?.focus();
    };
    const onPointer = (e: PointerEvent) => !container.current?.contains(e.target as Node) && close();
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, container, returnFocus]);
}
