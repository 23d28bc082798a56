/** The orders a product's reviews can be read in. 'Most helpful' is left out: the reference server keeps no likes. */
export const REVIEW_SORTS = ['newest', 'highest', 'lowest', 'withPhotosFirst'] as const;
/** A review sort; its label is `REVIEW_SORT_LABELS`'s (`messages/en/review-sorts.ts`). */
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** True for one of the review sort keys. */
export function isReviewSort(value: unknown): value is ReviewSort {
  return typeof value === 'string' && (REVIEW_SORTS as readonly string[]).includes(value);
}

/** What the shopper chose above a product's reviews. */
export interface ReviewView {
  sort: ReviewSort;
  /** Only reviews with at least one photo. */
  withPhotos: boolean;
}

/** The fields a review needs to be filtered and sorted. */
export interface ArrangeableReview {
  rating: number;
  images: readonly string[];
  /** ISO date. */
  createdAt: string;
}

const newestFirst = (a: ArrangeableReview, b: ArrangeableReview) => b.createdAt.localeCompare(a.createdAt);
/** True when the review has at least one photo (what 'With photos' keeps). */
export const hasPhotos = (review: Pick<ArrangeableReview, 'images'>) => review.images.length > 0;

const COMPARE: Record<ReviewSort, (a: ArrangeableReview, b: ArrangeableReview) => number> = {
  newest: newestFirst,
  highest: (a, b) => b.rating - a.rating || newestFirst(a, b),
  lowest: (a, b) => a.rating - b.rating || newestFirst(a, b),
  withPhotosFirst: (a, b) => Number(hasPhotos(b)) - Number(hasPhotos(a)) || newestFirst(a, b),
};

/**
 * A product's reviews as the shopper asked to read them: only those with photos when asked, then sorted; ties read
 * newest first. Runs over the whole list, which both backends answer unpaged.
 */
export function arrangeReviews<T extends ArrangeableReview>(reviews: readonly T[], view: ReviewView): T[] {
  return reviews.filter((review) => !view.withPhotos || hasPhotos(review)).sort(COMPARE[view.sort]);
}
