import type { DisplayedPrice, Product } from '../types';
import { priceOf, sameOptionName, sizeVariantOf } from './variant-lookup';
import type { VariantSelection } from './variant-price';

/** How a product varies: by colour and size (`variants`), by colour only (`colorVariants`), or not at all. */
export type VariantKind = 'size' | 'color' | 'none';

/** Something the page knows cannot be bought now: a whole colour, or one size of a colour. */
export interface UnavailableVariant {
  color: string;
  /** Omit (or null) to mark the whole colour unavailable. */
  size?: string | null;
}

/** One colour or size the shopper may pick. */
export interface VariantOption {
  /** The colour or size name as the product spells it. */
  value: string;
  /** The option's own price; `null` when it has none (colours of size-variant products, sizes the colour lacks). */
  price: DisplayedPrice | null;
  /** False when the option cannot be picked: sold out, or a size the chosen colour does not come in. */
  isAvailable: boolean;
}

/** Everything a variant picker shows for one product and one (possibly partial or stale) choice. */
export interface VariantOptions {
  kind: VariantKind;
  /** The colours, in the product's order. Empty for products without variants. */
  colors: VariantOption[];
  /** Every size any colour comes in (first-seen order), available only when the chosen colour has it. */
  sizes: VariantOption[];
  /** The choice made valid: kept where possible, otherwise the first available colour and size. */
  selection: VariantSelection;
  /** Whether `selection` is a variant that can be bought (false when everything is unavailable). */
  isComplete: boolean;
}

/** How the product varies (see `VariantKind`). */
export function variantKind(product: Product): VariantKind {
  if (product.colorVariants.length > 0) return 'color';
  return product.variants.length > 0 ? 'size' : 'none';
}

function isListed(unavailable: readonly UnavailableVariant[], color: string, size: string | null): boolean {
  return unavailable.some(
    (entry) =>
      sameOptionName(entry.color, color) && (entry.size == null || (size !== null && sameOptionName(entry.size, size))),
  );
}

function pick(options: readonly VariantOption[], wanted: string | null | undefined): string | null {
  const kept = wanted == null ? undefined : options.find((o) => o.isAvailable && sameOptionName(o.value, wanted));
  return (kept ?? options.find((o) => o.isAvailable))?.value ?? null;
}

function sizeOptions(product: Product, color: string | null, unavailable: readonly UnavailableVariant[]) {
  const variant = sizeVariantOf(product, color);
  const options: VariantOption[] = [];
  for (const each of product.variants) {
    for (const { size } of each.sizes) {
      if (options.some((o) => sameOptionName(o.value, size))) continue;
      const own = variant?.sizes.find((option) => sameOptionName(option.size, size));
      options.push({
        value: size,
        price: own ? priceOf(own) : null,
        isAvailable: own !== undefined && color !== null && !isListed(unavailable, color, size),
      });
    }
  }
  return options;
}

/**
 * The colours and sizes to offer for a choice, each with its own price and availability, plus the choice made valid.
 * Sizes depend on the chosen colour; a colour with no size left to buy is unavailable. A stale choice (a size the new
 * colour lacks, a sold-out option) moves to the first available one, so the first render agrees with
 * `displayedPrice` when everything is in stock.
 */
export function variantOptions(
  product: Product,
  selection: Partial<VariantSelection> = {},
  unavailable: readonly UnavailableVariant[] = [],
): VariantOptions {
  const kind = variantKind(product);
  if (kind === 'none') {
    return { kind, colors: [], sizes: [], selection: { color: null, size: null }, isComplete: true };
  }
  if (kind === 'color') {
    const colors = product.colorVariants.map((variant) => ({
      value: variant.color,
      price: priceOf(variant),
      isAvailable: !isListed(unavailable, variant.color, null),
    }));
    const color = pick(colors, selection.color);
    return { kind, colors, sizes: [], selection: { color, size: null }, isComplete: color !== null };
  }
  const colors = product.variants.map((variant) => ({
    value: variant.color,
    price: null,
    isAvailable: sizeOptions(product, variant.color, unavailable).some((option) => option.isAvailable),
  }));
  const color = pick(colors, selection.color);
  const sizes = sizeOptions(product, color, unavailable);
  const size = pick(sizes, selection.size);
  return { kind, colors, sizes, selection: { color, size }, isComplete: color !== null && size !== null };
}
