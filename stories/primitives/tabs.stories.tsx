import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs, type TabItem } from '@sauda/ui';

const panel = (heading: string, text: string) => (
  <div className="flex flex-col gap-1">
    <h2 className="text-lg font-semibold">{heading}</h2>
    <p className="text-muted">{text}</p>
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

const meta = {
  title: 'Primitives/Tabs',
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

export const Playground: Story = {};

/** Arrow keys move the selection and the panel follows. */
export const Keyboard: Story = {
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

/** The account side list on wide screens: ArrowDown and ArrowUp move. */
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
  render: function Controlled(args) {
    const [selected, setSelected] = useState<string | number>('wishlist');
    return (
      <div className="flex flex-col gap-3">
        <Tabs {...args} selectedKey={selected} onSelectionChange={setSelected} />
        <p className="text-sm text-muted">URL: /user/{String(selected)}</p>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Wishlist' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'My Orders' }));
    await expect(canvas.getByText('URL: /user/orders')).toBeVisible();
  },
};

/** The account nav on a small phone: the strip scrolls sideways and keeps the focused tab in view. */
export const ScrollableStripOnSmallScreen: Story = {
  globals: { viewport: { value: 'phone360' } },
  // The test runner ignores the viewport global, so the column is held at a phone's content width as well.
  decorators: [
    (Story) => (
      <div className="max-w-80">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await canvas.findByRole('tab', { name: 'Profile' });
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

/** Compound parts, as on a shop page. */
export const Compound: Story = {
  args: { items: undefined },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Shop">
        <Tab id="products">Products</Tab>
        <Tab id="profile">Profile</Tab>
        <Tab id="reviews">Reviews</Tab>
      </TabList>
      <TabPanel id="products">24 products from Hafeez Textiles.</TabPanel>
      <TabPanel id="profile">Joined 3+ years ago. Shipped on time: 99%.</TabPanel>
      <TabPanel id="reviews">This section contains reviews.</TabPanel>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Reviews' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Reviews' })).toHaveTextContent('This section contains reviews.');
  },
};

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

export const VerticalRightToLeft: Story = {
  args: { orientation: 'vertical', defaultSelectedKey: 'wishlist' },
  globals: { dir: 'rtl' },
};
