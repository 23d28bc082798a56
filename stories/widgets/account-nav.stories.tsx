import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AccountNav } from '@sauda/ui';

/**
 * The shopper's account sections (profile, orders, returns, wishlist, followed shops) with the current one marked.
 * Use it on every account page: it is a side list on wide screens and a strip of tabs on phones.
 */
const meta = {
  title: 'Widgets/AccountNav',
  component: AccountNav,
  args: { currentPath: '/user/orders' },
  argTypes: {
    currentPath: {
      control: 'select',
      options: [
        '/user/account',
        '/user/orders',
        '/user/orders/return',
        '/user/orders/cancellation',
        '/user/wishlist',
        '/user/followed-shops',
      ],
    },
  },
} satisfies Meta<typeof AccountNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account navigation with typical content: try its props in the Controls panel. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Profile',
      'My Orders',
      'My Return',
      'My Cancellations',
      'Wishlist',
      'Followed Shops',
    ]);
    await expect(canvas.getByRole('link', { name: 'My Orders' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/user/wishlist');
  },
};

/** On wide screens: a list at the side. */
export const SideListOnWideScreens: Story = {
  args: { currentPath: '/user/account' },
  globals: { viewport: { value: 'laptop1024' } },
};

/** On phones: a strip that scrolls sideways. */
export const TabStripOnSmallScreens: Story = {
  args: { currentPath: '/user/followed-shops' },
  globals: { viewport: { value: 'phone360' } },
};

/** The account navigation in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { globals: { dir: 'rtl' } };
