import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TrackOrderTimeline } from '@sauda/ui';

const steps = [
  { label: 'Pending', date: '10/11/2026 09:15 AM' },
  { label: 'Confirmed', date: '10/11/2026 11:40 AM' },
  { label: 'Processing', date: '11/11/2026 02:05 PM' },
  { label: 'Shipped', date: '12/11/2026 06:30 PM' },
  { label: 'Delivered' },
];

/**
 * An order's progress from placed to delivered, with the last known place and the expected delivery. Use it on the
 * track-order page.
 */
const meta = {
  title: 'Widgets/TrackOrderTimeline',
  component: TrackOrderTimeline,
  args: {
    orderId: '3f2c9a1e-7b4d-4c8e-9a61-2d5f0b7c8e14',
    steps,
    currentIndex: 3,
    lastLocation: 'Lahore sorting centre',
    estimatedDelivery: '14/11/2026',
  },
  argTypes: { currentIndex: { control: { type: 'range', min: 0, max: 4 } } },
} satisfies Meta<typeof TrackOrderTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order tracking timeline with typical content: try its props in the Controls panel. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const current = canvas.getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step');
    await expect(current).toHaveTextContent('Shipped');
    await expect(canvas.getByText('Lahore sorting centre')).toBeVisible();
  },
};

/** Just placed: the first step, with the expected delivery. */
export const JustPlaced: Story = {
  args: { currentIndex: 0, lastLocation: undefined, estimatedDelivery: '18/11/2026' },
};

/** Delivered: every step done. */
export const Delivered: Story = { args: { currentIndex: 4, lastLocation: 'Delivered to Gulberg III, Lahore' } };

/** Cancelled. */
export const Cancelled: Story = {
  args: { currentIndex: 1, state: 'cancelled', lastLocation: undefined, estimatedDelivery: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This order was cancelled.')).toBeVisible();
  },
};

/** The order tracking timeline in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { globals: { dir: 'rtl' } };

/** The order tracking timeline on a 360 px wide phone. */
export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };
