import { useLayoutEffect, useState, type RefObject } from 'react';
import { TABBABLE_SELECTOR } from '../../lib/tabbables';

/**
 * Whether the element holds something reachable with Tab, followed as its content changes. A tab panel is a tab stop
 * of its own only when it holds none (react-aria's rule), so Tab goes from the tab straight to the panel's first
 * control.
 */
export function useHasTabbableChild(ref: RefObject<HTMLElement | null>): boolean {
  const [hasTabbable, setHasTabbable] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setHasTabbable(element.querySelector(TABBABLE_SELECTOR) !== null);
    update();
    const observer = new MutationObserver(update);
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['tabindex', 'disabled', 'href', 'contenteditable'],
    });
    return () => observer.disconnect();
  }, [ref]);
  return hasTabbable;
}
