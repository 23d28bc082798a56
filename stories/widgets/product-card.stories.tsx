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

const meta = {
  title: 'Widgets/ProductCard',
  component: ProductCard,
  args: { product: saleProduct, onWishlistChange: fn() },
  argTypes: {
    layout: { control: 'inline-radio', options: ['grid', 'list'] },
    imageAspectRatio: { control: 'select', options: ['1 / 1', '3 / 4', '4 / 3'] },
  },
  decorators: [
    (Story, { args, parameters }) =>
      parameters.fullWidth ? (
        <Story />
      ) : (
        <div className={args.layout === 'list' ? 'max-w-xl' : 'max-w-56'}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

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

export const FullPrice: Story = {
  args: { product: fullPriceProduct },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Rs 2,499')).toBeVisible();
    await expect(canvasElement.querySelector('del')).toBeNull();
    await expect(canvas.queryByText(/% off$/)).toBeNull();
  },
};

export const TogglesTheWishlistHeart: Story = {
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

/** A wished product: pressing the heart asks to remove it. */
export const Wishlisted: Story = {
  args: { isWishlisted: true },
  play: async ({ args, canvas }) => {
    const heart = canvas.getByRole('button', { name: 'Remove Khaadi Unstitched 3 Piece Lawn Suit from wishlist' });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await expect(args.onWishlistChange).toHaveBeenCalledWith(saleProduct, false);
  },
};

export const WishlistPending: Story = {
  args: { isWishlistPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /wishlist$/ })).toBeDisabled();
  },
};

export const LongName: Story = {
  args: { product: longNameProduct },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dawlance 9166 WB Inverter Refr...')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: /^Dawlance 9166 WB Inverter Refrigerator Chrome Metallic/ }),
    ).toBeVisible();
  },
};

export const NoImage: Story = {
  args: { product: noImageProduct },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="product-card-image-placeholder"]')).not.toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const NoRatings: Story = {
  args: { product: unratedProduct },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('(0)')).toBeVisible();
  },
};

export const WithoutWishlist: Story = {
  args: { onWishlistChange: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const ListLayout: Story = { args: { layout: 'list' } };

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const ListLayoutRightToLeft: Story = {
  args: { layout: 'list', product: longNameProduct },
  globals: { dir: 'rtl' },
};

export const SmallScreen: Story = {
  decorators: [
    (Story) => (
      <div className="grid grid-cols-2 gap-3">
        <Story />
        <ProductCard product={longNameProduct} onWishlistChange={() => undefined} />
      </div>
    ),
  ],
  parameters: { fullWidth: true },
  globals: { viewport: { value: 'phone360' } },
};
