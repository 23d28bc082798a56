import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  DetailSkeleton,
  ListingSkeleton,
  ListSkeleton,
  ProductCard,
  ProductCardSkeleton,
  ProductGridSkeleton,
} from '@sauda/ui';
import { products } from '../fixtures/products';

/**
 * Placeholder layouts for whole parts of the storefront while they load: the product grid, a listing, a product
 * page and account lists. Use the one that matches the page, so nothing jumps when the content arrives; for a
 * single shape use Skeleton.
 */
const meta = {
  title: 'Widgets/Skeletons',
  component: ProductGridSkeleton,
  args: { count: 8, view: 'grid' },
  argTypes: { view: { control: 'inline-radio', options: ['grid', 'list'] } },
} satisfies Meta<typeof ProductGridSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each skeleton region is busy and says what is loading, once. */
async function expectBusy(root: HTMLElement, label: string) {
  const status = within(root).getByRole('status');
  await expect(status).toHaveTextContent(label);
  await expect(status.parentElement).toHaveAttribute('aria-busy', 'true');
  await expect(within(root).getAllByRole('status')).toHaveLength(1);
}

/** The page skeletons with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

/** The product grid loading. */
export const ProductGrid: Story = {
  play: async ({ canvasElement }) => {
    await expectBusy(canvasElement, 'Loading products...');
    await expect(canvasElement.querySelectorAll('[data-slot="product-card-skeleton"]')).toHaveLength(8);
  },
};

/** The product list view loading. */
export const ProductGridAsList: Story = { args: { view: 'list', count: 3 } };

/** A card skeleton is as tall as a card whose name takes two lines, so the grid does not jump. */
export const ProductCardMatchesCard: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  render: () => (
    <div className="sd:grid sd:max-w-md sd:grid-cols-2 sd:items-start sd:gap-4">
      <ProductCardSkeleton />
      <ProductCard product={products[0]!} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expectBusy(canvasElement, 'Loading product...');
    const skeleton = canvasElement.querySelector('[data-slot="product-card-skeleton"]') as HTMLElement;
    const card = canvasElement.querySelector('[data-slot="product-card"]') as HTMLElement;
    await expect(skeleton.getBoundingClientRect().height).toBeCloseTo(card.getBoundingClientRect().height, 0);
  },
};

/** A category listing loading: filters, toolbar and cards. */
export const Listing: Story = {
  render: (args) => <ListingSkeleton count={args.count} />,
  play: async ({ canvasElement }) => {
    await expectBusy(canvasElement, 'Loading products...');
  },
};

/** A product page loading. */
export const Detail: Story = {
  render: () => <DetailSkeleton />,
  play: async ({ canvasElement }) => {
    await expectBusy(canvasElement, 'Loading product...');
  },
};

/** An account list loading, such as followed shops. */
export const List: Story = {
  render: () => <ListSkeleton label="Loading Followed Shops..." />,
  play: async ({ canvasElement }) => {
    await expectBusy(canvasElement, 'Loading Followed Shops...');
    await expect(canvasElement.querySelectorAll('[data-slot="list-skeleton-row"]')).toHaveLength(4);
  },
};

/** List rows without pictures, such as orders. */
export const ListWithoutImages: Story = { render: () => <ListSkeleton count={3} showImage={false} /> };

/** A listing loading, in a right-to-left page. */
export const RightToLeft: Story = { render: () => <ListingSkeleton count={4} />, globals: { dir: 'rtl' } };

/** A product page loading, on a phone. */
export const SmallScreen: Story = {
  render: () => <DetailSkeleton />,
  globals: { viewport: { value: 'phone360' } },
};

/** A listing loading, on a phone. */
export const SmallScreenListing: Story = {
  render: () => <ListingSkeleton count={4} />,
  globals: { viewport: { value: 'phone360' } },
};
