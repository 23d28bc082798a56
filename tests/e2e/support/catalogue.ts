import type { CartLine } from '@sauda/commerce';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The fields of a product row (wire format, PascalCase) the journeys read. */
export interface WireProduct {
  Id: string;
  ShopId: string;
  ShopName: string;
  Name: string;
  Brand: string;
  Images: string[];
  ItemsCategoryId: string;
  colorVariants: { color: string; image: string; price: number; oldprice: number | null }[];
  variants: {
    VariantColor: string;
    VariantImage: string;
    Sizes: { size: string; price: number; oldprice: number | null }[];
  }[];
}

/** A line under `cartItems`, as the storefront keeps it (spec §3 plus the product id, ARCHITECTURE §5.7). */
export type StoredCartLine = CartLine;

/** `text` made literal inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Products of one shop (the store page's call). */
export async function shopProducts(request: APIRequestContext, shopId: string): Promise<WireProduct[]> {
  const response = await request.get('/api/v1/products', { params: { shopId, perPage: 200 } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { products: WireProduct[] }).products;
}

/** Products of one items category (the category listing's call). */
export async function categoryProducts(request: APIRequestContext, itemsCategoryId: string): Promise<WireProduct[]> {
  const response = await request.get('/api/v1/products', { params: { itemsCategoryId, perPage: 200 } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { products: WireProduct[] }).products;
}

/** The shop a seeded coupon belongs to, as `/coupons/validate` tells it. */
export async function couponShopId(request: APIRequestContext, couponCode: string): Promise<string> {
  const response = await request.post('/api/v1/coupons/validate', { data: { couponCode, orderValue: 100_000 } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { coupon: { ShopId: string } }).coupon.ShopId;
}

/** The first product with colour variants (no size to pick) among `products`. */
export function colourProduct(products: WireProduct[], skip = 0): WireProduct {
  const found = products.filter((product) => product.colorVariants.length > 0)[skip];
  if (!found) throw new Error('No product with colour variants in this list');
  return found;
}

/** The cart line 'Add to Cart' makes for a colour-variant product in its first colour. */
export function cartLineOf(product: WireProduct, quantity = 1): StoredCartLine {
  const colour = product.colorVariants[0];
  if (!colour) throw new Error(`${product.Name} has no colour variant`);
  return {
    productId: product.Id,
    name: product.Name,
    brand: product.Brand,
    color: colour.color,
    size: null,
    image: colour.image || (product.Images[0] ?? ''),
    price: colour.price,
    oldPrice: colour.oldprice,
    quantity,
    shopId: product.ShopId,
  };
}

/** Fills the cart in this browser's storage (for journeys whose subject starts after the cart is filled). */
export async function putInCart(page: Page, lines: StoredCartLine[]): Promise<void> {
  await page.evaluate((json) => localStorage.setItem('cartItems', json), JSON.stringify(lines));
}

/**
 * The value (`dd`) of a term (`dt`) in a description list of `scope`, e.g. an order summary's 'Total' or a store's
 * 'Followers'. The kit groups each pair in its own `div` (HTML's `dl` grouping), so the value is the term's sibling.
 */
export function figure(scope: Locator, term: string | RegExp): Locator {
  const name = typeof term === 'string' ? new RegExp(`^\\s*${escapeRegExp(term)}\\s*$`) : term;
  return scope.getByRole('term').filter({ hasText: name }).locator('xpath=../dd');
}
