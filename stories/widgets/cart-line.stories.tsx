import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import type { CartLine as CartLineItem } from '@sauda/commerce';
import { CartLine, type CartLineProps } from '@sauda/ui';
import { cartLines, longCartLine } from '../fixtures/cart';
import { applyTextSpacing, cutsText } from '../fixtures/text-spacing';

const [lawnSuit, sandal, masala] = cartLines as [CartLineItem, CartLineItem, CartLineItem];

function Stateful(props: CartLineProps) {
  const [line, setLine] = useState(props.line);
  return (
    <CartLine
      {...props}
      line={line}
      onQuantityChange={(changed, quantity) => {
        setLine({ ...changed, quantity });
        props.onQuantityChange(changed, quantity);
      }}
    />
  );
}

/**
 * One product in the cart: picture, name, size, price, quantity and the remove and move-to-wishlist actions. Use it
 * on the cart page; for a read-only list of what was bought use OrderDetails.
 */
const meta = {
  title: 'Widgets/CartLine',
  component: CartLine,
  args: { line: lawnSuit, onQuantityChange: fn(), onRemove: fn(), onMoveToWishlist: fn() },
  // Its pictures are inline data URIs: an object control would spill them across the args table.
  argTypes: { line: { control: false } },
  render: (args) => (
    <div className="sd:max-w-2xl">
      <Stateful key={JSON.stringify(args.line)} {...args} />
    </div>
  ),
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cart line with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

/** On sale: the old price struck through. */
export const SalePrice: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Khaadi Unstitched 3 Piece Lawn Suit' })).toBeVisible();
    await expect(canvas.getByText('Rs 3,499')).toBeVisible();
    await expect(canvas.getByText('Rs 4,999')).toBeVisible();
    await expect(canvas.getByText('Teal')).toBeVisible();
    await expect(canvas.getByText('M')).toBeVisible();
  },
};

export const OldPriceMissingShowsTwicePrice: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { line: sandal },
  play: async ({ canvas }) => {
    // Two sandals at Rs 2,499: line price Rs 4,998, old price twice the price per unit.
    await expect(canvas.getByText('Rs 4,998')).toBeVisible();
    await expect(canvas.getByText('Rs 9,996')).toBeVisible();
    await expect(canvas.getByText('Rs 2,499 each')).toBeVisible();
  },
};

/** An item with no size and no picture. */
export const NoSizeAndNoImage: Story = {
  args: { line: masala },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText('Size:')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="cart-line-image-placeholder"]')).not.toBeNull();
  },
};

export const ChangesQuantityWithinOneToThree: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    const name = 'Khaadi Unstitched 3 Piece Lawn Suit';
    const decrease = canvas.getByRole('button', { name: `Decrease quantity of ${name}` });
    const increase = canvas.getByRole('button', { name: `Increase quantity of ${name}` });
    await expect(decrease).toBeDisabled();
    await userEvent.click(increase);
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(lawnSuit, 2);
    increase.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith({ ...lawnSuit, quantity: 2 }, 3);
    await expect(increase).toBeDisabled();
    await expect(canvas.getByText('Rs 10,497')).toBeVisible();
    // At the limit, plus says why it does nothing, on screen and to assistive technology.
    await expect(canvas.getByText('You can buy at most 3 of this item')).toBeVisible();
    await expect(increase).toHaveAccessibleDescription('You can buy at most 3 of this item');
    await userEvent.click(canvas.getByRole('button', { name: `Decrease quantity of ${name}` }));
    await expect(canvas.queryByText('You can buy at most 3 of this item')).toBeNull();
  },
};

/** At the most the shopper may buy: the plus button is off. */
export const MaximumQuantity: Story = {
  args: { line: masala },
  play: async ({ canvas }) => {
    const increase = canvas.getByRole('button', { name: /Increase quantity/ });
    await expect(increase).toBeDisabled();
    await expect(increase).toHaveAccessibleDescription('You can buy at most 3 of this item');
    await expect(canvas.getByText('You can buy at most 3 of this item')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Decrease quantity/ })).toBeEnabled();
  },
};

/** A host with another limit (`maxQuantity`): three of the item is no longer the most. */
export const HostSetsTheLimit: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { line: masala, maxQuantity: 10 },
  play: async ({ args, canvas }) => {
    const increase = canvas.getByRole('button', { name: /Increase quantity/ });
    await expect(increase).toBeEnabled();
    await userEvent.click(increase);
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(masala, masala.quantity + 1);
    await expect(canvas.queryByText(/You can buy at most/)).toBeNull();
  },
};

/** An old price equal to the price: no discount shows. */
export const OldPriceEqualToPrice: Story = {
  args: { line: { ...sandal, oldPrice: sandal.price } },
  play: async ({ canvas }) => {
    // Nothing to strike through: the 'original' price would be the price itself.
    await expect(canvas.getByText('Rs 4,998')).toBeVisible();
    await expect(canvas.queryByRole('deletion')).toBeNull();
    await expect(canvas.queryByText(/Original price/)).toBeNull();
  },
};

export const RemovesAndMovesToWishlist: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Khaadi Unstitched 3 Piece Lawn Suit from cart' }));
    await expect(args.onRemove).toHaveBeenCalledWith(lawnSuit);
    canvas.getByRole('button', { name: 'Move Khaadi Unstitched 3 Piece Lawn Suit to wishlist' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onMoveToWishlist).toHaveBeenCalledWith(lawnSuit);
  },
};

/** Without the move-to-wishlist action. */
export const WithoutWishlist: Story = {
  args: { onMoveToWishlist: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /to wishlist/ })).toBeNull();
  },
};

/** While a change is saved: the controls wait. */
export const Saving: Story = {
  args: { line: sandal, isDisabled: true },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** Long product and shop names. */
export const LongNames: Story = { args: { line: longCartLine } };

/** The cart line in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { args: { line: sandal }, globals: { dir: 'rtl' } };

/** Long names, on a phone. */
export const SmallScreen: Story = {
  args: { line: longCartLine },
  globals: { viewport: { value: 'phone360' } },
};

/** WCAG 1.4.12: with the reader's text spacing the product's whole name still shows, on a small phone. */
export const TextSpacingKeepsTheWholeName: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { line: longCartLine },
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    const removeSpacing = applyTextSpacing(canvasElement.ownerDocument);
    try {
      const name = canvasElement.querySelector('[data-slot="cart-line-name"]');
      await expect(name).toHaveTextContent(longCartLine.name);
      await expect(cutsText(name as Element)).toBe(false);
    } finally {
      removeSpacing();
    }
  },
};
