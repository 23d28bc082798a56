import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ListingFilters } from '@sauda/commerce';
import { FilterPanel, preloadRangeSlider, type FilterPanelProps } from '@sauda/ui';
import { filterOptions } from '../fixtures/products';

function Stateful(props: FilterPanelProps) {
  const [filters, setFilters] = useState<ListingFilters>(props.value);
  return (
    <FilterPanel
      {...props}
      value={filters}
      onChange={(next) => {
        props.onChange(next);
        setFilters(next);
      }}
    />
  );
}

/**
 * The listing's filters beside the product grid: brand, colour, size, price range and rating. Use it on wide
 * screens; on phones the same filters open in the FilterDrawer.
 */
const meta = {
  title: 'Widgets/FilterPanel',
  component: FilterPanel,
  // The price range's interactive control loads when it mounts; loaded first, the stories test it at once.
  loaders: [preloadRangeSlider],
  args: { value: {}, onChange: fn(), ...filterOptions },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div className="sd:max-w-72">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The filter panel with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const ShowMoreAndLess: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    const colour = within(canvas.getByRole('region', { name: 'Color' }));
    await expect(colour.getAllByRole('checkbox')).toHaveLength(5);
    const more = colour.getByRole('button', { name: 'Show More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(colour.getAllByRole('checkbox')).toHaveLength(filterOptions.colours.length);
    const less = colour.getByRole('button', { name: 'Show Less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    less.focus();
    await userEvent.keyboard('{Enter}');
    await expect(colour.getAllByRole('checkbox')).toHaveLength(5);
  },
};

export const OneBrandAtATime: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    const brand = within(canvas.getByRole('region', { name: 'Brand' }));
    await userEvent.click(brand.getByRole('checkbox', { name: 'Alkaram' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ brand: 'Alkaram' });
    await userEvent.click(brand.getByRole('checkbox', { name: 'Bata' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ brand: 'Bata' });
    await expect(brand.getByRole('checkbox', { name: 'Alkaram' })).not.toBeChecked();
    await expect(brand.getByRole('checkbox', { name: 'Bata' })).toBeChecked();
    // Unchecking clears the filter; the keyboard works too.
    brand.getByRole('checkbox', { name: 'Bata' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith({});
    await expect(brand.getByRole('checkbox', { name: 'Bata' })).not.toBeChecked();
  },
};

export const PriceAppliedByOk: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    const min = canvas.getByRole('slider', { name: 'Minimum price' });
    const max = canvas.getByRole('slider', { name: 'Maximum price' });
    await expect(min).toHaveAttribute('aria-valuenow', '0');
    await expect(max).toHaveAttribute('aria-valuenow', '10000');
    min.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{PageUp}');
    await expect(min).toHaveAttribute('aria-valuenow', '130');
    max.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(max).toHaveAttribute('aria-valuenow', '9980');
    // Read in rupees, and each thumb bounded by the other one.
    await expect(min).toHaveAttribute('aria-valuetext', 'Rs 130');
    await expect(max).toHaveAttribute('aria-valuetext', 'Rs 9,980');
    await expect(min).toHaveAttribute('aria-valuemax', '9980');
    await expect(max).toHaveAttribute('aria-valuemin', '130');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'OK' }));
    await expect(args.onChange).toHaveBeenCalledWith({ minPrice: 130, maxPrice: 9980 });
  },
};

