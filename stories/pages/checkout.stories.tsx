import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { cartLines, savedAddress } from '../fixtures/cart';
import { handlersFromEndpoints } from '../fixtures/msw/handlers-from-endpoints';
import { checkoutAnswers, signedInShopper } from '../fixtures/msw/storefront-answers';
import { StorefrontAt, withShopperStorage } from './storefront-at';

/**
 * The checkout page in the whole storefront, for a signed-in shopper who came from her cart: review it when a change
 * could move the delivery address form, the payment method or the order's totals.
 */
const meta = {
  title: 'Pages/Checkout',
  component: StorefrontAt,
  args: { path: '/checkout' },
  parameters: { layout: 'fullscreen', msw: { handlers: handlersFromEndpoints(...checkoutAnswers) } },
  beforeEach: withShopperStorage({ cart: cartLines, user: signedInShopper, enteredCheckout: true }),
} satisfies Meta<typeof StorefrontAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shopper's saved address in Lahore filled in, Cash on Delivery, and her three products under 'Your Order'. */
export const SavedAddress: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Checkout', level: 1 }, { timeout: 5000 })).toBeVisible();
    const street = await canvas.findByRole('textbox', { name: 'Street Address' }, { timeout: 5000 });
    await expect(street).toHaveValue(savedAddress.streetAddressLine1);
    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toHaveValue(savedAddress.fullName);
    await expect(canvas.getByRole('textbox', { name: 'Email Address' })).toHaveValue(savedAddress.email);
    await expect(canvas.getAllByText('Cash on Delivery')[0]).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Your Order' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  },
};
