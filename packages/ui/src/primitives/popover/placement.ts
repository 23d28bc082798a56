/** A side of the anchor; `left`/`right` are physical. */
export type PopoverSide = 'top' | 'right' | 'bottom' | 'left';
/** Alignment along the side; for `top`/`bottom`, `start` follows the reading direction. */
export type PopoverAlign = 'start' | 'center' | 'end';

/** A box in viewport pixels, as `getBoundingClientRect` gives it. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacementRequest {
  /** The element the panel hangs from. */
  anchor: Box;
  /** The panel's untransformed size. */
  panel: { width: number; height: number };
  /** The viewport's size without scrollbars. */
  viewport: { width: number; height: number };
  side: PopoverSide;
  align: PopoverAlign;
  /** Gap between the anchor and the panel. */
  sideOffset: number;
  /** Distance the panel keeps from the viewport's edges. */
  collisionPadding: number;
  /** Whether the panel reads right-to-left (`start` is then the right edge). */
  isRightToLeft: boolean;
  /** Device pixels per CSS pixel; the coordinates are rounded to whole device pixels. */
  pixelRatio: number;
}

export interface Placement {
  /** The panel's `left` and `top` for `position: fixed`. */
  x: number;
  y: number;
  /** The side it went to: the asked one, or the opposite one when that has more room. */
  side: PopoverSide;
  /** The height the panel may take on that side, within the padding. */
  availableHeight: number;
  /** The edge or corner nearest the anchor, as a CSS `transform-origin`. */
  transformOrigin: string;
}

const opposite: Record<PopoverSide, PopoverSide> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };

const isVertical = (side: PopoverSide) => side === 'top' || side === 'bottom';

/** Space between the anchor's `side` and the viewport's edge, less the gap and the padding. */
function roomOn(side: PopoverSide, { anchor, viewport, sideOffset, collisionPadding }: PlacementRequest): number {
  const edge = {
    top: anchor.y,
    bottom: viewport.height - anchor.y - anchor.height,
    left: anchor.x,
    right: viewport.width - anchor.x - anchor.width,
  }[side];
  return edge - sideOffset - collisionPadding;
}

/**
 * Where a floating panel goes against its anchor, as Radix Popover (floating-ui) put it: on the asked side unless the
 * panel does not fit there and the opposite side has more room; aligned along that side, then shifted to stay inside
 * the viewport less the padding, but never so far that it leaves the anchor's span.
 */
export function placePanel(request: PlacementRequest): Placement {
  const { anchor, panel, viewport, align, sideOffset, collisionPadding, isRightToLeft, pixelRatio } = request;
  const other = opposite[request.side];
  const depth = isVertical(request.side) ? panel.height : panel.width;
  const side =
    depth > roomOn(request.side, request) && roomOn(other, request) > roomOn(request.side, request)
      ? other
      : request.side;
  const vertical = isVertical(side);

  const main = {
    top: anchor.y - sideOffset - panel.height,
    bottom: anchor.y + anchor.height + sideOffset,
    left: anchor.x - sideOffset - panel.width,
    right: anchor.x + anchor.width + sideOffset,
  }[side];

  // Along the side: the anchor's start, centre or end, mirrored right-to-left above and below it.
  const from = vertical ? anchor.x : anchor.y;
  const span = vertical ? anchor.width : anchor.height;
  const length = vertical ? panel.width : panel.height;
  const room = vertical ? viewport.width : viewport.height;
  const mirrored = vertical && isRightToLeft;
  const startEdge = mirrored ? 'end' : 'start';
  const aligned = align === 'center' ? from + span / 2 - length / 2 : align === startEdge ? from : from + span - length;
  const shifted = Math.max(collisionPadding, Math.min(aligned, room - collisionPadding - length));
  const cross = Math.min(Math.max(shifted, from - length), from + span);

  const round = (value: number) => Math.round(value * pixelRatio) / pixelRatio;
  const alongEdge = { start: mirrored ? '100%' : '0%', center: '50%', end: mirrored ? '0%' : '100%' }[align];
  const nearEdge = side === 'bottom' || side === 'right' ? '0%' : '100%';
  const fullHeight = viewport.height - 2 * collisionPadding;

  return {
    x: round(vertical ? cross : main),
    y: round(vertical ? main : cross),
    side,
    availableHeight: Math.max(0, vertical ? Math.min(roomOn(side, request), fullHeight) : fullHeight),
    transformOrigin: vertical ? `${alongEdge} ${nearEdge}` : `${nearEdge} ${alongEdge}`,
  };
}
