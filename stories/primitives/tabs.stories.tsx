import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { preloadTabs, Tab, TabList, TabPanel, Tabs, type TabItem, type TabsProps } from '@sauda/ui';

const panel = (heading: string, text: string) => (
  <div className="sd:flex sd:flex-col sd:gap-1">
    <h2 className="sd:text-lg sd:font-semibold">{heading}</h2>
    <p className="sd:text-muted">{text}</p>
  </div>
);

const accountTabs: TabItem[] = [
  {
    id: 'profile',
    label: 'Profile',
    content: panel('Profile settings', 'Your Style, Your Settings – Personalize Your Profile!'),
  },
  { id: 'orders', label: 'My Orders', content: panel('My Orders', 'Track, return or cancel the orders you placed.') },
  {
    id: 'returns',
    label: 'My Return',
    content: panel('My Return', 'Items you asked to return within 7 days of delivery.'),
  },
  { id: 'cancellations', label: 'My Cancellations', content: panel('My Cancellations', 'Orders you cancelled.') },
  { id: 'wishlist', label: 'Wishlist', content: panel('Your Wishlist', 'Add your favorite items to the wishlist!') },
  { id: 'followed-shops', label: 'Followed Shops', content: panel('Your Followed Shops', 'Shops you follow.') },
];

/** The shop page's tabs as compound parts, around the given Products panel. */
const shopTabs = (args: TabsProps, products: ReactNode) => (
  <Tabs {...args}>
    <TabList aria-label="Shop">
      <Tab id="products">Products</Tab>
      <Tab id="profile">Profile</Tab>
      <Tab id="reviews">Reviews</Tab>
    </TabList>
    <TabPanel id="products">{products}</TabPanel>
    <TabPanel id="profile">Joined 3+ years ago. Shipped on time: 99%.</TabPanel>
    <TabPanel id="reviews">This section contains reviews.</TabPanel>
  </Tabs>
);

/**
 * Switches between views of one thing without leaving the page, such as a shop's products, profile and reviews, or
 * the account sections. Use it for two to six views of equal weight; not for the steps of a process.
 */
const meta = {
  title: 'Primitives/Tabs',
  // react-aria-components' tabs, which a page downloads on mount, are there from the first render.
  loaders: [preloadTabs],
  component: Tabs,
  args: { items: accountTabs, label: 'My Account', onSelectionChange: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    keyboardActivation: { control: 'inline-radio', options: ['automatic', 'manual'] },
    items: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tabs with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

/** Arrow keys move the selection and the panel follows. */
export const Keyboard: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    const profile = await canvas.findByRole('tab', { name: 'Profile' });
    await expect(canvas.getByRole('tablist', { name: 'My Account' })).toBeVisible();
    await waitFor(() => expect(profile).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByRole('tabpanel', { name: 'Profile' })).toHaveTextContent('Profile settings');

    await userEvent.tab();
    await expect(profile).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'My Orders' })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(canvas.getByRole('tabpanel', { name: 'My Orders' })).toHaveTextContent('Track, return or cancel');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('orders');

    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Followed Shops' })).toHaveAttribute('aria-selected', 'true'),
    );
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(profile).toHaveAttribute('aria-selected', 'true'));

    // Tab leaves the list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Profile' })).toHaveFocus();
  },
};

/** Tabs stacked in a column, as the account side list on wide screens. */
export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Profile' })).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'My Return' })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await expect(canvas.getByRole('tabpanel', { name: 'My Return' })).toBeVisible();
  },
};

/** One tab not available. */
export const DisabledTab: Story = {
  args: {
    defaultSelectedKey: 'returns',
    items: accountTabs.map((tab) => (tab.id === 'cancellations' ? { ...tab, isDisabled: true } : tab)),
  },
  play: async ({ canvas }) => {
    const disabled = await canvas.findByRole('tab', { name: 'My Cancellations' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(disabled);
    await waitFor(() => expect(disabled).toHaveAttribute('aria-selected', 'false'));
    await userEvent.click(canvas.getByRole('tab', { name: 'My Return' }));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Wishlist' })).toHaveAttribute('aria-selected', 'true'));
  },
};

export const Controlled: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  render: function Controlled(args) {
    const [selected, setSelected] = useState<string | number>('wishlist');
    return (
      <div className="sd:flex sd:flex-col sd:gap-3">
        <Tabs {...args} selectedKey={selected} onSelectionChange={setSelected} />
        <p className="sd:text-sm sd:text-muted">URL: /user/{String(selected)}</p>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Wishlist' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'My Orders' }));
    await expect(canvas.getByText('URL: /user/orders')).toBeVisible();
  },
};

/** On a phone the strip of tabs scrolls sideways. */
export const ScrollableStripOnSmallScreen: Story = {
  globals: { viewport: { value: 'phone360' } },
  // The test runner ignores the viewport global, so the column is held at a phone's content width as well.
  decorators: [
    (Story) => (
      <div className="sd:max-w-80">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await canvas.findByRole('tab', { name: 'Profile' });
    // The strip scrolls by the tabs' widths: measured before the web font arrives, the scroll would be off by pixels.
    await document.fonts.ready;
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Followed Shops' });
    await expect(last).toHaveFocus();
    await waitFor(() =>
      expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(list.getBoundingClientRect().right + 1),
    );
  },
};

/** Tabs with their own panels, as on a shop page. */
export const Compound: Story = {
  args: { items: undefined },
  render: (args) => shopTabs(args, '24 products from Hafeez Textiles.'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Reviews' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Reviews' })).toHaveTextContent('This section contains reviews.');
  },
};

