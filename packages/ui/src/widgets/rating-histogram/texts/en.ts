import { formatCount, type HistogramStar } from '@sauda/commerce';
import type { RatingHistogramLabels } from '../rating-histogram';

/**
 * The rating histogram's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`).
 */
export const ratingHistogramTexts = {
  total: (total: number) => `${formatCount(total)} ${total === 1 ? 'rating' : 'ratings'}`,
  row: (star: HistogramStar, count: number, countText: string) =>
    `${formatCount(star)} ${star === 1 ? 'star' : 'stars'}: ${countText}`,
  rows: 'Ratings by stars',
} satisfies Required<RatingHistogramLabels>;
