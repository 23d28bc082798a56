import type { Product } from '@sauda/commerce';

/** A plain product for the kit's jsdom tests: no variants, no pictures unless `images` is given. */
export const testProduct = (overrides: Partial<Product> = {}): Product => ({
  id: 'p-1',
  name: 'Khaadi Lawn Kurta',
  images: [],
  price: 2500,
  oldPrice: null,
  discount: null,
  brand: 'Khaadi',
  categoryName: 'fashion',
  shopId: 's-1',
  averageRating: 4,
  ratingsCount: 12,
  status: 'active',
  colorVariants: [],
  variants: [],
  ...overrides,
});
