// @vitest-environment jsdom
import type { Return } from '@sauda/commerce';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KitTextsProvider, translated } from '../../lib/kit-texts';
import { requestCardTexts } from '../order-request-card/texts/en';
import { requestCardTextsUr } from '../order-request-card/texts/ur';
import { ReturnCard } from './return-card';
import { returnCardTexts } from './texts/en';
import { returnCardTextsUr } from './texts/ur';

afterEach(cleanup);

const urdu = new Map([
  translated(returnCardTexts, returnCardTextsUr),
  translated(requestCardTexts, requestCardTextsUr),
]);
const request: Return = {
  id: '5d2e8f1a-4b7c-4d9e-a3f0-1c6b8e2d4a75',
  status: 'Denied',
  requestedAt: '2024-11-19T08:20:00Z',
  orderAmount: 4599,
  products: [],
};
const terms = () => screen.getAllByRole('term').map((term) => term.textContent);

describe('ReturnCard texts', () => {
  it('names its facts and status in English by default', () => {
    render(<ReturnCard returnRequest={request} expanded={false} onExpandedChange={() => undefined} />);
    expect(screen.getByRole('article', { name: 'Return ID 5d2e8f1a' })).toBeTruthy();
    expect(terms()).toEqual(['Requested At', 'Order Amount']);
    expect(screen.getByText('Declined')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View Products' })).toBeTruthy();
  });

  it("speaks the provider's language, its own and the shared texts, and a label still wins", () => {
    render(
      <KitTextsProvider texts={urdu}>
        <ReturnCard
          returnRequest={request}
          expanded={false}
          onExpandedChange={() => undefined}
          labels={{ amount: 'Paid' }}
        />
      </KitTextsProvider>,
    );
    expect(screen.getByRole('article', { name: 'واپسی آئی ڈی 5d2e8f1a' })).toBeTruthy();
    expect(terms()).toEqual(['درخواست کا وقت', 'Paid']);
    expect(screen.getByText('مسترد')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'پروڈکٹس دیکھیں' })).toBeTruthy();
  });
});
