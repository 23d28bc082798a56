/** Whether this browser matches `:dir()` (Chromium from 120, Firefox, Safari from 16.4); found at the first call. */
let matchesDirPseudoClass: boolean | undefined;

/**
 * Whether `element` reads right-to-left: its directionality, inherited from the nearest `dir` above it.
 *
 * It is matched with `:dir(rtl)`, which reads the document, not the styles. Reading the computed `direction` instead
 * made the browser recalculate the page's styles at every call once anything had changed, and React asks at every
 * render of every part that follows the direction (`useInheritedDirection`): on a store page at 6x CPU that was
 * ~880 ms of 17 s, all of it on the main thread. A browser without `:dir()` reads the computed style.
 */
export function isRightToLeft(element: Element): boolean {
  if (matchesDirPseudoClass !== false) {
    try {
      const rightToLeft = element.matches(':dir(rtl)');
      matchesDirPseudoClass = true;
      return rightToLeft;
    } catch {
      matchesDirPseudoClass = false;
    }
  }
  return getComputedStyle(element).direction === 'rtl';
}

/**
 * +1 when `key` moves forward in reading order along a line of items, -1 backward, undefined for any other key:
 * ArrowRight is forward left-to-right and ArrowLeft right-to-left, as `element`'s direction reads.
 */
export function inlineArrowStep(key: string, element: Element): 1 | -1 | undefined {
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return undefined;
  return (key === 'ArrowRight') !== isRightToLeft(element) ? 1 : -1;
}
