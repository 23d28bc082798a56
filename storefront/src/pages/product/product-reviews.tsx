import { ListSkeleton, ReviewCard } from '@sauda/ui';
import { useProductReviews } from '../../data/use-product-reviews';
import * as messages from '../../messages';

const text = messages.product;

/** The product's reviews with their photos, newest first; a short text when there are none or they failed to load. */
export default function ProductReviews({ productId }: { productId: string }) {
  const { data: reviews, error } = useProductReviews(productId);

  return (
    <section aria-labelledby="product-reviews" className="flex flex-col gap-4">
      <h2 id="product-reviews" className="text-lg font-semibold">
        {text.reviews}{' '}
        {reviews && reviews.length > 0 && <span className="text-muted">{text.reviewCount(reviews.length)}</span>}
      </h2>
      {!reviews && !error ? (
        <ListSkeleton count={2} showImage={false} label={text.loadingReviews} />
      ) : !reviews || reviews.length === 0 ? (
        <p className="text-muted">{reviews ? text.noReviews : text.reviewsFailed}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard
                review={review}
                authorName={review.userName ?? text.anonymousReviewer}
                authorAvatar={review.userImage}
                sellerReply={review.vendorReply}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
