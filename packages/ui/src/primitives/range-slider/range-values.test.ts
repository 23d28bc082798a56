import { describe, expect, it } from 'vitest';
import { thumbBounds, type RangeBounds } from './range-values';

const price: RangeBounds = { min: 0, max: 10000, gap: 0 };

describe('thumbBounds', () => {
  it('bounds each thumb by the other one', () => {
    expect(thumbBounds([500, 8000], 0, price)).toEqual([0, 8000]);
    expect(thumbBounds([500, 8000], 1, price)).toEqual([500, 10000]);
  });

  it('keeps the gap between the thumbs', () => {
    expect(thumbBounds([500, 8000], 0, { ...price, gap: 100 })).toEqual([0, 7900]);
    expect(thumbBounds([500, 8000], 1, { ...price, gap: 100 })).toEqual([600, 10000]);
  });

  it('never reaches past the ends, even when the gap cannot be kept', () => {
    expect(thumbBounds([0, 50], 0, { ...price, gap: 100 })).toEqual([0, 0]);
    expect(thumbBounds([9950, 10000], 1, { ...price, gap: 100 })).toEqual([10000, 10000]);
  });
});
