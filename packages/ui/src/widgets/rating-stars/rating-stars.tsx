import { cx } from '../../lib/cx';
import { StarIcon, starFills } from './star-icon';
import { ratingStarsVariants } from './rating-stars.variants';

export interface RatingStarsProps {
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
   * @default (rating, count) => `Rated ${rating} out of 5` + (count !== undefined ? `, ${count} ratings` : '')
   */
  label?: (rating: number, count?: number) => string;
  /** Extra classes for the root element. */
  className?: string;
}

const defaultLabel = (rating: number, count?: number) =>
  `Rated ${rating} out of 5${count !== undefined ? `, ${count} ${count === 1 ? 'rating' : 'ratings'}` : ''}`;

/** A read-only rating in half stars, with the rating count in brackets. */
export function RatingStars({ rating, count, size = 'md', label = defaultLabel, className }: RatingStarsProps) {
  const rounded = Math.round(Math.min(Math.max(rating, 0), 5) * 2) / 2;
  return (
    <span
      data-slot="rating-stars"
      data-size={size}
      role="img"
      aria-label={label(rounded, count)}
      className={cx(ratingStarsVariants({ size }), className)}
    >
      <span data-slot="rating-stars-stars" className="inline-flex">
        {starFills(rounded).map((fill, i) => (
          <StarIcon key={i} fill={fill} />
        ))}
      </span>
      {count !== undefined && (
        <span data-slot="rating-stars-count" aria-hidden className="text-muted">
          ({count})
        </span>
      )}
    </span>
  );
}
