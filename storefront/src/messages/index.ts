import { account } from './en/account';
import { auth } from './en/auth';
import { cart } from './en/cart';
import { checkout } from './en/checkout';
import { contact } from './en/contact';
import { help } from './en/help';
import { home } from './en/home';
import { listing } from './en/listing';
import { product } from './en/product';
import { review } from './en/review';
import { shops } from './en/shops';
import { site } from './en/site';
import { store } from './en/store';

/**
 * Every text the storefront itself shows, by area. The spec's validation and toast texts live in
 * `@sauda/commerce` and the widgets' own texts in `@sauda/ui`; another language replaces this object.
 */
export const messages = {
  site,
  home,
  auth,
  listing,
  cart,
  checkout,
  account,
  help,
  review,
  contact,
  product,
  store,
  shops,
} as const;
