import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, IconButton } from '@sauda/ui';

const tones = ['neutral', 'brand', 'success', 'warning', 'danger', 'info', 'orange'] as const;

function CartIcon() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M3 4h2l2.4 11h10.2L20 8H6.2" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="9" cy="19.5" r="1.5" />
      <circle cx="17" cy="19.5" r="1.5" />
    </svg>
  );
}

/**
 * A small label for a status ("Shipped", "Cancelled") or a count on an icon, such as the items in the cart. Use it
 * to tag something the shopper should notice at a glance, in one or two words. Don't use it for actions (use
 * Button) or for sentences.
 */
const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Delivered', tone: 'success' },
  argTypes: {
    tone: { control: 'inline-radio', options: tones },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    children: { control: 'text' },
    count: { control: { type: 'number', min: 0 } },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The badge with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

/** Every colour tone a badge comes in. */
export const Tones: Story = {
  render: (args) => (
    <div className="sd:flex sd:flex-wrap sd:items-center sd:gap-2">
      {tones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone.charAt(0).toUpperCase() + tone.slice(1)}
        </Badge>
      ))}
    </div>
  ),
};

/** The tone each order status uses, from Pending to Cancelled. */
export const OrderStatuses: Story = {
  render: (args) => (
    <div className="sd:flex sd:flex-wrap sd:items-center sd:gap-2">
      <Badge {...args} tone="success">
        Delivered
      </Badge>
      <Badge {...args} tone="orange">
        Shipped
      </Badge>
      <Badge {...args} tone="info">
        Processing
      </Badge>
      <Badge {...args} tone="warning">
        Confirmed
      </Badge>
      <Badge {...args} tone="danger">
        Pending
      </Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const status of ['Delivered', 'Shipped', 'Processing', 'Confirmed', 'Pending']) {
      await expect(canvas.getByText(status)).toBeVisible();
    }
  },
};

/** The small and the regular size side by side. */
export const Sizes: Story = {
  render: (args) => (
    <div className="sd:flex sd:flex-wrap sd:items-center sd:gap-2">
      <Badge {...args} size="sm">
        Sale
      </Badge>
      <Badge {...args} size="md">
        Sale
      </Badge>
    </div>
  ),
  args: { tone: 'brand' },
};

/** A number badge, such as the items in a cart. */
export const Count: Story = {
  args: { count: 3, label: '3 items in cart' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 items in cart')).toBeInTheDocument();
    await expect(canvas.getByText('3')).toBeVisible();
  },
};

/** A large count is capped, so the badge stays small. */
export const CountAboveMax: Story = {
  args: { count: 120, label: '120 unread notifications' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('120 unread notifications')).toBeInTheDocument();
  },
};

/** A count badge on the corner of the cart button. */
export const CountOnCartButton: Story = {
  render: () => (
    <div className="sd:relative sd:inline-flex">
      <IconButton label="Cart" variant="secondary">
        <CartIcon />
      </IconButton>
      <Badge count={3} label="3 items in cart" size="sm" className="sd:absolute sd:-end-1.5 sd:-top-1.5" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cart' })).toBeVisible();
    await expect(canvas.getByText('3 items in cart')).toBeInTheDocument();
  },
};

/** The cart button with nothing in the cart: no badge shows. */
export const CountHiddenAtZero: Story = {
  render: () => (
    <div className="sd:relative sd:inline-flex">
      <IconButton label="Cart" variant="secondary">
        <CartIcon />
      </IconButton>
      <Badge count={0} label="0 items in cart" size="sm" className="sd:absolute sd:-end-1.5 sd:-top-1.5" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('0 items in cart')).not.toBeInTheDocument();
    await expect(canvas.queryByText('0')).not.toBeInTheDocument();
  },
};

/** The badge in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = {
  render: () => (
    <div className="sd:flex sd:items-center sd:gap-4">
      <Badge tone="orange">Shipped</Badge>
      <div className="sd:relative sd:inline-flex">
        <IconButton label="Cart" variant="secondary">
          <CartIcon />
        </IconButton>
        <Badge count={12} label="12 items in cart" size="sm" className="sd:absolute sd:-end-1.5 sd:-top-1.5" />
      </div>
    </div>
  ),
  globals: { dir: 'rtl' },
};

/** The badge on a 360 px wide phone. */
export const SmallScreen: Story = {
  render: OrderStatuses.render,
  globals: { viewport: { value: 'phone360' } },
};
