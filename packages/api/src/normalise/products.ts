import type { ColorVariant, Product, SizeOption, Variant } from '@sauda/commerce';
import type { WireColorVariant, WireDealSize, WireProduct, WireSizeEntry, WireVariant } from '../wire/products';
import { productDetailList } from './product-details';
import { text, toId, toOptionalId } from './shared';

/** An old price of 0 means "none" (the legacy columns default to 0). */
function oldPriceOf(value: number | null): number | null {
  return value === null || value === 0 ? null : value;
}

function toSizeOption(entry: WireSizeEntry): SizeOption {
  return {
    size: text(entry.size),
    price: entry.price ?? 0,
    oldPrice: oldPriceOf(entry.oldprice),
    discount: entry.discount,
  };
}

function toVariantFromSizes(color: string | null | undefined, sizes: WireSizeEntry[]): Variant {
  const options = sizes.map(toSizeOption);
  const first = options[0];
  return {
    color: text(color),
    price: first?.price ?? 0,
    oldPrice: first?.oldPrice ?? null,
    discount: first?.discount ?? null,
    sizes: options,
  };
}

/** A variant's picture, left out when the seller gave none (null or blank). */
function imageOf(image: string | null | undefined): { image?: string } {
  const url = image?.trim();
  return url ? { image: url } : {};
}

function toVariant(variant: WireVariant): Variant {
  return { ...toVariantFromSizes(variant.VariantColor, variant.Sizes), ...imageOf(variant.VariantImage) };
}

function toColorVariant(variant: WireColorVariant): ColorVariant {
  return {
    color: text(variant.color),
    price: variant.price ?? 0,
    oldPrice: oldPriceOf(variant.oldprice),
    discount: variant.discount,
    ...imageOf(variant.image),
  };
}

function isNestedVariant(entry: WireDealSize): entry is Extract<WireDealSize, { Sizes: unknown }> {
  return 'Sizes' in entry;
}

/** A deals entry's `Sizes`: a size list of one variant, or (as the spec reads it) whole variants. */
function variantsFromDealSizes(product: WireProduct): Variant[] {
  if (product.Sizes.length === 0) return [];
  const nested = product.Sizes.filter(isNestedVariant);
  const flat = product.Sizes.filter((entry): entry is WireSizeEntry => !isNestedVariant(entry));
  const variants = nested.map((entry) => toVariantFromSizes(entry.VariantColor, entry.Sizes));
  if (flat.length > 0) variants.unshift(toVariantFromSizes(product.VariantColor, flat));
  return variants;
}

/** A product row of any listing, search, deals or detail answer, as the storefront uses it. */
export function toProduct(product: WireProduct): Product {
  const variants = product.variants.length > 0 ? product.variants.map(toVariant) : variantsFromDealSizes(product);
  const itemsCategoryId = toOptionalId(product.ItemsCategoryId);
  const description = product.Description ?? undefined;
  const shopName = product.ShopName ?? undefined;
  const details = productDetailList(product.Detail);
  const hasDetails = details.entries.length > 0 || details.notes.length > 0;
  return {
    id: toId(product.Id),
    name: product.Name,
    images: product.Images,
    price: product.Price ?? 0,
    oldPrice: oldPriceOf(product.OldPrice),
    discount: product.Discount,
    brand: text(product.Brand),
    categoryName: text(product.CatName ?? product.CategoryName),
    ...(itemsCategoryId === null ? {} : { itemsCategoryId }),
    shopId: toOptionalId(product.ShopId) ?? '',
    ...(shopName === undefined ? {} : { shopName }),
    averageRating: product.AverageRating ?? product.averageRating ?? 0,
    ratingsCount: product.RatingsCount ?? product.ratingsCount ?? 0,
    status: text(product.status ?? product.Status),
    ...(description === undefined ? {} : { description }),
    ...(hasDetails ? { details } : {}),
    colorVariants: product.colorVariants.map(toColorVariant),
    variants,
  };
}

/** A listing answer's products. */
export function toProducts(products: readonly WireProduct[]): Product[] {
  return products.map(toProduct);
}

function variantKey(variant: Variant): string {
  return JSON.stringify(variant);
}

/**
 * A deals answer's products, each product once: the legacy backend repeats a product for every qualifying
 * variant, so the repeats' variants are merged into the first entry (identical variants kept once).
 */
export function toDealProducts(products: readonly WireProduct[]): Product[] {
  const byId = new Map<string, Product>();
  for (const wire of products) {
    const product = toProduct(wire);
    const seen = byId.get(product.id);
    if (!seen) {
      byId.set(product.id, product);
      continue;
    }
    const keys = new Set(seen.variants.map(variantKey));
    for (const variant of product.variants) {
      if (!keys.has(variantKey(variant))) seen.variants.push(variant);
    }
    const colours = new Set(seen.colorVariants.map((variant) => variant.color));
    for (const variant of product.colorVariants) {
      if (!colours.has(variant.color)) seen.colorVariants.push(variant);
    }
  }
  return [...byId.values()];
}

/** The search page and header read the products plus the distinct items-category names (suggestions). */
export interface SearchResult {
  products: Product[];
  /** Distinct `ItemsCategoryName`s of the answer, in first-seen order. */
  suggestions: string[];
}

/** A search answer as the storefront reads it. */
export function toSearchResult(products: readonly WireProduct[]): SearchResult {
  const suggestions: string[] = [];
  const seen = new Set<string>();
  for (const product of products) {
    const name = product.ItemsCategoryName?.trim();
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    suggestions.push(name);
  }
  return { products: toProducts(products), suggestions };
}
