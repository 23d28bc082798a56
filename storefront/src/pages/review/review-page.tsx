import { isApiError } from '@sauda/api';
import {
  isUuid,
  productPath,
  REVIEW_FAILED_MESSAGE,
  REVIEW_NOT_RECEIVED_MESSAGE,
  REVIEW_SUBMITTED_MESSAGE,
  type StoredUser,
} from '@sauda/commerce';
import { EmptyState, Link, PageLoader, ReviewCard, ReviewForm, toast, type ReviewFormValues } from '@sauda/ui';
import { useState } from 'react';
import { useParams } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { reviewsApi } from '../../api/reviews-api';
import { handleSessionExpiry } from '../../api/session-expiry';
import { useMyReview } from '../../data/use-my-review';
import { useProduct } from '../../data/use-product';
import { useReviewEligibility } from '../../data/use-review-eligibility';
import { useDocumentMeta } from '../../layout/use-document-meta';
import * as messages from '../../messages';
import { loginHref } from '../../navigation/return-to';
import type { ReviewEntryState } from '../../navigation/review-entry';
import { useStoredUser } from '../../session/session';
import { clearReviewDraft, readReviewDraft, saveReviewDraft } from './review-draft';

const text = messages.review;

/**
 * /review/{id} (§2.22): the product comes from the navigation state the product page sets; Sauda also accepts the
 * id in the address so a shared or reloaded link works. A visitor sees 'Login Required'; a shopper who reviewed
 * the product sees 'Your Review'; one who has not received it (no delivered order of theirs contains it) is told
 * so instead of being given a form the server refuses; otherwise 'Submit Your Review'. The original backend cannot
 * say beforehand: there the form shows, and its refusal turns it into the same explanation.
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
  const eligibility = useReviewEligibility(productId, user.userId);
  const [refused, setRefused] = useState(false);
  if (mine.data === undefined && !mine.error) return <PageLoader label={text.loading} />;
  // The check failing (a network fault) leaves the form: the submission's answer still decides.
  if (!mine.data && eligibility.data === undefined && !eligibility.error) {
    return <PageLoader label={text.checking} />;
  }
  const viewProduct = (
    <Link href={productPath(productName || mine.data?.productName || '', productId)} variant="button">
      {text.viewProduct}
    </Link>
  );

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
      if (isApiError(error) && error.status === 403 && error.serverMessage === REVIEW_NOT_RECEIVED_MESSAGE) {
        setRefused(true);
      } else if (isApiError(error) && error.kind === 'network' && !navigator.onLine) {
        // Offline: the shopper is told so plainly; the text stays in the form and its draft for when they are back.
        toast.error(messages.pwa.writeOffline);
      } else if (!handleSessionExpiry(error)) {
        toast.error(isApiError(error) ? (error.serverMessage ?? REVIEW_FAILED_MESSAGE) : REVIEW_FAILED_MESSAGE);
      }
      throw error;
    }
    clearReviewDraft();
    toast.success(REVIEW_SUBMITTED_MESSAGE);
    // The original reloads the page; refetching shows 'Your Review' without losing the app's state.
    await mine.mutate();
  };

  return (
    <div className="sd:mx-auto sd:flex sd:w-full sd:max-w-2xl sd:flex-col sd:gap-6 sd:py-6">
      {productName && <p className="sd:text-muted">{text.forProduct(productName)}</p>}
      {mine.data ? (
        <ReviewCard
          review={mine.data}
          authorName={user.name}
          heading={text.yourReview}
          headingLevel={2}
          actions={viewProduct}
        />
      ) : refused || eligibility.data === 'notReceived' ? (
        <EmptyState
          title={text.notReceived}
          description={text.notReceivedText}
          headingLevel={2}
          actions={[
            { label: text.myOrders, href: '/user/orders' },
            { label: text.viewProduct, href: productPath(productName, productId) },
          ]}
        />
      ) : (
        <ReviewForm
          onSubmit={submit}
          defaultComment={readReviewDraft(user.userId, productId)}
          onCommentChange={(comment) => saveReviewDraft(user.userId, productId, comment)}
        />
      )}
    </div>
  );
}
