/** Whether `element` is laid out right-to-left (its computed `direction`, inherited from any `dir` above it). */
export function isRightToLeft(element: Element): boolean {
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
