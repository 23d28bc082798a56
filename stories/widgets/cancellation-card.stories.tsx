import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { CancellationCard } from '@sauda/ui';
import { cancellations } from '../fixtures/orders';

/** The page's rule: only one card expanded at a time. */
function MyCancellations() {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cancellations.map((cancellation) => (
        <li key={cancellation.id}>
          <CancellationCard
            cancellation={cancellation}
            expanded={openId === cancellation.id}
            onExpandedChange={(expanded) => setOpenId(expanded ? cancellation.id : null)}
          />
        </li>
      ))}
    </ul>
  );
}

const first = cancellations[0]!;

const meta = {
  title: 'Widgets/CancellationCard',
  component: CancellationCard,
  args: { cancellation: first, expanded: false, onExpandedChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CancellationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AsksToExpand: Story = {
  play: async ({ args, canvas }) => {
    // The refund is what the order cost: its amount with the Rs 200 shipping.
    await expect(canvas.getByText('Rs 4,799')).toBeVisible();
    await expect(canvas.getByText('SD-4821-7730')).toBeVisible();
    await expect(canvas.getByText('Pending')).toBeVisible();
    const toggle = canvas.getByRole('button', { name: 'View Products' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
  },
};

export const Expanded: Story = {
  args: { expanded: true },
  play: async ({ args, canvas }) => {
    const region = canvas.getByRole('region', { name: 'Products' });
    await expect(region).toHaveTextContent('Bata Comfit Leather Sandal');
    await expect(region).toHaveTextContent('Qty: 2');
    await expect(region).toHaveTextContent('Rs 1,600');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide Details' }));
    await expect(args.onExpandedChange).toHaveBeenCalledWith(false);
  },
};

export const OneExpandedAtATime: Story = {
  decorators: [(Story) => <Story />],
  render: () => <MyCancellations />,
  play: async ({ canvas }) => {
    const [firstToggle, secondToggle] = canvas.getAllByRole('button', { name: 'View Products' });
    await userEvent.click(firstToggle!);
    await expect(canvas.getAllByRole('region')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Hide Details' })).toHaveFocus();
    await userEvent.click(secondToggle!);
    await expect(canvas.getAllByRole('region')).toHaveLength(1);
    await expect(canvas.getByRole('region')).toHaveTextContent('Nestlé Nido Fortigrow 900g');
    await expect(canvas.getAllByRole('button', { name: 'View Products' })).toHaveLength(2);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryAllByRole('region')).toHaveLength(0);
  },
};

export const EveryStatus: Story = {
  decorators: [(Story) => <Story />],
  render: () => <MyCancellations />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pending')).toBeVisible();
    await expect(canvas.getByText('Approved')).toBeVisible();
    await expect(canvas.getByText('Declined')).toBeVisible();
  },
};

export const UnknownStatus: Story = { args: { cancellation: { ...first, status: 'Under Review' } } };

export const RightToLeft: Story = { args: { expanded: true }, globals: { dir: 'rtl' } };

export const SmallScreen: Story = { args: { expanded: true }, globals: { viewport: { value: 'phone360' } } };
