import { tabbables } from '../../lib/tabbables';

/**
 * Keeps Tab inside a modal: Tab from the last tabbable element goes to the first, Shift+Tab from the first (or from a
 * focused element that is not in the tab order, such as the panel itself) to the last. The browser makes the page
 * inert but would otherwise tab out to its own toolbar. Returns whether it moved focus, so the caller prevents the
 * key's default.
 */
export function wrapTabFocus(container: HTMLElement, backwards: boolean): boolean {
  const elements = tabbables(container);
  const first = elements[0];
  const last = elements[elements.length - 1];
  if (!first || !last) return true;
  const index = elements.indexOf(document.activeElement as HTMLElement);
  if (backwards ? index > 0 : index !== elements.length - 1) return false;
  (backwards ? last : first).focus();
  return true;
}
