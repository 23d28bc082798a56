import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ProductCard, type ProductCardProps } from '@sauda/ui';
import { fullPriceProduct, longNameProduct, noImageProduct, saleProduct, unratedProduct } from '../fixtures/products';

/** A card whose heart follows the callback, as the storefront does once the wishlist call succeeds. */
function WithWishlist(props: ProductCardProps) {
  const [wishlisted, setWishlisted] = useState(props.isWishlisted ?? false);
  return (
    <ProductCard
      {...props}
      isWishlisted={wishlisted}
      onWishlistChange={(product, next) => {
        props.onWishlistChange?.(product, next);
        setWishlisted(next);
      }}
    />
  );
}

/**
 * A product in a grid or list: picture, name, price (with the sale price), rating and the wishlist heart, leading
 * to the product. Use it in listings, search results and on the home page; in the cart use CartLine, on the
 * wishlist page WishlistCard.
 */
const meta = {
  title: 'Widgets/ProductCard',
  component: ProductCard,
  args: { product: saleProduct, onWishlistChange: fn() },
  argTypes: {
    // A product's shown price comes from its variants, so editing a product's own `price` changed nothing on screen:
    // the control offers whole sample products instead.
    product: {
      control: 'select',
      options: ['On sale', 'Full price', 'Long name', 'No picture', 'No ratings'],
      mapping: {
        'On sale': saleProduct,
        'Full price': fullPriceProduct,
        'Long name': longNameProduct,
        'No picture': noImageProduct,
        'No ratings': unratedProduct,
      },
      description: 'The product shown. Pick a sample: its price, old price and discount come from its variants.',
    },
    layout: { control: 'inline-radio', options: ['grid', 'list'] },
    imageAspectRatio: { control: 'select', options: ['1 / 1', '3 / 4', '4 / 3'] },
  },
  decorators: [
    (Story, { args, parameters }) =>
      parameters.fullWidth ? (
        <Story />
      ) : (
        <div className={args.layout === 'list' ? 'sd:max-w-xl' : 'sd:max-w-56'}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product card with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

/** On sale: the old price struck through and the discount. */
export const SalePrice: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /^Khaadi Unstitched 3 Piece Lawn Suit/ });
    await expect(link).toHaveAttribute('href', '/product/Khaadi-Unstitched-3-Piece-Lawn-Suit/p-khaadi-lawn-01');
    await expect(canvas.getByText('Rs 3,499')).toBeVisible();
    await expect(canvas.getByText('Rs 4,999').closest('del')).not.toBeNull();
    await expect(canvas.getByText('30% off')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5, 128 ratings' })).toBeVisible();
  },
};

/** At full price. */
export const FullPrice: Story = {
  args: { product: fullPriceProduct },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Rs 2,499')).toBeVisible();
    await expect(canvasElement.querySelector('del')).toBeNull();
    await expect(canvas.queryByText(/% off$/)).toBeNull();
  },
};

export const TogglesTheWishlistHeart: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  render: (args) => <WithWishlist {...args} />,
  play: async ({ args, canvas }) => {
    const heart = canvas.getByRole('button', { name: 'Add Khaadi Unstitched 3 Piece Lawn Suit to wishlist' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(args.onWishlistChange).toHaveBeenCalledWith(saleProduct, true);
    // Wished: the name says what the next press does, aria-pressed the state.
    await expect(heart).toHaveAccessibleName('Remove Khaadi Unstitched 3 Piece Lawn Suit from wishlist');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    heart.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onWishlistChange).toHaveBeenLastCalledWith(saleProduct, false);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(heart).toHaveAccessibleName('Add Khaadi Unstitched 3 Piece Lawn Suit to wishlist');
  },
};

/** In the wishlist: the heart is filled. */
export const Wishlisted: Story = {
  args: { isWishlisted: true },
  play: async ({ args, canvas }) => {
    const heart = canvas.getByRole('button', { name: 'Remove Khaadi Unstitched 3 Piece Lawn Suit from wishlist' });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await expect(args.onWishlistChange).toHaveBeenCalledWith(saleProduct, false);
  },
};

/** While the wishlist change is saved. */
export const WishlistPending: Story = {
  args: { isWishlistPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /wishlist$/ })).toBeDisabled();
  },
};

/** A long product name. */
export const LongName: Story = {
  args: { product: longNameProduct },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dawlance 9166 WB Inverter Refr...')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: /^Dawlance 9166 WB Inverter Refrigerator Chrome Metallic/ }),
    ).toBeVisible();
  },
};

/** A long name shown whole on at most two lines (`nameFit="lines"`) instead of cut at 30 characters. */
export const LongNameOnTwoLines: Story = {
  args: { product: longNameProduct, nameFit: 'lines' },
  play: async ({ canvas }) => {
    const name = canvas.getByText(longNameProduct.name);
    await expect(name).toBeVisible();
    await expect(canvas.queryByText(/\.\.\.$/)).toBeNull();
    // Two lines at most: the rest is clipped, not pushed into the price.
    const lineHeight = Number.parseFloat(getComputedStyle(name).lineHeight);
    await expect(name.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2 + 1);
  },
};

/** A product without a picture. */
export const NoImage: Story = {
  args: { product: noImageProduct },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="product-card-image-placeholder"]')).not.toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** A product nobody has rated yet. */
export const NoRatings: Story = {
  args: { product: unratedProduct },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('(0)')).toBeVisible();
  },
};

/** Without the heart. */
export const WithoutWishlist: Story = {
  args: { onWishlistChange: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The wide layout of a list. */
export const ListLayout: Story = { args: { layout: 'list' } };

/** The product card in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { globals: { dir: 'rtl' } };

/** The list layout with a long name, in a right-to-left page. */
export const ListLayoutRightToLeft: Story = {
  args: { layout: 'list', product: longNameProduct },
  globals: { dir: 'rtl' },
};

/** The product card on a 360 px wide phone. */
export const SmallScreen: Story = {
  decorators: [
    (Story) => (
      <div className="sd:grid sd:grid-cols-2 sd:gap-3">
        <Story />
        <ProductCard product={longNameProduct} onWishlistChange={() => undefined} />
      </div>
    ),
  ],
  parameters: { fullWidth: true },
  globals: { viewport: { value: 'phone360' } },
};
