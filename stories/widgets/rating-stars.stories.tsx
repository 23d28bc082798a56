import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { RatingInput, RatingStars } from '@sauda/ui';

/**
 * A star rating, shown (0 to 5 in half stars, with the number of ratings) or given with RatingInput. Use the shown
 * rating on cards and pages, and the input only where the shopper rates, as in the review form.
 */
const meta = {
  title: 'Widgets/RatingStars',
  component: RatingStars,
  args: { rating: 4.5, count: 128 },
  argTypes: {
    rating: { control: { type: 'range', min: 0, max: 5, step: 0.5 } },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rating stars with typical content: try its props in the Controls panel. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5, 128 ratings' })).toBeVisible();
  },
};

/** Every half step from 0 to 5. */
export const AllHalfSteps: Story = {
  render: () => (
    <div className="sd:flex sd:flex-col sd:gap-2">
      {[0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5].map((rating) => (
        <RatingStars key={rating} rating={rating} count={rating * 10} />
      ))}
    </div>
  ),
};

export const RoundsToNearestHalf: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { rating: 3.74, count: 7 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 3.5 out of 5, 7 ratings' })).toBeVisible();
  },
};

/** No ratings yet. */
export const NoRatingsYet: Story = { args: { rating: 0, count: 0 } };

/** Without the number of ratings. */
export const WithoutCount: Story = { args: { rating: 4, count: undefined } };

/** Each size. */
export const Sizes: Story = {
  render: (args) => (
    <div className="sd:flex sd:flex-col sd:gap-2">
      <RatingStars {...args} size="sm" />
      <RatingStars {...args} size="md" />
      <RatingStars {...args} size="lg" />
    </div>
  ),
};

/** Two and a half stars, in a right-to-left page. */
export const RightToLeft: Story = { args: { rating: 2.5 }, globals: { dir: 'rtl' } };

/** The rating input, nothing chosen. */
export const Input: Story = {
  render: () => <RatingInput label="Your rating" isRequired onChange={fn()} />,
  play: async ({ canvas }) => {
    const four = canvas.getByRole('radio', { name: '4 stars' });
    await userEvent.click(four);
    await expect(four).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4.5 stars' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '3.5 stars' })).toBeChecked();
  },
};

export const InputControlled: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  render: function Controlled() {
    const [rating, setRating] = useState<number | null>(2.5);
    return (
      <div className="sd:flex sd:flex-col sd:gap-2">
        <RatingInput label="Rate this product" value={rating} onChange={setRating} />
        <output>{rating === null ? 'No rating' : `You chose ${rating}`}</output>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '2.5 stars' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '1 star' }));
    await expect(canvas.getByText('You chose 1')).toBeVisible();
  },
};

/** The rating input with an error. */
export const InputWithError: Story = {
  render: () => <RatingInput label="Your rating" isRequired errorMessage="Rating is required" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: /Your rating/ })).toHaveAccessibleDescription(
      'Rating is required',
    );
  },
};

/** The rating input in a right-to-left page. */
export const InputRightToLeft: Story = {
  render: () => <RatingInput label="Your rating" defaultValue={3.5} />,
  globals: { dir: 'rtl' },
};