/** The minimum-rating choices. */
export const RatingButtons: Story = {
  play: async ({ args, canvas }) => {
    const ratings = within(canvas.getByRole('region', { name: 'Rating' }));
    await expect(ratings.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '5 Stars & Up',
      '4 Stars & Up',
      '3 Stars & Up',
      '2 Stars & Up',
    ]);
    const four = ratings.getByRole('button', { name: '4 Stars & Up' });
    await userEvent.click(four);
    await expect(args.onChange).toHaveBeenLastCalledWith({ rating: 4 });
    await expect(four).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(ratings.getByRole('button', { name: '2 Stars & Up' }));
    await expect(four).toHaveAttribute('aria-pressed', 'false');
    ratings.getByRole('button', { name: '2 Stars & Up' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({});
  },
};

/** With a brand, colour, size, price range and rating chosen. */
export const WithFiltersSet: Story = {
  args: { value: { brand: 'Khaadi', color: 'Gold', size: 'M', minPrice: 1000, maxPrice: 5000, rating: 4 } },
  play: async ({ canvas }) => {
    // 'Gold' sits past the first five colours and still shows, checked.
    await expect(canvas.getByRole('checkbox', { name: 'Gold' })).toBeChecked();
    await expect(canvas.getByRole('slider', { name: 'Minimum price' })).toHaveAttribute('aria-valuenow', '1000');
  },
};

/** For products without sizes: no size filter. */
export const WithoutSizes: Story = {
  args: { isSizeFilterOffered: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Size' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Color' })).toBeVisible();
  },
};

/** Short lists, with nothing to show more of. */
export const ShortLists: Story = {
  args: { brands: ['Khaadi', 'Bata'], colours: ['Black', 'White'], sizes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Show More' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Size' })).toBeNull();
  },
};

/** Each option with the number of products it leads to. */
export const WithCounts: Story = {
  args: {
    brands: ['Khaadi', 'Bata', 'Alkaram'],
    colours: ['Black', 'White', 'Red'],
    sizes: ['M', '42'],
    optionCounts: {
      brand: { Khaadi: 1240, Bata: 36, Alkaram: 2 },
      color: { Black: 18, White: 9, Red: 0 },
      size: { M: 12 },
    },
    value: { color: 'Red' },
  },
  play: async ({ args, canvas }) => {
    const brand = within(canvas.getByRole('region', { name: 'Brand' }));
    await expect(brand.getByRole('checkbox', { name: 'Khaadi (1,240)' })).not.toBeChecked();
    await userEvent.click(brand.getByText('Bata', { exact: true }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ color: 'Red', brand: 'Bata' });
    // The chosen colour no product of the listing carries still shows, so it can be cleared.
    await expect(canvas.getByRole('checkbox', { name: 'Red (0)' })).toBeChecked();
    // An option without a count shows its name alone.
    await expect(canvas.getByRole('checkbox', { name: '42' })).toBeVisible();
  },
};

/** Brand, colour and size as radio groups led by 'Any', for hosts whose single choices should read as such. */
export const SingleChoicesAsRadios: Story = {
  args: { singleChoiceStyle: 'radio', value: { brand: 'Bata' } },
  play: async ({ args, canvas }) => {
    const brands = canvas.getByRole('radiogroup', { name: 'Brand' });
    const brand = within(brands);
    const bata = brand.getByRole('radio', { name: 'Bata' });
    await expect(bata).toBeChecked();
    // One tab stop: the chosen option; arrows move and pick.
    bata.focus();
    await userEvent.keyboard('{ArrowDown}');
    const radios = brand.getAllByRole('radio');
    const next = radios[radios.indexOf(bata) + 1]!;
    await expect(next).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({ brand: next.getAttribute('value') });
    await userEvent.click(brand.getByRole('radio', { name: 'Any' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({});
    await expect(brand.getByRole('radio', { name: 'Any' })).toBeChecked();
    await expect(canvas.getByRole('radiogroup', { name: 'Color' })).toBeVisible();
  },
};

/** Brand, colour and size as chips that wrap: compact on phones; pressing the chosen chip again clears it. */
export const SingleChoicesAsChips: Story = {
  args: { singleChoiceStyle: 'chip' },
  play: async ({ args, canvas }) => {
    const colour = within(canvas.getByRole('group', { name: 'Color' }));
    const first = colour.getAllByRole('button', { pressed: false })[0]!;
    const name = first.textContent ?? '';
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith({ color: name });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onChange).toHaveBeenLastCalledWith({});
  },
};

/** The filter panel in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { globals: { dir: 'rtl' } };

/** The filter panel on a 360 px wide phone. */
export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };
