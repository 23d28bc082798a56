import { isApiError } from '@sauda/api';
import { isUuid, productPath, REVIEW_FAILED_MESSAGE, REVIEW_SUBMITTED_MESSAGE, type StoredUser } from '@sauda/commerce';
import { EmptyState, Link, PageLoader, ReviewCard, ReviewForm, toast, type ReviewFormValues } from '@sauda/ui';
import { useParams } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { reviewsApi } from '../../api/reviews-api';
import { handleSessionExpiry } from '../../api/session-expiry';
import { useMyReview } from '../../data/use-my-review';
import { useProduct } from '../../data/use-product';
import { useDocumentMeta } from '../../layout/use-document-meta';
import * as messages from '../../messages';
import { loginHref } from '../../navigation/return-to';
import type { ReviewEntryState } from '../../navigation/review-entry';
import { useStoredUser } from '../../session/session';

const text = messages.review;

/**
 * /review/{id} (§2.22): the product comes from the navigation state the product page sets; Sauda also accepts the
 * id in the address so a shared or reloaded link works. A visitor sees 'Login Required'; a shopper who reviewed
 * the product sees 'Your Review', otherwise 'Submit Your Review'.
 */
export default function ReviewPage() {
  useDocumentMeta(text.title, text.description);
  const state = useHistoryState<Partial<ReviewEntryState> | null>();
  const { id = '' } = useParams<{ id: string }>();
  const productId = state?.productId ?? (isUuid(id) ? id : null);
  const user = useStoredUser();
  const product = useProduct(productId);

  if (!productId || product.error) return <EmptyState title={text.productNotFound} headingLevel={1} />;
  if (!user) {
    return (
      <EmptyState
        title={text.loginRequired}
        description={text.loginRequiredText}
        headingLevel={1}
        actions={[{ label: text.login, href: loginHref() }]}
      />
    );
  }
  const name = product.data?.name ?? state?.productName ?? '';
  return <ReviewSection user={user} productId={productId} productName={name} />;
}

function ReviewSection({ user, productId, productName }: { user: StoredUser; productId: string; productName: string }) {
  const mine = useMyReview(productId, user.userId);
  if (mine.data === undefined && !mine.error) return <PageLoader label={text.loading} />;

  const submit = async (values: ReviewFormValues) => {
    try {
      await reviewsApi.submit({
        productId,
        userId: user.userId,
        rating: values.rating,
        comment: values.comment,
        images: values.files,
      });
    } catch (error) {
      if (!handleSessionExpiry(error)) {
        toast.error(isApiError(error) ? (error.serverMessage ?? REVIEW_FAILED_MESSAGE) : REVIEW_FAILED_MESSAGE);
      }
      throw error;
    }
    toast.success(REVIEW_SUBMITTED_MESSAGE);
    // The original reloads the page; refetching shows 'Your Review' without losing the app's state.
    await mine.mutate();
  };

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 py-6">
      {productName && <p className="text-muted">{text.forProduct(productName)}</p>}
      {mine.data ? (
        <ReviewCard
          review={mine.data}
          authorName={user.name}
          heading={text.yourReview}
          headingLevel={2}
          actions={
            <Link href={productPath(productName || mine.data.productName, productId)} variant="button">
              {text.viewProduct}
            </Link>
          }
        />
      ) : (
        <ReviewForm onSubmit={submit} />
      )}
    </div>
  );
}
