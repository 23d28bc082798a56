import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { IconButton } from '../icon-button/icon-button';
import { nativeDialogVariants } from './native-dialog.variants';
import { inlineArrowStep } from '../../lib/reading-direction';

export interface NativeDialogProps {
  /** Whether the dialog is shown (controlled). */
  isOpen: boolean;
  /**
   * Called once the dialog has closed (close button, Escape or a click on the backdrop). Set `isOpen` to false here
   * and move focus back to the control that opened it.
   */
  onClose: () => void;
  /** The dialog's heading; it is also the dialog's accessible name. */
  title: ReactNode;
  /**
   * Accessible name of the close button.
   * @default 'Close'
   */
  closeLabel?: string;
  /**
   * Called with -1 or +1 when ArrowLeft/ArrowRight is pressed inside (already mirrored for right-to-left), e.g. to
   * show the previous or next image. Omit and the arrow keys do nothing.
   */
  onStep?: (step: -1 | 1) => void;
  /**
   * Width: `md` 32rem, `lg` 48rem, `xl` 64rem; never wider than the screen less 1rem each side.
   * @default 'lg'
   */
  size?: 'md' | 'lg' | 'xl';
  /** The dialog's body; rendered only while open, so a large image loads on demand. */
  children: ReactNode;
  /** Extra classes for the dialog panel. */
  className?: string;
}

function CloseIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/**
 * A modal built on the native `<dialog>` (`showModal`): the browser traps focus, makes the page inert and draws the
 * backdrop, at a fraction of the weight of the scripted `Dialog`. Escape, the close button and a click on the backdrop
 * close it. The caller returns focus in `onClose`.
 */
export function NativeDialog({
  isOpen,
  onClose,
  title,
  closeLabel = 'Close',
  onStep,
  size = 'lg',
  children,
  className,
}: NativeDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    else if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  // The native 'close' event comes a task later; telling the caller at once lets it reopen without a stale state.
  const close = () => {
    if (ref.current?.open) ref.current.close();
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Handled here rather than by the native cancel, so real and scripted keys take the same path.
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    const step = inlineArrowStep(event.key, event.currentTarget);
    if (!onStep || !step || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target instanceof Element && event.target.matches('input, textarea, select, [contenteditable]')) return;
    event.preventDefault();
    onStep(step);
  };

  return (
    // The backdrop is part of the dialog element: a click that lands on the element itself is outside the panel.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      data-slot="native-dialog"
      data-size={size}
      aria-labelledby={titleId}
      onClose={() => {
        // Closed by the browser itself (e.g. a system back gesture); after `close` the caller already knows.
        if (isOpen && !ref.current?.open) onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className={cx(nativeDialogVariants({ size }), className)}
    >
      {isOpen && (
        <>
          <div
            data-slot="native-dialog-header"
            className="flex items-center gap-3 border-b border-line px-4 py-2 sm:px-6"
          >
            <h2 id={titleId} data-slot="native-dialog-title" className="flex-1 text-base font-semibold">
              {title}
            </h2>
            <IconButton label={closeLabel} shape="round" onClick={close} className="-me-2">
              <CloseIcon />
            </IconButton>
          </div>
          <div data-slot="native-dialog-body" className="relative flex min-h-0 flex-1 items-center p-2 sm:p-4">
            {children}
          </div>
        </>
      )}
    </dialog>
  );
}
