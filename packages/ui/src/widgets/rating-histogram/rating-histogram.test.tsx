// @vitest-environment jsdom
import { ratingHistogram } from '@sauda/commerce';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RatingHistogram } from './rating-histogram';

afterEach(cleanup);

describe('RatingHistogram', () => {
  it('shows the average, the total and one row per star, 5 to 1', () => {
    const ratings = [5, 5, 4.5, 4, 1].map((rating) => ({ rating }));
    render(<RatingHistogram histogram={ratingHistogram(ratings)} />);
    screen.getByText('3.9');
    screen.getByText('5 ratings');
    const rows = within(screen.getByRole('list', { name: 'Ratings by stars' })).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.sd\\:sr-only')?.textContent)).toEqual([
      '5 stars: 3',
      '4 stars: 1',
      '3 stars: 0',
      '2 stars: 0',
      '1 star: 1',
    ]);
  });
});
