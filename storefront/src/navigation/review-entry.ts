/** The navigation state the product page hands to /review/{id} (§2.22). */
export interface ReviewEntryState {
  productId: string;
  productName: string;
}

/** The review page of a product, and the state to navigate there with. */
export function reviewEntry(productId: string, productName: string): [path: string, state: ReviewEntryState] {
  return [`/review/${encodeURIComponent(productId)}`, { productId, productName }];
}
