/**
 * What a count badge shows: the number, or `max+` above `max` (e.g. '99+'). A control labelled by a count uses the
 * same text, so its accessible name contains what is on screen (WCAG 2.5.3, label in name).
 */
export function badgeCountText(count: number, max = 99): string {
  return count > max ? `${max}+` : String(count);
}
