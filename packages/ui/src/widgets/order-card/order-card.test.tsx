// @vitest-environment jsdom
import type { OrderSummary } from '@sauda/commerce';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KitTextsProvider, translated } from '../../lib/kit-texts';
import { orderActionsTexts } from '../order-actions/texts/en';
import { orderActionsTextsUr } from '../order-actions/texts/ur';
import { OrderCard } from './order-card';
import { orderCardTexts } from './texts/en';
import { orderCardTextsUr } from './texts/ur';

afterEach(cleanup);

const urdu = new Map([
  translated(orderCardTexts, orderCardTextsUr),
  translated(orderActionsTexts, orderActionsTextsUr),
]);
const order: OrderSummary = {
  orderId: '3f9c2a71-8d4e-4b6a-9c1e-2a7b5d8e0f13',
  orderGroupId: 'g-1',
  orderNumber: 'SD-4821-7730',
  status: 'shipped',
  createdAt: '2024-11-19T08:20:00Z',
  amount: 4599,
};

describe('OrderCard texts', () => {
  it('names the order, its status and its links in English by default', () => {
    render(<OrderCard order={order} href="/user/orders/g-1" trackHref="/track" />);
    expect(screen.getByRole('article', { name: 'Order ID SD-4821-7730' })).toBeTruthy();
    expect(screen.getByText('Shipped')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Details, Order ID SD-4821-7730' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Track Order ID SD-4821-7730' })).toBeTruthy();
  });

  it("speaks the provider's language, status included, and a label still wins", () => {
    render(
      <KitTextsProvider texts={urdu}>
        <OrderCard order={order} href="/user/orders/g-1" trackHref="/track" labels={{ track: 'Follow' }} />
      </KitTextsProvider>,
    );
    expect(screen.getByRole('article', { name: 'آرڈر آئی ڈی SD-4821-7730' })).toBeTruthy();
    expect(screen.getByText('روانہ شدہ')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'آرڈر آئی ڈی SD-4821-7730، تفصیلات دیکھیں' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'آرڈر آئی ڈی SD-4821-7730 Follow' })).toBeTruthy();
  });
});
