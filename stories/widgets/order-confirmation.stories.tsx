import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderConfirmation } from '@sauda/ui';
import { deliveredOrderRows, orderDetailRows } from '../fixtures/orders';

/**
 * The thank-you page after checkout: the order number, total, items and what happens next. Use it once, right after
 * an order is placed.
 */
const meta = {
  title: 'Widgets/OrderConfirmation',
  component: OrderConfirmation,
  args: {
    rows: orderDetailRows,
    trackHref: '/help-support/track-order?order=SD-4821-7730',
    detailsHref: '/user/orders/SD-4821-7730',
  },
} satisfies Meta<typeof OrderConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order confirmation with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const NumberTotalItemsAndNextSteps: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    const number = canvas.getByText('Order number').nextElementSibling as HTMLElement;
    await expect(number).toHaveTextContent('SD-4821-7730');
    // Cash on delivery: the amount after the coupon plus the Rs 200 shipping, as checkout showed.
    const total = canvas.getByText('To pay on delivery').parentElement as HTMLElement;
    await expect(within(total).getByText('Rs 4,799')).toBeVisible();
    await expect(within(total).getByText('Cash on Delivery')).toBeVisible();
    const items = canvas.getByRole('heading', { name: 'Items' }).parentElement as HTMLElement;
    await expect(within(items).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(items).getByText('Brown · 42 · Qty: 2')).toBeVisible();
    await expect(within(items).getByText('Rs 1,600')).toBeVisible();
    const address = canvas.getByRole('heading', { name: 'Delivery address' }).parentElement as HTMLElement;
    await expect(address).toHaveTextContent('House 14, Street 7, Block C');
    await expect(address).toHaveTextContent('Lahore, Punjab, 54660');
    await expect(canvas.getByText('Pay Rs 4,799 in cash when it arrives.')).toBeVisible();
    await expect(canvas.getByText('Expected by 23/11/2024')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Track your order' })).toHaveAttribute(
      'href',
      '/help-support/track-order?order=SD-4821-7730',
    );
    await expect(canvas.getByRole('link', { name: 'View order details' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  },
};

/** Without an order number (the original backend has none): the order is named by its ID. */
export const WithoutOrderNumber: Story = {
  args: { rows: deliveredOrderRows.map((row) => ({ ...row, orderNumber: undefined, status: 'Pending' })) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Order number')).toBeNull();
    const id = canvas.getByText('Order ID').nextElementSibling as HTMLElement;
    await expect(id).toHaveTextContent('3f9c2a71-8d4e-4b6a-9c1e-2a7b5d8e0f13');
    await expect(canvas.getAllByText('Rs 36,199')[0]).toBeVisible();
  },
};

/** While the order loads. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your order');
  },
};

/** An order that cannot be found. */
export const NotFound: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Order not found.')).toBeVisible();
  },
};

/** The order confirmation in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { globals: { dir: 'rtl' } };

/** The order confirmation on a 360 px wide phone. */
export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };
