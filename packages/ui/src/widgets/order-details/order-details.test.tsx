// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testOrderRow } from '../../test-support/test-order';
import { KitTextsProvider, translated } from '../../lib/kit-texts';
import { OrderDetails } from './order-details';
import { orderDetailsTexts } from './texts/en';
import { orderDetailsTextsUr } from './texts/ur';

afterEach(cleanup);

const urdu = new Map([translated(orderDetailsTexts, orderDetailsTextsUr)]);
const row = testOrderRow({ productName: null, selectedSize: 'M' });

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
