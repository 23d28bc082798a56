import type { Meta, StoryObj } from '@storybook/react-vite';
import { displayedPriceValue, formatPrice } from '@sauda/commerce';
import { expect } from 'storybook/test';
import { handlersFromEndpoints } from '../fixtures/msw/handlers-from-endpoints';
import { dealsAnswers, underRs1500 } from '../fixtures/msw/storefront-answers';
import { StorefrontAt, withShopperStorage } from './storefront-at';

/**
 * A deals listing in the whole storefront (filters, sort and the product grid) over the API's answers: review it
 * when a change could move how a listing lays out its cards, filters or counts.
 */
const meta = {
  title: 'Pages/Listing',
  component: StorefrontAt,
  args: { path: '/products/under-1500' },
  parameters: { layout: 'fullscreen', msw: { handlers: handlersFromEndpoints(...dealsAnswers) } },
  beforeEach: withShopperStorage(),
} satisfies Meta<typeof StorefrontAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Under Rs 1,500': every product the deal lists, with its price, and the filter panel's brands. */
export const UnderRs1500: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Under Rs 1,500', level: 1 })).toBeInTheDocument();
    for (const product of underRs1500) {
      const card = await canvas.findByRole('article', { name: product.name }, { timeout: 5000 });
      await expect(card).toHaveTextContent(formatPrice(displayedPriceValue(product)));
    }
  },
};
