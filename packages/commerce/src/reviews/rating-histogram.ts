/** The star rows of a histogram, highest first. */
export const HISTOGRAM_STARS = [5, 4, 3, 2, 1] as const;
export type HistogramStar = (typeof HISTOGRAM_STARS)[number];

/** How a product's reviews spread over 5★..1★, with their average and number. */
export interface RatingHistogram {
  /** Reviews per whole star; the counts add up to `total`. */
  counts: Record<HistogramStar, number>;
  total: number;
  /** Mean rating to one decimal; 0 when there are no reviews. */
  average: number;
}

/**
 * The star a rating is counted under: ratings come in half steps (spec §7), and a half star counts with the star above
 * it (4.5 → 5★), as it is drawn closer to full; anything outside 1..5 is clamped into it.
 */
export function histogramStar(rating: number): HistogramStar {
  return Math.min(5, Math.max(1, Math.round(rating))) as HistogramStar;
}

/** The histogram of a complete list of reviews (both backends answer a product's reviews whole, unpaged). */
export function ratingHistogram(reviews: readonly { rating: number }[]): RatingHistogram {
  const counts: Record<HistogramStar, number> = { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 };
  let sum = 0;
  for (const { rating } of reviews) {
    counts[histogramStar(rating)] += 1;
    sum += rating;
  }
  const total = reviews.length;
  return { counts, total, average: total === 0 ? 0 : Math.round((sum / total) * 10) / 10 };
}
