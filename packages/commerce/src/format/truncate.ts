/** The header shows the user's name cut to this many characters. */
export const HEADER_NAME_MAX = 10;
/** Product cards show names cut to this many characters. */
export const PRODUCT_NAME_MAX = 30;

/** Cuts text longer than `max` characters to `max` and appends '...'; shorter text is returned as is. */
export function truncate(text: string, max: number, ellipsis = '...'): string {
  const chars = Array.from(text);
  return chars.length > max ? chars.slice(0, max).join('') + ellipsis : text;
}

/** The user's name for the header button: 10 characters plus '...' when longer. */
export function truncateHeaderName(name: string): string {
  return truncate(name, HEADER_NAME_MAX);
}

/** A product name for cards: 30 characters plus '...' when longer. */
export function truncateProductName(name: string): string {
  return truncate(name, PRODUCT_NAME_MAX);
}
