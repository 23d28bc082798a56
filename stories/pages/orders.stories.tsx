import type { Meta, StoryObj } from '@storybook/react-vite';
import { preloadTabs } from '@sauda/ui';
import { expect, userEvent, within } from 'storybook/test';
import { handlersFromEndpoints } from '../fixtures/msw/handlers-from-endpoints';
import { ordersAnswers, signedInShopper } from '../fixtures/msw/storefront-answers';
import { orders } from '../fixtures/orders';
import { StorefrontAt, withShopperStorage } from './storefront-at';

/**
 * 'My Orders' in the whole storefront, for a signed-in shopper: review it when a change could move the account
 * menu, the status tabs or an order's card and its Track, Cancel and Return actions.
 */
const meta = {
  title: 'Pages/Orders',
  // react-aria-components' tabs, which a page downloads on mount, are there from the first render.
  loaders: [preloadTabs],
  component: StorefrontAt,
  args: { path: '/user/orders' },
  parameters: { layout: 'fullscreen', msw: { handlers: handlersFromEndpoints(...ordersAnswers) } },
  beforeEach: withShopperStorage({ user: signedInShopper }),
} satisfies Meta<typeof StorefrontAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five orders, one in every status, newest first, under the 'All' tab. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'My Orders', level: 1 }, { timeout: 5000 })).toBeVisible();
    const numbered = orders.flatMap((order) => (order.orderNumber ? [order.orderNumber] : []));
    for (const number of numbered) {
      const [shown] = await canvas.findAllByText(new RegExp(number), {}, { timeout: 5000 });
      await expect(shown).toBeVisible();
    }
    await expect(canvas.getByRole('tab', { name: /All/, selected: true })).toBeVisible();
  },
};

/** The 'Delivered' tab: only the delivered order, which may still be returned. */
export const DeliveredTab: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: /Delivered/ }, { timeout: 5000 }));
    const panel = canvas.getByRole('tabpanel');
    const [delivered] = await within(panel).findAllByText(/SD-2275-4061/);
    await expect(delivered).toBeVisible();
    await expect(within(panel).queryAllByText(/SD-4821-7730/)).toEqual([]);
  },
};
