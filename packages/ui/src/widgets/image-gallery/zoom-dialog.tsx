import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { GalleryButton } from './gallery-button';
import { CloseIcon } from './gallery-icons';
import { imageGalleryDialogVariants } from './image-gallery.variants';

export interface ZoomDialogProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Called once the dialog has closed (close button, Escape or a click on the backdrop). */
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  /** Called with -1 or +1 when ArrowLeft/ArrowRight is pressed inside (already mirrored for right-to-left). */
  onStep?: (step: -1 | 1) => void;
  /** The full-size image and its controls; rendered only while open so the large image loads on demand. */
  children: ReactNode;
}

/**
 * A modal built on the native `<dialog>` (`showModal`): the browser traps focus, makes the page inert and closes on
 * Escape, at a fraction of the weight of a scripted modal. The caller returns focus in `onClose`.
 */
export function ZoomDialog({ isOpen, onClose, title, closeLabel, onStep, children }: ZoomDialogProps) {
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
    if (!onStep || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    if (event.target instanceof HTMLInputElement) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    event.preventDefault();
    onStep((event.key === 'ArrowRight') !== rtl ? 1 : -1);
  };

  return (
    // The backdrop is part of the dialog element: a click that lands on the element itself is outside the panel.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      data-slot="image-gallery-dialog"
      aria-labelledby={titleId}
      onClose={() => {
        if (!ref.current?.open) onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className={imageGalleryDialogVariants()}
    >
      {isOpen && (
        <>
          <div className="flex items-center gap-3 border-b border-line px-4 py-2 sm:px-6">
            <h2 id={titleId} data-slot="image-gallery-dialog-title" className="flex-1 text-base font-semibold">
              {title}
            </h2>
            <GalleryButton label={closeLabel} variant="ghost" onPress={close} className="-me-2">
              <CloseIcon />
            </GalleryButton>
          </div>
          <div data-slot="image-gallery-dialog-body" className="relative flex min-h-0 flex-1 items-center p-2 sm:p-4">
            {children}
          </div>
        </>
      )}
    </dialog>
  );
}
