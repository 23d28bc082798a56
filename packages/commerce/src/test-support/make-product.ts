import type { Product } from '../types';

/** A product with sensible defaults for tests and benchmarks (not exported from the package). */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 'p-1',
    name: 'Lawn Suit',
    images: ['https://img.example/1.jpg'],
    price: 0,
    oldPrice: null,
    discount: null,
    brand: 'Khaadi',
    categoryName: 'fashion',
    shopId: 's-1',
    averageRating: 0,
    ratingsCount: 0,
    status: 'pending',
    colorVariants: [],
    variants: [],
    ...overrides,
  };
}

/** Mulberry32: a tiny seeded PRNG so generated catalogues are the same on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const SAMPLE_BRANDS = ['Khaadi', 'Gul Ahmed', 'Sapphire', 'J.', 'Outfitters', 'Bata', 'Servis', 'Nishat'];
export const SAMPLE_COLOURS = ['Red', 'Blue', 'Black', 'White', 'Green', 'Maroon'];
export const SAMPLE_SIZES = ['S', 'M', 'L', 'XL'];

/** `count` deterministic products: half colour-variant products, half size-variant fashion products. */
export function generateProducts(count: number, seed = 42): Product[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const products: Product[] = [];
  for (let i = 0; i < count; i++) {
    const price = Math.floor(random() * 1200) * 10;
    const discount = Math.floor(random() * 60);
    const oldPrice = discount > 0 ? Math.round(price / (1 - discount / 100)) : null;
    const fashion = i % 2 === 1;
    products.push(
      makeProduct({
        id: `p-${i}`,
        name: `Product ${i}`,
        brand: pick(SAMPLE_BRANDS),
        categoryName: fashion ? 'fashion' : 'electronics',
        averageRating: Math.round(random() * 10) / 2,
        ratingsCount: Math.floor(random() * 200),
        colorVariants: fashion ? [] : [{ color: pick(SAMPLE_COLOURS), price, oldPrice, discount }],
        variants: fashion
          ? [
              {
                color: pick(SAMPLE_COLOURS),
                price,
                oldPrice,
                discount,
                sizes: SAMPLE_SIZES.slice(0, 1 + Math.floor(random() * SAMPLE_SIZES.length)).map((size) => ({
                  size,
                  price,
                  oldPrice,
                  discount,
                })),
              },
            ]
          : [],
      }),
    );
  }
  return products;
}
