import type { RatingStarsLabels } from '../rating-stars';

/**
 * The rating stars' texts in English: their defaults, and the keys of their texts in any other language (`./ur.ts`).
 */
export const ratingStarsTexts = {
  rated: (rating: number, count?: number) =>
    `Rated ${rating} out of 5${count !== undefined ? `, ${count} ${count === 1 ? 'rating' : 'ratings'}` : ''}`,
  option: (rating: number) => `${rating} ${rating === 1 ? 'star' : 'stars'}`,
} satisfies Required<RatingStarsLabels>;
