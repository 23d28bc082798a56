import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import type { ListingFilters } from '@sauda/commerce';
import { FilterChips, type FilterChipsProps } from '@sauda/ui';

const allFilters: ListingFilters = {
  brand: 'Gul Ahmed',
  color: 'Maroon',
  size: 'M',
  minPrice: 1500,
  maxPrice: 5000,
  rating: 4,
  sortBy: 'lowToHighPrice',
};

function Stateful(props: FilterChipsProps) {
  const [filters, setFilters] = useState(props.filters);
  return (
    <FilterChips
      {...props}
      filters={filters}
      onChange={(next, removed) => {
        props.onChange(next, removed);
        setFilters(next);
      }}
    />
  );
}

/**
 * The listing's active filters as chips the shopper removes one by one, or all at once. Use it above the product
 * grid so shoppers see and undo what narrows the list.
 */
const meta = {
  title: 'Widgets/FilterChips',
  component: FilterChips,
  args: { filters: allFilters, onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof FilterChips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The filter chips with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const RemovesChips: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Selected Filters:' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByText('Rs 1,500 - Rs 5,000')).toBeVisible();
    await expect(canvas.getByText('4 Stars & Up')).toBeVisible();
    await expect(canvas.getByText('Price: Low to High')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Remove filter Rs 1,500 - Rs 5,000' }));
    const { minPrice, maxPrice, ...withoutPrice } = allFilters;
    void minPrice;
    void maxPrice;
    await expect(args.onChange).toHaveBeenLastCalledWith(withoutPrice, {
      kind: 'price',
      label: 'Rs 1,500 - Rs 5,000',
    });
    await expect(canvas.queryByText('Rs 1,500 - Rs 5,000')).toBeNull();
    // Focus moves on to the next chip's button, so Enter keeps removing.
    await expect(canvas.getByRole('button', { name: 'Remove filter 4 Stars & Up' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Remove filter Price: Low to High' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Remove filter M' })).toHaveFocus();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** One filter set. */
export const OneChip: Story = { args: { filters: { brand: 'Khaadi' } } };

export const HiddenWithoutFilters: Story = {
  // Renders nothing by design: nothing to screenshot.
  tags: ['no-visual', '!dev', '!autodocs', 'scenario'],
  args: { filters: {} },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};

/** No filters set, with the bar kept on screen. */
export const EmptyShown: Story = {
  args: { filters: {}, hideWhenEmpty: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('None')).toBeVisible();
  },
};

/** The filter chips in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { globals: { dir: 'rtl' } };

/** The filter chips on a 360 px wide phone. */
export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };
