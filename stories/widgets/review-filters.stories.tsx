import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import type { ReviewSort } from '@sauda/commerce';
import { ReviewFilters } from '@sauda/ui';

/**
 * Filters and order for a product's reviews, such as only those with photos. Use it above the list of reviews.
 */
const meta = {
  title: 'Widgets/ReviewFilters',
  component: ReviewFilters,
  args: {
    sort: 'newest',
    withPhotos: false,
    photoCount: 3,
    onSortChange: fn(),
    onWithPhotosChange: fn(),
  },
  render: function Render(args) {
    const [sort, setSort] = useState<ReviewSort>(args.sort);
    const [withPhotos, setWithPhotos] = useState(args.withPhotos);
    return (
      <ReviewFilters
        {...args}
        sort={sort}
        withPhotos={withPhotos}
        onSortChange={(next) => {
          setSort(next);
          args.onSortChange(next);
        }}
        onWithPhotosChange={(next) => {
          setWithPhotos(next);
          args.onWithPhotosChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ReviewFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The review filters with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

/** The shopper ticks 'With photos' and picks another order with the keyboard. */
export const FiltersAndSorts: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    const photos = canvas.getByRole('checkbox', { name: 'With photos (3)' });
    await userEvent.click(photos);
    await expect(photos).toBeChecked();
    await expect(args.onWithPhotosChange).toHaveBeenLastCalledWith(true);

    const sort = canvas.getByRole('combobox', { name: 'Sort reviews' });
    await expect(sort).toHaveDisplayValue('Newest');
    await userEvent.selectOptions(sort, 'Lowest rating');
    await expect(args.onSortChange).toHaveBeenLastCalledWith('lowest');
    await expect(sort).toHaveDisplayValue('Lowest rating');
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Newest',
      'Highest rating',
      'Lowest rating',
      'With photos first',
    ]);
  },
};

/** No review has photos. */
export const NoPhotos: Story = {
  args: { photoCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'With photos (0)' })).toBeDisabled();
  },
};

/** The review filters in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { globals: { dir: 'rtl' } };

/** The review filters on a 360 px wide phone. */
export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };
