import { CART_MAX_QUANTITY, MAX_QUANTITY_MESSAGE } from '@sauda/commerce';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { productColorVariants, productVariants, products } from '../db/schema';
import { refuse } from '../errors';
import type { RequestedLine } from './order-input';

/** A cart line priced from the catalogue: the chosen colour variant, or the chosen size of the chosen colour. */
export interface PricedLine {
  productId: string;
  shopId: string;
  /** Rupees per unit, from the catalogue. */
  price: number;
  quantity: number;
  /** The catalogue's spelling, or null when the product has no such option. */
  color: string | null;
  size: string | null;
  image: string | null;
}

type ProductFacts = Pick<typeof products.$inferSelect, 'id' | 'shopId' | 'name' | 'images' | 'price'>;
type Variant = typeof productVariants.$inferSelect;
type ColourVariant = typeof productColorVariants.$inferSelect;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The refusals of a cart line, each with its text and what it names (`product`, and the colour or size asked for). */
const refusals = {
  unknownProduct: (id: string) => refuse('product_unavailable', `Product ${id} was not found.`, { id }),
  chooseColour: (product: string) => refuse('colour_required', `Please choose a colour for ${product}.`, { product }),
  chooseSize: (product: string) => refuse('size_required', `Please choose a size for ${product}.`, { product }),
  noColour: (product: string, colour: string) =>
    refuse('colour_unavailable', `${product} is not available in colour "${colour}".`, { product, colour }),
  noSize: (product: string, size: string) =>
    refuse('size_unavailable', `${product} is not available in size "${size}".`, { product, size }),
  notForSale: (product: string) => refuse('not_for_sale', `${product} is not for sale.`, { product }),
};

function priceOne(
  line: RequestedLine,
  product: ProductFacts,
  variants: Variant[],
  colours: ColourVariant[],
): Omit<PricedLine, 'quantity'> {
  const base = { productId: product.id, shopId: product.shopId };
  const cover = product.images[0] ?? null;
  if (colours.length > 0) {
    if (!line.color) throw refusals.chooseColour(product.name);
    const colour = colours.find((candidate) => same(candidate.color, line.color));
    if (!colour) throw refusals.noColour(product.name, line.color);
    if (line.size) throw refusals.noSize(product.name, line.size);
    return { ...base, price: colour.price, color: colour.color, size: null, image: colour.image || cover };
  }
  if (variants.length > 0) {
    if (!line.color) throw refusals.chooseColour(product.name);
    const variant = variants.find((candidate) => same(candidate.variantColor, line.color));
    if (!variant) throw refusals.noColour(product.name, line.color);
    if (!line.size) throw refusals.chooseSize(product.name);
    const size = variant.sizes.find((candidate) => same(String(candidate.size), line.size));
    if (!size) throw refusals.noSize(product.name, line.size);
    const price = Number(size.price);
    return {
      ...base,
      price,
      color: variant.variantColor,
      size: String(size.size),
      image: variant.variantImage || cover,
    };
  }
  if (line.color) throw refusals.noColour(product.name, line.color);
  if (line.size) throw refusals.noSize(product.name, line.size);
  return { ...base, price: product.price, color: null, size: null, image: cover };
}

/**
 * Prices the requested lines from the catalogue in three queries (products, size variants, colour variants). Lines
 * naming the same product, colour and size are merged, and their quantities together stay within 1..3.
 * Throws a 400 naming the product for an unknown product, colour or size.
 */
export async function priceLines(db: Database, requested: readonly RequestedLine[]): Promise<PricedLine[]> {
  const ids = [...new Set(requested.map((line) => line.id))];
  const [productRows, variantRows, colourRows] = await Promise.all([
    db
      .select({
        id: products.id,
        shopId: products.shopId,
        name: products.name,
        images: products.images,
        price: products.price,
      })
      .from(products)
      .where(inArray(products.id, ids)),
    db.select().from(productVariants).where(inArray(productVariants.productId, ids)),
    db.select().from(productColorVariants).where(inArray(productColorVariants.productId, ids)),
  ]);
  const byPosition = <T extends { position: number }>(a: T, b: T) => a.position - b.position;
  const merged = new Map<string, PricedLine>();
  for (const line of requested) {
    const product = productRows.find((row) => row.id === line.id);
    if (!product) throw refusals.unknownProduct(line.id);
    const priced = priceOne(
      line,
      product,
      variantRows.filter((row) => row.productId === product.id).sort(byPosition),
      colourRows.filter((row) => row.productId === product.id).sort(byPosition),
    );
    if (!(priced.price > 0)) throw refusals.notForSale(product.name);
    const key = JSON.stringify([priced.productId, priced.color, priced.size]);
    const earlier = merged.get(key);
    const quantity = (earlier?.quantity ?? 0) + line.quantity;
    if (quantity > CART_MAX_QUANTITY)
      throw refuse('quantity_too_large', MAX_QUANTITY_MESSAGE, { max: CART_MAX_QUANTITY });
    merged.set(key, { ...priced, quantity });
  }
  return [...merged.values()];
}
