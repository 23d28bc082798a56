/**
 * The entry a navigation key moves to in a vertical list (a menu, a panel of links) from the entry at `current` (-1
 * while none has focus): ArrowDown/ArrowUp wrap at both ends, Home and End go to the first and last; undefined for any
 * other key.
 */
export function itemForKey<T>(items: readonly T[], current: number, key: string): T | undefined {
  const last = items.length - 1;
  if (key === 'Home') return items[0];
  if (key === 'End') return items[last];
  if (key === 'ArrowDown') return items[current >= last ? 0 : current + 1];
  if (key === 'ArrowUp') return items[current <= 0 ? last : current - 1];
  return undefined;
}
