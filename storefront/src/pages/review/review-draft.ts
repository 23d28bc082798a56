/**
 * The review page's draft in `sessionStorage`: the comment as the shopper typed it, so that a reload (say, while
 * offline) keeps it. Per tab, tied to the shopper and the product, and dropped once the review is submitted; the
 * spec's keys in localStorage are listed in `storage/browser-storage.ts`.
 */
export const REVIEW_DRAFT_KEY = 'reviewDraft';

interface ReviewDraft {
  userId: string;
  productId: string;
  comment: string;
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Blocked storage (some private modes): the form works without a draft.
    return null;
  }
}

/** The comment `userId` was typing about `productId` in this tab, or '' (none, another's, or unreadable). */
export function readReviewDraft(userId: string, productId: string): string {
  try {
    const draft = JSON.parse(session()?.getItem(REVIEW_DRAFT_KEY) ?? 'null') as Partial<ReviewDraft> | null;
    return draft?.userId === userId && draft.productId === productId && typeof draft.comment === 'string'
      ? draft.comment
      : '';
  } catch {
    return '';
  }
}

/** Keeps the comment as typed; an emptied comment drops the draft. */
export function saveReviewDraft(userId: string, productId: string, comment: string): void {
  try {
    if (comment === '') session()?.removeItem(REVIEW_DRAFT_KEY);
    else session()?.setItem(REVIEW_DRAFT_KEY, JSON.stringify({ userId, productId, comment } satisfies ReviewDraft));
  } catch {
    // Storage full: the form keeps its text; only a reload would lose it.
  }
}

/** Drops the draft, once the review is submitted. */
export function clearReviewDraft(): void {
  session()?.removeItem(REVIEW_DRAFT_KEY);
}
