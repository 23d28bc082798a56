import type { Id } from './ids';

/** One size of a size variant, with its own price. */
export interface SizeOption {
  size: string;
  price: number;
  oldPrice: number | null;
  /** Percent. */
  discount: number | null;
}

/** A size variant: one colour with a list of sizes. */
export interface Variant {
  color: string;
  price: number;
  oldPrice: number | null;
  /** Percent. */
  discount: number | null;
  sizes: SizeOption[];
  /** The colour's own picture (the wire's `VariantImage`), when the seller gave one. */
  image?: string;
}

/** A colour variant (products without sizes). */
export interface ColorVariant {
  color: string;
  price: number;
  oldPrice: number | null;
  /** Percent. */
  discount: number | null;
  /** The colour's own picture, when the seller gave one. */
  image?: string;
}

/** One row of the seller's product details, e.g. `{ key: 'Fabric', value: 'Lawn' }`. */
export interface ProductDetailEntry {
  key: string;
  value: string;
}

/** The seller's product details (the wire's free-form `Detail`) made readable: key/value rows, and lines without a key. */
export interface ProductDetailList {
  entries: ProductDetailEntry[];
  notes: string[];
}

/** A catalogue product as the storefront uses it. */
export interface Product {
  id: Id;
  name: string;
  /** The first image is the cover. */
  images: string[];
  price: number;
  oldPrice: number | null;
  /** Percent. */
  discount: number | null;
  brand: string;
  /** Top-level category name (the wire's `CatName`, e.g. 'fashion'). */
  categoryName: string;
  itemsCategoryId?: Id;
  shopId: Id;
  shopName?: string;
  averageRating: number;
  ratingsCount: number;
  status: string;
  description?: string;
  /** The seller's product details; absent when the answer carried none. */
  details?: ProductDetailList;
  colorVariants: ColorVariant[];
  variants: Variant[];
}

/** The price a product shows (see `displayedPrice`). */
export interface DisplayedPrice {
  price: number;
  oldPrice: number | null;
  /** Percent. */
  discount: number | null;
}
