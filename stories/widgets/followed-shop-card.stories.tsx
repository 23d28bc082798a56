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
    <div className="flex flex-col gap-4">
      <TextField
        label="Search for a shop..."
        hideLabel
        type="search"
        placeholder="Search for a shop..."
        value={query}
        onChange={setQuery}
      />
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((shop) => (
          <li key={shop.id} className="flex">
            <FollowedShopCard shop={shop} className="flex-1" />
          </li>
        ))}
      </ul>
    </div>
  );
}

const meta = {
  title: 'Widgets/FollowedShopCard',
  component: FollowedShopCard,
  args: { shop: khaadi },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FollowedShopCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const LinksToTheStore: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Khaadi Official/ });
    await expect(link).toHaveAttribute('href', `/store/Khaadi-Official/${khaadi.id}`);
    await expect(link).toHaveTextContent('15230 followers');
  },
};

export const LongNameWithoutLogo: Story = { args: { shop: longName } };

export const SearchFilters: Story = {
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

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const SmallScreen: Story = {
  decorators: [(Story) => <Story />],
  render: () => <FollowedShops />,
  globals: { viewport: { value: 'phone360' } },
};
