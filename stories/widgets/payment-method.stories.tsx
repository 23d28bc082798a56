import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PaymentMethod } from '@sauda/ui';

const meta = {
  title: 'Widgets/PaymentMethod',
  component: PaymentMethod,
  render: (args) => (
    <div className="max-w-sm">
      <PaymentMethod {...args} />
    </div>
  ),
} satisfies Meta<typeof PaymentMethod>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const CashOnDeliveryChosen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Payment Method' })).toBeVisible();
    const cod = canvas.getByRole('radio', { name: 'Cash on Delivery' });
    await expect(cod).toBeChecked();
    await expect(cod).toHaveAccessibleDescription('Pay with cash when your order is delivered.');
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };
