import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CategoryDrawer, MobileBottomBar, type MobileBottomBarProps } from '@sauda/ui';
import { categories } from '../fixtures/frame';

/** The bar with the drawer it opens, as the storefront wires them. */
function WithDrawer(props: MobileBottomBarProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <MobileBottomBar
        {...props}
        isCategoriesOpen={isOpen}
        onCategoriesPress={() => {
          props.onCategoriesPress?.();
          setOpen(true);
        }}
      />
      <CategoryDrawer categories={categories} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

/**
 * The phone's bottom navigation: Home, Categories, Cart and Account, with the current section marked. Use it on
 * every page under 768 px; on wider screens the Header carries these links.
 */
const meta = {
  title: 'Widgets/MobileBottomBar',
  component: MobileBottomBar,
  parameters: { layout: 'fullscreen' },
  args: { currentPath: '/', cartCount: 2, onCategoriesPress: fn(), onlyOnSmallScreens: false },
  argTypes: {
    currentPath: { control: 'select', options: ['/', '/cart', '/user/account', '/user/orders', '/faq'] },
  },
  // The bar is fixed to the viewport; a transformed frame keeps it at the bottom of the story instead.
  render: (args) => (
    <div className="sd:relative sd:h-40 sd:transform-gpu sd:bg-bg">
      <WithDrawer {...args} />
    </div>
  ),
} satisfies Meta<typeof MobileBottomBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bottom bar with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

/** On the home page, with items in the cart. */
export const OnHome: Story = {
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Shortcuts' }));
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('button', { name: 'Categories' })).toHaveAttribute('aria-expanded', 'false');
    const cart = nav.getByRole('link', { name: 'Cart, 2 items' });
    await expect(cart).toHaveAttribute('href', '/cart');
    await expect(cart).not.toHaveAttribute('aria-current');
    await expect(nav.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/user/account');
  },
};

/** On the cart page. */
export const OnCart: Story = {
  args: { currentPath: '/cart', cartCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Cart, 1 item' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

/** Over 99 items: the count shows "99+". */
export const FullCart: Story = {
  args: { cartCount: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Cart, 99+ items' })).toBeVisible();
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};

/** Anywhere in the account area: Account is marked. */
export const InAccountArea: Story = {
  args: { currentPath: '/user/orders' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'true');
  },
};

/** An empty cart: no count on it. */
export const EmptyCart: Story = {
  args: { cartCount: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Cart' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="badge"]')).toBeNull();
  },
};

/** 'Categories' opens the drawer; following a category closes it. */
export const OpensCategories: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Categories' });
    await userEvent.click(button);
    await expect(args.onCategoriesPress).toHaveBeenCalledTimes(1);
    const drawer = within(await screen.findByRole('dialog', { name: 'Categories' }));
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(drawer.getByRole('link', { name: 'Groceries' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Shown only under 768 px by default. (No screenshot: from 768 px there is nothing to see.) */
export const HiddenFrom768: Story = {
  tags: ['no-visual', '!dev', '!autodocs', 'scenario'],
  args: { onlyOnSmallScreens: true },
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector<HTMLElement>('[data-slot="mobile-bottom-bar"]');
    await expect(bar).not.toBeNull();
    await expect(getComputedStyle(bar as HTMLElement).display === 'none').toBe(window.innerWidth >= 768);
  },
};

/** On the cart page, in a right-to-left page. */
export const RightToLeft: Story = { args: { currentPath: '/cart', cartCount: 12 }, globals: { dir: 'rtl' } };

/** The bottom bar on a 360 px wide phone. */
export const SmallScreen: Story = {
  args: { onlyOnSmallScreens: true, cartCount: 3 },
  globals: { viewport: { value: 'phone360' } },
};
