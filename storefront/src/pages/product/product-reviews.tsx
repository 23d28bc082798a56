import { arrangeReviews, hasPhotos, ratingHistogram, type ReviewView } from '@sauda/commerce';
import { ListSkeleton, RatingHistogram, ReviewCard, ReviewFilters } from '@sauda/ui';
import { useMemo, useState } from 'react';
import { useProductReviews } from '../../data/use-product-reviews';
import * as messages from '../../messages';

const text = messages.product;

/**
 * The product's reviews: a histogram of their ratings, a 'With photos' filter and a sort (newest first until the
 * shopper picks another), then the reviews with their photos and verified purchase marks; a short text when there are
 * none or they failed to load. Both backends answer every review at once, so the histogram, filter and sort run here
 * over the whole list (`ratingHistogram`, `arrangeReviews` of commerce).
 */
export default function ProductReviews({ productId }: { productId: string }) {
  const { data: reviews, error } = useProductReviews(productId);
  const [view, setView] = useState<ReviewView>({ sort: 'newest', withPhotos: false });
  const histogram = useMemo(() => ratingHistogram(reviews ?? []), [reviews]);
  const shown = useMemo(() => arrangeReviews(reviews ?? [], view), [reviews, view]);
  const photoCount = useMemo(() => (reviews ?? []).filter(hasPhotos).length, [reviews]);

  return (
    <section aria-labelledby="product-reviews" className="sd:flex sd:flex-col sd:gap-4">
      <h2 id="product-reviews" className="sd:text-lg sd:font-semibold">
        {text.reviews}{' '}
        {reviews && reviews.length > 0 && <span className="sd:text-muted">{text.reviewCount(reviews.length)}</span>}
      </h2>
      {!reviews && !error ? (
        <ListSkeleton count={2} showImage={false} label={text.loadingReviews} />
      ) : !reviews || reviews.length === 0 ? (
        <p className="sd:text-muted">{reviews ? text.noReviews : text.reviewsFailed}</p>
      ) : (
        <>
          <RatingHistogram histogram={histogram} />
          <ReviewFilters
            sort={view.sort}
            onSortChange={(sort) => setView((current) => ({ ...current, sort }))}
            withPhotos={view.withPhotos}
            onWithPhotosChange={(withPhotos) => setView((current) => ({ ...current, withPhotos }))}
            photoCount={photoCount}
          />
          {shown.length === 0 ? (
            <p className="sd:text-muted">{messages.review.noPhotoReviews}</p>
          ) : (
            <ul className="sd:flex sd:flex-col sd:gap-3">
              {shown.map((review) => (
                <li key={review.id}>
                  <ReviewCard
                    review={review}
                    authorName={review.userName ?? text.anonymousReviewer}
                    authorAvatar={review.userImage}
                    sellerReply={review.vendorReply}
                    isVerifiedPurchase={review.verifiedPurchase}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
