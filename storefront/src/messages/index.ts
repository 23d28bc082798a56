/**
 * Every text the storefront itself shows, by area; import it as `import * as messages from '…/messages'` and read
 * `messages.<area>.<text>`. The spec's validation and toast texts live in `@sauda/commerce` and the widgets' own texts
 * in `@sauda/ui`; another language replaces this module. Each area is its own module so a page's texts travel in that
 * page's chunk: only the areas the frame itself reads (site, and what the frame's hooks show) load on every visit.
 */
export { about } from './en/about';
export { account } from './en/account';
export { auth } from './en/auth';
export { cart } from './en/cart';
export { checkout } from './en/checkout';
export { contact } from './en/contact';
export { errors } from './en/errors';
export { faq } from './en/faq';
export { help } from './en/help';
export { helpAndSupport } from './en/help-and-support';
export { home } from './en/home';
export { listing } from './en/listing';
export { pageLoad } from './en/page-load';
export { product } from './en/product';
export { pwa } from './en/pwa';
export { review } from './en/review';
export { shops } from './en/shops';
export { site } from './en/site';
export { store } from './en/store';
export { vouchers } from './en/vouchers';
