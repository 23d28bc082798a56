/**
 * A modal `<dialog>` shown over a popover (opened from inside it, say): the popover's dismissal layer sees its keys,
 * presses and focus first, but they are the dialog's, not the shopper leaving the panel.
 */

function modalOf(target: EventTarget | null): HTMLDialogElement | null {
  const element = target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
  return element?.closest('dialog[open]') ?? null;
}

/** Whether `target` is in an open `<dialog>` that is not the one holding the panel. */
export function isInModalOver(target: EventTarget | null, panel: EventTarget | null): boolean {
  const dialog = modalOf(target);
  return dialog != null && !(panel instanceof Node && dialog.contains(panel));
}

/**
 * Asks the dialog around `target` to close as Escape would have (its `cancel` event), since the popover's layer took
 * the key first and had to cancel it to stay open.
 */
export function closeModalOver(target: EventTarget | null) {
  modalOf(target)?.dispatchEvent(new Event('cancel', { cancelable: true }));
}
