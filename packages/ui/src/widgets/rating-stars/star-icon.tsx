import { cx } from '../../lib/cx';

const STAR_PATH =
  'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.49l-5.87 3.09 1.12-6.54L2.5 9.41l6.56-.95L12 2.5z';

/**
 * One star filled to `fill` (0, 0.5 or 1). The filled part starts at the inline start, so half stars mirror in
 * right-to-left layouts.
 */
export function StarIcon({ fill, className }: { fill: number; className?: string }) {
  return (
    <span data-slot="star" data-fill={fill} aria-hidden className={cx('relative inline-block shrink-0', className)}>
      <svg viewBox="0 0 24 24" className="size-full text-line-strong">
        <path d={STAR_PATH} fill="currentColor" />
      </svg>
      {fill > 0 && (
        <span className="absolute inset-y-0 start-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
          <svg viewBox="0 0 24 24" className="h-full text-star" style={{ width: `${100 / fill}%`, maxWidth: 'none' }}>
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
