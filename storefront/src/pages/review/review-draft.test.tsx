// @vitest-environment jsdom
import { ReviewForm } from '@sauda/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearReviewDraft, readReviewDraft, REVIEW_DRAFT_KEY, saveReviewDraft } from './review-draft';

afterEach(() => sessionStorage.clear());

/** The review page's form with its draft, as `review-page.tsx` wires it. */
const draftedForm = () => (
  <ReviewForm
    onSubmit={() => undefined}
    defaultComment={readReviewDraft('u-1', 'p-1')}
    onCommentChange={(comment) => saveReviewDraft('u-1', 'p-1', comment)}
  />
);

describe('review draft', () => {
  it('keeps the comment as typed across a reload of the page, for its shopper and product only', async () => {
    const first = render(draftedForm());
    await userEvent.type(screen.getByRole('textbox', { name: /Your review/ }), 'Soft fabric');
    first.unmount();

    render(draftedForm());
    expect(screen.getByRole('textbox', { name: /Your review/ })).toHaveProperty('value', 'Soft fabric');
    expect(readReviewDraft('u-2', 'p-1')).toBe('');
    expect(readReviewDraft('u-1', 'p-2')).toBe('');
    clearReviewDraft();
    expect(readReviewDraft('u-1', 'p-1')).toBe('');
  });

  it('drops an emptied draft and ignores one it cannot read', () => {
    saveReviewDraft('u-1', 'p-1', 'Good');
    saveReviewDraft('u-1', 'p-1', '');
    expect(sessionStorage.getItem(REVIEW_DRAFT_KEY)).toBeNull();
    sessionStorage.setItem(REVIEW_DRAFT_KEY, '{not json');
    expect(readReviewDraft('u-1', 'p-1')).toBe('');
    sessionStorage.setItem(REVIEW_DRAFT_KEY, JSON.stringify({ userId: 'u-1', productId: 'p-1', comment: 4 }));
    expect(readReviewDraft('u-1', 'p-1')).toBe('');
  });
});
