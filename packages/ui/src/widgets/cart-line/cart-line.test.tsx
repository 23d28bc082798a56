// @vitest-environment jsdom
import type { CartLine as CartLineItem } from '@sauda/commerce';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderSummary } from '../order-summary';
import { CartLine } from './cart-line';

afterEach(cleanup);

const kurta: CartLineItem = {
  productId: 'p-1',
  name: 'Khaadi Lawn Kurta',
  brand: 'Khaadi',
  color: 'Teal',
  size: 'M',
  image: '',
  price: 2500,
  oldPrice: 3000,
  quantity: 2,
  shopId: 's-1',
};

const renderLine = (line: CartLineItem) =>
  render(<CartLine line={line} onQuantityChange={vi.fn()} onRemove={vi.fn()} />);

describe('CartLine', () => {
  it('strikes through an old price above the price, and none equal to it', () => {
    renderLine(kurta);
    expect(screen.getByRole('deletion').textContent).toBe('Original price: Rs 6,000');
    cleanup();
    renderLine({ ...kurta, oldPrice: kurta.price });
    expect(screen.queryByRole('deletion')).toBeNull();
    expect(screen.queryByText(/Original price/)).toBeNull();
  });

  it('says why plus does nothing at 3, on screen and as its description', () => {
    renderLine(kurta);
    expect(screen.queryByText('You can buy at most 3 of this item')).toBeNull();
    cleanup();
    renderLine({ ...kurta, quantity: 3 });
    const increase = screen.getByRole('button', { name: 'Increase quantity of Khaadi Lawn Kurta' });
    expect((increase as HTMLButtonElement).disabled).toBe(true);
    const hint = screen.getByText('You can buy at most 3 of this item');
    expect(increase.getAttribute('aria-describedby')).toBe(hint.id);
  });
});

describe('OrderSummary', () => {
  it("counts pieces: two lines of two are 'Subtotal (4 items)' and 'Checkout (4)'", () => {
    const onCheckout = vi.fn();
    render(<OrderSummary lines={[kurta, { ...kurta, productId: 'p-2' }]} onCheckout={onCheckout} />);
    expect(screen.getByText('Subtotal (4 items)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Checkout (4)' }));
    expect(onCheckout).toHaveBeenCalledOnce();
  });
});
