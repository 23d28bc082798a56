// @vitest-environment jsdom
import type { WishlistItem } from '@sauda/commerce';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProduct } from '../../test-support/test-product';
import { WishlistCard } from '../wishlist-card';
import { ProductCard } from './product-card';

afterEach(cleanup);

const name = 'Dawlance 9166 WB Inverter Refrigerator Chrome Metallic';
const product = testProduct({ name });
const item: WishlistItem = {
  id: 'w-1',
  productId: 'p-1',
  name,
  images: [],
  rating: 4,
  ratingsCount: 2,
  price: 135999,
  oldPrice: null,
  color: null,
  size: null,
};

describe('a long product name on a card', () => {
  it('is cut at 30 characters plus "..." by default, and read whole by assistive technology', () => {
    render(<ProductCard product={product} />);
    const cut = screen.getByText('Dawlance 9166 WB Inverter Refr...');
    expect(cut.getAttribute('aria-hidden')).toBe('true');
    expect(cut.title).toBe(name);
    expect(screen.getByRole('link', { name: new RegExp(`^${name}`) }).textContent).toContain(name);
  });

  it('is shown whole, clamped to two lines, with nameFit="lines"', () => {
    render(<ProductCard product={product} nameFit="lines" />);
    render(<WishlistCard item={item} onRemove={vi.fn()} nameFit="lines" />);
    const shown = screen.getAllByText(name);
    expect(shown).toHaveLength(2);
    for (const element of shown) expect(element.classList.contains('sd:line-clamp-2')).toBe(true);
    expect(screen.queryByText(/\.\.\.$/)).toBeNull();
  });
});
