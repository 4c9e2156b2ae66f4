import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type SyntheticEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import { dialogStyles } from './dialog-styles';
import { useDomId } from './dom-id';
import { activeElementIn, deepActiveElement, focusIfPossible, tabbableWithin } from './focus';
import { useClasses, useStyles } from './styles';

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Controlled: the dialog shows while true. */
  open: boolean;
  /** Called when the user asks to close (Escape, backdrop, close button). Never called while `blocking`. */
  onClose: () => void;
  /** The accessible name, shown as the heading. */
  title: ReactNode;
  children?: ReactNode;
  /** Cannot be dismissed: no close button, Escape and backdrop clicks do nothing. */
  blocking?: boolean;
  /** Accessible name of the close button. Defaults to 'Close'. */
  closeLabel?: string;
  className?: string;
}

const supportsModal = (dialog: HTMLDialogElement): boolean => typeof dialog.showModal === 'function';

const show = (dialog: HTMLDialogElement): void => {
  if (supportsModal(dialog)) {
    if (!dialog.open) dialog.showModal();
  } else {
    dialog.setAttribute('open', '');
    dialog.setAttribute('data-fallback', '');
    dialog.setAttribute('aria-modal', 'true');
  }
};

const hide = (dialog: HTMLDialogElement): void => {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
};

const focusInitial = (dialog: HTMLDialogElement, body: HTMLElement | null): void => {
  const active = activeElementIn(dialog);
  // An autoFocus child already took focus during mount: keep it.
  if (active && active !== dialog && dialog.contains(active)) return;
  const target = (body && tabbableWithin(body)[0]) ?? tabbableWithin(dialog)[0] ?? dialog;
  target.focus();
};

/**
 * A modal on the native `<dialog>` (showModal), named by its title. Focus moves inside on open, Tab
 * cycles within it, and focus returns to the previously focused element on close. Where showModal is
 * missing it falls back to the `open` attribute with the same focus handling.
 * Children mount only while open, so forms inside start fresh each time.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  blocking = false,
  closeLabel = 'Close',
  className,
}: DialogProps) {
  const classes = useClasses(dialogStyles);
  const { cx } = useStyles();
  const titleId = useDomId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const expectedOpen = useRef(false);
  const pointerDownOnBackdrop = useRef(false);
  const latest = useRef({ onClose, blocking });
  latest.current = { onClose, blocking };
  // Children wait until the dialog is shown, so showModal's own focusing cannot undo a child's autoFocus.
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const previous = deepActiveElement(dialog.ownerDocument);
    expectedOpen.current = true;
    show(dialog);
    setShown(true);
    return () => {
      expectedOpen.current = false;
      setShown(false);
      hide(dialog);
      focusIfPossible(previous);
    };
  }, [open]);

  useEffect(() => {
    if (shown && dialogRef.current) focusInitial(dialogRef.current, bodyRef.current);
  }, [shown]);

  const requestClose = () => {
    if (!latest.current.blocking) latest.current.onClose();
  };

  // The browser can close a dialog despite a cancelled `cancel` (Chrome does on a repeated Escape).
  const handleNativeClose = () => {
    const dialog = dialogRef.current;
    if (!expectedOpen.current || !dialog) return;
    if (latest.current.blocking) show(dialog);
    else latest.current.onClose();
  };

  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    requestClose();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      requestClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const dialog = event.currentTarget;
    const tabbable = tabbableWithin(dialog);
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    const active = activeElementIn(dialog);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // The dialog has no padding, so a click whose target is the dialog itself landed on the backdrop.
  const handlePointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pointerDownOnBackdrop.current = event.target === event.currentTarget;
  };
  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && pointerDownOnBackdrop.current) requestClose();
    pointerDownOnBackdrop.current = false;
  };

  return (
    <dialog
      ref={dialogRef}
      part="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={cx(classes.dialog, className)}
      onCancel={handleCancel}
      onClose={handleNativeClose}
      onKeyDown={handleKeyDown}
      onPointerDown={handlePointerDown}
      onClick={handleClick}
    >
      {open && shown && (
        <>
          <div className={classes.header}>
            <h2 id={titleId} part="dialog-title" className={classes.title}>
              {title}
            </h2>
            {!blocking && (
              <button
                type="button"
                part="dialog-close"
                aria-label={closeLabel}
                className={classes.close}
                onClick={requestClose}
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
          <div ref={bodyRef} part="dialog-body" className={classes.body}>
            {children}
          </div>
        </>
      )}
    </dialog>
  );
}
