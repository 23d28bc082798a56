/** Texts of the shops' vouchers (store page, product page, cart). */
export const vouchers = {
  /** Toast after a voucher is tapped away from the cart and checkout, where it is applied. */
  chosen: (code: string) => `${code} will be applied to this shop's items at checkout.`,
  /** The heading of a shop's lines in the cart, before the shop's name (a link to its store). */
  shopLinesBefore: 'Items from ',
  /** A shop's lines while its name loads, or when it cannot be read. */
  unnamedShop: 'Items from one shop',
} as const;
