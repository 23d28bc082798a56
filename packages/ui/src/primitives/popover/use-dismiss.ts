import { useEffect, type RefObject } from 'react';
import { useLatest } from '../../lib/use-latest';

/** A press or focus outside the panel; cancel it to keep the panel open. `target` is where it happened. */
export type InteractOutsideEvent = CustomEvent<{ originalEvent: PointerEvent | FocusEvent }>;

export interface DismissOptions {
  /** Called on Escape; preventing its default keeps the panel open. */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  /** Called on a press or focus outside the panel; preventing its default keeps the panel open. */
  onInteractOutside?: (event: InteractOutsideEvent) => void;
  /** Whether `target` is part of the popover although outside the panel (its trigger toggles it itself). */
  isPartOfPopover: (target: Node) => boolean;
  /** Closes the popover. */
  close: () => void;
}

/**
 * Whether `target` is in a modal `<dialog>` shown over the panel (opened from inside it, say): the panel is inert
 * behind it, so the dialog's keys, presses and focus are not the shopper leaving the panel.
 */
function isInModalOver(target: EventTarget | null, panel: HTMLElement): boolean {
  const element = target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
  const dialog = element?.closest('dialog[open]');
  return dialog != null && !dialog.contains(panel);
}

/** Open panels, oldest first: Escape closes only the newest. */
const openPanels: HTMLElement[] = [];

/**
 * Closes an open panel on Escape (only the most recently opened one, which then prevents the key's default so an
 * enclosing `<dialog>` stays open and a search field keeps its text) and on a press or focus outside it.
 */
export function useDismiss(panelRef: RefObject<HTMLElement | null>, options: DismissOptions) {
  const latest = useLatest(options);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    openPanels.push(panel);

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || openPanels.at(-1) !== panel) return;
      if (isInModalOver(event.target, panel)) return;
      latest.current.onEscapeKeyDown?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      latest.current.close();
    };
    const onOutside = (originalEvent: PointerEvent | FocusEvent) => {
      const target = originalEvent.target;
      if (!(target instanceof Node) || panel.contains(target) || latest.current.isPartOfPopover(target)) return;
      if (isInModalOver(target, panel)) return;
      // A separate event, so a caller keeping the panel open does not cancel the press (and the focus it brings).
      const event: InteractOutsideEvent = new CustomEvent('popover.interactOutside', {
        cancelable: true,
        detail: { originalEvent },
      });
      const handler = latest.current.onInteractOutside;
      if (handler) target.addEventListener(event.type, handler as EventListener, { once: true });
      target.dispatchEvent(event);
      if (!event.defaultPrevented) latest.current.close();
    };

    // Capture, so the panel closes before an enclosing dialog or the focused field sees the key.
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onOutside, true);
    document.addEventListener('focusin', onOutside);
    return () => {
      openPanels.splice(openPanels.indexOf(panel), 1);
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onOutside, true);
      document.removeEventListener('focusin', onOutside);
    };
  }, [panelRef]);
}