/** The tabs in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvas }) => {
    const profile = await canvas.findByRole('tab', { name: 'Profile' });
    const orders = canvas.getByRole('tab', { name: 'My Orders' });
    await expect(profile.getBoundingClientRect().left).toBeGreaterThan(orders.getBoundingClientRect().left);
    await userEvent.click(orders);
    await expect(canvas.getByRole('tabpanel', { name: 'My Orders' })).toBeVisible();
  },
};

/** Tabs in a column, in a right-to-left page. */
export const VerticalRightToLeft: Story = {
  args: { orientation: 'vertical', defaultSelectedKey: 'wishlist' },
  globals: { dir: 'rtl' },
};

/** Right-to-left, ArrowLeft moves to the next tab and ArrowRight to the previous one, wrapping; Home goes first. */
export const RightToLeftArrowKeys: Story = {
  tags: ['no-visual', '!dev', '!autodocs', 'scenario'],
  globals: { dir: 'rtl' },
  play: async ({ canvas }) => {
    const profile = await canvas.findByRole('tab', { name: 'Profile' });
    await userEvent.tab();
    await expect(profile).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    const orders = canvas.getByRole('tab', { name: 'My Orders' });
    await expect(orders).toHaveFocus();
    await expect(orders).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Followed Shops' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(profile).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Profile' })).toHaveTextContent('Profile settings');
  },
};

/** Manual activation: the arrows only move focus; Enter or Space shows the focused tab. */
export const ManualActivation: Story = {
  tags: ['no-visual', '!dev', '!autodocs', 'scenario'],
  args: { keyboardActivation: 'manual' },
  play: async ({ args, canvas }) => {
    const profile = await canvas.findByRole('tab', { name: 'Profile' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const orders = canvas.getByRole('tab', { name: 'My Orders' });
    await expect(orders).toHaveFocus();
    await expect(orders).toHaveAttribute('aria-selected', 'false');
    await expect(profile).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Profile' })).toBeVisible();
    await expect(args.onSelectionChange).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    await expect(orders).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'My Orders' })).toBeVisible();
    await userEvent.keyboard('{End}[Space]');
    await expect(canvas.getByRole('tab', { name: 'Followed Shops' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('followed-shops');
  },
};

/** Only the selected tab is a tab stop, and the focus ring shows after keyboard focus, not after a click. */
export const RovingTabStop: Story = {
  tags: ['no-visual', '!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    const wishlist = await canvas.findByRole('tab', { name: 'Wishlist' });
    await userEvent.click(wishlist);
    await expect(wishlist).toHaveFocus();
    await expect(wishlist).not.toHaveAttribute('data-focus-visible');
    await expect(canvas.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, -1, -1, 0, -1]);
    await userEvent.keyboard('{ArrowLeft}');
    const cancellations = canvas.getByRole('tab', { name: 'My Cancellations' });
    await expect(cancellations).toHaveAttribute('data-focus-visible');
    await expect(cancellations).toHaveAttribute('aria-controls', canvas.getByRole('tabpanel').id);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(cancellations).toHaveFocus();
  },
};

/** Each tab is a link to its own page, as in the account area. */
export const LinkTabs: Story = {
  tags: ['no-visual'],
  args: { items: accountTabs.map((tab) => ({ ...tab, href: `/user/${tab.id}` })) },
  play: async ({ canvas }) => {
    const orders = await canvas.findByRole('tab', { name: 'My Orders' });
    await expect(orders).toHaveAttribute('href', '/user/orders');
    await userEvent.click(orders);
    await expect(orders).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'My Orders' })).toBeVisible();
  },
};

/** With no tabbable content the panel is a tab stop itself; with some, Tab goes straight to its first control. */
export const PanelWithControls: Story = {
  tags: ['no-visual', '!dev', '!autodocs', 'scenario'],
  args: { items: undefined, disabledKeys: ['profile'] },
  render: (args) => shopTabs(args, <button type="button">Load more</button>),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(await canvas.findByRole('tab', { name: 'Products' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Load more' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    // The disabled Profile tab is skipped.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Reviews' })).toHaveFocus();
  },
};
