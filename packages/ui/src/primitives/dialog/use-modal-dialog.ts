import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type SyntheticEvent,
} from 'react';
import { wrapTabFocus } from './focus-wrap';
import { lockPageScroll } from './page-scroll-lock';
import { trackVisualViewportHeight } from './visual-viewport-height';

export interface ModalDialogOptions {
  /** Whether the dialog should be open. */
  isOpen: boolean;
  /** Asks the owner to close the dialog (Escape, a click on the backdrop). */
  close: () => void;
  /** Whether Escape (or the browser's own close request) closes it. */
  isKeyboardDismissable: boolean;
  /** Whether a click on the backdrop, outside the panel, closes it. */
  isDismissable: boolean;
}

/**
 * The life of a modal native `<dialog>`: mounted and shown with `showModal()` while open, `data-entering` for the first
 * frames and `data-exiting` until its exit transition ends, then unmounted. While shown the page does not scroll;
 * focus moves to `focusRef` and afterwards back to the element focused before (the trigger). Spread `dialogProps` on
 * the `<dialog>`; `panelRef` is the box that animates with it.
 */
export function useModalDialog({ isOpen, close, isKeyboardDismissable, isDismissable }: ModalDialogOptions) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusRef = useRef<HTMLDivElement>(null);
  const pressedBackdrop = useRef(false);
  const [isShown, setShown] = useState(isOpen);
  if (isOpen && !isShown) setShown(true);
  const isExiting = isShown && !isOpen;

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!isShown || !dialog) return;
    const returnTo = document.activeElement;
    const unlock = lockPageScroll();
    const stopTracking = trackVisualViewportHeight(dialog);
    const animated = [dialog, panelRef.current];
    // Two frames, so the first paint has the entering look and the transition runs from it.
    for (const element of animated) element?.setAttribute('data-entering', '');
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => animated.forEach((element) => element?.removeAttribute('data-entering')));
    });
    if (!dialog.open) dialog.showModal();
    focusRef.current?.focus({ preventScroll: true });
    return () => {
      cancelAnimationFrame(frame);
      stopTracking();
      unlock();
      if (dialog.open) dialog.close();
      // By now the dialog is usually gone and focus fell to the body; the browser does not restore it then.
      const active = document.activeElement;
      const focusWasInside = !active || active === document.body || dialog.contains(active);
      if (focusWasInside && returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
    };
  }, [isShown]);

  useEffect(() => {
    if (!isExiting) return;
    let isCancelled = false;
    const animations = [dialogRef.current, panelRef.current].flatMap((element) => element?.getAnimations?.() ?? []);
    void Promise.allSettled(animations.map((animation) => animation.finished)).then(() => {
      if (!isCancelled) setShown(false);
    });
    return () => {
      isCancelled = true;
    };
  }, [isExiting]);

  const dialogProps = {
    ref: dialogRef,
    'data-exiting': isExiting || undefined,
    onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
      // A nested dialog's keys bubble here through the React tree; it has handled them.
      if (event.defaultPrevented || !event.currentTarget.contains(event.target as Node)) return;
      if (event.key === 'Escape') {
        // Handled here rather than by the native cancel, so a blocked Escape stays blocked.
        event.preventDefault();
        if (isKeyboardDismissable) close();
      } else if (event.key === 'Tab' && wrapTabFocus(event.currentTarget, event.shiftKey)) {
        event.preventDefault();
      }
    },
    onCancel(event: SyntheticEvent<HTMLDialogElement>) {
      event.preventDefault();
      if (isKeyboardDismissable) close();
    },
    onClose(event: SyntheticEvent<HTMLDialogElement>) {
      // Closed by the browser itself (it may force a close request through): tell the owner, or stay up if blocking.
      const dialog = event.currentTarget;
      if (!isOpen || dialog.open || !dialog.isConnected) return;
      if (isKeyboardDismissable) close();
      else dialog.showModal();
    },
    onMouseDown(event: MouseEvent<HTMLDialogElement>) {
      // The backdrop is the dialog element itself; pressing it must not pull focus out of the panel.
      pressedBackdrop.current = event.target === event.currentTarget;
      if (pressedBackdrop.current) event.preventDefault();
    },
    onClick(event: MouseEvent<HTMLDialogElement>) {
      const onBackdrop = pressedBackdrop.current && event.target === event.currentTarget;
      pressedBackdrop.current = false;
      if (onBackdrop && isDismissable) close();
    },
  };

  return { isShown, isExiting, dialogProps, panelRef, focusRef };
}
