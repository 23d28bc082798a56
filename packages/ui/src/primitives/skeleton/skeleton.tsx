import { cx } from '../../lib/cx';
import { skeletonLineVariants, skeletonVariants } from './skeleton.variants';

export interface SkeletonProps {
  /**
   * `text`: one or more lines of text; `rect`: a block such as a product image; `circle`: an avatar or logo.
   * @default 'rect'
   */
  shape?: 'text' | 'rect' | 'circle';
  /**
   * Number of lines of the `text` shape; the last of several is shorter, like a real paragraph.
   * @default 1
   */
  lines?: number;
  /**
   * Width to height ratio of the `rect` shape, as CSS `aspect-ratio` (e.g. '4 / 3'). Pass 'auto' and a height class
   * for a fixed height.
   * @default '1 / 1'
   */
  aspectRatio?: string;
  /**
   * Line height of `text` and diameter of `circle` (32, 48 or 64 px).
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /** Extra classes for the root element, e.g. a width. */
  className?: string;
}

/**
 * A pulsing placeholder shown while content loads; still under `prefers-reduced-motion`. It is hidden from assistive
 * technology: announce loading on the region that holds it (`aria-busy`, or a status message).
 */
export function Skeleton({ shape = 'rect', lines = 1, aspectRatio = '1 / 1', size = 'md', className }: SkeletonProps) {
  const count = Math.max(1, Math.floor(lines));
  return (
    <div
      aria-hidden
      data-slot="skeleton"
      data-variant={shape}
      data-size={size}
      style={shape === 'rect' ? { aspectRatio } : undefined}
      className={cx(skeletonVariants({ shape, size }), className)}
    >
      {shape === 'text' &&
        Array.from({ length: count }, (_, index) => (
          <div
            key={index}
            data-slot="skeleton-line"
            className={skeletonLineVariants({ size, last: count > 1 && index === count - 1 })}
          />
        ))}
    </div>
  );
}
