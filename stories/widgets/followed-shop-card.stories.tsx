import type { Meta, StoryObj } from '@storybook/react-vite';
import { filterShopsByName } from '@sauda/commerce';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { FollowedShopCard, TextField } from '@sauda/ui';
import { followedShops } from '../fixtures/orders';

const [khaadi, , longName] = followedShops as [
  (typeof followedShops)[number],
  (typeof followedShops)[number],
  (typeof followedShops)[number],
];

/** The page's composition: 'Search for a shop...' filters the cards by name, case-insensitively. */
function FollowedShops() {
  const [query, setQuery] = useState('');
  const shown = filterShopsByName(followedShops, query);
  return (
    <div className="sd:flex sd:flex-col sd:gap-4">
      <TextField
        label="Search for a shop..."
        hideLabel
        type="search"
        placeholder="Search for a shop..."
        value={query}
        onChange={setQuery}
      />
      {/* Columns by the space the frame gives, not the viewport: the story frame is narrower than the page. */}
      <ul className="sd:grid sd:grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] sd:gap-3">
        {shown.map((shop) => (
          <li key={shop.id} className="sd:flex">
            <FollowedShopCard shop={shop} className="sd:flex-1" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A shop the shopper follows, in their Followed Shops list, leading to the shop. Use it in that list; for shops in
 * the directory use ShopCard.
 */
const meta = {
  title: 'Widgets/FollowedShopCard',
  component: FollowedShopCard,
  args: { shop: khaadi },
  decorators: [
    (Story) => (
      <div className="sd:max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FollowedShopCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The followed shop card with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const LinksToTheStore: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Khaadi Official/ });
    await expect(link).toHaveAttribute('href', `/store/Khaadi-Official/${khaadi.id}`);
    await expect(link).toHaveTextContent('15230 followers');
  },
};

/** A long name and no logo. */
export const LongNameWithoutLogo: Story = { args: { shop: longName } };

export const SearchFilters: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  decorators: [(Story) => <Story />],
  render: () => <FollowedShops />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search for a shop...' }), 'MOBILES');
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('link')).toHaveTextContent('Hafeez Centre Mobiles');
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('link')).toHaveFocus();
  },
};

/** The followed shop card in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { globals: { dir: 'rtl' } };

/** The followed shops list on a phone. */
export const SmallScreen: Story = {
  decorators: [(Story) => <Story />],
  render: () => <FollowedShops />,
  globals: { viewport: { value: 'phone360' } },
};
