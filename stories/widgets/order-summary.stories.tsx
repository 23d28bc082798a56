import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { OrderSummary } from '@sauda/ui';
import { cartLines, longCartLine } from '../fixtures/cart';

const meta = {
  title: 'Widgets/OrderSummary',
  component: OrderSummary,
  args: { lines: cartLines, onCheckout: fn() },
  render: (args) => (
    <div className="max-w-sm">
      <OrderSummary {...args} />
    </div>
  ),
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const CartTotals: Story = {
  play: async ({ args, canvas }) => {
    // 3,499 + 2 × 2,499 + 3 × 180 = 9,037; + Rs 200 shipping. Three lines of 1, 2 and 3 pieces are 6 items.
    await expect(canvas.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await expect(canvas.getByText('Subtotal (6 items)')).toBeVisible();
    await expect(canvas.getByText('Rs 9,037')).toBeVisible();
    await expect(canvas.getByText('Shipping Fee')).toBeVisible();
    await expect(canvas.getByText('Rs 200')).toBeVisible();
    await expect(canvas.getByText('Rs 9,237')).toBeVisible();
    await expect(canvas.queryByText('Discount')).toBeNull();
    canvas.getByRole('button', { name: 'Checkout (6)' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCheckout).toHaveBeenCalledOnce();
  },
};

export const WithDiscount: Story = {
  args: { title: 'Your Order', discount: 700, onCheckout: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your Order' })).toBeVisible();
    await expect(canvas.getByText('- Rs 700')).toBeVisible();
    await expect(canvas.getByText('Rs 8,537')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  args: { lines: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Subtotal (0 items)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Checkout (0)' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading order summary');
    await expect(canvas.getByRole('button', { name: 'Checkout (6)' })).toBeDisabled();
  },
};

export const CountsPieces: Story = {
  args: { lines: [cartLines[1]!, cartLines[1]!].map((line) => ({ ...line, quantity: 2 })) },
  play: async ({ canvas }) => {
    // Two lines of two are 4 items, as a shopper counts them (not '2 items').
    await expect(canvas.getByText('Subtotal (4 items)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Checkout (4)' })).toBeEnabled();
  },
};

export const CheckoutPending: Story = { args: { isCheckoutPending: true } };

export const LargeAmounts: Story = { args: { lines: [longCartLine, { ...longCartLine, quantity: 3 }] } };

export const RightToLeft: Story = { args: { discount: 700 }, globals: { dir: 'rtl' } };

export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };
