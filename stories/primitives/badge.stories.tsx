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

export const Playground: Story = {};

export const Tones: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-2">
      {tones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone.charAt(0).toUpperCase() + tone.slice(1)}
        </Badge>
      ))}
    </div>
  ),
};

export const OrderStatuses: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-2">
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

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-2">
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

export const Count: Story = {
  args: { count: 3, label: '3 items in cart' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 items in cart')).toBeInTheDocument();
    await expect(canvas.getByText('3')).toBeVisible();
  },
};

export const CountAboveMax: Story = {
  args: { count: 120, label: '120 unread notifications' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('120 unread notifications')).toBeInTheDocument();
  },
};

export const CountOnCartButton: Story = {
  render: () => (
    <div className="relative inline-flex">
      <IconButton label="Cart" variant="secondary">
        <CartIcon />
      </IconButton>
      <Badge count={3} label="3 items in cart" size="sm" className="absolute -end-1.5 -top-1.5" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cart' })).toBeVisible();
    await expect(canvas.getByText('3 items in cart')).toBeInTheDocument();
  },
};

export const CountHiddenAtZero: Story = {
  render: () => (
    <div className="relative inline-flex">
      <IconButton label="Cart" variant="secondary">
        <CartIcon />
      </IconButton>
      <Badge count={0} label="0 items in cart" size="sm" className="absolute -end-1.5 -top-1.5" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('0 items in cart')).not.toBeInTheDocument();
    await expect(canvas.queryByText('0')).not.toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  render: () => (
    <div className="flex items-center gap-4">
      <Badge tone="orange">Shipped</Badge>
      <div className="relative inline-flex">
        <IconButton label="Cart" variant="secondary">
          <CartIcon />
        </IconButton>
        <Badge count={12} label="12 items in cart" size="sm" className="absolute -end-1.5 -top-1.5" />
      </div>
    </div>
  ),
  globals: { dir: 'rtl' },
};

export const SmallScreen: Story = {
  render: OrderStatuses.render,
  globals: { viewport: { value: 'phone360' } },
};
