import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SORT_OPTIONS, type SortBy } from '@sauda/commerce';
import { SortSelect, type SortSelectProps } from '@sauda/ui';

function Stateful(props: SortSelectProps) {
  const [value, setValue] = useState<SortBy | undefined>(props.value);
  return (
    <SortSelect
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

/**
 * Chooses the listing's order: best match, price, discount or top rated. Use it in the listing's toolbar.
 */
const meta = {
  title: 'Widgets/SortSelect',
  component: SortSelect,
  args: { onChange: fn() },
  argTypes: {
    value: { control: 'select', options: [undefined, ...SORT_OPTIONS] },
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sort select with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

/** The spec's three sorts in its order, then Sauda's top rated; picking one reports it and shows it. */
export const PicksASort: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(select).toHaveDisplayValue('Default order');
    const options = within(select).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Price: Low to High',
      'Price: High to Low',
      'Discount: High to Low',
      'Rating: High to Low',
    ]);
    await userEvent.selectOptions(select, 'Price: High to Low');
    await expect(args.onChange).toHaveBeenCalledWith('highToLowPrice');
    await expect(select).toHaveDisplayValue('Price: High to Low');
  },
};

/**
 * Tab reaches the field by its label and it shows a focus ring; the choice itself is the platform's own picker
 * (arrows, type-ahead, Enter), so the story picks through the element as the keyboard would.
 */
export const KeyboardOnly: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(getComputedStyle(select).boxShadow).not.toBe('none');
    await userEvent.selectOptions(select, 'highToLowDiscount');
    await expect(args.onChange).toHaveBeenCalledWith('highToLowDiscount');
    await expect(select).toHaveDisplayValue('Discount: High to Low');
    await expect(select).toHaveFocus();
  },
};

/** Not changeable while the products load. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toBeDisabled();
  },
};

/** A sort chosen. */
export const Chosen: Story = { args: { value: 'highToLowDiscount' } };

/** Top rated chosen. */
export const TopRatedChosen: Story = {
  args: { value: 'topRated' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Rating: High to Low');
  },
};

/** With its label hidden, where the toolbar makes it clear. */
export const HiddenLabel: Story = { args: { hideLabel: true, value: 'lowToHighPrice' } };

/** The sort select in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { args: { value: 'lowToHighPrice' }, globals: { dir: 'rtl' } };

/** The sort select on a 360 px wide phone. */
export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };
