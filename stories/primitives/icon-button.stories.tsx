import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton } from '@sauda/ui';

function SearchIcon() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}

function HeartIcon() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path
        d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10z"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function CartIcon() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M3 4h2l2.4 11h10.2L20 8H6.2" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="9" cy="19.5" r="1.5" />
      <circle cx="17" cy="19.5" r="1.5" />
    </svg>
  );
}

function BackIcon() {
  // Points towards the start side, so it flips in right-to-left layouts.
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className="sd:rtl:-scale-x-100"
    >
      <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * A button that shows only an icon, such as the cart, the wishlist heart or a close cross. Use it where the icon is
 * understood at once and space is tight; its label is what screen readers say. When the action needs words, use
 * Button.
 */
const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Search', children: <SearchIcon />, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    shape: { control: 'inline-radio', options: ['square', 'round'] },
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The icon button with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const LabelIsTheName: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Search' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(button).not.toHaveAttribute('aria-pressed');
  },
};

/** Every look side by side. */
export const Variants: Story = {
  render: (args) => (
    <div className="sd:flex sd:flex-wrap sd:items-center sd:gap-3">
      <IconButton {...args} variant="primary" label="Add to cart">
        <CartIcon />
      </IconButton>
      <IconButton {...args} variant="secondary" label="Search">
        <SearchIcon />
      </IconButton>
      <IconButton {...args} variant="ghost" label="Back">
        <BackIcon />
      </IconButton>
      <IconButton {...args} variant="danger" label="Remove from cart">
        <TrashIcon />
      </IconButton>
    </div>
  ),
};

/** Every size side by side. */
export const Sizes: Story = {
  render: (args) => (
    <div className="sd:flex sd:flex-wrap sd:items-center sd:gap-3">
      <IconButton {...args} variant="secondary" size="sm" />
      <IconButton {...args} variant="secondary" size="md" />
      <IconButton {...args} variant="secondary" size="lg" />
    </div>
  ),
};

/** An on/off button: the heart that adds to and removes from the wishlist. */
export const WishlistToggle: Story = {
  args: {
    label: 'Add to wishlist',
    children: <HeartIcon />,
    variant: 'secondary',
    shape: 'round',
    defaultPressed: false,
    onPressedChange: fn(),
  },
  play: async ({ args, canvas }) => {
    const heart = canvas.getByRole('button', { name: 'Add to wishlist' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onPressedChange).toHaveBeenLastCalledWith(true);
    await expect(heart).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onPressedChange).toHaveBeenLastCalledWith(false);
  },
};

/** Icon buttons in their pressed (on) state. */
export const Pressed: Story = {
  render: (args) => (
    <div className="sd:flex sd:flex-wrap sd:items-center sd:gap-3">
      <IconButton {...args} variant="ghost" isPressed label="Add to wishlist">
        <HeartIcon />
      </IconButton>
      <IconButton {...args} variant="secondary" shape="round" isPressed label="Add to wishlist">
        <HeartIcon />
      </IconButton>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const heart of canvas.getAllByRole('button', { name: 'Add to wishlist' })) {
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
    }
  },
};

/** Not available. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Search' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** The icon button in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = {
  render: (args) => (
    <div className="sd:flex sd:items-center sd:gap-3">
      <IconButton {...args} label="Back">
        <BackIcon />
      </IconButton>
      <IconButton {...args} variant="secondary" shape="round" defaultPressed={false} label="Add to wishlist">
        <HeartIcon />
      </IconButton>
    </div>
  ),
  globals: { dir: 'rtl' },
};

/** A large icon button on a phone. */
export const SmallScreen: Story = {
  args: { size: 'lg', variant: 'secondary' },
  globals: { viewport: { value: 'phone360' } },
};
