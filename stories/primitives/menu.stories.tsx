import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, Menu, preloadMenu, type MenuEntry } from '@sauda/ui';

const logout = fn();

const userMenu: MenuEntry[] = [
  { id: 'account', label: 'My Account', href: '/user/account' },
  { id: 'wishlist', label: 'Wishlist', href: '/user/wishlist' },
  { id: 'orders', label: 'Orders', href: '/user/orders' },
  { id: 'followed-shops', label: 'Followed Shops', href: '/user/followed-shops' },
  { type: 'separator', id: 'sep' },
  { id: 'logout', label: 'Logout', tone: 'danger', onAction: logout },
];

/**
 * A short list of actions or links that opens from a button, such as the shopper's account menu. Use it for a
 * handful of secondary choices that need not be on screen all the time. To pick a value in a form use Select or
 * RadioGroup instead.
 */
const meta = {
  title: 'Primitives/Menu',
  component: Menu,
  args: { label: 'Ayesha Kha...', items: userMenu, onAction: fn() },
  argTypes: {
    placement: {
      control: 'select',
      options: ['bottom start', 'bottom end', 'bottom', 'top start', 'top end', 'top'],
    },
    items: { control: false },
    trigger: { control: false },
  },
  // react-aria-components' menu is downloaded when a Menu mounts; the stories open it at once.
  loaders: [() => preloadMenu(true)],
  beforeEach: () => {
    logout.mockClear();
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Finds the open menu once its entry transition has finished. */
async function findOpenMenu() {
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toBeVisible());
  return menu;
}

/** The menu with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

/** Keyboard only: Enter opens on the first item, arrows move, Enter chooses, Escape closes; focus returns. */
export const Keyboard: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Ayesha Kha...' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await findOpenMenu();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toHaveAccessibleName('Ayesha Kha...');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'My Account' })).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(logout).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith('logout');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}');
    await findOpenMenu();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(logout).toHaveBeenCalledTimes(1);
  },
};

/** Open: the account links, with Logout set apart in the danger colour. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const menu = await findOpenMenu();
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'My Account',
      'Wishlist',
      'Orders',
      'Followed Shops',
      'Logout',
    ]);
    await expect(within(menu).getByRole('menuitem', { name: 'Orders' })).toHaveAttribute('href', '/user/orders');
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
  },
};

/** Items grouped under headings. */
export const WithSections: Story = {
  args: {
    defaultOpen: true,
    items: [
      {
        type: 'section',
        id: 'shopping',
        title: 'Shopping',
        items: [
          { id: 'orders', label: 'Orders', href: '/user/orders' },
          { id: 'returns', label: 'My Return', href: '/user/orders/return' },
          { id: 'cancellations', label: 'My Cancellations', href: '/user/orders/cancellation', isDisabled: true },
        ],
      },
      {
        type: 'section',
        id: 'help',
        title: 'Help',
        items: [
          { id: 'track', label: 'Track Order', href: '/track-order' },
          { id: 'contact', label: 'Contact Support', href: '/contact-us' },
        ],
      },
    ],
  },
  play: async () => {
    const menu = await findOpenMenu();
    await expect(within(menu).getByRole('group', { name: 'Shopping' })).toBeVisible();
    await expect(within(menu).getByRole('group', { name: 'Help' })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'My Cancellations' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Opened from an icon-only button. */
export const CustomTrigger: Story = {
  args: {
    label: undefined,
    placement: 'bottom end',
    trigger: (
      <Button variant="ghost" aria-label="Account menu">
        <svg aria-hidden viewBox="0 0 24 24" className="sd:size-5" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4 4-6 8-6s8 2 8 6" strokeLinecap="round" />
        </svg>
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Account menu' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(trigger);
    const menu = await findOpenMenu();
    await expect(trigger).toHaveAttribute('aria-controls', menu.id);
    await expect(menu).toHaveAccessibleName('Account menu');
    // A click outside closes the menu, and the focus it held goes back to the trigger.
    await userEvent.click(document.body);
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
  },
};

/** Checkable items, one at a time (`selectionMode="single"`), such as a sort order: the checked one has a mark. */
export const SingleChoice: Story = {
  args: {
    label: 'Sort by',
    defaultOpen: true,
    selectionMode: 'single',
    defaultSelectedKeys: ['newest'],
    onSelectionChange: fn(),
    items: [
      { id: 'newest', label: 'Newest' },
      { id: 'price-asc', label: 'Price: low to high' },
      { id: 'price-desc', label: 'Price: high to low' },
      { id: 'rating', label: 'Top rated' },
    ],
  },
  play: async ({ args }) => {
    const menu = await findOpenMenu();
    const newest = within(menu).getByRole('menuitemradio', { name: 'Newest' });
    await expect(newest).toHaveAttribute('aria-checked', 'true');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Top rated' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(newest.querySelector('[data-slot="menu-item-check"] svg')).not.toBeNull();
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

/**
 * Checkable items, several at once (`selectionMode="multiple"`, `menuitemcheckbox`): a click or Space toggles one and
 * the menu stays open; Enter toggles and closes.
 */
export const MultipleChoice: Story = {
  tags: ['no-visual', '!dev', '!autodocs', 'scenario'],
  args: {
    label: 'Show',
    selectionMode: 'multiple',
    onSelectionChange: fn(),
    items: [
      { id: 'price', label: 'Price' },
      { id: 'rating', label: 'Rating' },
      { id: 'shop', label: 'Shop' },
    ],
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    const menu = await findOpenMenu();
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Price' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['price']));
    await userEvent.keyboard('{ArrowDown} ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['price', 'rating']));
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Rating' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(screen.getByRole('menu')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['price']));
    await expect(canvas.getByRole('button', { name: 'Show' })).toHaveFocus();
  },
};

const helpMenu: MenuEntry[] = [
  ...userMenu.slice(0, 3),
  {
    id: 'help',
    label: 'Help',
    items: [
      { id: 'faq', label: 'FAQ', href: '/faq' },
      { id: 'track-order', label: 'Track my order', href: '/help/track-order' },
      { id: 'contact', label: 'Contact us', href: '/contact' },
    ],
  },
  ...userMenu.slice(4),
];

/** An item with `items` opens a submenu beside it, from a press, hover, Enter, Space or the arrow pointing to it. */
export const Submenu: Story = {
  args: { items: helpMenu, defaultOpen: true },
  play: async () => {
    const menu = await findOpenMenu();
    const help = within(menu).getByRole('menuitem', { name: 'Help' });
    await expect(help).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.hover(help);
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(2));
    const submenu = screen.getAllByRole('menu')[1]!;
    await waitFor(() => expect(submenu).toBeVisible());
    await expect(within(submenu).getByRole('menuitem', { name: 'Track my order' })).toHaveAttribute(
      'href',
      '/help/track-order',
    );
  },
};

/**
 * A keyboard walk through a submenu: in and out with the arrows, out with Escape, then a choice in it closes the whole
 * menu.
 */
export const SubmenuKeyboard: Story = {
  tags: ['no-visual', '!dev', '!autodocs', 'scenario'],
  args: { items: helpMenu },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Ayesha Kha...' });
    trigger.focus();
    await userEvent.keyboard('{ArrowUp}');
    const menu = await findOpenMenu();
    // Opened on its last item, Logout; Help is the one before it.
    await userEvent.keyboard('{ArrowUp}');
    const help = within(menu).getByRole('menuitem', { name: 'Help' });
    await expect(help).toHaveFocus();
    const inwards = document.documentElement.dir === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}';
    const back = document.documentElement.dir === 'rtl' ? '{ArrowRight}' : '{ArrowLeft}';
    await userEvent.keyboard(inwards);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'FAQ' })).toHaveFocus());
    await expect(help).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(back);
    await waitFor(() => expect(help).toHaveFocus());
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'FAQ' })).not.toBeInTheDocument());
    // Escape closes the submenu alone.
    await userEvent.keyboard(inwards);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'FAQ' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(help).toHaveFocus());
    await expect(menu).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'FAQ' })).not.toBeInTheDocument());
    await userEvent.keyboard(inwards);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'FAQ' })).toHaveFocus());
    await userEvent.keyboard('t');
    await expect(screen.getByRole('menuitem', { name: 'Track my order' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onAction).toHaveBeenCalledWith('track-order');
    await expect(trigger).toHaveFocus();
  },
};

