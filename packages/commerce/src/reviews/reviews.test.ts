import { describe, expect, it } from 'vitest';
import { arrangeReviews, histogramStar, ratingHistogram } from '.';

const review = (rating: number, createdAt: string, images: string[] = []) => ({ rating, createdAt, images });

describe('ratingHistogram', () => {
  it('counts each whole star, a half star with the star above it, and averages to one decimal', () => {
    const histogram = ratingHistogram([
      review(5, '2025-01-01'),
      review(4.5, '2025-01-02'),
      review(4, '2025-01-03'),
      review(1, '2025-01-04'),
      review(1.5, '2025-01-05'),
    ]);
    expect(histogram).toEqual({ counts: { 5: 2, 4: 1, 3: 0, 2: 1, 1: 1 }, total: 5, average: 3.2 });
    expect(Object.values(histogram.counts).reduce((sum, count) => sum + count, 0)).toBe(histogram.total);
  });

  it('is all zeros without reviews', () => {
    expect(ratingHistogram([])).toEqual({ counts: { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 }, total: 0, average: 0 });
  });

  it('clamps ratings outside 1..5', () => {
    expect([histogramStar(0.5), histogramStar(0), histogramStar(7)]).toEqual([1, 1, 5]);
  });
});

describe('arrangeReviews', () => {
  const old = review(5, '2025-01-01T10:00:00Z', ['a.webp']);
  const middle = review(2, '2025-02-01T10:00:00Z');
  const recent = review(4, '2025-03-01T10:00:00Z');
  const recentFive = review(5, '2025-03-02T10:00:00Z');
  const all = [old, middle, recent, recentFive];

  it('sorts newest first, by highest or lowest rating (ties newest first), or photos first', () => {
    expect(arrangeReviews(all, { sort: 'newest', withPhotos: false })).toEqual([recentFive, recent, middle, old]);
    expect(arrangeReviews(all, { sort: 'highest', withPhotos: false })).toEqual([recentFive, old, recent, middle]);
    expect(arrangeReviews(all, { sort: 'lowest', withPhotos: false })).toEqual([middle, recent, recentFive, old]);
    expect(arrangeReviews(all, { sort: 'withPhotosFirst', withPhotos: false })).toEqual([
      old,
      recentFive,
      recent,
      middle,
    ]);
  });

  it('keeps only reviews with photos when asked, and leaves the list it was given alone', () => {
    expect(arrangeReviews(all, { sort: 'newest', withPhotos: true })).toEqual([old]);
    expect(all).toEqual([old, middle, recent, recentFive]);
  });
});
