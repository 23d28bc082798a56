/**
 * The product's exact texts for validation errors and toasts (spec §5 and §8).
 * UI and server import these so the wording never drifts. Texts marked "Sauda" are not in the spec
 * (the original relied on the browser's `required` bubble there) and may be reworded.
 * One file per area: the storefront's code for every page carries the cart's texts, and a page only its own.
 */

export * from './cart';
export * from './wishlist';
export * from './profile';
export * from './checkout';
export * from './coupon';
export * from './password-reset';
export * from './cancel-form';
export * from './return-form';
export * from './review';
export * from './question';
export * from './forms';
