import { describe, expect, it } from 'vitest';
import { filterFaq, filterFaqGroups } from './filter-faq';

const entries = [
  { question: 'How do I place an order?', answer: 'Add to cart and check out.' },
  { question: 'How can I track my order?', answer: 'Use Order Tracking.' },
  { question: 'What payments are accepted?', answer: 'Cards, online banking, wallets.' },
];

describe('filterFaq', () => {
  it('matches question text case-insensitively', () => {
    expect(filterFaq(entries, 'ORDER')).toEqual([entries[0], entries[1]]);
  });

  it('ignores answers', () => {
    expect(filterFaq(entries, 'wallets')).toEqual([]);
  });

  it('shows everything for a blank query', () => {
    expect(filterFaq(entries, '  ')).toEqual(entries);
  });

  it('filters inside groups, keeping the groups', () => {
    expect(
      filterFaqGroups(
        [
          { title: 'For Customers', entries },
          { title: 'For Vendors', entries: [] },
        ],
        'track',
      ),
    ).toEqual([
      { title: 'For Customers', entries: [entries[1]] },
      { title: 'For Vendors', entries: [] },
    ]);
  });
});
