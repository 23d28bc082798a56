import { describe, expect, it } from 'vitest';
import { keyTarget, moveThumb, nearestThumb, percentOf, snapToStep, type RangeBounds } from './range-values';

const price: RangeBounds = { min: 0, max: 10000, step: 10, gap: 0 };

describe('range slider values', () => {
  it('snaps to the step from min and stays within the bounds', () => {
    expect(snapToStep(514, price)).toBe(510);
    expect(snapToStep(515, price)).toBe(520);
    expect(snapToStep(-40, price)).toBe(0);
    expect(snapToStep(10_400, price)).toBe(10000);
    expect(snapToStep(0.30000000000000004, { min: 0, max: 1, step: 0.1, gap: 0 })).toBe(0.3);
    expect(snapToStep(7, { min: 5, max: 50, step: 5, gap: 0 })).toBe(5);
  });

  it('places values along the track in percent', () => {
    expect(percentOf(2500, price)).toBe(25);
    expect(percentOf(-1, price)).toBe(0);
    expect(percentOf(20000, price)).toBe(100);
    expect(percentOf(3, { min: 3, max: 3, step: 1, gap: 0 })).toBe(0);
  });

  it('never lets the thumbs cross, keeping the gap between them', () => {
    expect(moveThumb([500, 8000], 0, 9000, price)).toEqual([8000, 8000]);
    expect(moveThumb([500, 8000], 1, 100, price)).toEqual([500, 500]);
    expect(moveThumb([500, 8000], 0, 9000, { ...price, gap: 100 })).toEqual([7900, 8000]);
    expect(moveThumb([500, 8000], 1, 2003, price)).toEqual([500, 2000]);
  });

  it('moves the nearer thumb, or the one on the pressed side when they overlap', () => {
    expect(nearestThumb([1000, 9000], 2000)).toBe(0);
    expect(nearestThumb([1000, 9000], 6000)).toBe(1);
    expect(nearestThumb([5000, 5000], 7000)).toBe(1);
    expect(nearestThumb([5000, 5000], 3000)).toBe(0);
  });

  it('reads arrows, page keys, Home and End, mirrored in right-to-left', () => {
    expect(keyTarget('ArrowRight', false, [500, 8000], 0, false, price)).toBe(510);
    expect(keyTarget('ArrowRight', false, [500, 8000], 0, true, price)).toBe(490);
    expect(keyTarget('ArrowLeft', false, [500, 8000], 0, true, price)).toBe(510);
    expect(keyTarget('ArrowUp', true, [500, 8000], 1, false, price)).toBe(8100);
    expect(keyTarget('PageDown', false, [500, 8000], 1, false, price)).toBe(7900);
    expect(keyTarget('Home', false, [500, 8000], 0, false, price)).toBe(0);
    expect(keyTarget('Home', false, [500, 8000], 1, false, { ...price, gap: 100 })).toBe(600);
    expect(keyTarget('End', false, [500, 8000], 0, false, price)).toBe(8000);
    expect(keyTarget('End', false, [500, 8000], 1, false, price)).toBe(10000);
    expect(keyTarget('Tab', false, [500, 8000], 0, false, price)).toBeNull();
  });
});
