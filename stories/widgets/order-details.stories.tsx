import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderDetails } from '@sauda/ui';
import { deliveredOrderRows, orderDetailRows } from '../fixtures/orders';

/**
 * One order in full: each product line, the delivery address, the totals and the order's actions. Use it on the
 * order's own page; for the list of orders use OrderCard.
 */
const meta = {
  title: 'Widgets/OrderDetails',
  component: OrderDetails,
  args: { rows: orderDetailRows },
} satisfies Meta<typeof OrderDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order details with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const RowsAddressAndTotals: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('Khaadi Unstitched 3 Piece Lawn Suit')).toBeVisible();
    await expect(canvas.getByText('Qty: 2 × Rs 800')).toBeVisible();
    await expect(canvas.getByText('Rs 1,600')).toBeVisible();
    const address = canvas.getByRole('heading', { name: 'Shipping Address' }).parentElement as HTMLElement;
    await expect(address).toHaveTextContent('Ayesha Siddiqui');
    await expect(address).toHaveTextContent('+92 321 4567890');
    const summary = canvas.getByRole('heading', { name: 'Order Summary' }).parentElement as HTMLElement;
    await expect(within(summary).getByText('Rs 5,099')).toBeVisible();
    await expect(within(summary).getByText('-Rs 500')).toBeVisible();
    await expect(within(summary).getByText('Rs 200')).toBeVisible();
    await expect(within(summary).getByText('Rs 4,799')).toBeVisible();
  },
};

/** With the order number and the Track and Cancel actions. */
export const NumberAndOneTapActions: Story = {
  args: {
    trackHref: '/help-support/track-order?order=SD-4821-7730',
    cancelHref: '/help-support/cancel-order?order=SD-4821-7730',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('SD-4821-7730')).toBeVisible();
    await expect(canvas.getByText('3f9c2a71-8d4e-4b6a-9c1e-2a7b5d8e0f13')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Track Order ID SD-4821-7730' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cancel Order ID SD-4821-7730' })).toHaveAttribute(
      'href',
      '/help-support/cancel-order?order=SD-4821-7730',
    );
  },
};

/** A line whose price is not known: no "Rs 0" shows. */
export const UnknownUnitPrice: Story = {
  args: { rows: orderDetailRows.map((row) => ({ ...row, productPrice: null, orderNumber: undefined })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Qty: 2')).toBeVisible();
    await expect(canvas.queryByText(/× Rs/)).toBeNull();
    await expect(canvas.queryByText('Rs 0')).toBeNull();
    await expect(canvas.getByText('Rs 4,799')).toBeVisible();
  },
};

/** A delivered order with a long product name. */
export const DeliveredWithLongName: Story = {
  args: { rows: deliveredOrderRows },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Completed')).toBeVisible();
    await expect(canvas.getByText('Rs 36,199')).toBeVisible();
  },
};

/** While the order loads. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading order details');
  },
};

/** An order that cannot be found. */
export const NotFound: Story = { args: { rows: [] } };

/** The order details in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { globals: { dir: 'rtl' } };

/** The order details on a 360 px wide phone. */
export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };
