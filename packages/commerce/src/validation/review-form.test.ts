import { describe, expect, it } from 'vitest';
import { firstError } from './first-error';
import { reviewFormSchema, reviewImageSchema } from './review-form';
import { addReviewImages, checkReviewForm, REVIEW_MAX_IMAGE_BYTES } from './review-form-rule';

const TWO_MB = 2 * 1024 * 1024;
const image = (name: string, size = 1000) => ({ name, size });

describe('review images', () => {
  it('allows exactly 2 MB', () => {
    expect(REVIEW_MAX_IMAGE_BYTES).toBe(TWO_MB);
    expect(reviewImageSchema.safeParse(image('a.jpg', TWO_MB)).success).toBe(true);
  });

  it('refuses 2 MB + 1 byte with the file name in the message', () => {
    expect(firstError(reviewImageSchema, image('beach photo.png', TWO_MB + 1))).toBe(
      'File "beach photo.png" exceeds the 2MB size limit.',
    );
  });

  it('addReviewImages keeps at most three in total', () => {
    const two = [image('a'), image('b')];
    expect(addReviewImages(two, [image('c')])).toEqual({ images: [...two, image('c')], errors: [] });
    expect(addReviewImages(two, [image('c'), image('d')])).toEqual({
      images: two,
      errors: ['You can upload a maximum of 3 images.'],
    });
  });

  it('addReviewImages leaves out images over 2 MB, naming each', () => {
    const result = addReviewImages([], [image('ok.jpg', TWO_MB), image('big.jpg', TWO_MB + 1)]);
    expect(result.images).toEqual([image('ok.jpg', TWO_MB)]);
    expect(result.errors).toEqual(['File "big.jpg" exceeds the 2MB size limit.']);
  });
});

describe('reviewFormSchema', () => {
  const valid = { rating: 4.5, comment: 'Great fabric', images: [image('a.jpg')] };

  it('accepts a rating in half steps, text and up to three images', () => {
    expect(reviewFormSchema.parse(valid)).toEqual(valid);
    expect(reviewFormSchema.parse({ rating: 0.5, comment: 'ok' })).toEqual({ rating: 0.5, comment: 'ok', images: [] });
    expect(reviewFormSchema.safeParse({ ...valid, images: [image('a'), image('b'), image('c')] }).success).toBe(true);
  });

  it("requires a rating ('Rating is required')", () => {
    expect(firstError(reviewFormSchema, { ...valid, rating: 0 })).toBe('Rating is required');
    expect(firstError(reviewFormSchema, { ...valid, rating: undefined })).toBe('Rating is required');
    expect(firstError(reviewFormSchema, { ...valid, rating: 5.5 })).toBe('Rating is required');
  });

  it("requires text ('Review text is required')", () => {
    expect(firstError(reviewFormSchema, { ...valid, comment: '   ' })).toBe('Review text is required');
  });

  it('refuses a fourth image', () => {
    expect(firstError(reviewFormSchema, { ...valid, images: [image('a'), image('b'), image('c'), image('d')] })).toBe(
      'You can upload a maximum of 3 images.',
    );
  });

  it('refuses an image of 2 MB + 1 byte', () => {
    expect(firstError(reviewFormSchema, { ...valid, images: [image('x.jpg', TWO_MB + 1)] })).toBe(
      'File "x.jpg" exceeds the 2MB size limit.',
    );
  });
});

describe('checkReviewForm (the kit checks without zod)', () => {
  it('gives every broken field its own message at once', () => {
    expect(checkReviewForm({ rating: null, comment: ' ', images: [image('big.png', TWO_MB + 1)] })).toEqual({
      ok: false,
      errors: {
        rating: 'Rating is required',
        comment: 'Review text is required',
        images: 'File "big.png" exceeds the 2MB size limit.',
      },
    });
  });

  it('accepts 0.5 to 5 in half steps and trims the text', () => {
    expect(checkReviewForm({ rating: 0.5, comment: ' ok ' })).toEqual({
      ok: true,
      data: { rating: 0.5, comment: 'ok', images: [] },
    });
    expect(checkReviewForm({ rating: 4.25, comment: 'ok' }).ok).toBe(false);
  });
});
