import type { Meta, StoryObj } from '@storybook/react-vite';
import { productPath } from '@sauda/commerce';
import { expect, within } from 'storybook/test';
import { handlersFromEndpoints } from '../fixtures/msw/handlers-from-endpoints';
import { lawnSuit, productAnswers } from '../fixtures/msw/storefront-answers';
import { reviewer } from '../fixtures/product-page';
import { StorefrontAt, withShopperStorage } from './storefront-at';

/**
 * A product page in the whole storefront (gallery, buy box, details, reviews, questions and related products) over
 * the API's answers: review it when a change could move what a shopper weighs before adding to the cart.
 */
const meta = {
  title: 'Pages/Product',
  component: StorefrontAt,
  args: { path: productPath(lawnSuit.name, lawnSuit.id) },
  parameters: { layout: 'fullscreen', msw: { handlers: handlersFromEndpoints(...productAnswers) } },
  beforeEach: withShopperStorage(),
} satisfies Meta<typeof StorefrontAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A lawn suit in two colours and several sizes, from Khaadi Official, with reviews and answered questions. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const heading = await canvas.findByRole('heading', { name: lawnSuit.name, level: 1 }, { timeout: 5000 });
    await expect(heading).toBeVisible();
    // The first size of the first colour is chosen: Teal, S at Rs 3,499 (was Rs 4,999).
    await expect(canvas.getAllByText('Rs 3,499')[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
    await expect(canvas.getAllByText(/Khaadi Official/)[0]).toBeVisible();
    // Reviews, questions and related products come as the shopper scrolls down to them.
    canvasElement.ownerDocument.defaultView?.scrollTo(0, canvasElement.ownerDocument.body.scrollHeight);
    await expect(await canvas.findByText(reviewer.name, {}, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText('Is cash on delivery available in Lahore?')).toBeVisible();
    // The region shows while its products load (skeleton cards, not articles): wait for the cards themselves.
    const related = await canvas.findByRole('region', { name: 'Related Products' });
    await expect((await within(related).findAllByRole('article')).length).toBeGreaterThan(0);
  },
};
