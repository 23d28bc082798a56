import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { OrderSummary } from '@sauda/ui';
import { cartLines, longCartLine } from '../fixtures/cart';

/**
 * The cart's totals (items, subtotal, delivery, discount, total) with the Checkout button. Use it beside the cart
 * lines, and at checkout without the button.
 */
const meta = {
  title: 'Widgets/OrderSummary',
  component: OrderSummary,
  args: { lines: cartLines, onCheckout: fn() },
  // Its pictures are inline data URIs: an object control would spill them across the args table.
  argTypes: { lines: { control: false } },
  render: (args) => (
    <div className="sd:max-w-sm">
      <OrderSummary {...args} />
    </div>
  ),
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order summary with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

/** The totals of a cart with several items. */
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

/** With a coupon discount, without the Checkout button. */
export const WithDiscount: Story = {
  args: { title: 'Your Order', discount: 700, onCheckout: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your Order' })).toBeVisible();
    await expect(canvas.getByText('- Rs 700')).toBeVisible();
    await expect(canvas.getByText('Rs 8,537')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** An empty cart. */
export const Empty: Story = {
  args: { lines: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Subtotal (0 items)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Checkout (0)' })).toBeDisabled();
  },
};

/** While the totals load. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading order summary');
    await expect(canvas.getByRole('button', { name: 'Checkout (6)' })).toBeDisabled();
  },
};

export const CountsPieces: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { lines: [cartLines[1]!, cartLines[1]!].map((line) => ({ ...line, quantity: 2 })) },
  play: async ({ canvas }) => {
    // Two lines of two are 4 items, as a shopper counts them (not '2 items').
    await expect(canvas.getByText('Subtotal (4 items)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Checkout (4)' })).toBeEnabled();
  },
};

/** While checkout starts: the button is busy. */
export const CheckoutPending: Story = { args: { isCheckoutPending: true } };

/** Large amounts. */
export const LargeAmounts: Story = { args: { lines: [longCartLine, { ...longCartLine, quantity: 3 }] } };

/** With a discount, in a right-to-left page. */
export const RightToLeft: Story = { args: { discount: 700 }, globals: { dir: 'rtl' } };

/** The order summary on a 360 px wide phone. */
export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };
