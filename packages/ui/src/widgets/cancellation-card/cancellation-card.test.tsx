// @vitest-environment jsdom
import type { Cancellation } from '@sauda/commerce';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KitTextsProvider, translated } from '../../lib/kit-texts';
import { requestCardTexts } from '../order-request-card/texts/en';
import { requestCardTextsUr } from '../order-request-card/texts/ur';
import { CancellationCard } from './cancellation-card';
import { cancellationCardTexts } from './texts/en';
import { cancellationCardTextsUr } from './texts/ur';

afterEach(cleanup);

const urdu = new Map([
  translated(cancellationCardTexts, cancellationCardTextsUr),
  translated(requestCardTexts, requestCardTextsUr),
]);
const cancellation: Cancellation = {
  id: '5d2e8f1a-4b7c-4d9e-a3f0-1c6b8e2d4a75',
  status: 'approved',
  createdAt: '2024-11-19T08:20:00Z',
  orderAmount: 4599,
  products: [{ productName: 'Khussa', quantity: 1, total: 4599 }],
};
const terms = () => screen.getAllByRole('term').map((term) => term.textContent);

describe('CancellationCard texts', () => {
  it('names its facts, status and products in English by default', () => {
    render(<CancellationCard cancellation={cancellation} expanded onExpandedChange={() => undefined} />);
    expect(screen.getByRole('article', { name: 'Cancellation ID 5d2e8f1a' })).toBeTruthy();
    expect(terms()).toEqual(['Requested On', 'Refund Amount']);
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Products' }).textContent).toContain('Qty: 1');
  });

  it("speaks the provider's language, its own and the shared texts, and a label still wins", () => {
    render(
      <KitTextsProvider texts={urdu}>
        <CancellationCard
          cancellation={cancellation}
          expanded
          onExpandedChange={() => undefined}
          labels={{ hideDetails: 'Fold' }}
        />
      </KitTextsProvider>,
    );
    expect(screen.getByRole('article', { name: 'منسوخی آئی ڈی 5d2e8f1a' })).toBeTruthy();
    expect(terms()).toEqual(['درخواست کی تاریخ', 'ریفنڈ کی رقم']);
    expect(screen.getByText('منظور شدہ')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'پروڈکٹس' }).textContent).toContain('تعداد: 1');
    expect(screen.getByRole('button', { name: 'Fold' })).toBeTruthy();
  });
});
