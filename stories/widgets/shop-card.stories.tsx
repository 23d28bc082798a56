import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ShopCard } from '@sauda/ui';
import { longNameShop, shop } from '../fixtures/product-page';
import { shops } from '../fixtures/store';

/** The `/shop` directory: one card per shop in a responsive grid. */
function Directory() {
  return (
    <ul aria-label="Shops" className="sd:grid sd:gap-3 sd:sm:grid-cols-2 sd:lg:grid-cols-3">
      {shops.map((each) => (
        <li key={each.id} className="sd:flex sd:min-w-0">
          <ShopCard shop={each} className="sd:flex-1" />
        </li>
      ))}
    </ul>
  );
}

/**
 * A shop in the shop directory: logo, name, followers and products, leading to the shop. Use it in lists of shops;
 * for shops the shopper follows use FollowedShopCard.
 */
const meta = {
  title: 'Widgets/ShopCard',
  component: ShopCard,
  args: { shop },
  // Its pictures are inline data URIs: an object control would spill them across the args table.
  argTypes: { shop: { control: false } },
  render: (args) => (
    <div className="sd:max-w-sm">
      <ShopCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ShopCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shop card with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const LinksToTheStore: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Khaadi Official/ });
    await expect(link).toHaveAttribute('href', `/store/Khaadi-Official/${shop.id}`);
    await expect(link).toHaveTextContent('12,480 followers');
    await expect(link).toHaveTextContent('214 products');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** One follower and one product. */
export const OneFollowerOneProduct: Story = {
  args: { shop: shops[2] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveTextContent('1 follower');
    await expect(canvas.getByRole('link')).toHaveTextContent('1 product');
  },
};

/** Without the number of products. */
export const WithoutProductCount: Story = {
  args: { shop: { ...shop, productsCount: undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).not.toHaveTextContent('products');
  },
};

/** Without any counts, as the original backend's directory sends it. */
export const WithoutCounts: Story = {
  args: { shop: { id: shop.id, name: shop.name, logo: shop.logo } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveTextContent(shop.name);
    await expect(canvas.getByRole('link')).not.toHaveTextContent(/follower|product/);
  },
};

/** A long name and no logo. */
export const LongNameWithoutLogo: Story = {
  args: { shop: longNameShop },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="shop-logo"]')).toHaveTextContent('H');
  },
};

/** Several cards as the directory lays them out. */
export const ShopDirectory: Story = {
  render: () => <Directory />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(shops.length);
  },
};

/** The shop card in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { globals: { dir: 'rtl' } };

/** The directory on a phone. */
export const SmallScreen: Story = {
  render: () => <Directory />,
  globals: { viewport: { value: 'phone360' } },
};
