import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PaymentMethod } from '@sauda/ui';

/**
 * The payment choice at checkout. Use it inside CheckoutForm.
 */
const meta = {
  title: 'Widgets/PaymentMethod',
  component: PaymentMethod,
  render: (args) => (
    <div className="sd:max-w-sm">
      <PaymentMethod {...args} />
    </div>
  ),
} satisfies Meta<typeof PaymentMethod>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The payment method with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

/** Cash on Delivery chosen. */
export const CashOnDeliveryChosen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Payment Method' })).toBeVisible();
    const cod = canvas.getByRole('radio', { name: 'Cash on Delivery' });
    await expect(cod).toBeChecked();
    await expect(cod).toHaveAccessibleDescription('Pay with cash when your order is delivered.');
  },
};

/** The payment method in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { globals: { dir: 'rtl' } };

/** The payment method on a 360 px wide phone. */
export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };
