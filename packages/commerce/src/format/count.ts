import { groupThousands } from './group-thousands';

/**
 * A count as shown to shoppers, thousands grouped like prices ('12,480'); fractions round to the nearest whole and
 * negative or missing counts show 0. Written by hand rather than with Intl: a page's first Intl call loads locale
 * data, which costs phones a noticeable stall while the listing renders.
 */
export function formatCount(count: number): string {
  return groupThousands(String(Number.isFinite(count) && count > 0 ? Math.round(count) : 0));
}
