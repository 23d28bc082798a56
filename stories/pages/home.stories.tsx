import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { homeAnswers, newestProducts } from '../fixtures/msw/storefront-answers';
import { handlersFromEndpoints } from '../fixtures/msw/handlers-from-endpoints';
import { StorefrontAt, withShopperStorage } from './storefront-at';

/**
 * The home page in the whole storefront, header and footer included, over the API's answers: review it when a change
 * to the kit or the storefront could move the first screen a shopper sees.
 */
const meta = {
  title: 'Pages/Home',
  component: StorefrontAt,
  args: { path: '/' },
  parameters: { layout: 'fullscreen', msw: { handlers: handlersFromEndpoints(...homeAnswers) } },
  beforeEach: withShopperStorage(),
} satisfies Meta<typeof StorefrontAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const [first, second] = newestProducts;

/** A signed-out shopper's home: deals, categories and the newest products under 'Just For You'. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Just For You', level: 2 }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await canvas.findByRole('article', { name: first?.name }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('article', { name: second?.name })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Shop by category', level: 2 })).toBeVisible();
    const [womenFashion] = await canvas.findAllByRole('link', { name: /Women Fashion/ });
    await expect(womenFashion).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Deals', level: 2 })).toBeVisible();
  },
};
