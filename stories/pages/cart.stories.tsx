import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cartLines } from '../fixtures/cart';
import { handlersFromEndpoints } from '../fixtures/msw/handlers-from-endpoints';
import { cartAnswers, signedInShopper } from '../fixtures/msw/storefront-answers';
import { StorefrontAt, withShopperStorage } from './storefront-at';

/**
 * The cart page in the whole storefront, its lines read from the shopper's browser as the storefront keeps them:
 * review it when a change could move how lines, shops and the order summary sit together.
 */
const meta = {
  title: 'Pages/Cart',
  component: StorefrontAt,
  args: { path: '/cart' },
  parameters: { layout: 'fullscreen', msw: { handlers: handlersFromEndpoints(...cartAnswers) } },
  beforeEach: withShopperStorage({ cart: cartLines, user: signedInShopper }),
} satisfies Meta<typeof StorefrontAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three products from three shops, each under its shop's name, and the order summary with the checkout button. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Shopping Cart', level: 1 }, { timeout: 5000 }),
    ).toBeVisible();
    for (const line of cartLines) await expect(canvas.getByRole('heading', { name: line.name })).toBeVisible();
    await expect(canvas.getAllByText('Rs 3,499')[0]).toBeVisible();
    await expect(await canvas.findByText('Bata Pakistan', {}, { timeout: 5000 })).toBeVisible();
    // The button counts pieces (1 + 2 + 3), the header's cart link counts lines.
    const pieces = cartLines.reduce((count, line) => count + line.quantity, 0);
    await expect(canvas.getByRole('button', { name: `Checkout (${pieces})` })).toBeEnabled();
    const header = canvas.getByRole('banner');
    await expect(within(header).getByRole('link', { name: `Cart, ${cartLines.length} items` })).toBeVisible();
  },
};

/** Nothing in the cart yet: the empty state and its way back to shopping. */
export const Empty: Story = {
  beforeEach: withShopperStorage(),
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { name: 'Your Cart is Empty', level: 1 }, { timeout: 5000 });
    await expect(heading).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toBeVisible();
    await expect(within(canvas.getByRole('banner')).getByRole('link', { name: 'Cart' })).toBeVisible();
  },
};