/** The menu in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = {
  ...Open,
  globals: { dir: 'rtl' },
};

/** The menu on a 360 px wide phone. */
export const SmallScreen: Story = {
  ...Open,
  globals: { viewport: { value: 'phone360' } },
};

/** Typing jumps to the next item starting with the typed letters; disabled items are skipped. */
export const TypeToSelect: Story = {
  tags: ['no-visual', '!dev', '!autodocs', 'scenario'],
  args: {
    items: [
      ...userMenu.slice(0, 4),
      { id: 'returns', label: 'My Return', href: '/user/orders/return', isDisabled: true },
      { id: 'offers', label: <strong>Offers</strong>, textValue: 'Offers', href: '/offers' },
      ...userMenu.slice(4),
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ayesha Kha...' }));
    const menu = await findOpenMenu();
    await expect(menu).toHaveFocus();
    await userEvent.keyboard('o');
    await expect(within(menu).getByRole('menuitem', { name: 'Orders' })).toHaveFocus();
    // Another "o" goes on to the next match, an item whose label is not plain text.
    await userEvent.keyboard('o');
    await expect(within(menu).getByRole('menuitem', { name: 'Offers' })).toHaveFocus();
    await new Promise((done) => setTimeout(done, 1100));
    await userEvent.keyboard('my');
    await expect(within(menu).getByRole('menuitem', { name: 'My Account' })).toHaveFocus();
    await userEvent.keyboard('{End}{ArrowUp}{ArrowUp}');
    await expect(within(menu).getByRole('menuitem', { name: 'Followed Shops' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowUp}');
    await expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
  },
};

/** ArrowUp opens on the last item; Tab closes the menu and moves on from the trigger; Space chooses. */
export const ArrowUpAndTab: Story = {
  tags: ['no-visual', '!dev', '!autodocs', 'scenario'],
  render: (args) => (
    <div className="sd:flex sd:gap-2">
      <Menu {...args} />
      <Button variant="ghost">Next control</Button>
    </div>
  ),
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Ayesha Kha...' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    const menu = await findOpenMenu();
    await expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Next control' })).toHaveFocus();

    await userEvent.click(trigger);
    await findOpenMenu();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}[Space]');
    await expect(args.onAction).toHaveBeenCalledWith('wishlist');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Near the bottom of the window the menu opens above its trigger. */
export const OpensUpwardsNearTheBottom: Story = {
  tags: ['no-visual', '!dev', '!autodocs', 'scenario'],
  decorators: [
    (Story) => (
      <div className="sd:flex sd:h-[calc(100vh-2rem)] sd:items-end">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Ayesha Kha...' });
    await userEvent.click(trigger);
    const menu = await findOpenMenu();
    await expect(menu.getBoundingClientRect().bottom).toBeLessThanOrEqual(trigger.getBoundingClientRect().top);
  },
};
