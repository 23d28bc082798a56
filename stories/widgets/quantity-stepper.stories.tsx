import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { QuantityStepper, type QuantityStepperProps } from '@sauda/ui';

function Stateful(props: Partial<QuantityStepperProps>) {
  const [quantity, setQuantity] = useState(props.value ?? 1);
  return <QuantityStepper {...props} value={quantity} onChange={setQuantity} />;
}

/**
 * A minus and plus control for how many to buy, kept within the allowed range. Use it in the cart and on the
 * product page.
 */
const meta = {
  title: 'Widgets/QuantityStepper',
  component: QuantityStepper,
  args: { value: 1, itemName: 'Khaadi Lawn Kurta', onChange: () => undefined },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The quantity stepper with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const StepsWithinOneToThree: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    const decrease = canvas.getByRole('button', { name: 'Decrease quantity of Khaadi Lawn Kurta' });
    const increase = canvas.getByRole('button', { name: 'Increase quantity of Khaadi Lawn Kurta' });
    await expect(decrease).toBeDisabled();
    await userEvent.click(increase);
    await userEvent.click(increase);
    await expect(canvas.getByText('3')).toBeVisible();
    await expect(increase).toBeDisabled();
    await expect(decrease).toBeEnabled();
    decrease.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('2')).toBeVisible();
  },
};

/** At the most the shopper may buy: plus is off. */
export const MaximumQuantity: Story = { args: { value: 3 } };

export const SaysWhyAtTheLimit: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { value: 2, maxHint: 'You can buy at most 3 of this item' },
  play: async ({ canvas }) => {
    const increase = canvas.getByRole('button', { name: 'Increase quantity of Khaadi Lawn Kurta' });
    await expect(canvas.queryByText('You can buy at most 3 of this item')).toBeNull();
    await userEvent.click(increase);
    await expect(increase).toBeDisabled();
    await expect(canvas.getByText('You can buy at most 3 of this item')).toBeVisible();
    await expect(increase).toHaveAccessibleDescription('You can buy at most 3 of this item');
    await expect(canvas.getByRole('group', { name: 'Quantity of Khaadi Lawn Kurta' })).toHaveAccessibleDescription(
      'You can buy at most 3 of this item',
    );
  },
};

/** Not changeable, for example while the cart saves. */
export const Disabled: Story = { args: { value: 2, isDisabled: true } };

/** The quantity stepper in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { args: { value: 2 }, globals: { dir: 'rtl' } };
