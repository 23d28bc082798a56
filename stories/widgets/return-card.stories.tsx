import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ReturnCard } from '@sauda/ui';
import { returns } from '../fixtures/orders';

/** The page's rule: only one card expanded at a time. */
function MyReturns() {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    // Columns by the space the frame gives, not the viewport: the story frame is narrower than the page.
    <ul className="sd:grid sd:grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] sd:gap-4">
      {returns.map((item) => (
        <li key={item.id}>
          <ReturnCard
            returnRequest={item}
            expanded={openId === item.id}
            onExpandedChange={(expanded) => setOpenId(expanded ? item.id : null)}
          />
        </li>
      ))}
    </ul>
  );
}

const second = returns[1]!;

/**
 * One return request in My Returns: the order, its status and, opened, the products. Use it in that list; for
 * cancellations use CancellationCard.
 */
const meta = {
  title: 'Widgets/ReturnCard',
  component: ReturnCard,
  args: { returnRequest: second, expanded: false, onExpandedChange: fn() },
  decorators: [
    (Story) => (
      <div className="sd:max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReturnCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The return card with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const ShowsTheRequest: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    // The id shows its first 8 characters; the copy action copies it whole.
    await expect(canvas.getByText(second.id.slice(0, 8))).toBeVisible();
    await expect(canvas.getByText('Approved')).toBeVisible();
    await expect(canvas.getByText('15/10/2024 12:30 PM')).toBeVisible();
    await expect(canvas.getByText('Rs 7,699')).toBeVisible();
    // Without an order number (the original backend) the order is named by its id.
    await expect(canvas.getByText('e2f7b9a1-3c6d-4e8f-a0b2-5d7c9e1f3a68')).toBeVisible();
    canvas.getByRole('button', { name: 'View Products' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
  },
};

/** Opened to show the returned products. */
export const Expanded: Story = {
  args: { expanded: true },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Products' });
    await expect(region).toHaveTextContent('Sapphire Embroidered Lawn Kurta');
    await expect(region).toHaveTextContent('Rs 2,500');
  },
};

export const OneExpandedAtATime: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  decorators: [(Story) => <Story />],
  render: () => <MyReturns />,
  play: async ({ canvas }) => {
    const toggles = canvas.getAllByRole('button', { name: 'View Products' });
    await userEvent.click(toggles[0]!);
    await userEvent.click(toggles[2]!);
    await expect(canvas.getAllByRole('region')).toHaveLength(1);
    await expect(canvas.getByRole('region')).toHaveTextContent('Shan Biryani Masala 50g (Pack of 12)');
  },
};

export const DeniedReadsAsDeclined: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { returnRequest: { ...second, status: 'Denied' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Declined')).toBeVisible();
  },
};

/** A request without products listed. */
export const NoProducts: Story = { args: { returnRequest: { ...second, products: [] }, expanded: true } };

/** The return card in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { args: { expanded: true }, globals: { dir: 'rtl' } };

/** The return card on a 360 px wide phone. */
export const SmallScreen: Story = { args: { expanded: true }, globals: { viewport: { value: 'phone360' } } };
