import type { Meta, StoryObj } from '@storybook/react-vite';
import { filterOrdersByTab, ORDER_STATUS_TABS, type OrderStatusTab } from '@sauda/commerce';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { EmptyState, emptyStates, OrderCard, OrderStatusTabs, preloadTabs, type OrderStatusTabsProps } from '@sauda/ui';
import { orders as allOrders } from '../fixtures/orders';

function MyOrders({ orders = allOrders, ...props }: Partial<OrderStatusTabsProps> & { orders?: typeof allOrders }) {
  const [tab, setTab] = useState<OrderStatusTab>(props.selectedTab ?? 'All');
  const shown = filterOrdersByTab(orders, tab);
  const counts = Object.fromEntries(ORDER_STATUS_TABS.map((t) => [t, filterOrdersByTab(orders, t).length]));
  return (
    <OrderStatusTabs {...props} counts={props.counts ?? counts} selectedTab={tab} onSelectedTabChange={setTab}>
      {shown.length === 0 ? (
        <EmptyState {...emptyStates.orders} />
      ) : (
        <ul className="sd:grid sd:gap-4 sd:sm:grid-cols-2">
          {shown.map((order) => (
            <li key={order.orderId}>
              <OrderCard order={order} href={`/user/orders/${order.orderGroupId}`} onCopy={() => undefined} />
            </li>
          ))}
        </ul>
      )}
    </OrderStatusTabs>
  );
}

/**
 * Tabs that sort My Orders by status (all, pending, shipped...). Use them above the orders list.
 */
const meta = {
  title: 'Widgets/OrderStatusTabs',
  // react-aria-components' tabs, which a page downloads on mount, are there from the first render.
  loaders: [preloadTabs],
  component: OrderStatusTabs,
  args: { selectedTab: 'All', onSelectedTabChange: () => undefined },
  render: (args) => <MyOrders selectedTab={args.selectedTab} label={args.label} />,
} satisfies Meta<typeof OrderStatusTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order status tabs with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const FiltersByStatus: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('tab', { name: /Shipped/ }));
    await expect(canvas.getByRole('tab', { name: /Shipped/ })).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel');
    await expect(within(panel).getAllByRole('article')).toHaveLength(1);
    await expect(within(panel).getByText('Shipped')).toBeVisible();
  },
};

export const KeyboardNavigation: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: /All/ }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /Pending/ })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: /Pending/ })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: /Delivered/ })).toHaveAttribute('aria-selected', 'true');
    await expect(within(canvas.getByRole('tabpanel')).getByText('Delivered')).toBeVisible();
  },
};

/** A status with no orders. */
export const EmptyTab: Story = {
  render: () => <MyOrders orders={allOrders.filter((order) => order.status !== 'Confirmed')} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: /Confirmed/ }));
    await expect(canvas.getByRole('heading', { name: 'No Orders Found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/');
  },
};

/** No orders at all. */
export const NoOrders: Story = { render: () => <MyOrders orders={[]} /> };

/** The order status tabs in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { globals: { dir: 'rtl' } };

/** The order status tabs on a 360 px wide phone. */
export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };
