import { cx } from '../../lib/cx';

/** A star's outline from its top point, in a 24-unit square, all relative so it repeats along a row. */
const STAR_OUTLINE = 'l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54-5.87-3.09-5.87 3.09 1.12-6.54-4.75-4.63 6.56-.95z';
const STAR_PATH = `M12 2.5${STAR_OUTLINE}`;

/** `count` stars side by side in one path, star `i` in the square from x = 24i (a viewBox of 24·count × 24). */
export const starRowPath = (count: number) =>
  Array.from({ length: count }, (_, i) => `${i === 0 ? 'M12 2.5' : 'm24 0'}${STAR_OUTLINE}`).join('');

/**
 * One star filled to `fill` (0, 0.5 or 1). The filled part starts at the inline start, so half stars mirror in
 * right-to-left layouts.
 */
export function StarIcon({ fill, className }: { fill: number; className?: string }) {
  return (
    <span
      data-slot="star"
      data-fill={fill}
      aria-hidden
      className={cx('sd:relative sd:inline-block sd:shrink-0', className)}
    >
      <svg viewBox="0 0 24 24" className="sd:size-full sd:text-line-strong">
        <path d={STAR_PATH} fill="currentColor" />
      </svg>
      {fill > 0 && (
        <span className="sd:absolute sd:inset-y-0 sd:start-0 sd:overflow-hidden" style={{ width: `${fill * 100}%` }}>
          <svg
            viewBox="0 0 24 24"
            className="sd:h-full sd:text-star"
            style={{ width: `${100 / fill}%`, maxWidth: 'none' }}
          >
            <path d={STAR_PATH} fill="currentColor" />
          </svg>
        </span>
      )}
    </span>
  );
}

/** Splits a rating into per-star fills of 0, 0.5 or 1 (rounded to the nearest half). */
export function starFills(rating: number, max = 5): number[] {
  const halves = Math.round(Math.min(Math.max(rating, 0), max) * 2);
  return Array.from({ length: max }, (_, i) => Math.min(Math.max(halves - i * 2, 0), 2) / 2);
}
