/*
 * Which input moved focus last, for controls whose focus ring is drawn on another element than the focused one (a
 * checkbox's label around its hidden input), where CSS `:focus-visible` cannot reach. Same rule as react-aria and the
 * browsers: a ring after keyboard (or programmatic) focus, none after a pointer press.
 */
let pointerWasLast = false;
let isListening = false;

function onPointer() {
  pointerWasLast = true;
}

function onKey(event: KeyboardEvent) {
  if (!event.metaKey && !event.ctrlKey && !event.altKey) pointerWasLast = false;
}

/** Starts following the last input kind (once per page; capture phase, so it runs before any focus change). */
export function trackFocusModality(): void {
  if (isListening || typeof document === 'undefined') return;
  isListening = true;
  document.addEventListener('pointerdown', onPointer, true);
  document.addEventListener('mousedown', onPointer, true);
  document.addEventListener('keydown', onKey, true);
}

/** Whether a focus happening now should show its ring: false when the last input was a pointer press. */
export function isFocusVisibleNow(): boolean {
  return !pointerWasLast;
}
