import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Header, SearchBox } from '@sauda/ui';
import { longUserName, recentSearches, suggestedSearches } from '../fixtures/frame';

/** The search box's submissions. */
const searched = fn();

/**
 * The top of every page: brand, search, the account menu or Login, and the cart with its count. Use it once per
 * page; on phones the search moves to its own row and MobileBottomBar carries the main links.
 */
const meta = {
  title: 'Widgets/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    user: { name: 'Ayesha Khan' },
    cartCount: 3,
    onLogout: fn(),
    search: (
      <SearchBox
        onSubmit={searched}
        onQueryChange={fn()}
        onClearHistory={fn()}
        recentSearches={recentSearches}
        suggestedSearches={suggestedSearches}
      />
    ),
  },
  argTypes: { search: { control: false }, logo: { control: false } },
  render: (args) => (
    <div className="sd:min-h-[30rem] sd:bg-bg">
      <Header {...args} />
    </div>
  ),
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Finds the open account panel once its entry transition has finished. */
async function findAccountPanel(name = 'Ayesha Khan') {
  const panel = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(panel).toBeVisible());
  return panel;
}

/** The header with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

/** Signed in: the shopper's menu button and the cart count. */
export const LoggedIn: Story = {
  play: async ({ canvas }) => {
    const strip = canvas.getByRole('navigation', { name: 'Seller and support' });
    await expect(within(strip).getByRole('link', { name: 'Sell on Sauda (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(within(strip).getByRole('link', { name: 'Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(within(strip).getByRole('link', { name: 'Help & Support' })).toHaveAttribute(
      'href',
      '/help-and-support',
    );
    await expect(canvas.getByRole('link', { name: 'Sauda' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart');
    await expect(canvas.getByText('3', { selector: '[data-slot="badge-count"]' })).toBeVisible();
    const account = canvas.getByRole('button', { name: 'Ayesha Khan' });
    await expect(account).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
  },
};

/**
 * Keyboard only: Enter opens the account links on the first one; arrows, Home and End move; 'Logout' fires
 * `onLogout`, closes the panel and focus returns to the button.
 */
export const UserMenuWithKeyboard: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Ayesha Khan' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const panel = within(await findAccountPanel());
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const links = panel.getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My Account', '/user/account'],
      ['Wishlist', '/user/wishlist'],
      ['Orders', '/user/orders'],
      ['Followed Shops', '/user/followed-shops'],
    ]);
    await waitFor(() => expect(links[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    const logout = panel.getByRole('button', { name: 'Logout' });
    await expect(logout).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(logout).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Escape closes the panel and focus returns to the button; following a link closes it too. */
export const UserMenuCloses: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Ayesha Khan' });
    await userEvent.click(trigger);
    await findAccountPanel();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    const panel = within(await findAccountPanel());
    await userEvent.click(panel.getByRole('link', { name: 'Orders' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

/** The shopper's account menu open. */
export const UserMenuOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ayesha Khan' }));
    await findAccountPanel();
  },
};

/** Names over 10 characters are cut with '...'; assistive technology reads the whole name. */
export const LongNameIsTruncated: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { user: { name: longUserName } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Muhammad A...')).toBeVisible();
    await expect(canvas.queryByText(longUserName)).toBeNull();
    await expect(canvas.getByRole('button', { name: longUserName })).toBeVisible();
  },
};

/** Signed out: a Login link instead of the menu. */
export const LoggedOut: Story = {
  args: { user: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/user/login');
    await expect(canvas.queryByRole('button', { name: /Ayesha/ })).toBeNull();
  },
};

/** An empty cart: no count on it. */
export const EmptyCart: Story = {
  args: { cartCount: 0 },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    await expect(canvasElement.querySelector('[data-slot="badge"]')).toBeNull();
  },
};

/** Over 99 items: the count shows "99+". */
export const FullCart: Story = {
  args: { cartCount: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Cart, 99+ items' })).toBeVisible();
  },
};

/** The header's search box submits like the widget on its own. */
export const SearchesFromHeader: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search products' }), 'lawn{Enter}');
    await expect(searched).toHaveBeenCalledWith('lawn');
  },
};

/** Another marketplace's name and logo. */
export const CustomBrand: Story = {
  args: {
    brandName: 'Bazaar',
    logo: (
      <svg aria-hidden viewBox="0 0 32 32" className="sd:size-9 sd:text-brand">
        <circle cx="16" cy="16" r="14" fill="currentColor" />
      </svg>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Bazaar' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Sell on Bazaar (opens in a new tab)' })).toBeVisible();
  },
};

/** The header in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { globals: { dir: 'rtl' } };

/** On a phone: the search takes a full-width row of its own. */
export const SmallScreen: Story = {
  args: { user: { name: longUserName } },
  globals: { viewport: { value: 'phone360' } },
};

/** Signed out with an empty cart, on a phone. */
export const SmallScreenLoggedOut: Story = {
  args: { user: null, cartCount: 0 },
  globals: { viewport: { value: 'phone360' } },
};
