import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { starRowPath } from './star-icon';
import { ratingStarsVariants } from './rating-stars.variants';
import { ratingStarsTexts } from './texts/en';

/**
 * Texts of `RatingStars` and `RatingInput`; in English by default (`texts/en.ts`), or the language of a
 * `KitTextsProvider`. Their `label` and `optionLabel` props replace them.
 */
export interface RatingStarsLabels {
  /**
   * Accessible text of `RatingStars`; receives the rating rounded to a half and the count ('1 rating' for 1).
   * @default (rating, count) => `Rated ${rating} out of 5` + (count !== undefined ? `, ${count} ratings` : '')
   */
  rated?: (rating: number, count?: number) => string;
  /** Accessible name of each option of `RatingInput`. @default (rating) => `${rating} stars` ('1 star' for 1) */
  option?: (rating: number) => string;
}

export interface RatingStarsProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /** The rating to show, 0 to 5; drawn to the nearest half star. */
  rating: number;
  /**
   * Number of ratings, shown in brackets after the stars, e.g. '(12)'. Omit to hide it.
   */
  count?: number;
  /**
   * Star size.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Accessible text for the rating; receives the rating rounded to a half and the count.
   * @default the language's `RatingStarsLabels.rated` ('Rated 4.5 out of 5, 12 ratings')
   */
  label?: (rating: number, count?: number) => string;
  /** Extra classes for the root element. */
  className?: string;
}

const STARS = 5;
const ROW_PATH = starRowPath(STARS);
const ROW_VIEW_BOX = `0 0 ${24 * STARS} 24`;

/**
 * A read-only rating in half stars, with the rating count in brackets. The row is one outline drawn twice, in the
 * track colour and, clipped to the rating from the inline start, in the star colour: a listing shows one per card,
 * so it stays at a handful of elements (five separate stars were a third of a listing page's DOM).
 *
 * Other props are the root `<span>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const RatingStars = /* @__PURE__ */ forwardRef<HTMLSpanElement, RatingStarsProps>(function RatingStars(
  { rating, count, size = 'md', label, className, ...rest },
  ref,
) {
  const text = useTexts(ratingStarsTexts);
  const rounded = Math.round(Math.min(Math.max(rating, 0), STARS) * 2) / 2;
  const filled = rounded / STARS;
  return (
    <span
      {...rest}
      ref={ref}
      data-slot="rating-stars"
      data-size={size}
      role="img"
      aria-label={(label ?? text.rated)(rounded, count)}
      className={cx(ratingStarsVariants({ size }), className)}
    >
      <span data-slot="rating-stars-stars" data-rating={rounded} className="sd:relative sd:inline-block sd:shrink-0">
        <svg viewBox={ROW_VIEW_BOX} className="sd:size-full sd:text-line-strong">
          <path d={ROW_PATH} fill="currentColor" />
        </svg>
        {filled > 0 && (
          <span
            className="sd:absolute sd:inset-y-0 sd:start-0 sd:overflow-hidden"
            style={{ width: `${filled * 100}%` }}
          >
            <svg
              viewBox={ROW_VIEW_BOX}
              className="sd:h-full sd:text-star"
              style={{ width: `${100 / filled}%`, maxWidth: 'none' }}
            >
              <path d={ROW_PATH} fill="currentColor" />
            </svg>
          </span>
        )}
      </span>
      {count !== undefined && (
        <span data-slot="rating-stars-count" aria-hidden className="sd:text-muted">
          ({count})
        </span>
      )}
    </span>
  );
});
