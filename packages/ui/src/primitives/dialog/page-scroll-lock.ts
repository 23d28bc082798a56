let locks = 0;
let unlock = () => {};

/**
 * Stops the page behind a modal from scrolling: `overflow: hidden` on the root, with the scrollbar's gutter kept so the
 * page does not shift sideways. Counted, so with nested dialogs the page scrolls again once the last one closes.
 * Returns the release function; calling it twice releases once.
 */
export function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (locks++ === 0) {
    const { overflow, scrollbarGutter } = root.style;
    const hasScrollbar = window.innerWidth > root.clientWidth;
    root.style.overflow = 'hidden';
    if (hasScrollbar) root.style.scrollbarGutter = 'stable';
    unlock = () => {
      root.style.overflow = overflow;
      root.style.scrollbarGutter = scrollbarGutter;
    };
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks === 0) unlock();
  };
}
