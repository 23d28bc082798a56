import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ShopCard } from '@sauda/ui';
import { longNameShop, shop } from '../fixtures/product-page';
import { shops } from '../fixtures/store';

/** The `/shop` directory: one card per shop in a responsive grid. */
function Directory() {
  return (
    <ul aria-label="Shops" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {shops.map((each) => (
        <li key={each.id} className="flex min-w-0">
          <ShopCard shop={each} className="flex-1" />
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Widgets/ShopCard',
  component: ShopCard,
  args: { shop },
  render: (args) => (
    <div className="max-w-sm">
      <ShopCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ShopCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const LinksToTheStore: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Khaadi Official/ });
    await expect(link).toHaveAttribute('href', `/store/Khaadi-Official/${shop.id}`);
    await expect(link).toHaveTextContent('12,480 followers');
    await expect(link).toHaveTextContent('214 products');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const OneFollowerOneProduct: Story = {
  args: { shop: shops[2] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveTextContent('1 follower');
    await expect(canvas.getByRole('link')).toHaveTextContent('1 product');
  },
};

export const WithoutProductCount: Story = {
  args: { shop: { ...shop, productsCount: undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).not.toHaveTextContent('products');
  },
};

/** The legacy backend's directory knows no counts: the card shows none rather than a false '0 followers'. */
export const WithoutCounts: Story = {
  args: { shop: { id: shop.id, name: shop.name, logo: shop.logo } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveTextContent(shop.name);
    await expect(canvas.getByRole('link')).not.toHaveTextContent(/follower|product/);
  },
};

export const LongNameWithoutLogo: Story = {
  args: { shop: longNameShop },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="shop-logo"]')).toHaveTextContent('H');
  },
};

export const ShopDirectory: Story = {
  render: () => <Directory />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(shops.length);
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const SmallScreen: Story = {
  render: () => <Directory />,
  globals: { viewport: { value: 'phone360' } },
};
