/** The limits a two-thumb range moves within. */
export interface RangeBounds {
  min: number;
  max: number;
  step: number;
  /** Smallest distance kept between the thumbs, in values (steps × step). */
  gap: number;
}

const decimals = (step: number) => (String(step).split('.')[1] ?? '').length;

/** A value snapped to the nearest step from `min`, rounded to the step's decimals and kept within [min, max]. */
export function snapToStep(value: number, { min, max, step }: RangeBounds): number {
  const snapped = Number((Math.round((value - min) / step) * step + min).toFixed(decimals(step)));
  return Math.min(max, Math.max(min, snapped));
}

/** Where a value sits along the track, 0–100. */
export function percentOf(value: number, { min, max }: RangeBounds): number {
  if (max === min) return 0;
  return Math.min(100, Math.max(0, ((value - min) / (max - min)) * 100));
}

/**
 * The range after thumb `index` is asked to go to `value`: snapped, and stopped `gap` short of the other thumb so the
 * thumbs never cross.
 */
export function moveThumb(
  range: readonly [number, number],
  index: 0 | 1,
  value: number,
  bounds: RangeBounds,
): [number, number] {
  const next = snapToStep(value, bounds);
  return index === 0
    ? [Math.min(next, range[1] - bounds.gap), range[1]]
    : [range[0], Math.max(next, range[0] + bounds.gap)];
}

/** The thumb a press on the track moves: the nearer one; when both are as near, the one on the pressed side. */
export function nearestThumb(range: readonly [number, number], value: number): 0 | 1 {
  const toFirst = Math.abs(range[0] - value);
  const toSecond = Math.abs(range[1] - value);
  if (toFirst === toSecond) return value > range[1] ? 1 : 0;
  return toSecond < toFirst ? 1 : 0;
}

/**
 * The value a key moves a thumb to, or null for other keys. Arrows move one step (ten with Shift), PageUp/PageDown ten
 * steps, Home/End as far as the thumb can go. Left and Right follow the reading direction.
 */
export function keyTarget(
  key: string,
  shiftKey: boolean,
  range: readonly [number, number],
  index: 0 | 1,
  isRtl: boolean,
  bounds: RangeBounds,
): number | null {
  const current = range[index];
  if (key === 'Home') return index === 0 ? bounds.min : range[0] + bounds.gap;
  if (key === 'End') return index === 1 ? bounds.max : range[1] - bounds.gap;
  const forward = ['ArrowUp', 'PageUp', isRtl ? 'ArrowLeft' : 'ArrowRight'];
  const back = ['ArrowDown', 'PageDown', isRtl ? 'ArrowRight' : 'ArrowLeft'];
  const direction = forward.includes(key) ? 1 : back.includes(key) ? -1 : 0;
  if (direction === 0) return null;
  const multiplier = key.startsWith('Page') || shiftKey ? 10 : 1;
  return current + direction * multiplier * bounds.step;
}
