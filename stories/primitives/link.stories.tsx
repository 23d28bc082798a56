import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Link, RouterProvider } from '@sauda/ui';

/**
 * Takes the shopper to another page. Use it inside text, or with the button look when the main action of a view is
 * to go somewhere ("Proceed to Checkout"). When pressing does something on the page instead, use Button. Links to
 * other sites open in a new tab and say so.
 */
const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '/help/shipping', children: 'Shipping policy' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['inline', 'button'] },
    buttonVariant: { control: 'inline-radio', options: ['primary', 'secondary'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

/** A link inside a sentence. */
export const InlineInText: Story = {
  args: { href: '/terms-and-conditions', children: 'Terms and Conditions' },
  render: (args) => (
    <p className="sd:max-w-md sd:text-sm sd:text-fg">
      By placing this order you agree to Sauda&apos;s <Link {...args} />. Returns are accepted within 7 days of
      delivery.
    </p>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Terms and Conditions' });
    await expect(link).toHaveAttribute('href', '/terms-and-conditions');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** Links with the button look, in each button look. */
export const ButtonLinks: Story = {
  render: (args) => (
    <div className="sd:flex sd:flex-wrap sd:gap-3">
      <Link {...args} variant="button" href="/">
        Continue Shopping
      </Link>
      <Link {...args} variant="button" buttonVariant="secondary" href="/my-orders">
        View Orders
      </Link>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'View Orders' })).toHaveAttribute('href', '/my-orders');
  },
};

/** Button-look links in each size. */
export const ButtonSizes: Story = {
  render: (args) => (
    <div className="sd:flex sd:flex-wrap sd:items-center sd:gap-3">
      <Link {...args} variant="button" size="sm" href="/">
        Shop now
      </Link>
      <Link {...args} variant="button" size="md" href="/">
        Shop now
      </Link>
      <Link {...args} variant="button" size="lg" href="/">
        Shop now
      </Link>
    </div>
  ),
};

const navigate = fn();

/**
 * Inside the kit's `RouterProvider`, a plain click (or Enter) is handed to the app's router; a modified click (new
 * tab) and a link to another site stay the browser's. The wrapper cancels the browser's own navigation so the story
 * stays on the page.
 */
export const FollowsTheAppRouter: Story = {
  // An interaction test; its look is the same as the stories above.
  tags: ['no-visual', '!dev', '!autodocs', 'scenario'],
  args: { onPress: fn() },
  render: (args) => (
    <RouterProvider navigate={navigate}>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className="sd:flex sd:gap-4" onClick={(event) => event.preventDefault()}>
        <Link {...args} href="/orders">
          My Orders
        </Link>
        <Link href="https://seller.example.com/join">Sell on Sauda</Link>
      </div>
    </RouterProvider>
  ),
  play: async ({ args, canvas }) => {
    navigate.mockClear();
    const orders = canvas.getByRole('link', { name: 'My Orders' });
    await userEvent.click(orders);
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/orders');
    await expect(args.onPress).toHaveBeenCalledTimes(1);

    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(2);

    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(orders);
    await user.keyboard('{/Control}');
    await expect(navigate).toHaveBeenCalledTimes(2);
    await expect(args.onPress).toHaveBeenCalledTimes(3);

    await userEvent.click(canvas.getByRole('link', { name: 'Sell on Sauda' }));
    await expect(navigate).toHaveBeenCalledTimes(2);
  },
};

/** A link to another site: it opens in a new tab. */
export const External: Story = {
  args: { href: 'https://seller.example.com', children: 'Sell on Sauda', isExternal: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Sell on Sauda (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** A button-look link to another site, such as a WhatsApp chat. */
export const ExternalButton: Story = {
  args: {
    href: 'https://wa.me/923140000910',
    children: 'Chat on WhatsApp',
    isExternal: true,
    variant: 'button',
    buttonVariant: 'secondary',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Chat on WhatsApp (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/** A long link wraps with its sentence. */
export const LongLabel: Story = {
  args: {
    href: '/help/returns',
    children: 'Read how returns, refunds and cancellations work for Cash on Delivery orders across Pakistan',
  },
  render: (args) => (
    <p className="sd:max-w-64 sd:text-sm sd:text-fg">
      Need to send something back? <Link {...args} />.
    </p>
  ),
};

/** The link in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = {
  render: (args) => (
    <div className="sd:flex sd:flex-col sd:items-start sd:gap-3">
      <p className="sd:text-sm sd:text-fg">
        Questions? Visit our{' '}
        <Link {...args} href="/contact-us">
          Contact Us
        </Link>{' '}
        page.
      </p>
      <Link {...args} href="https://seller.example.com" isExternal>
        Sell on Sauda
      </Link>
      <Link {...args} variant="button" href="/">
        Continue Shopping
      </Link>
    </div>
  ),
  globals: { dir: 'rtl' },
};

/** A full-width button-look link on a phone. */
export const SmallScreen: Story = {
  args: { variant: 'button', href: '/checkout', children: 'Proceed to Checkout', className: 'sd:w-full' },
  globals: { viewport: { value: 'phone360' } },
};
