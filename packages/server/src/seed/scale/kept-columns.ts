// The columns migration 0006's triggers keep on a product row, computed as its functions compute them, for rows the
// scale seed loads with those triggers off. scale-seed.test.ts checks them against the functions themselves.

/** A price as the variant tables hold it. */
export interface Priced {
  price: number;
  oldprice: number;
  discount: number;
}

/** What `sauda_refresh_product_variants` reads of a product's variants, in position order. */
export interface VariantsOf {
  colorVariants: readonly (Priced & { color: string })[];
  sizeVariants: readonly { color: string; sizes: readonly (Priced & { size: string })[] }[];
}

/** A colour or size as the filters match it (`lower(trim(…))`; the seed's names are ASCII). */
export const filterKey = (name: string): string => name.trim().toLowerCase();

/** Byte order, as `ORDER BY` under the C collation; the seed's colour and size names sort alike in any. */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** One of each name (case and spaces aside: the first spelling by code units), sorted. */
function distinctNames(names: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const name of names) {
    const key = filterKey(name);
    const kept = byKey.get(key);
    if (kept === undefined || name < kept) byKey.set(key, name);
  }
  return [...byKey.values()].sort(byCodeUnits);
}

/**
 * The displayed price (first colour variant, else the first size of the first size variant, else 0), the colours
 * (of the colour variants when there are any, else of the size variants) and the sizes of every size variant.
 */
export function variantColumns({ colorVariants, sizeVariants }: VariantsOf) {
  const first = colorVariants[0] ?? sizeVariants[0]?.sizes[0];
  return {
    price: first ? Math.round(first.price) : 0,
    oldPrice: first ? Math.round(first.oldprice) : 0,
    discount: first ? Math.round(first.discount) : 0,
    colors: distinctNames(
      colorVariants.length
        ? colorVariants.map((variant) => variant.color)
        : sizeVariants.map((variant) => variant.color),
    ),
    sizes: distinctNames(sizeVariants.flatMap((variant) => variant.sizes.map((size) => size.size))),
  };
}

/**
 * `round(avg(rating)::numeric, 1)` of ratings given in halves, from their count and the sum of their doubles: in
 * integers, so no float rounding can land a .x5 average on the wrong side (numeric rounds half away from zero).
 */
export function ratingAverage(doubledSum: number, count: number): number {
  if (count === 0) return 0;
  // avg * 10 = 5 * doubledSum / count; half up: floor((10 * doubledSum + count) / (2 * count)).
  return Math.floor((10 * doubledSum + count) / (2 * count)) / 10;
}
