import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { CancellationCard } from '@sauda/ui';
import { cancellations } from '../fixtures/orders';

/** The page's rule: only one card expanded at a time. */
function MyCancellations() {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    // Columns by the space the frame gives, not the viewport: the story frame is narrower than the page.
    <ul className="sd:grid sd:grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] sd:gap-4">
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

/**
 * One cancellation request in My Cancellations: the order, its status and, opened, the products. Use it in that
 * list; for returns use ReturnCard, for orders OrderCard.
 */
const meta = {
  title: 'Widgets/CancellationCard',
  component: CancellationCard,
  args: { cancellation: first, expanded: false, onExpandedChange: fn() },
  decorators: [
    (Story) => (
      <div className="sd:max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CancellationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cancellation card with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const AsksToExpand: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
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

/** After the copy action: the whole ID is copied and "Copied" shows. */
export const IdCopied: Story = {
  args: { onCopyId: fn() },
  play: async ({ args, canvas }) => {
    // The card shows the id's first characters; the copy action copies it whole and says so.
    await expect(canvas.getByText('5d2e8f1a')).toBeVisible();
    await expect(canvas.queryByText(first.id)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy full ID' }));
    await expect(args.onCopyId).toHaveBeenCalledWith(first.id);
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
  },
};

/** Opened to show the cancelled products. */
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
  tags: ['!dev', '!autodocs', 'scenario'],
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

/** One card for each status. */
export const EveryStatus: Story = {
  decorators: [(Story) => <Story />],
  render: () => <MyCancellations />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pending')).toBeVisible();
    await expect(canvas.getByText('Approved')).toBeVisible();
    await expect(canvas.getByText('Declined')).toBeVisible();
  },
};

/** A status the kit does not know is shown as it comes. */
export const UnknownStatus: Story = { args: { cancellation: { ...first, status: 'Under Review' } } };

/** The cancellation card in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { args: { expanded: true }, globals: { dir: 'rtl' } };

/** The cancellation card on a 360 px wide phone. */
export const SmallScreen: Story = { args: { expanded: true }, globals: { viewport: { value: 'phone360' } } };
