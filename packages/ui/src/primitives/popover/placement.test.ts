import { describe, expect, it } from 'vitest';
import { placePanel, type PlacementRequest } from './placement';

/** A 120×40 trigger in the middle of a 1000×800 viewport, and a 288×200 panel. */
const request: PlacementRequest = {
  anchor: { x: 440, y: 380, width: 120, height: 40 },
  panel: { width: 288, height: 200 },
  viewport: { width: 1000, height: 800 },
  side: 'bottom',
  align: 'center',
  sideOffset: 8,
  collisionPadding: 8,
  isRightToLeft: false,
  pixelRatio: 1,
};

describe('popover placement', () => {
  it('centres the panel under the anchor, the gap below it', () => {
    expect(placePanel(request)).toEqual({
      x: 356,
      y: 428,
      side: 'bottom',
      availableHeight: 800 - 420 - 8 - 8,
      transformOrigin: '50% 0%',
    });
  });

  it('aligns start and end with the anchor edges, mirrored right-to-left', () => {
    expect(placePanel({ ...request, align: 'start' })).toMatchObject({ x: 440, transformOrigin: '0% 0%' });
    expect(placePanel({ ...request, align: 'end' })).toMatchObject({ x: 560 - 288, transformOrigin: '100% 0%' });
    const rtl = { ...request, isRightToLeft: true };
    expect(placePanel({ ...rtl, align: 'start' })).toMatchObject({ x: 560 - 288, transformOrigin: '100% 0%' });
    expect(placePanel({ ...rtl, align: 'end' })).toMatchObject({ x: 440, transformOrigin: '0% 0%' });
  });

  it('flips to the opposite side when the panel does not fit and that side has more room', () => {
    const low = { ...request, anchor: { ...request.anchor, y: 700 } };
    expect(placePanel(low)).toMatchObject({ side: 'top', y: 700 - 8 - 200, availableHeight: 700 - 8 - 8 });
    expect(placePanel(low).transformOrigin).toBe('50% 100%');
    // Neither side fits: it stays on the side with more room.
    const tall = { ...request, panel: { width: 288, height: 500 } };
    expect(placePanel(tall)).toMatchObject({ side: 'bottom', availableHeight: 364 });
    expect(placePanel({ ...tall, side: 'top' })).toMatchObject({ side: 'top', availableHeight: 364 });
    expect(placePanel({ ...tall, anchor: { ...request.anchor, y: 300 } })).toMatchObject({ side: 'bottom' });
    expect(placePanel({ ...tall, anchor: { ...request.anchor, y: 460 } })).toMatchObject({ side: 'top' });
  });

  it('shifts along the side to keep the padding from the viewport edges', () => {
    const atLeft = { ...request, anchor: { ...request.anchor, x: 10 } };
    expect(placePanel(atLeft).x).toBe(8);
    const atRight = { ...request, anchor: { ...request.anchor, x: 900 } };
    expect(placePanel(atRight).x).toBe(1000 - 8 - 288);
    const wide = { ...request, panel: { width: 1200, height: 200 } };
    expect(placePanel(wide).x).toBe(8);
  });

  it('never shifts so far that the panel leaves the anchor', () => {
    const offScreen = { ...request, anchor: { x: -400, y: 380, width: 120, height: 40 } };
    expect(placePanel(offScreen).x).toBe(-400 + 120);
  });

  it('places left and right of the anchor, aligned physically', () => {
    expect(placePanel({ ...request, side: 'right', align: 'start' })).toMatchObject({
      x: 568,
      y: 380,
      side: 'right',
      transformOrigin: '0% 0%',
    });
    expect(placePanel({ ...request, side: 'left', align: 'end', isRightToLeft: true })).toMatchObject({
      x: 440 - 8 - 288,
      y: 420 - 200,
      side: 'left',
      availableHeight: 800 - 16,
      transformOrigin: '100% 100%',
    });
    const nearRight = { ...request, side: 'right' as const, anchor: { ...request.anchor, x: 800 } };
    expect(placePanel(nearRight)).toMatchObject({ side: 'left', x: 800 - 8 - 288 });
  });

  it('rounds to whole device pixels', () => {
    const odd = { ...request, anchor: { x: 440.2, y: 380.2, width: 121, height: 40 } };
    expect(placePanel(odd)).toMatchObject({ x: 357, y: 428 });
    expect(placePanel({ ...odd, pixelRatio: 2 })).toMatchObject({ x: 356.5, y: 428 });
  });
});
