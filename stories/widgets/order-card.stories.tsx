import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FormatProvider, intlFormats, OrderCard } from '@sauda/ui';
import { orders } from '../fixtures/orders';

const [pending, confirmed, processing, shipped, delivered] = orders as [
  (typeof orders)[number],
  (typeof orders)[number],
  (typeof orders)[number],
  (typeof orders)[number],
  (typeof orders)[number],
];

/**
 * One order in My Orders: number, date, status, total, and one-tap actions to track, cancel or return it. Use it in
 * the orders list; the full breakdown of an order is OrderDetails.
 */
const meta = {
  title: 'Widgets/OrderCard',
  component: OrderCard,
  args: { order: pending, href: `/user/orders/${pending.orderGroupId}`, onCopy: fn() },
  decorators: [
    (Story) => (
      <div className="sd:max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order card with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const CopiesTheOrderId: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { confirmationMs: 600 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy order ID' }));
    // The short number is what is copied (and what every form takes).
    await expect(args.onCopy).toHaveBeenCalledWith('SD-4821-7730');
    await expect(canvas.getByRole('status')).toHaveTextContent('Order ID copied');
    await expect(canvas.getByRole('button', { name: 'Order ID copied' })).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(''), { timeout: 2000 });
    await expect(canvas.getByRole('button', { name: 'Copy order ID' })).toBeVisible();
  },
};

export const ConfirmationLastsTwoSeconds: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Copy order ID' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Order ID copied');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(canvas.getByRole('status')).toHaveTextContent('Order ID copied');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(''), { timeout: 1500 });
  },
};

export const CopyFails: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { onCopy: fn(() => Promise.reject(new Error('Clipboard blocked'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy order ID' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Could not copy the order ID'));
  },
};

export const ShowsDateTotalAndDetailsLink: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Order ID SD-4821-7730' })).toBeVisible();
    await expect(canvas.getByText(pending.orderId)).toBeVisible();
    await expect(canvas.getByText('18/11/2024 02:07 PM')).toBeVisible();
    // What the shopper pays: the amount after discount plus the Rs 200 shipping.
    await expect(canvas.getByText('Rs 4,799')).toBeVisible();
    await expect(canvas.queryByText('Rs 4,599')).toBeNull();
    await expect(canvas.getByRole('link', { name: /^View Details/ })).toHaveAttribute(
      'href',
      `/user/orders/${pending.orderGroupId}`,
    );
  },
};

/** One card for each order status. */
export const EveryStatus: Story = {
  render: (args) => (
    <ul className="sd:grid sd:gap-4">
      {[pending, confirmed, processing, shipped, delivered].map((order) => (
        <li key={order.orderId}>
          <OrderCard {...args} order={order} href={`/user/orders/${order.orderGroupId}`} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    for (const status of ['Pending', 'Confirmed', 'Processing', 'Shipped', 'Delivered']) {
      await expect(canvas.getByText(status)).toBeVisible();
    }
  },
};

/** A delivered order. */
export const Delivered: Story = { args: { order: delivered } };

/** With the Track and Cancel actions. */
export const OneTapActions: Story = {
  args: {
    trackHref: '/help-support/track-order?order=SD-4821-7730',
    cancelHref: '/help-support/cancel-order?order=SD-4821-7730',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Track Order ID SD-4821-7730' })).toHaveAttribute(
      'href',
      '/help-support/track-order?order=SD-4821-7730',
    );
    const cancel = canvas.getByRole('link', { name: 'Cancel Order ID SD-4821-7730' });
    await expect(cancel).toHaveAttribute('href', '/help-support/cancel-order?order=SD-4821-7730');
    await expect(canvas.queryByRole('link', { name: /^Return/ })).toBeNull();
  },
};

export const DeliveredReturnsInOneTap: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: {
    order: delivered,
    trackHref: '/help-support/track-order?order=SD-2275-4061',
    returnHref: '/help-support/return-order?order=SD-2275-4061',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Return Order ID SD-2275-4061' })).toHaveAttribute(
      'href',
      '/help-support/return-order?order=SD-2275-4061',
    );
    await expect(canvas.queryByRole('link', { name: /^Cancel/ })).toBeNull();
  },
};

/** An order without a number (the original backend has none): it is named by its ID. */
export const WithoutOrderNumber: Story = {
  args: { order: shipped, href: `/user/orders/${shipped.orderGroupId}`, onCopy: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('article', { name: `Order ID ${shipped.orderId}` })).toBeVisible();
    await expect(canvas.queryByText(/^Full ID/)).toBeNull();
    await expect(canvas.getByText('Rs 7,699')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy order ID' }));
    await expect(args.onCopy).toHaveBeenCalledWith(shipped.orderId);
  },
};

/** The order card in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { args: { order: shipped }, globals: { dir: 'rtl' } };

const urduFormats = intlFormats('ur-PK');

/** In an Urdu storefront: the date in Urdu, the amount in rupees. */
export const UrduFormats: Story = {
  args: { order: shipped },
  globals: { dir: 'rtl' },
  decorators: [(Story) => <FormatProvider formats={urduFormats}>{Story()}</FormatProvider>],
  play: async ({ canvasElement }) => {
    // Each isolated in a <bdi>, so the right-to-left line cannot reorder its parts.
    const isolated = Array.from(canvasElement.querySelectorAll('bdi'), (bdi) => bdi.textContent);
    const date = urduFormats.dateTime(shipped.createdAt);
    await expect(date).toMatch(/[\u0600-\u06FF]/);
    await expect(isolated).toContain(date);
    await expect(isolated).toContain(urduFormats.price(7699));
  },
};

/** The order card on a 360 px wide phone. */
export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };
