import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { preloadTabs, ProductGrid, StoreProfile, StoreTabs } from '@sauda/ui';
import { products } from '../fixtures/products';

const storeProducts = <ProductGrid products={products.slice(0, 4)} />;

/**
 * A shop page's tabs: Products, Profile and Reviews. Use them under StoreHeader.
 */
const meta = {
  title: 'Widgets/StoreTabs',
  // react-aria-components' tabs, which a page downloads on mount, are there from the first render.
  loaders: [preloadTabs],
  component: StoreTabs,
  args: { products: storeProducts, onTabChange: fn() },
} satisfies Meta<typeof StoreTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The store tabs with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const ArrowKeysSwitchTabs: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    const tabs = within(canvas.getByRole('tablist', { name: 'Store sections' }));
    await expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Products', 'Profile', 'Reviews']);
    const productsTab = tabs.getByRole('tab', { name: 'Products' });
    await expect(productsTab).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Products' })).toBeVisible();

    productsTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('profile');
    await expect(tabs.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Profile' })).toHaveTextContent('Shipped on time99%');

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tabpanel', { name: 'Reviews' })).toHaveTextContent('This section contains reviews.');
    await userEvent.keyboard('{Home}');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('products');
  },
};

/** The Profile tab with the shop's facts. */
export const ProfileFacts: Story = {
  args: { defaultSelectedTab: 'profile' },
  play: async ({ canvas }) => {
    const panel = within(canvas.getByRole('tabpanel', { name: 'Profile' }));
    await expect(panel.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Joined',
      'Shipped on time',
      'Chat response rate',
      'Response time',
    ]);
    await expect(panel.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '3+ years',
      '99%',
      'No data',
      'Active in: 10 mins',
    ]);
  },
};

/** The Reviews tab before there are reviews. */
export const ReviewsPlaceholder: Story = {
  args: { defaultSelectedTab: 'reviews' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This section contains reviews.')).toBeVisible();
  },
};

export const Controlled: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { selectedTab: 'profile' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Reviews' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('reviews');
    // The page owns the state: until it says so, Profile stays selected.
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** With the marketplace's own panel content. */
export const CustomPanels: Story = {
  args: {
    defaultSelectedTab: 'profile',
    profile: (
      <StoreProfile
        facts={[
          { id: 'city', label: 'Ships from', value: 'Lahore' },
          { id: 'joined', label: 'Joined', value: '5+ years' },
        ]}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tabpanel', { name: 'Profile' })).toHaveTextContent('Ships fromLahore');
  },
};

/** The store tabs in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { args: { defaultSelectedTab: 'profile' }, globals: { dir: 'rtl' } };

/** The store tabs on a 360 px wide phone. */
export const SmallScreen: Story = {
  args: { defaultSelectedTab: 'profile' },
  globals: { viewport: { value: 'phone360' } },
};
