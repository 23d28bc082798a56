/** The three deal listings, by the name their routes and the listing call use (§2.1). */
export const DEAL_KINDS = ['under-1500', 'superdeals', 'bundle-deals'] as const;
export type DealKind = (typeof DEAL_KINDS)[number];

/**
 * What a listing shows: an items category, a top-level category, search results, a deal list, a shop's products, or
 * (no source) the whole catalogue, newest first ('Just For You').
 */
export type ListingSource =
  | { kind: 'category'; itemsCategoryId: string }
  | { kind: 'top-category'; categoryId: string }
  | { kind: 'search'; query: string }
  | { kind: 'deals'; deal: DealKind }
  | { kind: 'store'; shopId: string }
  | { kind: 'newest' };

/** True for one of the three deal names. */
export function isDealKind(value: unknown): value is DealKind {
  return typeof value === 'string' && (DEAL_KINDS as readonly string[]).includes(value);
}
