import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EmptyState, emptyStates } from '@sauda/ui';

const cartIcon = (
  <svg viewBox="0 0 24 24" className="sd:size-16" fill="none" stroke="currentColor" strokeWidth="1.5">
    <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
    <circle cx="10" cy="20" r="1.3" />
    <circle cx="17" cy="20" r="1.3" />
  </svg>
);

/**
 * What a page shows when there is nothing to list: a short message, why, and what to do next. Use it for empty
 * search results, wishlist, orders and other lists; when something went wrong use ErrorScreen.
 */
const meta = {
  title: 'Widgets/EmptyState',
  component: EmptyState,
  args: { ...emptyStates.cart, illustration: cartIcon },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty state with typical content: try its props in the Controls panel. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  },
};

const onUpdateFilters = fn();

/** A search with no results, with a way to change the filters. */
export const SearchWithoutResults: Story = {
  args: { ...emptyStates.searchResults(onUpdateFilters), illustration: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Explore Categories' })).toHaveAttribute('href', '/');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Filters' }));
    await expect(onUpdateFilters).toHaveBeenCalled();
  },
};

/** An empty wishlist. */
export const Wishlist: Story = { args: { ...emptyStates.wishlist, illustration: undefined } };
/** No orders yet. */
export const Orders: Story = { args: { ...emptyStates.orders, illustration: undefined } };
/** No returns yet. */
export const Returns: Story = { args: { ...emptyStates.returns, illustration: undefined } };
/** No cancellations yet. */
export const Cancellations: Story = { args: { ...emptyStates.cancellations, illustration: undefined } };
/** A category with no products. */
export const CategoryListing: Story = { args: { ...emptyStates.categoryListing, illustration: undefined } };
/** The empty state in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { globals: { dir: 'rtl' } };
/** The empty state on a 360 px wide phone. */
export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };
