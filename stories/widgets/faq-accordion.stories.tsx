import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { filterFaqGroups, type FaqGroup } from '@sauda/commerce';
import { FaqAccordion } from '@sauda/ui';

const groups: FaqGroup[] = [
  {
    title: 'For Customers',
    entries: [
      {
        question: 'How do I place an order?',
        answer: 'Add products to your cart, then check out with your delivery address.',
      },
      { question: 'How can I track my order?', answer: 'Open the Order Tracking page from your dashboard.' },
      { question: 'What payment methods are accepted?', answer: 'Cards, online banking and digital wallets.' },
    ],
  },
  {
    title: 'For Vendors',
    entries: [
      {
        question: 'How do I become a vendor?',
        answer: 'Sign up, submit your verification documents and list products once approved.',
      },
      {
        question: 'What commission do sellers pay?',
        answer: 'A commission per sale that depends on the product category.',
      },
    ],
  },
];

/** Filters with @sauda/commerce, as the storefront does. */
function Searchable({ initial = '' }: { initial?: string }) {
  const [query, setQuery] = useState(initial);
  return <FaqAccordion groups={filterFaqGroups(groups, query)} query={query} onQueryChange={setQuery} />;
}

/**
 * Questions and answers in groups, one answer open at a time, with a search. Use it on help pages; for a product's
 * own details use ProductDetails.
 */
const meta = {
  title: 'Widgets/FaqAccordion',
  component: FaqAccordion,
  args: { groups },
  render: () => <Searchable />,
} satisfies Meta<typeof FaqAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The FAQ list with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const OneOpenAtATime: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    const track = canvas.getByRole('button', { name: 'How can I track my order?' });
    const vendor = canvas.getByRole('button', { name: 'How do I become a vendor?' });
    await userEvent.click(track);
    await expect(track).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'How can I track my order?' })).toHaveTextContent(
      'Order Tracking page',
    );
    await userEvent.click(vendor);
    await expect(vendor).toHaveAttribute('aria-expanded', 'true');
    await expect(track).toHaveAttribute('aria-expanded', 'false');
    vendor.focus();
    await userEvent.keyboard('{Enter}');
    await expect(vendor).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The search narrowing the questions. */
export const Search: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search questions' }), 'PAYMENT');
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'What payment methods are accepted?' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'For Vendors' })).toBeNull();
  },
};

/** A search no question matches. */
export const NoMatches: Story = {
  render: () => <Searchable initial="refund in bitcoin" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No questions match your search.');
  },
};

/** One group without the search field. */
export const WithoutSearch: Story = { render: () => <FaqAccordion groups={groups.slice(0, 1)} /> };

/** The FAQ list in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { globals: { dir: 'rtl' } };

/** The FAQ list on a 360 px wide phone. */
export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };
