import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SortBy } from '@sauda/commerce';
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

const meta = {
  title: 'Widgets/SortSelect',
  component: SortSelect,
  args: { onChange: fn() },
  argTypes: {
    value: { control: 'select', options: [undefined, 'lowToHighPrice', 'highToLowPrice', 'highToLowDiscount'] },
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const PicksASort: Story = {
  play: async ({ args, canvas }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: /Sort by/ });
    await expect(trigger).toHaveTextContent('Default order');
    await userEvent.click(trigger);
    const options = await body.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Price: Low to High',
      'Price: High to Low',
      'Discount: High to Low',
    ]);
    await userEvent.click(body.getByRole('option', { name: 'Price: High to Low' }));
    await expect(args.onChange).toHaveBeenCalledWith('highToLowPrice');
    await expect(trigger).toHaveTextContent('Price: High to Low');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const KeyboardOnly: Story = {
  play: async ({ args, canvas }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: /Sort by/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('highToLowDiscount');
    await expect(trigger).toHaveTextContent('Discount: High to Low');
  },
};

export const Chosen: Story = { args: { value: 'highToLowDiscount' } };

export const HiddenLabel: Story = { args: { hideLabel: true, value: 'lowToHighPrice' } };

export const Disabled: Story = { args: { isDisabled: true } };

export const RightToLeft: Story = { args: { value: 'lowToHighPrice' }, globals: { dir: 'rtl' } };

export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };
