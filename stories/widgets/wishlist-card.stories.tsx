import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { EmptyState, emptyStates, WishlistCard } from '@sauda/ui';
import { wishlistItems } from '../fixtures/orders';

const [onSale, fullPrice, longName] = wishlistItems as [
  (typeof wishlistItems)[number],
  (typeof wishlistItems)[number],
  (typeof wishlistItems)[number],
];

function Wishlist() {
  const [items, setItems] = useState(wishlistItems);
  if (items.length === 0) return <EmptyState {...emptyStates.wishlist} />;
  return (
    <ul className="sd:grid sd:grid-cols-2 sd:gap-3 sd:sm:grid-cols-3 sd:lg:grid-cols-4 sd:xl:grid-cols-6">
      {items.map((item) => (
        <li key={item.id}>
          <WishlistCard
            item={item}
            onRemove={(removed) => setItems((current) => current.filter((entry) => entry.id !== removed.id))}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * A product in the wishlist: picture, name, price, rating and Remove. Use it on the wishlist page; in listings use
 * ProductCard.
 */
const meta = {
  title: 'Widgets/WishlistCard',
  component: WishlistCard,
  args: { item: onSale, onRemove: fn() },
  decorators: [
    (Story) => (
      <div className="sd:max-w-56">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WishlistCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wishlist card with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

/** On sale: the old price struck through. */
export const SalePrice: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Khaadi Unstitched 3 Piece Lawn Suit' })).toHaveAttribute(
      'href',
      '/product/Khaadi-Unstitched-3-Piece-Lawn-Suit/p-khaadi-lawn-01',
    );
    await expect(canvas.getByText('Rs 3,499')).toBeVisible();
    await expect(canvas.getByText('Rs 4,999').closest('del')).not.toBeNull();
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5, 128 ratings' })).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Khaadi Unstitched 3 Piece Lawn Suit from wishlist' }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(onSale);
  },
};

/** At full price. */
export const FullPrice: Story = {
  args: { item: fullPrice },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('del')).toBeNull();
  },
};

/** A long name and no ratings. */
export const LongNameAndNoRatings: Story = {
  args: { item: longName },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dawlance 9166 WB Inverter Refr...')).toBeVisible();
    await expect(canvas.getByText('(0)')).toBeVisible();
  },
};

/** A long name shown whole on at most two lines (`nameFit="lines"`). */
export const LongNameOnTwoLines: Story = {
  args: { item: longName, nameFit: 'lines' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(longName.name)).toBeVisible();
    await expect(canvas.queryByText(/\.\.\.$/)).toBeNull();
  },
};

/** While it is removed. */
export const Removing: Story = { args: { isRemoving: true } };

export const RemovesFromTheGrid: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  decorators: [(Story) => <Story />],
  render: () => <Wishlist />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    canvas.getByRole('button', { name: /^Remove Bata Comfit Sandal/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    for (const button of canvas.getAllByRole('button', { name: /^Remove/ })) await userEvent.click(button);
    await expect(canvas.getByRole('heading', { name: 'No items in your wishlist' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  },
};

/** The wishlist card in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { globals: { dir: 'rtl' } };

/** The wishlist on a phone. */
export const SmallScreen: Story = {
  decorators: [(Story) => <Story />],
  render: () => <Wishlist />,
  globals: { viewport: { value: 'phone360' } },
};
