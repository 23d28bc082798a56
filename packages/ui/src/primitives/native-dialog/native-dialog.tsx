import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { CloseIcon } from '../../icons';
import { cx } from '../../lib/cx';
import { IconButton } from '../icon-button/icon-button';
import { inlineArrowStep } from '../../lib/reading-direction';
import { useModalDialog } from '../dialog/use-modal-dialog';
import { nativeDialogVariants } from './native-dialog.variants';

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

/**
 * A light modal on the native `<dialog>` (`showModal`) through the same `useModalDialog` life as the kit's `Dialog`:
 * the page behind is inert and does not scroll, Tab wraps inside, and Escape, the close button and a click on the
 * backdrop close it. The `<dialog>` is itself the panel, without `Dialog`'s slots and transitions. It closes before
 * `onClose` runs, so the caller can move focus back to the control that opened it (Safari does not focus a clicked
 * button, so the focus before opening may be nothing).
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
  const titleId = useId();
  // The native 'close' event comes a task later; closing at once lets the caller focus the page, no longer inert.
  const close = () => {
    const dialog = dialogProps.ref.current;
    if (dialog?.open) dialog.close();
    onClose();
  };
  const { isShown, dialogProps } = useModalDialog({ isOpen, close, isKeyboardDismissable: true, isDismissable: true });
  if (!isShown) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    dialogProps.onKeyDown(event);
    const step = inlineArrowStep(event.key, event.currentTarget);
    if (event.defaultPrevented || !onStep || !step || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target instanceof Element && event.target.matches('input, textarea, select, [contenteditable]')) return;
    event.preventDefault();
    onStep(step);
  };

  return (
    <dialog
      {...dialogProps}
      data-slot="native-dialog"
      data-size={size}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className={cx(nativeDialogVariants({ size }), className)}
    >
      <div
        data-slot="native-dialog-header"
        className="sd:flex sd:items-center sd:gap-3 sd:border-b sd:border-line sd:px-4 sd:py-2 sd:sm:px-6"
      >
        <h2 id={titleId} data-slot="native-dialog-title" className="sd:flex-1 sd:text-base sd:font-semibold">
          {title}
        </h2>
        <IconButton label={closeLabel} shape="round" onClick={close} className="sd:-me-2">
          <CloseIcon />
        </IconButton>
      </div>
      <div
        data-slot="native-dialog-body"
        className="sd:relative sd:flex sd:min-h-0 sd:flex-1 sd:items-center sd:p-2 sd:sm:p-4"
      >
        {children}
      </div>
    </dialog>
  );
}
