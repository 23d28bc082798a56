import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductSummary, type ProductSummaryProps } from '@sauda/ui';
import { colourProduct, plainProduct, shop, sizedProduct } from '../fixtures/product-page';
import { longNameProduct } from '../fixtures/store';

/** The heart as the page drives it: it fills once the (here instant) wishlist call succeeds. */
function Stateful(props: ProductSummaryProps) {
  const [wishlisted, setWishlisted] = useState(props.isWishlisted ?? false);
  return (
    <ProductSummary
      {...props}
      isWishlisted={wishlisted}
      onWishlistChange={(next, choice) => {
        props.onWishlistChange?.(next, choice);
        setWishlisted(next);
      }}
    />
  );
}

/**
 * The top of the product page: name, brand, shop, rating, price, colour and size, quantity, and Add to Cart and Buy
 * Now. Use it once per product page, beside ImageGallery.
 */
const meta = {
  title: 'Widgets/ProductSummary',
  component: ProductSummary,
  args: {
    product: sizedProduct,
    onAddToCart: fn(),
    onBuyNow: fn(),
    onWishlistChange: fn(),
    onWriteReview: fn(),
    onSelectionChange: fn(),
  },
  render: (args) => <Stateful key={JSON.stringify([args.product.id, args.isWishlisted])} {...args} />,
  decorators: [
    (Story) => (
      <div className="sd:max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product summary with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const NameBrandShopAndRating: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: sizedProduct.name })).toBeVisible();
    await expect(canvas.getByText('Khaadi', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Khaadi Official' })).toHaveAttribute(
      'href',
      `/store/Khaadi-Official/${shop.id}`,
    );
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5, 128 ratings' })).toBeVisible();
  },
};

export const AddToCartWithChosenVariant: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Maroon' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'XL, Rs 3,999' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith({ color: 'Maroon', size: 'XL' });
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith({ color: 'Maroon', size: 'XL', quantity: 2 });
  },
};

export const QuantityLimits: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    const decrease = canvas.getByRole('button', { name: 'Decrease quantity' });
    const increase = canvas.getByRole('button', { name: 'Increase quantity' });
    await expect(decrease).toBeDisabled();
    await userEvent.click(increase);
    increase.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('group', { name: 'Quantity' })).toHaveTextContent('3');
    await expect(increase).toBeDisabled();
    await expect(decrease).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Buy Now' }));
    await expect(args.onBuyNow).toHaveBeenCalledWith({ color: 'Teal', size: 'S', quantity: 3 });
  },
};

export const BuyNowByKeyboard: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { product: colourProduct },
  play: async ({ args, canvas }) => {
    canvas.getByRole('radio', { name: /^Silver/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    canvas.getByRole('button', { name: 'Buy Now' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBuyNow).toHaveBeenCalledWith({ color: 'Grey', size: null, quantity: 1 });
  },
};

/** While the product is added to the cart. */
export const AddingToCart: Story = {
  args: { isAddingToCart: true },
  play: async ({ args, canvas }) => {
    const adding = canvas.getByRole('button', { name: /Adding\.\.\./ });
    await userEvent.click(adding);
    await expect(args.onAddToCart).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
  },
};

/** While Buy Now goes on to checkout. */
export const BuyingNow: Story = {
  args: { isBuyingNow: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Please wait\.\.\./ })).toHaveAttribute('data-pending', 'true');
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  },
};

export const WishlistToggles: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    const heart = canvas.getByRole('button', { name: 'Add to wishlist' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(args.onWishlistChange).toHaveBeenLastCalledWith(true, { color: 'Teal', size: 'S', quantity: 1 });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(args.onWishlistChange).toHaveBeenLastCalledWith(false, { color: 'Teal', size: 'S', quantity: 1 });
  },
};

/** In the wishlist. */
export const Wishlisted: Story = {
  args: { isWishlisted: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add to wishlist' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const WriteReview: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Write a review' }));
    await expect(args.onWriteReview).toHaveBeenCalledTimes(1);
  },
};

/** Out of stock: Add to Cart and Buy Now are off. */
export const SoldOut: Story = {
  args: { product: colourProduct, unavailable: [{ color: 'Silver' }, { color: 'Grey' }, { color: 'Burgundy' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Out of stock')).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
  },
};

/** A product without colours or sizes. */
export const NoVariants: Story = {
  args: { product: plainProduct, onWriteReview: undefined },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('radio')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith({ color: null, size: null, quantity: 1 });
    await expect(canvas.queryByRole('button', { name: 'Write a review' })).toBeNull();
  },
};

/** Long product, brand and shop names. */
export const LongNames: Story = {
  args: { product: longNameProduct },
  play: async ({ canvas }) => {
    const shopLink = canvas.getByRole('link', { name: longNameProduct.shopName });
    await expect(shopLink.getAttribute('href')).toMatch(/^\/store\/Hafeez-Centre-Mobile-Phones%2C-Laptops/);
    await expect(within(canvas.getByRole('heading', { level: 1 })).getByText(/Compressor Warranty$/)).toBeVisible();
  },
};

/** The product summary in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { globals: { dir: 'rtl' } };

/** The product summary on a 360 px wide phone. */
export const SmallScreen: Story = {
  args: { product: longNameProduct },
  globals: { viewport: { value: 'phone360' } },
};
