import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import ui from '@/features/admin/shared/ui.module.css';
import { cx } from '@/features/admin/shared/lib/cx';
import { hasUnsavedInput, isTypedField, type TypedField } from '@/features/admin/shared/lib/unsaved-input';
import { adminText } from '@/i18n';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  /** While true, Escape and the backdrop do not close (e.g. during an upload). */
  busy?: boolean;
  /** data-testid of the dialog element. */
  testId?: string;
  /** Changes when what the dialog's form holds was saved (ms): from then on it counts as saved, not typed. */
  savedAt?: number;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The open dialogs, the last one on top: only it answers Escape and Tab (a dialog may open another). */
const openDialogs: symbol[] = [];

/** The guarded close of the dialog around (see `Modal`), for its own Cancel button. */
const CloseContext = createContext<() => void>(() => {});

/**
 * A dialog's Cancel button: it closes the dialog as Escape and ✕ do, asking first when typed input
 * would be lost.
 */
export function ModalCancel({
  children,
  className,
  disabled,
}: {
  children: ReactNode;
  className?: string;
  disabled?: boolean;
}) {
  const close = useContext(CloseContext);
  return (
    <button type="button" className={className ?? cx(ui.btn, ui.btnGhost)} onClick={close} disabled={disabled}>
      {children}
    </button>
  );
}

/**
 * Accessible dialog: focus moves inside on open and returns on close, Tab stays inside. Escape, ✕
 * and `ModalCancel` close it, but when a text field was typed into and not saved they ask first;
 * a tap on the backdrop closes it only when nothing was typed (a stray tap never loses input).
 * Dialogs stack: the top one answers the keyboard.
 */
export function Modal({ title, onClose, children, footer, wide, busy, testId, savedAt }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const busyRef = useRef(busy);
  busyRef.current = busy;
  // Each text field's value when it was first focused: typing since then is unsaved input.
  const firstValues = useRef(new Map<TypedField, string>());

  const unsaved = () => hasUnsavedInput(firstValues.current);
  const requestClose = useCallback(() => {
    if (busyRef.current) return;
    if (hasUnsavedInput(firstValues.current) && !window.confirm(adminText('modal.discardUnsaved'))) return;
    onCloseRef.current();
  }, []);
  const requestCloseRef = useRef(requestClose);
  useEffect(() => {
    for (const el of firstValues.current.keys()) firstValues.current.set(el, el.value);
  }, [savedAt]);

  useEffect(() => {
    const me = Symbol('dialog');
    openDialogs.push(me);
    const onTop = () => openDialogs[openDialogs.length - 1] === me;
    const opener = document.activeElement as HTMLElement | null;
    const first =
      dialogRef.current?.querySelector<HTMLElement>('[data-autofocus]') ??
      dialogRef.current?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (!onTop()) return;
      if (e.key === 'Escape') {
        e.stopPropagation();
        requestCloseRef.current();
      } else if (e.key === 'Tab' && dialogRef.current) {
        const items = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
        if (items.length === 0) return;
        const [firstEl, lastEl] = [items[0], items[items.length - 1]];
        if (e.shiftKey && document.activeElement === firstEl) {
          e.preventDefault();
          lastEl.focus();
        } else if (!e.shiftKey && document.activeElement === lastEl) {
          e.preventDefault();
          firstEl.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey, true);
    const prevOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey, true);
      openDialogs.splice(openDialogs.indexOf(me), 1);
      if (openDialogs.length === 0) document.body.style.overflow = prevOverflow;
      opener?.focus?.();
    };
  }, []);

  const noteField = (e: FocusEvent) => {
    const el = e.target;
    if (isTypedField(el) && !firstValues.current.has(el)) firstValues.current.set(el, el.value);
  };

  return createPortal(
    <CloseContext.Provider value={requestClose}>
      <div
        className={ui.backdrop}
        onMouseDown={(e) => e.target === e.currentTarget && !busy && !unsaved() && onClose()}
      >
        <div
          ref={dialogRef}
          className={cx(ui.modal, wide && ui.modalWide)}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          data-testid={testId}
          onFocus={noteField}
        >
          <div className={ui.modalHead}>
            <h2 id={titleId}>{title}</h2>
            <button
              type="button"
              className={ui.iconBtn}
              onClick={requestClose}
              aria-label={adminText('modal.closeDialog')}
              disabled={busy}
            >
              ✕
            </button>
          </div>
          <div className={ui.modalBody}>{children}</div>
          {footer && <div className={ui.modalFoot}>{footer}</div>}
        </div>
      </div>
    </CloseContext.Provider>,
    document.body,
  );
}
