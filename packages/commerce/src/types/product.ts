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
}

/** A colour variant (products without sizes). */
export interface ColorVariant {
  color: string;
  price: number;
  oldPrice: number | null;
  /** Percent. */
  discount: number | null;
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
