import { useLayoutEffect, type RefObject } from 'react';
import { isRightToLeft } from '../../lib/reading-direction';
import { placePanel, type PopoverAlign, type PopoverSide } from './placement';

export interface PlacementOptions {
  side: PopoverSide;
  align: PopoverAlign;
  sideOffset: number;
  collisionPadding: number;
}

/** The panel's layout size: its width and height before any transform (the entry transition scales it). */
function untransformedSize(panel: HTMLElement) {
  const style = getComputedStyle(panel);
  const width = parseFloat(style.width);
  const height = parseFloat(style.height);
  // As floating-ui measures: the exact CSS size unless it disagrees with the layout (e.g. `display: contents`).
  const exact = Math.round(width) === panel.offsetWidth && Math.round(height) === panel.offsetHeight;
  return exact ? { width, height } : { width: panel.offsetWidth, height: panel.offsetHeight };
}

/**
 * Places the open panel (`position: fixed`) against `anchor()` before the first paint, and again when the window
 * resizes, anything scrolls, or the anchor or the panel changes size. It sets `left`/`top`, `data-side` and the CSS
 * variables `--popover-anchor-width`, `--popover-available-height` and `--popover-transform-origin`.
 */
export function usePopoverPlacement(
  panelRef: RefObject<HTMLElement | null>,
  anchor: () => HTMLElement | null,
  { side, align, sideOffset, collisionPadding }: PlacementOptions,
) {
  useLayoutEffect(() => {
    const panel = panelRef.current;
    const target = anchor();
    if (!panel || !target) return;
    const place = () => {
      const box = target.getBoundingClientRect();
      const placed = placePanel({
        anchor: box,
        panel: untransformedSize(panel),
        viewport: { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight },
        side,
        align,
        sideOffset,
        collisionPadding,
        isRightToLeft: isRightToLeft(panel),
        pixelRatio: window.devicePixelRatio || 1,
      });
      panel.style.left = `${placed.x}px`;
      panel.style.top = `${placed.y}px`;
      panel.style.setProperty('--popover-anchor-width', `${box.width}px`);
      panel.style.setProperty('--popover-available-height', `${placed.availableHeight}px`);
      panel.style.setProperty('--popover-transform-origin', placed.transformOrigin);
      panel.dataset.side = placed.side;
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(target);
    observer.observe(panel);
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, { capture: true, passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, { capture: true });
    };
    // The anchor is read when the panel opens; `anchor` may be a new function on every render.
  }, [panelRef, side, align, sideOffset, collisionPadding]);
}
