/**
 * Keeps `--visual-viewport-height` on `element` equal to the visible height of the page, which shrinks while a phone's
 * on-screen keyboard is up, so a dialog sized with it stays above the keyboard. Returns the function that stops.
 */
export function trackVisualViewportHeight(element: HTMLElement): () => void {
  const viewport = window.visualViewport;
  if (!viewport) return () => {};
  const update = () => element.style.setProperty('--visual-viewport-height', `${viewport.height}px`);
  update();
  viewport.addEventListener('resize', update);
  return () => viewport.removeEventListener('resize', update);
}
