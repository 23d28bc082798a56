import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DealTiles, defaultDealTiles } from '@sauda/ui';

/**
 * Tiles on the home page that lead to deal listings, such as everything under Rs 1,500. Use them to promote a few
 * chosen listings; for categories use CategoryTiles.
 */
const meta = {
  title: 'Widgets/DealTiles',
  component: DealTiles,
} satisfies Meta<typeof DealTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The deal tiles with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const LinksToTheDealListings: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('list', { name: 'Deals' }));
    const links = list.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/products/superdeals',
      '/products/bundle-deals',
      '/products/under-1500',
    ]);
    await expect(list.getByRole('link', { name: /^Superdeals/ })).toBeVisible();
    await expect(list.getByRole('link', { name: /^Bundle deals/ })).toBeVisible();
    await expect(list.getByRole('link', { name: /^Under Rs 1,500/ })).toBeVisible();
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    const box = links[0]?.getBoundingClientRect();
    await expect(box?.height).toBeGreaterThanOrEqual(96);
  },
};

/** With the marketplace's own heading and tile texts. */
export const CustomLines: Story = {
  args: {
    label: 'Today’s deals',
    tiles: defaultDealTiles.map((tile) =>
      tile.id === 'under-1500' ? { ...tile, description: 'Eid gifts for everyone in the family' } : tile,
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Today’s deals' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Eid gifts for everyone/ })).toHaveAttribute(
      'href',
      '/products/under-1500',
    );
  },
};

/** The deal tiles in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { globals: { dir: 'rtl' } };

/** The deal tiles on a 360 px wide phone. */
export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };
