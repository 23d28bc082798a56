/**
 * The product's exact texts for validation errors and toasts (spec §5 and §8).
 * UI and server import these so the wording never drifts. Texts marked "Sauda" are not in the spec
 * (the original relied on the browser's `required` bubble there) and may be reworded.
 * One file per area: the storefront's code for every page carries the cart's texts, and a page only its own.
 * English's are in `en/`, Urdu's in `ur/` with the same names: a build for Urdu (`vite build --mode ur`) reads
 * `ur/<area>.ts` wherever `en/<area>.ts` is imported; the server and the tests read English.
 */

export * from './en/cart';
export * from './en/wishlist';
export * from './en/profile';
export * from './en/checkout';
export * from './en/coupon';
export * from './en/password-reset';
export * from './en/cancel-form';
export * from './en/return-form';
export * from './en/review';
export * from './en/question';
export * from './en/forms';
export * from './en/login';
