import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { Product } from '@sauda/commerce';
import { emptyStates, ProductGrid, type ProductGridProps, type ProductGridView } from '@sauda/ui';
import { manyProducts, products } from '../fixtures/products';

/** The grid as a listing page drives it: view and wishlist state held by the page. */
function Listing(props: ProductGridProps) {
  const [view, setView] = useState<ProductGridView>(props.view ?? 'grid');
  const [wishlisted, setWishlisted] = useState<ReadonlySet<string>>(props.wishlistedIds ?? new Set());
  return (
    <ProductGrid
      {...props}
      view={view}
      onViewChange={
        props.onViewChange &&
        ((next) => {
          props.onViewChange?.(next);
          setView(next);
        })
      }
      wishlistedIds={wishlisted}
      onWishlistChange={(product: Product, next: boolean) => {
        props.onWishlistChange?.(product, next);
        setWishlisted((current) => {
          const copy = new Set(current);
          if (next) copy.add(product.id);
          else copy.delete(product.id);
          return copy;
        });
      }}
    />
  );
}

const thousand = manyProducts(1000);
/** A dozen cards keep the audited stories light; `ThousandProducts` shows the large listing. */
const dozen = products.slice(0, 12);

/**
 * A listing's products as a grid or a list, with the grid/list switch, loading placeholders and an empty message.
 * Use it for category, search and shop listings.
 */
const meta = {
  title: 'Widgets/ProductGrid',
  component: ProductGrid,
  args: {
    products: dozen,
    onViewChange: fn(),
    onWishlistChange: fn(),
    toolbar: <p className="sd:text-sm sd:text-muted">{dozen.length} products</p>,
  },
  argTypes: {
    view: { control: 'inline-radio', options: ['grid', 'list'] },
    toolbar: { control: false },
  },
  render: (args) => <Listing {...args} />,
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product grid with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const ColumnsFollowTheWidth: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Products' });
    const width = window.innerWidth;
    const expected = width >= 1024 ? 4 : width >= 640 ? 3 : 2;
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(expected);
    await expect(canvas.getAllByRole('article')).toHaveLength(12);
  },
};

export const TogglesGridAndList: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas, canvasElement }) => {
    const grid = canvas.getByRole('button', { name: 'Grid view' });
    const list = canvas.getByRole('button', { name: 'List view' });
    await expect(grid).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(list);
    await expect(args.onViewChange).toHaveBeenCalledWith('list');
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await expect(grid).toHaveAttribute('aria-pressed', 'false');
    await expect(canvasElement.querySelectorAll('[data-slot="product-card"][data-layout="list"]')).toHaveLength(12);
    grid.focus();
    await userEvent.keyboard(' ');
    await expect(grid).toHaveAttribute('aria-pressed', 'true');
    await expect(canvasElement.querySelector('[data-slot="product-card"]')).toHaveAttribute('data-layout', 'grid');
  },
};

/** The list view. */
export const ListView: Story = { args: { view: 'list' } };

/** Some products in the wishlist. */
export const WishlistHearts: Story = {
  args: { wishlistedIds: new Set([products[1]?.id ?? '']) },
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Remove Bata Comfit Leather Sandal from wishlist' }),
    ).toHaveAttribute('aria-pressed', 'true');
    const heart = canvas.getByRole('button', { name: 'Add Shan Bombay Biryani Masala 65g to wishlist' });
    await userEvent.click(heart);
    await expect(args.onWishlistChange).toHaveBeenCalledWith(products[3], true);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  },
};

export const ThousandProducts: Story = {
  // Behaviour, not pixels: the grid grows as it scrolls, so a screenshot never settles.
  tags: ['no-visual', '!dev', '!autodocs', 'scenario'],
  args: { products: thousand, pageSize: 24, toolbar: <p className="sd:text-sm sd:text-muted">1,000 products</p> },
  play: async ({ canvas, canvasElement }) => {
    // Only the first page is in the DOM; the rest arrives as the shopper scrolls.
    await expect(canvas.getAllByRole('listitem').length).toBeLessThanOrEqual(48);
    const sentinel = canvasElement.querySelector('[data-slot="product-grid-sentinel"]');
    await expect(sentinel).not.toBeNull();
    sentinel?.scrollIntoView();
    await waitFor(() => expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(24));
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(1000);
    window.scrollTo(0, 0);
  },
};

/** Placeholders while the products load. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading products');
    await expect(canvasElement.querySelectorAll('[data-slot="product-grid-skeleton"]')).toHaveLength(8);
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** Loading, in the list view. */
export const LoadingList: Story = { args: { isLoading: true, view: 'list', skeletonCount: 4 } };

/** No products. */
export const Empty: Story = {
  args: { products: [], toolbar: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No Products Found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Explore Categories' })).toHaveAttribute('href', '/');
  },
};

const openFilters = fn();

/** A search with no results, with a way to change the filters. */
export const EmptySearchResults: Story = {
  args: { products: [], toolbar: undefined, emptyState: emptyStates.searchResults(openFilters) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        "Oops! We couldn't find any products matching your search. Try exploring other categories or updating your filters.",
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Update Filters' }));
    await expect(openFilters).toHaveBeenCalled();
  },
};

/** Without the grid/list switch. */
export const WithoutToggle: Story = { args: { onViewChange: undefined, toolbar: undefined } };

/** The product grid in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { globals: { dir: 'rtl' } };

/** The product grid on a 360 px wide phone. */
export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };

/** The list view on a phone. */
export const SmallScreenList: Story = { args: { view: 'list' }, globals: { viewport: { value: 'phone360' } } };
