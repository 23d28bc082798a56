import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';
import { isRightToLeft } from '../../lib/reading-direction';

/** Room kept between the menu and the window's edge, as react-aria's popovers keep. */
const EDGE_PADDING = 12;
/** The gap between the trigger and the menu (`mt-1.5` / `mb-1.5`). */
const OFFSET = 6;

type Side = 'bottom' | 'top';
type Align = 'start' | 'end' | 'center';

interface Placed {
  side: Side;
  style: CSSProperties;
}

/**
 * Where the open menu goes, measured before the first paint and again when the trigger or the menu changes size:
 * - the asked side, unless the menu does not fit there and the other side has more room (a menu low on the screen
 *   opens upwards), with the height it may use;
 * - lined up with the trigger's right edge (`end`, or `start` right-to-left) as react-aria placed it: offset by the
 *   menu's width in whole pixels, so the edges and text land on the same pixels as before.
 */
export function useMenuPlacement(ref: RefObject<HTMLElement | null>, side: Side, align: Align): Placed {
  const [placed, setPlaced] = useState<Placed>({ side, style: {} });
  useLayoutEffect(() => {
    const menu = ref.current;
    const anchor = menu?.offsetParent;
    if (!menu || !(anchor instanceof HTMLElement)) return;
    const measure = () => {
      const box = anchor.getBoundingClientRect();
      const room = {
        bottom: window.innerHeight - box.bottom - OFFSET - EDGE_PADDING,
        top: box.top - OFFSET - EDGE_PADDING,
      };
      const other: Side = side === 'bottom' ? 'top' : 'bottom';
      const next = menu.offsetHeight > room[side] && room[other] > room[side] ? other : side;
      const atRight = align === (isRightToLeft(anchor) ? 'start' : 'end');
      const style: CSSProperties = { maxHeight: Math.max(room[next], 0) };
      setPlaced({
        side: next,
        style: atRight ? { ...style, left: box.width - menu.offsetWidth, right: 'auto' } : style,
      });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(anchor);
    observer.observe(menu);
    return () => observer.disconnect();
  }, [ref, side, align]);
  return placed;
}
