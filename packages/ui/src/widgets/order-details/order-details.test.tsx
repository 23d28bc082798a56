// @vitest-environment jsdom
import type { OrderDetailRow } from '@sauda/commerce';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KitTextsProvider, translated } from '../../lib/kit-texts';
import { OrderDetails } from './order-details';
import { orderDetailsTexts } from './texts/en';
import { orderDetailsTextsUr } from './texts/ur';

afterEach(cleanup);

const urdu = new Map([translated(orderDetailsTexts, orderDetailsTextsUr)]);
const row: OrderDetailRow = {
  orderId: '3f9c2a71-8d4e-4b6a-9c1e-2a7b5d8e0f13',
  productId: 'p-1',
  productName: null,
  productPrice: 2500,
  quantity: 2,
  selectedSize: 'M',
  selectedColor: null,
  images: [],
  createdAt: '2024-11-19T08:20:00Z',
  amount: 5000,
  totalAmount: 5000,
  discount: 0,
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

describe('OrderDetails texts', () => {
  it('heads its sections and names the status in English by default', () => {
    render(<OrderDetails rows={[row]} />);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Items',
      'Shipping Address',
      'Order Summary',
    ]);
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(screen.getByText('Unnamed product')).toBeTruthy();
  });

  it("speaks the provider's language, status included, and a label still wins", () => {
    render(
      <KitTextsProvider texts={urdu}>
        <OrderDetails rows={[row]} labels={{ summary: 'Bill' }} />
      </KitTextsProvider>,
    );
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'اشیاء',
      'شپنگ ایڈریس',
      'Bill',
    ]);
    expect(screen.getByText('زیرِ التوا')).toBeTruthy();
    expect(screen.getByText('بے نام پروڈکٹ')).toBeTruthy();
  });
});
