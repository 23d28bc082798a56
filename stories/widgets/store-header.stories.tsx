import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoreHeader, type StoreHeaderProps } from '@sauda/ui';
import { longNameShop, shop } from '../fixtures/product-page';
import { brokenShop } from '../fixtures/store';

/** The store page's wiring: a 200 reply flips the state and moves the follower count by one (spec §4). */
function Stateful(props: StoreHeaderProps) {
  const [following, setFollowing] = useState(props.isFollowing ?? false);
  const [followers, setFollowers] = useState(props.shop?.followersCount ?? 0);
  return (
    <StoreHeader
      {...props}
      shop={props.shop && { ...props.shop, followersCount: followers }}
      isFollowing={following}
      onFollow={() => {
        props.onFollow?.();
        setFollowing(true);
        setFollowers((count) => count + 1);
      }}
      onUnfollow={() => {
        props.onUnfollow?.();
        setFollowing(false);
        setFollowers((count) => count - 1);
      }}
    />
  );
}

/**
 * The top of a shop's page: logo, name, owner, followers, products and the Follow button. Use it once on each shop
 * page, above StoreTabs.
 */
const meta = {
  title: 'Widgets/StoreHeader',
  component: StoreHeader,
  args: { shop, onFollow: fn(), onUnfollow: fn() },
  // Its pictures are inline data URIs: an object control would spill them across the args table.
  argTypes: { shop: { control: false } },
  render: (args) => <Stateful key={JSON.stringify([args.shop, args.isFollowing])} {...args} />,
  decorators: [
    (Story) => (
      <div className="sd:max-w-4xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StoreHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The store header with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const ShowsNameOwnerAndCounts: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Khaadi Official' })).toBeVisible();
    await expect(canvas.getByText('Shamoon Sultan')).toBeVisible();
    const stats = within(canvasElement.querySelector<HTMLElement>('[data-slot="store-header-stats"]') as HTMLElement);
    await expect(stats.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Products',
      'Followers',
      'Following',
    ]);
    await expect(stats.getAllByRole('definition').map((value) => value.textContent)).toEqual(['214', '12,480', '3']);
  },
};

export const FollowToggles: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    const followers = () => canvas.getAllByRole('definition')[1];
    await userEvent.click(canvas.getByRole('button', { name: 'Follow' }));
    await expect(args.onFollow).toHaveBeenCalledTimes(1);
    const unfollow = canvas.getByRole('button', { name: 'Unfollow' });
    await expect(unfollow).toHaveAttribute('data-following', 'true');
    await expect(followers()).toHaveTextContent('12,481');
    unfollow.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onUnfollow).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Follow' })).toHaveFocus();
    await expect(followers()).toHaveTextContent('12,480');
  },
};

/** Already followed. */
export const Following: Story = {
  args: { isFollowing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Unfollow' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Follow' })).toBeNull();
  },
};

/** While the follow is saved. */
export const FollowPending: Story = {
  args: { isFollowPending: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Follow/ });
    await userEvent.click(button);
    await expect(args.onFollow).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('data-pending', 'true');
  },
};

/** While the shop loads. */
export const Loading: Story = {
  args: { shop: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading store');
    await expect(canvas.getByRole('region', { name: 'Loading store' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A long name and no logo. */
export const LongNameWithoutLogo: Story = {
  args: { shop: longNameShop },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(longNameShop.name);
    await expect(canvasElement.querySelector('[data-slot="shop-logo"]')).toHaveTextContent('H');
  },
};

/** A logo that does not load and a count below zero from the server. */
export const BrokenLogoAndNegativeCount: Story = {
  args: { shop: brokenShop, productsCount: 37 },
  play: async ({ canvas, canvasElement }) => {
    // The legacy backend can drive the count below zero; the header never shows a negative number.
    await expect(canvas.getAllByRole('definition').map((value) => value.textContent)).toEqual(['37', '0', '3']);
    // The logo fails to load and gives way to the shop's initial.
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="shop-logo"]')).toHaveAttribute('data-placeholder', 'true'),
    );
    await expect(canvasElement.querySelector('[data-slot="shop-logo"]')).toHaveTextContent('C');
  },
};

/** The store header in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { globals: { dir: 'rtl' } };

/** A long name, on a phone. */
export const SmallScreen: Story = {
  args: { shop: longNameShop },
  globals: { viewport: { value: 'phone360' } },
};
