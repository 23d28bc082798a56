import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ratingHistogram } from '@sauda/commerce';
import { RatingHistogram } from '@sauda/ui';

const ratings = (spread: Record<number, number>) =>
  Object.entries(spread).flatMap(([rating, count]) =>
    Array.from({ length: count }, () => ({ rating: Number(rating) })),
  );

/**
 * How a product's ratings spread over one to five stars, with the average. Use it at the top of the reviews.
 */
const meta = {
  title: 'Widgets/RatingHistogram',
  component: RatingHistogram,
  args: { histogram: ratingHistogram(ratings({ 5: 12, 4.5: 3, 4: 6, 3: 2, 2: 1, 1: 4 })) },
  decorators: [
    (Story) => (
      <div className="sd:max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RatingHistogram>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rating histogram with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

/** Half stars count with the star above; the rows add up to the total under the average. */
export const CountsPerStar: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('3.9')).toBeVisible();
    await expect(canvas.getByText('28 ratings')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    const rows = within(canvas.getByRole('list', { name: 'Ratings by stars' })).getAllByRole('listitem');
    await expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('5 stars: 15'),
      expect.stringContaining('4 stars: 6'),
      expect.stringContaining('3 stars: 2'),
      expect.stringContaining('2 stars: 1'),
      expect.stringContaining('1 star: 4'),
    ]);
    const bar = canvasElement.querySelector<HTMLElement>('[data-star="5"] [data-slot="rating-histogram-bar"] span');
    await expect(bar?.style.inlineSize).toMatch(/^53\.57/);
  },
};

/** No ratings yet. */
export const NoRatings: Story = {
  args: { histogram: ratingHistogram([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0.0')).toBeVisible();
    await expect(canvas.getByText('0 ratings')).toBeVisible();
  },
};

/** A single rating. */
export const OneRating: Story = {
  args: { histogram: ratingHistogram([{ rating: 5 }]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 rating')).toBeVisible();
  },
};

/** The rating histogram in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { globals: { dir: 'rtl' } };

/** The rating histogram on a 360 px wide phone. */
export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };
