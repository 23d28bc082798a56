import { useContext, useId, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../../icons';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { DialogTriggerContext } from './dialog-context';
import { dialogModalVariants, dialogOverlayVariants } from './dialog.variants';
import { useModalDialog } from './use-modal-dialog';
import { dialogTexts } from './texts/en';

/** What the dialog's body and footer may render: content, or a function that receives `close`. */
export type DialogContent = ReactNode | ((renderProps: { close: () => void }) => ReactNode);

/**
 * Texts of the dialog; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. Its
 * `closeLabel` prop replaces them.
 */
export interface DialogLabels {
  /** Accessible name of the close button when `closeLabel` is not given. @default 'Close' */
  close?: string;
}

export interface DialogProps {
  /** The dialog's heading; it is also the dialog's accessible name. */
  title: ReactNode;
  /** A short line under the title, announced as the dialog's description. */
  description?: ReactNode;
  /** The dialog's body. A function receives `{ close }`. */
  children?: DialogContent;
  /** Actions at the bottom, usually kit Buttons (end-aligned). A function receives `{ close }`. */
  footer?: DialogContent;
  /** Whether the dialog is open (controlled). Omit inside a `DialogTrigger`. */
  isOpen?: boolean;
  /**
   * Whether the dialog starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes (close button, Escape, outside click). */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Whether a click outside the dialog closes it.
   * @default true
   */
  isDismissable?: boolean;
  /**
   * Whether Escape is ignored.
   * @default false
   */
  isKeyboardDismissDisabled?: boolean;
  /**
   * A progress dialog the shopper cannot leave, e.g. 'Placing your order...': no close button, no outside click,
   * no Escape. Put the progress indicator in `children`; close it by setting `isOpen` to false.
   * @default false
   */
  blocking?: boolean;
  /**
   * Width; `fullscreen-on-small` fills the screen below 640px and is `md` above.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg' | 'fullscreen-on-small';
  /**
   * `center`: a dialog in the middle of the screen; `start`/`end`: a full-height sheet (drawer) that slides in from
   * that edge, following the reading direction (`start` is the left edge in LTR, the right in RTL). A sheet ignores
   * `size`.
   * @default 'center'
   */
  side?: 'center' | 'start' | 'end';
  /**
   * ARIA role: `alertdialog` for confirmations that interrupt the shopper.
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /**
   * Accessible name of the close button.
   * @default the `close` text, 'Close'
   */
  closeLabel?: string;
  /**
   * Hide the close button (Escape and outside click still close unless disabled).
   * @default false
   */
  hideCloseButton?: boolean;
  /** Id of the dialog element, for a trigger's `aria-controls` (a `DialogTrigger` gives one itself). */
  id?: string;
  /** Extra classes for the dialog panel. */
  className?: string;
}

const render = (content: DialogContent, close: () => void) =>
  typeof content === 'function' ? content({ close }) : content;

/**
 * A modal dialog, or with `side` a drawer, on the native `<dialog>` (`showModal()`): the page behind is inert and does
 * not scroll, focus moves in and returns to the trigger when it closes. Inside a `DialogTrigger` it follows the
 * trigger's open state unless it has an `isOpen` of its own.
 */
export function Dialog({
  title,
  description,
  children,
  footer,
  isOpen,
  defaultOpen = false,
  onOpenChange,
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  blocking = false,
  size = 'md',
  side = 'center',
  role = 'dialog',
  closeLabel,
  hideCloseButton = false,
  id,
  className,
}: DialogProps) {
  const trigger = useContext(DialogTriggerContext);
  const text = useTexts(dialogTexts);
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const titleId = useId();
  const descriptionId = useId();
  const close = () => {
    setOwnOpen(false);
    onOpenChange?.(false);
    trigger?.setOpen(false);
  };
  const { isShown, isExiting, dialogProps, panelRef, focusRef } = useModalDialog({
    isOpen: isOpen ?? trigger?.isOpen ?? ownOpen,
    close,
    isKeyboardDismissable: !blocking && !isKeyboardDismissDisabled,
    isDismissable: !blocking && isDismissable,
  });
  if (!isShown || typeof document === 'undefined') return null;

  return createPortal(
    <dialog
      {...dialogProps}
      id={id ?? trigger?.dialogId}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      data-slot="dialog-overlay"
      data-size={size}
      data-side={side}
      className={dialogOverlayVariants({ size, side })}
    >
      <div
        ref={panelRef}
        data-slot="dialog-modal"
        data-size={size}
        data-side={side}
        data-exiting={isExiting || undefined}
        className={cx(dialogModalVariants({ size, side }), className)}
      >
        <div
          ref={focusRef}
          tabIndex={-1}
          data-slot="dialog"
          data-blocking={blocking || undefined}
          className="sd:relative sd:flex sd:min-h-0 sd:flex-1 sd:flex-col sd:overflow-y-auto sd:outline-none"
        >
          {/* A Dialog inside this one must not follow the trigger that opened this one. */}
          <DialogTriggerContext.Provider value={null}>
            <div
              data-slot="dialog-header"
              className={cx(
                'sd:sticky sd:top-0 sd:z-10 sd:flex sd:items-start sd:gap-3 sd:bg-raised sd:px-6 sd:pt-5',
                children == null && footer == null ? 'sd:pb-5' : 'sd:pb-3',
              )}
            >
              <div data-slot="dialog-heading" className="sd:flex sd:min-w-0 sd:flex-1 sd:flex-col sd:gap-1">
                <h2 id={titleId} data-slot="dialog-title" className="sd:text-lg sd:font-semibold sd:text-fg">
                  {title}
                </h2>
                {description && (
                  <p id={descriptionId} data-slot="dialog-description" className="sd:text-sm sd:text-muted">
                    {description}
                  </p>
                )}
              </div>
              {!blocking && !hideCloseButton && (
                <button
                  type="button"
                  aria-label={closeLabel ?? text.close}
                  data-slot="dialog-close"
                  onClick={close}
                  className={cx(
                    'sd:focus-ring sd:-me-2 sd:-mt-1 sd:inline-flex sd:size-9 sd:shrink-0 sd:cursor-pointer sd:items-center sd:justify-center',
                    'sd:rounded-md sd:text-muted sd:transition-colors sd:hover:bg-surface sd:hover:text-fg',
                  )}
                >
                  <CloseIcon className="sd:size-5" />
                </button>
              )}
            </div>
            {children != null && (
              <div data-slot="dialog-body" className="sd:flex-1 sd:px-6 sd:py-2 sd:text-sm sd:text-fg sd:last:pb-6">
                {render(children, close)}
              </div>
            )}
            {footer != null && (
              <div
                data-slot="dialog-footer"
                className="sd:sticky sd:bottom-0 sd:flex sd:flex-wrap sd:justify-end sd:gap-2 sd:bg-raised sd:px-6 sd:pt-3 sd:pb-5"
              >
                {render(footer, close)}
              </div>
            )}
          </DialogTriggerContext.Provider>
        </div>
      </div>
    </dialog>,
    document.body,
  );
}
