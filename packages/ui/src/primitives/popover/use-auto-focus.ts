import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useLatest } from '../../lib/use-latest';
import { tabbables } from '../../lib/tabbables';

export interface AutoFocusOptions {
  /** Called as the panel opens; preventing its default leaves focus where it is. */
  onOpenAutoFocus?: (event: Event) => void;
  /** Called after the panel closed; preventing its default leaves focus where it is. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Moves focus into the panel as it opens (its first tabbable element, else the panel) and, once it has closed, back
 * to what had focus before (the trigger) when focus fell to the page: after closing from inside or after a click on a
 * spot that takes no focus. A click on another control keeps that control's focus.
 */
export function useAutoFocus(panelRef: RefObject<HTMLElement | null>, options: AutoFocusOptions) {
  const latest = useLatest(options);
  const returnToRef = useRef<Element | null>(null);

  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    // Strict Mode runs this twice on mount, and by the second run focus is in the panel: keep the element from before.
    if (!panel.contains(document.activeElement)) returnToRef.current = document.activeElement;
    const returnTo = returnToRef.current;
    const opening = new Event('popover.openAutoFocus', { cancelable: true });
    latest.current.onOpenAutoFocus?.(opening);
    if (!opening.defaultPrevented) (tabbables(panel)[0] ?? panel).focus({ preventScroll: true });
    return () => {
      // Once the browser has settled focus after the panel's removal, as Radix's focus scope did.
      setTimeout(() => {
        // Still in the page: React re-ran the effect (Strict Mode), the panel did not close.
        if (panel.isConnected) return;
        const closing = new Event('popover.closeAutoFocus', { cancelable: true });
        latest.current.onCloseAutoFocus?.(closing);
        if (closing.defaultPrevented) return;
        const active = document.activeElement;
        if ((!active || active === document.body) && returnTo instanceof HTMLElement && returnTo.isConnected) {
          returnTo.focus();
        }
      }, 0);
    };
  }, [panelRef]);
}
