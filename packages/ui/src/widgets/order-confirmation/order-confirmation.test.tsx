// @vitest-environment jsdom
import type { OrderDetailRow } from '@sauda/commerce';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KitTextsProvider, translated } from '../../lib/kit-texts';
import { OrderConfirmation } from './order-confirmation';
import { orderConfirmationTexts } from './texts/en';
import { orderConfirmationTextsUr } from './texts/ur';

afterEach(cleanup);

const urdu = new Map([translated(orderConfirmationTexts, orderConfirmationTextsUr)]);
const row: OrderDetailRow = {
  orderId: '3f9c2a71-8d4e-4b6a-9c1e-2a7b5d8e0f13',
  orderNumber: 'SD-4821-7730',
  productId: 'p-1',
  productName: 'Lawn suit',
  productPrice: 2500,
  quantity: 2,
  selectedSize: null,
  selectedColor: null,
  images: [],
  createdAt: '2024-11-19T08:20:00Z',
  amount: 5000,
  totalAmount: 5000,
  discount: 0,
  shippingFee: 200,
  status: 'Pending',
  streetAddressLine1: 'Flat 7, Clifton Block 5',
  streetAddressLine2: null,
  city: 'Karachi',
  province: 'Sindh',
  country: 'Pakistan',
  fullName: 'Bilal Ahmed',
  email: 'bilal@example.pk',
  phoneNumber: '3001234567',
};
const steps = () =>
  screen
    .getAllByRole('listitem')
    .slice(1)
    .map((step) => step.textContent);

describe('OrderConfirmation texts', () => {
  it('says what happens next in English by default, with the total in the last step', () => {
    render(<OrderConfirmation rows={[row]} trackHref="/track" />);
    expect(steps()).toEqual([
      'The shop confirms your order and packs it.',
      'A courier brings it to your address; you can follow it on the tracking page.',
      'Pay Rs 5,200 in cash when it arrives.',
    ]);
    expect(screen.getByRole('link', { name: 'Track your order' })).toBeTruthy();
  });

  it("speaks the provider's language, and a label still wins", () => {
    render(
      <KitTextsProvider texts={urdu}>
        <OrderConfirmation rows={[row]} trackHref="/track" labels={{ continueShopping: 'Back to the shop' }} />
      </KitTextsProvider>,
    );
    expect(steps()[2]).toBe('آرڈر پہنچنے پر Rs 5,200 نقد ادا کریں۔');
    expect(screen.getByRole('link', { name: 'اپنا آرڈر ٹریک کریں' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toBeTruthy();
  });
});
